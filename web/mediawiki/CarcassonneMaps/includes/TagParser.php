<?php
/**
 * Reads a <carcassonne> tag's attributes and content into an Embed, or every problem the tag has
 * (each naming its attribute or the record's line): every attribute is checked against the grammar
 * of docs/links.md and never passed through. Words of the grammar (map, mode, lang, example, tile
 * sets, rules, rule switches, computer levels) are read in any case and written in small letters;
 * player names keep theirs. An unknown attribute, example or map suggests the closest known name.
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class TagParser {
	/** The game's words, generated from its expansion descriptors (GameLists.php). */
	public const MAPS = GameLists::MAPS;
	public const TILE_SETS = GameLists::TILE_SETS;
	public const RULES = GameLists::RULES;
	public const MODES = [ 'example', 'play', 'demo' ];
	public const LANGUAGES = [ 'cs', 'en' ];
	public const SETUP = [ 'map', 'chips', 'players', 'seed', 'tiles', 'rules', 'options', 'tilecount' ];
	public const ATTRIBUTES = [ 'example', 'map', 'chips', 'players', 'seed', 'tiles', 'rules', 'options',
		'tilecount', 'step', 'lang', 'mode', 'width', 'height', 'aspect' ];
	/** Attributes whose values are words of the grammar, read in any case. */
	public const FOLDED = [ 'example', 'map', 'tiles', 'rules', 'options', 'lang', 'mode' ];
	/** Bounds of the whole-number attributes. */
	public const NUMBERS = [ 'seed' => [ 0, 999999999 ], 'tilecount' => [ 1, 1000 ], 'step' => [ 0, 10000 ] ];

	/**
	 * @param array<string,string> $args the attributes (names lower case, entities decoded)
	 * @param string|null $body the tag's content (null for <carcassonne … />)
	 * @param string $pageLang the page's language code: the default of `lang` when 'cs' or 'en'
	 * @return Embed|Problem[] the embed, or every problem found, in the order of the attributes
	 */
	public static function parse( array $args, ?string $body, string $pageLang ) {
		$problems = [];
		foreach ( array_keys( $args ) as $name ) {
			if ( !in_array( $name, self::ATTRIBUTES, true ) ) {
				$problems[] = self::unknownAttribute( (string)$name );
			}
		}
		$args = array_map( 'trim', array_intersect_key( $args, array_flip( self::ATTRIBUTES ) ) );
		foreach ( self::FOLDED as $name ) {
			if ( isset( $args[$name] ) ) {
				$args[$name] = strtolower( $args[$name] );
			}
		}
		$embed = new Embed();
		$embed->size = Size::fromAttributes( $args, $problems );
		self::readLanguage( $embed, $args, $pageLang, $problems );
		self::readSources( $embed, $args, $body, $problems );
		return $problems === [] ? $embed : $problems;
	}

	/**
	 * @param string $value what the editor wrote
	 * @param string[] $names the known names
	 * @return string|null the known name closest to `value` by edit distance, when it is close
	 *   (at most 1 edit for up to 4 characters, 2 up to 11, else 3: a swap of
	 *   two letters is 2) and `value` is a plain word
	 */
	public static function closest( string $value, array $names ): ?string {
		if ( !preg_match( '/^[a-z0-9_-]{1,40}$/D', $value ) ) {
			return null;
		}
		$best = null;
		$distance = PHP_INT_MAX;
		foreach ( $names as $name ) {
			$d = levenshtein( $value, $name );
			if ( $d < $distance ) {
				[ $best, $distance ] = [ $name, $d ];
			}
		}
		$allowed = strlen( $value ) <= 4 ? 1 : ( strlen( $value ) <= 11 ? 2 : 3 );
		return $distance <= $allowed ? $best : null;
	}

	private static function readLanguage( Embed $embed, array $args, string $pageLang, array &$problems ): void {
		if ( !isset( $args['lang'] ) ) {
			$embed->lang = in_array( $pageLang, self::LANGUAGES, true ) ? $pageLang : 'en';
		} elseif ( in_array( $args['lang'], self::LANGUAGES, true ) ) {
			$embed->lang = $args['lang'];
		} else {
			$problems[] = self::choice( 'lang', $args['lang'], self::LANGUAGES );
		}
	}

	/**
	 * The game: an example, the record of the tag's content or set-up attributes (one of them),
	 * and the mode that shows it. Each source's values are checked even when two are given.
	 */
	private static function readSources( Embed $embed, array $args, ?string $body, array &$problems ): void {
		$hasBody = $body !== null && trim( $body ) !== '';
		$kinds = [];
		if ( isset( $args['example'] ) ) {
			$kinds['example'] = 'example';
		}
		if ( $hasBody ) {
			$kinds['record'] = new Problem( 'carcassonnemaps-source-record' );
		}
		$setup = array_values( array_intersect( self::SETUP, array_keys( $args ) ) );
		if ( $setup !== [] ) {
			$kinds['setup'] = $setup[0];
		}
		if ( count( $kinds ) > 1 ) {
			$named = array_values( $kinds );
			$problems[] = new Problem( 'carcassonnemaps-error-two-sources', [ $named[0], $named[1] ] );
		}
		$source = array_key_first( $kinds ) ?? 'none';
		self::readMode( $embed, $args, $source, count( $kinds ) <= 1, $problems );
		if ( isset( $kinds['example'] ) ) {
			self::readExample( $embed, $args['example'], $problems );
		}
		if ( isset( $kinds['record'] ) ) {
			self::readRecord( $embed, $body, $problems );
		}
		if ( isset( $kinds['setup'] ) || $source === 'none' ) {
			self::readSetup( $embed, $args, $problems );
		}
		if ( isset( $args['step'] ) && !self::isNumber( 'step', $args['step'] ) ) {
			$problems[] = self::number( 'step' );
		} elseif ( $embed->mode === 'example' ) {
			$embed->parts[] = 'step=' . (int)( $args['step'] ?? '0' );
		}
	}

	private static function readMode( Embed $embed, array $args, string $source, bool $oneSource, array &$problems ): void {
		$mode = $args['mode'] ?? ( $source === 'example' ? 'example' : 'play' );
		if ( !in_array( $mode, self::MODES, true ) ) {
			$problems[] = self::choice( 'mode', $mode, self::MODES );
			return;
		}
		$embed->mode = $mode;
		$fits = [ 'example' => [ 'example', 'record' ], 'play' => [ 'record', 'setup', 'none' ], 'demo' => [ 'setup', 'none' ] ];
		if ( $oneSource && !in_array( $source, $fits[$mode], true ) ) {
			$problems[] = new Problem( 'carcassonnemaps-error-mode', [ $mode, self::sourceName( $source ) ] );
		}
		if ( isset( $args['step'] ) && $mode !== 'example' ) {
			$problems[] = new Problem( 'carcassonnemaps-error-step' );
		}
	}

	private static function readExample( Embed $embed, string $name, array &$problems ): void {
		if ( !Examples::has( $name ) ) {
			$problems[] = self::choice( 'example', $name, Examples::names() );
			return;
		}
		$embed->example = $name;
		$embed->map = Examples::MAPS[$name];
		$embed->parts[] = 'example=' . $name;
	}

	private static function readRecord( Embed $embed, string $body, array &$problems ): void {
		$record = RecordBody::encode( $body );
		if ( is_array( $record ) ) {
			array_push( $problems, ...$record );
			return;
		}
		$embed->hasRecord = true;
		$embed->recordLines = RecordBody::lineNumbers( $body );
		$embed->parts[] = 'record=' . $record;
		// The placeholder names the record's map and chips (its lines were checked above).
		if ( preg_match( '/^[ \t]*map[ \t]+(' . implode( '|', self::MAPS ) . ')[ \t]*$/m', $body, $m ) ) {
			$embed->map = $m[1];
		}
		$embed->chips = preg_match( '/^[ \t]*chips[ \t]+on[ \t]*$/m', $body ) === 1 ? true : null;
		if ( preg_match( '/^[ \t]*players[ \t]+(.*?)[ \t]*$/m', $body, $m ) ) {
			self::setSeats( $embed, preg_split( '/[ \t]+/', $m[1] ) );
		}
	}

	/** The placeholder's seats: the names, and which are computer players (a level; every seat of a demo). */
	private static function setSeats( Embed $embed, array $seats ): void {
		$embed->players = array_map( [ Players::class, 'nameOf' ], $seats );
		$embed->computer = array_map( static function ( string $seat ) use ( $embed ): bool {
			return $embed->mode === 'demo' || strpos( $seat, ':' ) !== false;
		}, $seats );
	}

	/** The set-up attributes, in the order of docs/links.md; a missing map is the open table. */
	private static function readSetup( Embed $embed, array $args, array &$problems ): void {
		$map = $args['map'] ?? 'classic';
		if ( in_array( $map, self::MAPS, true ) ) {
			$embed->map = $map;
			$embed->parts[] = "map=$map";
		} else {
			$problems[] = self::choice( 'map', $map, self::MAPS );
		}
		if ( isset( $args['chips'] ) ) {
			if ( in_array( $args['chips'], [ '0', '1' ], true ) ) {
				$embed->chips = $args['chips'] === '1';
				$embed->parts[] = 'chips=' . $args['chips'];
			} else {
				$problems[] = self::choice( 'chips', '', [ '0', '1' ] );
			}
		}
		foreach ( [ 'tiles' => self::TILE_SETS, 'rules' => self::RULES ] as $name => $allowed ) {
			if ( isset( $args[$name] ) ) {
				$items = self::items( $args[$name] );
				if ( $items === null || array_diff( $items, $allowed ) || count( array_unique( $items ) ) !== count( $items )
					|| ( $name === 'tiles' && $items === [] ) ) {
					$problems[] = new Problem( 'carcassonnemaps-error-list', [ $name, implode( ', ', $allowed ) ] );
				} else {
					$embed->parts[] = "$name=" . implode( ',', $items );
				}
			}
		}
		if ( isset( $args['options'] ) ) {
			$items = self::items( $args['options'] ) ?: [ '' ];
			$good = array_filter( $items, static function ( $item ) {
				return preg_match( '/^[a-z0-9_-]{1,30}:[a-z0-9_-]{1,30}$/D', $item ) === 1;
			} );
			if ( count( $good ) === count( $items ) ) {
				$embed->parts[] = 'options=' . implode( ',', $items );
			} else {
				$problems[] = new Problem( 'carcassonnemaps-error-options' );
			}
		}
		if ( isset( $args['players'] ) ) {
			self::readPlayers( $embed, $args['players'], $problems );
		}
		foreach ( [ 'seed', 'tilecount' ] as $name ) {
			if ( isset( $args[$name] ) ) {
				if ( self::isNumber( $name, $args[$name] ) ) {
					$embed->parts[] = "$name=" . (int)$args[$name];
				} else {
					$problems[] = self::number( $name );
				}
			}
		}
	}

	/** `players`: the count, then each bad seat (its number and what is wrong with it). */
	private static function readPlayers( Embed $embed, string $value, array &$problems ): void {
		$seats = self::items( $value );
		if ( $seats === null ) {
			$problems[] = new Problem( 'carcassonnemaps-error-players', [ new Problem( 'carcassonnemaps-name-empty' ) ] );
			return;
		}
		$found = array_merge( array_filter( [ Players::countProblem( $seats ) ] ), Players::seatProblems( $seats ) );
		foreach ( $found as $problem ) {
			$problems[] = new Problem( 'carcassonnemaps-error-players', [ $problem ] );
		}
		if ( $found !== [] ) {
			return;
		}
		$seats = array_map( [ Players::class, 'normalized' ], $seats );
		self::setSeats( $embed, $seats );
		$embed->parts[] = 'players=' . implode( ',', array_map( static function ( $seat ) {
			return str_replace( '%3A', ':', rawurlencode( $seat ) );
		}, $seats ) );
	}

	/**
	 * @param string $value a comma-separated list
	 * @return string[]|null its items, trimmed, or null when one is empty
	 */
	private static function items( string $value ): ?array {
		if ( $value === '' ) {
			return [];
		}
		$items = array_map( 'trim', explode( ',', $value ) );
		return in_array( '', $items, true ) ? null : $items;
	}

	private static function isNumber( string $name, string $value ): bool {
		[ $min, $max ] = self::NUMBERS[$name];
		return preg_match( '/^[0-9]{1,10}$/D', $value ) === 1 && (int)$value >= $min && (int)$value <= $max;
	}

	private static function number( string $name ): Problem {
		return new Problem( 'carcassonnemaps-error-number', [ $name, (string)self::NUMBERS[$name][0],
			(string)self::NUMBERS[$name][1] ] );
	}

	/** "attribute "map" must be one of: …", with "did you mean …" when `value` is close to one. */
	private static function choice( string $name, string $value, array $allowed ): Problem {
		$closest = self::closest( $value, $allowed );
		return $closest === null
			? new Problem( 'carcassonnemaps-error-choice', [ $name, implode( ', ', $allowed ) ] )
			: new Problem( 'carcassonnemaps-error-choice-closest', [ $name, implode( ', ', $allowed ), $closest ] );
	}

	private static function unknownAttribute( string $name ): Problem {
		$shown = self::shown( $name );
		$closest = self::closest( strtolower( $name ), self::ATTRIBUTES );
		return $closest === null
			? new Problem( 'carcassonnemaps-error-attribute', [ $shown, implode( ', ', self::ATTRIBUTES ) ] )
			: new Problem( 'carcassonnemaps-error-attribute-closest', [ $shown, implode( ', ', self::ATTRIBUTES ), $closest ] );
	}

	/** A game source as carcassonnemaps-error-mode names it. */
	private static function sourceName( string $source ) {
		return new Problem( "carcassonnemaps-source-$source" );
	}

	/** An unknown attribute's name for the message: only when it is a plain word. */
	private static function shown( string $name ): string {
		return preg_match( '/^[a-z][a-z0-9_-]{0,30}$/D', $name ) && stripos( $name, 'script' ) === false ? $name : '…';
	}
}
