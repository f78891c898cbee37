<?php
/**
 * Reads a <carcassonne> tag's attributes and content into an Embed, or the first Problem: every
 * attribute is checked against the grammar of docs/links.md and never passed through.
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class TagParser {
	public const MAPS = [ 'classic', 'taiwan', 'iberia' ];
	public const TILE_SETS = [ 'base', 'ic', 'tb', 'winter', 'gbm', 'porxada' ];
	public const RULES = [ 'ic', 'tb', 'gbm', 'porxada' ];
	public const MODES = [ 'example', 'play', 'demo' ];
	public const LANGUAGES = [ 'cs', 'en' ];
	public const SETUP = [ 'map', 'chips', 'players', 'seed', 'tiles', 'rules', 'options', 'tilecount' ];
	public const ATTRIBUTES = [ 'example', 'map', 'chips', 'players', 'seed', 'tiles', 'rules', 'options',
		'tilecount', 'step', 'lang', 'mode', 'width', 'height', 'aspect' ];
	/** Bounds of the whole-number attributes. */
	public const NUMBERS = [ 'seed' => [ 0, 999999999 ], 'tilecount' => [ 1, 1000 ], 'step' => [ 0, 10000 ] ];

	/**
	 * @param array<string,string> $args the attributes (names lower case, entities decoded)
	 * @param string|null $body the tag's content (null for <carcassonne … />)
	 * @param string $pageLang the page's language code: the default of `lang` when 'cs' or 'en'
	 * @return Embed|Problem
	 */
	public static function parse( array $args, ?string $body, string $pageLang ) {
		foreach ( array_keys( $args ) as $name ) {
			if ( !in_array( $name, self::ATTRIBUTES, true ) ) {
				return new Problem( 'carcassonnemaps-error-attribute', [ self::shown( (string)$name ),
					implode( ', ', self::ATTRIBUTES ) ] );
			}
		}
		$args = array_map( 'trim', $args );
		$embed = new Embed();
		$size = Size::fromAttributes( $args );
		if ( $size instanceof Problem ) {
			return $size;
		}
		$embed->size = $size;
		$problem = self::readLanguage( $embed, $args, $pageLang ) ?? self::readSources( $embed, $args, $body );
		return $problem ?? $embed;
	}

	private static function readLanguage( Embed $embed, array $args, string $pageLang ): ?Problem {
		if ( !isset( $args['lang'] ) ) {
			$embed->lang = in_array( $pageLang, self::LANGUAGES, true ) ? $pageLang : 'en';
			return null;
		}
		if ( !in_array( $args['lang'], self::LANGUAGES, true ) ) {
			return self::choice( 'lang', self::LANGUAGES );
		}
		$embed->lang = $args['lang'];
		return null;
	}

	/**
	 * The game: an example, the record of the tag's content or set-up attributes (one of them),
	 * and the mode that shows it.
	 */
	private static function readSources( Embed $embed, array $args, ?string $body ): ?Problem {
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
			return new Problem( 'carcassonnemaps-error-two-sources', [ $named[0], $named[1] ] );
		}
		$source = array_key_first( $kinds ) ?? 'none';
		$problem = self::readMode( $embed, $args, $source );
		if ( $problem ) {
			return $problem;
		}
		if ( $source === 'example' ) {
			if ( !Examples::has( $args['example'] ) ) {
				return self::choice( 'example', Examples::names() );
			}
			$embed->example = $args['example'];
			$embed->map = Examples::MAPS[$args['example']];
			$embed->parts[] = 'example=' . $args['example'];
		} elseif ( $source === 'record' ) {
			$record = RecordBody::encode( $body );
			if ( $record instanceof Problem ) {
				return $record;
			}
			$embed->hasRecord = true;
			$embed->parts[] = 'record=' . $record;
			// The placeholder names the record's map and chips (its lines were checked above).
			if ( preg_match( '/^[ \t]*map[ \t]+(classic|taiwan|iberia)[ \t]*$/m', $body, $m ) ) {
				$embed->map = $m[1];
			}
			$embed->chips = preg_match( '/^[ \t]*chips[ \t]+on[ \t]*$/m', $body ) === 1 ? true : null;
		} else {
			$problem = self::readSetup( $embed, $args );
			if ( $problem ) {
				return $problem;
			}
		}
		if ( $embed->mode === 'example' ) {
			$step = $args['step'] ?? '0';
			if ( !self::isNumber( 'step', $step ) ) {
				return self::number( 'step' );
			}
			$embed->parts[] = 'step=' . (int)$step;
		}
		return null;
	}

	private static function readMode( Embed $embed, array $args, string $source ): ?Problem {
		$mode = $args['mode'] ?? ( $source === 'example' ? 'example' : 'play' );
		if ( !in_array( $mode, self::MODES, true ) ) {
			return self::choice( 'mode', self::MODES );
		}
		$embed->mode = $mode;
		$fits = [ 'example' => [ 'example', 'record' ], 'play' => [ 'record', 'setup', 'none' ], 'demo' => [ 'setup', 'none' ] ];
		if ( !in_array( $source, $fits[$mode], true ) ) {
			return new Problem( 'carcassonnemaps-error-mode', [ $mode, self::sourceName( $source ) ] );
		}
		if ( isset( $args['step'] ) && $mode !== 'example' ) {
			return new Problem( 'carcassonnemaps-error-step' );
		}
		return null;
	}

	/** The set-up attributes, in the order of docs/links.md; a missing map is the open table. */
	private static function readSetup( Embed $embed, array $args ): ?Problem {
		$map = $args['map'] ?? 'classic';
		if ( !in_array( $map, self::MAPS, true ) ) {
			return self::choice( 'map', self::MAPS );
		}
		$embed->map = $map;
		$embed->parts[] = "map=$map";
		if ( isset( $args['chips'] ) ) {
			if ( !in_array( $args['chips'], [ '0', '1' ], true ) ) {
				return self::choice( 'chips', [ '0', '1' ] );
			}
			$embed->chips = $args['chips'] === '1';
			$embed->parts[] = 'chips=' . $args['chips'];
		}
		foreach ( [ 'tiles' => self::TILE_SETS, 'rules' => self::RULES ] as $name => $allowed ) {
			if ( isset( $args[$name] ) ) {
				$items = self::items( $args[$name] );
				if ( $items === null || array_diff( $items, $allowed ) || count( array_unique( $items ) ) !== count( $items )
					|| ( $name === 'tiles' && $items === [] ) ) {
					return new Problem( 'carcassonnemaps-error-list', [ $name, implode( ', ', $allowed ) ] );
				}
				$embed->parts[] = "$name=" . implode( ',', $items );
			}
		}
		if ( isset( $args['options'] ) ) {
			$items = self::items( $args['options'] ) ?: [ '' ];
			foreach ( $items as $item ) {
				if ( !preg_match( '/^[a-z0-9_-]{1,30}:[a-z0-9_-]{1,30}$/D', $item ) ) {
					return new Problem( 'carcassonnemaps-error-options' );
				}
			}
			$embed->parts[] = 'options=' . implode( ',', $items );
		}
		if ( isset( $args['players'] ) ) {
			$seats = self::items( $args['players'] ) ?? [];
			if ( !Players::isValid( $seats ) ) {
				return new Problem( 'carcassonnemaps-error-players', [ (string)Players::MIN, (string)Players::MAX ] );
			}
			$embed->players = array_map( [ Players::class, 'nameOf' ], $seats );
			$embed->parts[] = 'players=' . implode( ',', array_map( static function ( $seat ) {
				return str_replace( '%3A', ':', rawurlencode( $seat ) );
			}, $seats ) );
		}
		foreach ( [ 'seed', 'tilecount' ] as $name ) {
			if ( isset( $args[$name] ) ) {
				if ( !self::isNumber( $name, $args[$name] ) ) {
					return self::number( $name );
				}
				$embed->parts[] = "$name=" . (int)$args[$name];
			}
		}
		return null;
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

	private static function choice( string $name, array $allowed ): Problem {
		return new Problem( 'carcassonnemaps-error-choice', [ $name, implode( ', ', $allowed ) ] );
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
