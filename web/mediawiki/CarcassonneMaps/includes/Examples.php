<?php
/**
 * The rule examples a <carcassonne example="…"/> tag may name: exactly the records of the game's
 * assets/examples/ folder, each with the map it is played on, as `carc wiki-lists` wrote them into
 * GameLists.php (a test fails when the two differ).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Examples {
	/** Example name => map ('classic' or a map board), by name. */
	public const MAPS = GameLists::EXAMPLES;

	/**
	 * @param string $name
	 * @return bool whether $name is one of the game's rule examples
	 */
	public static function has( string $name ): bool {
		return isset( self::MAPS[$name] );
	}

	/**
	 * @return string[] the example names, in alphabetical order
	 */
	public static function names(): array {
		return array_keys( self::MAPS );
	}
}
