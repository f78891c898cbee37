<?php
/**
 * Player lists (the players="…" attribute and a record's players line): 2 to 6 one-word names of
 * letters (any script, so "Šárka" is fine), combining marks, digits, '-' and '_', at most 20
 * characters, each optionally with a computer level as the game reads it (README "Computer
 * players"): ':random', ':easy', ':medium', ':hard', ':greedy', ':mcts:N' (N from 1 to 10,000,000),
 * ':mcts:N:playout=K' (K from 0 to 1,000), ':mcts:N:playout=end' or ':ms:T' (T from 1 to 600,000
 * milliseconds); the level in any case ('Ben:Hard'). The names and bounds are the game's
 * (GameLists, generated from the engine). This alphabet lies inside the game's name
 * grammar (docs/records.md "Player names"): control, direction, byte-order-mark and noncharacter
 * code points are never letters, so a name holding one is refused, naming the character's
 * position and its code point (U+202E).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Players {
	public const MIN = 2;
	public const MAX = 6;
	public const NAME_LENGTH = 20;

	/**
	 * @param string[] $seats the seats as written, e.g. [ 'Ana', 'Ben:hard' ]
	 * @return bool whether every seat is well formed and their number is allowed
	 */
	public static function isValid( array $seats ): bool {
		return self::countProblem( $seats ) === null && self::seatProblems( $seats ) === [];
	}

	/**
	 * @param string[] $seats
	 * @return Problem|null carcassonnemaps-players-count when there are too few or too many seats
	 */
	public static function countProblem( array $seats ): ?Problem {
		return count( $seats ) < self::MIN || count( $seats ) > self::MAX
			? new Problem( 'carcassonnemaps-players-count', [ (string)self::MIN, (string)self::MAX, (string)count( $seats ) ] )
			: null;
	}

	/**
	 * @param string[] $seats
	 * @return Problem[] one carcassonnemaps-players-seat problem per bad seat: its number (from 1)
	 *   and what is wrong with it
	 */
	public static function seatProblems( array $seats ): array {
		$problems = [];
		foreach ( array_values( $seats ) as $i => $seat ) {
			$why = self::seatProblem( $seat );
			if ( $why !== null ) {
				$problems[] = new Problem( 'carcassonnemaps-players-seat', [ (string)( $i + 1 ), $why ] );
			}
		}
		return $problems;
	}

	/**
	 * @param string $seat
	 * @return string the seat as the game reads it: the name as written, the level in small letters
	 */
	public static function normalized( string $seat ): string {
		$parts = explode( ':', $seat, 2 );
		return count( $parts ) === 1 ? $seat : $parts[0] . ':' . strtolower( $parts[1] );
	}

	/**
	 * @param string $seat
	 * @return string the name without its computer level
	 */
	public static function nameOf( string $seat ): string {
		return explode( ':', $seat, 2 )[0];
	}

	/**
	 * @param string $name
	 * @return Problem|null what the name grammar refuses in `name`: empty, too long, or the first
	 *   character outside letters, marks, digits, '-' and '_' (its position and code point)
	 */
	public static function nameProblem( string $name ): ?Problem {
		if ( $name === '' ) {
			return new Problem( 'carcassonnemaps-name-empty' );
		}
		if ( !mb_check_encoding( $name, 'UTF-8' ) ) {
			return new Problem( 'carcassonnemaps-name-encoding' );
		}
		foreach ( mb_str_split( $name ) as $i => $char ) {
			if ( !preg_match( '/^[\p{L}\p{M}\p{N}_-]$/uD', $char ) ) {
				return new Problem( 'carcassonnemaps-name-character', [ (string)( $i + 1 ), self::codePoint( $char ) ] );
			}
		}
		if ( mb_strlen( $name ) > self::NAME_LENGTH ) {
			return new Problem( 'carcassonnemaps-name-long', [ (string)self::NAME_LENGTH ] );
		}
		return null;
	}

	/**
	 * @param string $char one character
	 * @return string its code point as "U+202E"
	 */
	public static function codePoint( string $char ): string {
		return sprintf( 'U+%04X', mb_ord( $char, 'UTF-8' ) );
	}

	private static function seatProblem( string $seat ): ?Problem {
		$parts = explode( ':', $seat, 2 );
		$name = self::nameProblem( $parts[0] );
		if ( $name !== null || count( $parts ) === 1 ) {
			return $name;
		}
		return self::isLevel( strtolower( $parts[1] ) ) ? null : new Problem( 'carcassonnemaps-name-level' );
	}

	private static function isLevel( string $level ): bool {
		if ( in_array( $level, GameLists::LEVELS, true ) ) {
			return true;
		}
		if ( preg_match( '/^ms:([1-9][0-9]{0,5})$/D', $level, $m ) === 1 ) {
			return (int)$m[1] <= GameLists::MS_MAX;
		}
		if ( preg_match( '/^mcts:([1-9][0-9]{0,7})(?::playout=(end|0|[1-9][0-9]{0,3}))?$/D', $level, $m ) !== 1 ) {
			return false;
		}
		$playout = $m[2] ?? 'end';
		return (int)$m[1] <= GameLists::MCTS_MAX && ( $playout === 'end' || (int)$playout <= GameLists::PLAYOUT_MAX );
	}
}
