<?php
/**
 * The rule examples a <carcassonne example="…"/> tag may name: exactly the records of the game's
 * assets/examples/ folder (a test fails when the two differ), each with the map it is played on.
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Examples {
	/** Example name => map ('classic', 'taiwan', 'iberia'). Keep in step with assets/examples/. */
	public const MAPS = [
		'taiwan-large-city' => 'taiwan',
		'taiwan-ferry' => 'taiwan',
		'taiwan-island-arms' => 'taiwan',
		'taiwan-chip' => 'taiwan',
		'taiwan-upgrade' => 'taiwan',
		'taiwan-upgrade-chip-under' => 'taiwan',
		'taiwan-upgraded-road' => 'taiwan',
		'iberia-cache' => 'iberia',
		'iberia-chip-cache' => 'iberia',
		'iberia-cache-collected' => 'iberia',
		'iberia-island-arms' => 'iberia',
		'porxada-swap' => 'classic',
		'gingerbread-man' => 'classic',
		'gingerbread-city-completed' => 'classic',
	];

	/**
	 * @param string $name
	 * @return bool whether $name is one of the game's rule examples
	 */
	public static function has( string $name ): bool {
		return isset( self::MAPS[$name] );
	}

	/**
	 * @return string[] the example names, in the order above
	 */
	public static function names(): array {
		return array_keys( self::MAPS );
	}
}
