<?php
/**
 * The frames a page may load: one entry for each tag the extension rendered from checked values,
 * under a random id made for that render, in the page's JavaScript configuration (mw.config
 * `wgCarcassonneMapsFrames`), which wiki text cannot write. The placeholder carries only the id,
 * so a placeholder written by hand (any class, any data attribute) matches no entry and never
 * becomes a frame (README: "Only what the extension rendered becomes a frame").
 */

namespace MediaWiki\Extension\CarcassonneMaps;

use ParserOutput;

class FrameList {
	/** The mw.config key: a set (ParserOutput's union of strings) of JSON frame entries. */
	public const CONFIG_KEY = 'wgCarcassonneMapsFrames';

	/**
	 * @return string a new id for one rendered tag: 24 hex digits, unguessable
	 */
	public static function newId(): string {
		return bin2hex( random_bytes( 12 ) );
	}

	/**
	 * Lists a frame in the page's configuration. Entries of several tags (and of templates parsed
	 * in any order) merge as a set.
	 *
	 * @param ParserOutput $output
	 * @param array $frame EmbedHtml::frame(): id, fragment (starting with `embed`), title, fixed
	 */
	public static function add( ParserOutput $output, array $frame ): void {
		$output->appendJsConfigVar( self::CONFIG_KEY,
			json_encode( $frame, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR ) );
	}

	/**
	 * @param ParserOutput $output
	 * @return array<string,array> the frames listed in `$output`, by id (as the module reads them)
	 */
	public static function frames( ParserOutput $output ): array {
		$frames = [];
		foreach ( array_keys( $output->getJsConfigVars()[self::CONFIG_KEY] ?? [] ) as $text ) {
			$frame = json_decode( (string)$text, true );
			if ( is_array( $frame ) && is_string( $frame['id'] ?? null ) ) {
				$frames[$frame['id']] = $frame;
			}
		}
		return $frames;
	}
}
