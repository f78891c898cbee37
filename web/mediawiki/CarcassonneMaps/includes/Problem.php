<?php
/**
 * A reason a <carcassonne> tag cannot be shown: a message key and its parameters (each a plain
 * string or another Problem, rendered in the page's language by the caller).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Problem {
	/** @var string */
	public $key;
	/** @var array<string|Problem> */
	public $params;

	/**
	 * @param string $key a message key of i18n/en.json
	 * @param array<string|Problem> $params
	 */
	public function __construct( string $key, array $params = [] ) {
		$this->key = $key;
		$this->params = $params;
	}
}
