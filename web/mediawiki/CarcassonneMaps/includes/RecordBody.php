<?php
/**
 * A game record written as the tag's content (<carcassonne>game 1↵players Ana Ben↵…</carcassonne>):
 * checked line by line against a conservative grammar (the game checks the rules), then written as
 * the fragment's readable `record=` value: lines joined by ';', a space written '_', a '_' written
 * %5F and every other character outside [A-Za-z0-9-.~,:+] percent-encoded (as web/fragment.js).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class RecordBody {
	public const MAX_BYTES = 16384;
	public const MAX_LINES = 1000;
	public const MAX_LINE_LENGTH = 1000;
	/** The characters of a bad line an error box quotes. */
	public const QUOTE_LENGTH = 60;

	/** Words that open a header line (docs/records.md). */
	public const HEADER_WORDS = [ 'game', 'players', 'map', 'tiles', 'rules', 'chips', 'seed', 'order',
		'start', 'followers', 'tilecount', 'chip', 'option' ];

	/** One word of a header or move line. */
	private const TOKEN = '/^[\p{L}\p{M}\p{N}_.,:+\-]+$/uD';
	/** A comment, caption or result line: letters, digits, spaces (no-break too) and ordinary punctuation. */
	private const COMMENT = '/^#>?[ \x{A0}_&\p{L}\p{M}\p{N}.,:;!?\'"()\-+\/%*=\x{2013}\x{2014}\x{2026}\x{201E}\x{201C}\x{201D}\x{2018}\x{2019}\x{AB}\x{BB}]*$/uD';

	/**
	 * @param string $body the tag's content as written
	 * @return string|Problem[] the `record=` value, or every problem: the whole record's (size,
	 *   encoding, no players line) or each bad line's (its number, the line quoted, what is wrong)
	 */
	public static function encode( string $body ) {
		$body = str_replace( "\r\n", "\n", $body );
		if ( strlen( $body ) > self::MAX_BYTES ) {
			return [ new Problem( 'carcassonnemaps-error-record-size', [ (string)self::MAX_BYTES ] ) ];
		}
		if ( !mb_check_encoding( $body, 'UTF-8' ) ) {
			return [ new Problem( 'carcassonnemaps-error-record-encoding' ) ];
		}
		$lines = self::bodyLines( $body );
		if ( count( $lines ) > self::MAX_LINES ) {
			return [ new Problem( 'carcassonnemaps-error-record-lines', [ (string)self::MAX_LINES ] ) ];
		}
		$kept = [];
		$problems = [];
		$names = null;
		$first = true;
		foreach ( $lines as $index => $raw ) {
			$line = trim( $raw, " \t" );
			if ( $line === '' ) {
				continue;
			}
			$problem = self::problemOf( $line, $first, $names );
			$first = $first && $line[0] === '#';
			if ( preg_match( '/^players[ \t]/', $line ) ) {
				// Computer levels in any case, as the players attribute takes them: the game reads small letters.
				$line = preg_replace_callback( '/:[^ \t]+/', static function ( $m ) {
					return strtolower( $m[0] );
				}, $line );
			}
			if ( $problem !== null ) {
				$problems[] = new Problem( 'carcassonnemaps-error-record-line', [ (string)( $index + 1 ), self::quote( $line ), $problem ] );
			}
			$kept[] = $line;
		}
		if ( $names === null ) {
			$problems[] = new Problem( 'carcassonnemaps-error-record-players' );
		}
		return $problems !== [] ? $problems : implode( ';', array_map( [ self::class, 'encodeLine' ], $kept ) );
	}

	/**
	 * @param string $body the tag's content as written (encode() accepted it)
	 * @return int[] for each line of the encoded record, its line in the tag's content (from 1, as
	 *   the error boxes count): the game's check in the edit preview names a line of the record,
	 *   which is the tag's line this maps it to (blank lines are not written into the record)
	 */
	public static function lineNumbers( string $body ): array {
		$numbers = [];
		foreach ( self::bodyLines( $body ) as $index => $raw ) {
			if ( trim( $raw, " \t" ) !== '' ) {
				$numbers[] = $index + 1;
			}
		}
		return $numbers;
	}

	/**
	 * @param string $body
	 * @return string[] its lines; the line break right after <carcassonne> is not a line of the record
	 */
	private static function bodyLines( string $body ): array {
		return explode( "\n", preg_replace( '/^[ \t]*\n/', '', str_replace( "\r\n", "\n", $body ) ) );
	}

	/**
	 * @param string $line a record line (valid UTF-8)
	 * @return string the line as an error box quotes it: at most 60 characters, and every control,
	 *   format (direction marks and overrides too), private-use or noncharacter code point written
	 *   as U+XXXX, so the quote can neither hide text nor reverse the sentence around it
	 */
	public static function quote( string $line ): string {
		$chars = mb_str_split( $line );
		$shown = '';
		foreach ( array_slice( $chars, 0, self::QUOTE_LENGTH ) as $char ) {
			$shown .= preg_match( '/^[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]$/uD', $char ) ? Players::codePoint( $char ) : $char;
		}
		return count( $chars ) > self::QUOTE_LENGTH ? $shown . '…' : $shown;
	}

	/**
	 * @param string $line one record line, trimmed
	 * @return string the line as the fragment writes it
	 */
	public static function encodeLine( string $line ): string {
		return strtr( rawurlencode( $line ), [ '_' => '%5F', '%20' => '_', '%2C' => ',', '%3A' => ':', '%2B' => '+' ] );
	}

	/**
	 * @param string $line
	 * @param bool $first whether no other header or move line came before
	 * @param string[]|null &$names the player names once the players line was read
	 * @return Problem|null
	 */
	private static function problemOf( string $line, bool $first, ?array &$names ): ?Problem {
		if ( mb_strlen( $line ) > self::MAX_LINE_LENGTH ) {
			return new Problem( 'carcassonnemaps-record-long', [ (string)self::MAX_LINE_LENGTH ] );
		}
		if ( $line[0] === '#' ) {
			return preg_match( self::COMMENT, $line ) ? null : new Problem( 'carcassonnemaps-record-comment' );
		}
		$words = preg_split( '/[ \t]+/', $line );
		if ( $words[0] !== 'players' || $first ) {
			$bad = self::badCharacter( $line );
			if ( $bad !== null ) {
				return new Problem( 'carcassonnemaps-record-characters', $bad );
			}
		}
		if ( $first ) {
			return $line === 'game 1' ? null : new Problem( 'carcassonnemaps-record-game' );
		}
		return self::headerProblem( $words, $names );
	}

	/**
	 * @param string[] $words
	 * @param string[]|null &$names
	 * @return Problem|null
	 */
	private static function headerProblem( array $words, ?array &$names ): ?Problem {
		$word = $words[0];
		$args = array_slice( $words, 1 );
		if ( $word === 'players' ) {
			if ( $names !== null ) {
				return new Problem( 'carcassonnemaps-record-players-twice' );
			}
			// Even a bad players line names the players: its moves are not reported as well.
			$names = array_map( [ Players::class, 'nameOf' ], $args );
			$why = Players::countProblem( $args ) ?? ( Players::seatProblems( $args )[0] ?? null );
			return $why !== null ? new Problem( 'carcassonnemaps-record-players', [ $why ] ) : null;
		}
		if ( $word === 'map' ) {
			return count( $args ) === 1 && in_array( $args[0], TagParser::MAPS, true )
				? null : new Problem( 'carcassonnemaps-record-map', [ implode( ', ', TagParser::MAPS ) ] );
		}
		if ( in_array( $word, [ 'seed', 'tilecount', 'followers' ], true ) ) {
			return count( $args ) === 1 && preg_match( '/^[0-9]{1,10}$/D', $args[0] )
				? null : new Problem( 'carcassonnemaps-record-number', [ $word ] );
		}
		if ( in_array( $word, self::HEADER_WORDS, true ) || $word === 'end' ) {
			return null;
		}
		if ( $names === null ) {
			return new Problem( 'carcassonnemaps-record-players-first' );
		}
		return in_array( $word, $names, true ) ? null : new Problem( 'carcassonnemaps-record-word' );
	}

	/**
	 * @param string $line a header or move line
	 * @return string[]|null the first character a word may not hold: [ its position in the line
	 *   (from 1), its code point ], else null
	 */
	private static function badCharacter( string $line ): ?array {
		foreach ( mb_str_split( $line ) as $i => $char ) {
			if ( $char !== ' ' && $char !== "\t" && !preg_match( self::TOKEN, $char ) ) {
				return [ (string)( $i + 1 ), Players::codePoint( $char ) ];
			}
		}
		return null;
	}
}
