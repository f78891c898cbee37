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

	/** Words that open a header line (docs/records.md). */
	public const HEADER_WORDS = [ 'game', 'players', 'map', 'tiles', 'rules', 'chips', 'seed', 'order',
		'start', 'followers', 'tilecount', 'chip', 'option' ];

	/** One word of a header or move line. */
	private const TOKEN = '/^[\p{L}\p{M}\p{N}_.,:+\-]+$/uD';
	/** A comment, caption or result line: letters, digits, spaces (no-break too) and ordinary punctuation. */
	private const COMMENT = '/^#>?[ \x{A0}_&\p{L}\p{M}\p{N}.,:;!?\'"()\-+\/%*=\x{2013}\x{2014}\x{2026}\x{201E}\x{201C}\x{201D}\x{2018}\x{2019}\x{AB}\x{BB}]*$/uD';

	/**
	 * @param string $body the tag's content as written
	 * @return string|Problem the `record=` value, or the first problem (naming the line)
	 */
	public static function encode( string $body ) {
		$body = str_replace( "\r\n", "\n", $body );
		if ( strlen( $body ) > self::MAX_BYTES ) {
			return new Problem( 'carcassonnemaps-error-record-size', [ (string)self::MAX_BYTES ] );
		}
		if ( !mb_check_encoding( $body, 'UTF-8' ) ) {
			return new Problem( 'carcassonnemaps-error-record-encoding' );
		}
		// The line break right after <carcassonne> is not a line of the record.
		$lines = explode( "\n", preg_replace( '/^[ \t]*\n/', '', $body ) );
		if ( count( $lines ) > self::MAX_LINES ) {
			return new Problem( 'carcassonnemaps-error-record-lines', [ (string)self::MAX_LINES ] );
		}
		$kept = [];
		$names = null;
		foreach ( $lines as $index => $raw ) {
			$line = trim( $raw, " \t" );
			if ( $line === '' ) {
				continue;
			}
			$problem = self::problemOf( $line, $kept === [] || self::onlyComments( $kept ), $names );
			if ( $problem !== null ) {
				return new Problem( 'carcassonnemaps-error-record-line', [ (string)( $index + 1 ), $problem ] );
			}
			$kept[] = $line;
		}
		if ( $names === null ) {
			return new Problem( 'carcassonnemaps-error-record-players' );
		}
		return implode( ';', array_map( [ self::class, 'encodeLine' ], $kept ) );
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
		foreach ( $words as $word ) {
			if ( !preg_match( self::TOKEN, $word ) ) {
				return new Problem( 'carcassonnemaps-record-characters' );
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
			if ( !Players::isValid( $args ) ) {
				return new Problem( 'carcassonnemaps-record-players' );
			}
			$names = array_map( [ Players::class, 'nameOf' ], $args );
			return null;
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
	 * @param string[] $lines
	 * @return bool
	 */
	private static function onlyComments( array $lines ): bool {
		foreach ( $lines as $line ) {
			if ( $line[0] !== '#' ) {
				return false;
			}
		}
		return true;
	}
}
