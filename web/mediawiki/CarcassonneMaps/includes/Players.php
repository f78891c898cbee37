<?php
/**
 * Player lists (the players="…" attribute and a record's players line): 2 to 6 one-word names of
 * letters (any script, so "Šárka" is fine), digits, '-' and '_', each optionally with a computer
 * level as the game reads it (README "Computer players"): ':random', ':easy', ':medium', ':hard',
 * ':mcts:N' (N from 1 to 10,000,000), ':mcts:N:playout=K' (K from 0 to 1,000), ':mcts:N:playout=end'
 * or ':ms:T' (T from 1 to 600,000 milliseconds).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Players {
	public const MIN = 2;
	public const MAX = 6;
	public const NAME_LENGTH = 20;
	public const MCTS_MAX = 10000000;
	public const PLAYOUT_MAX = 1000;
	public const MS_MAX = 600000;

	/**
	 * @param string[] $seats the seats as written, e.g. [ 'Ana', 'Ben:hard' ]
	 * @return bool whether every seat is well formed and their number is allowed
	 */
	public static function isValid( array $seats ): bool {
		if ( count( $seats ) < self::MIN || count( $seats ) > self::MAX ) {
			return false;
		}
		foreach ( $seats as $seat ) {
			if ( !self::isSeat( $seat ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * @param string $seat
	 * @return string the name without its computer level
	 */
	public static function nameOf( string $seat ): string {
		return explode( ':', $seat, 2 )[0];
	}

	private static function isSeat( string $seat ): bool {
		$parts = explode( ':', $seat, 2 );
		$name = $parts[0];
		if ( !preg_match( '/^[\p{L}\p{M}\p{N}_-]+$/uD', $name ) || mb_strlen( $name ) > self::NAME_LENGTH ) {
			return false;
		}
		if ( count( $parts ) === 1 ) {
			return true;
		}
		if ( in_array( $parts[1], [ 'random', 'easy', 'medium', 'hard' ], true ) ) {
			return true;
		}
		if ( preg_match( '/^ms:([1-9][0-9]{0,5})$/D', $parts[1], $m ) === 1 ) {
			return (int)$m[1] <= self::MS_MAX;
		}
		if ( preg_match( '/^mcts:([1-9][0-9]{0,7})(?::playout=(end|0|[1-9][0-9]{0,3}))?$/D', $parts[1], $m ) !== 1 ) {
			return false;
		}
		$playout = $m[2] ?? 'end';
		return (int)$m[1] <= self::MCTS_MAX && ( $playout === 'end' || (int)$playout <= self::PLAYOUT_MAX );
	}
}
