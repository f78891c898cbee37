<?php
/**
 * A checked <carcassonne> tag: what it shows (mode, map, example, players), its size, and the
 * fragment of the game's address built from the checked values only (docs/links.md).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Embed {
	/** @var string 'example', 'play' or 'demo' */
	public $mode;
	/** @var string 'cs' or 'en': the game's language and its captions' */
	public $lang;
	/** @var string 'classic', 'taiwan' or 'iberia' ('classic' for a record) */
	public $map = 'classic';
	/** @var string|null the rule example's name */
	public $example = null;
	/** @var bool whether the game comes from the tag's content */
	public $hasRecord = false;
	/** @var int[] for each line of the record, its line in the tag's content (RecordBody::lineNumbers) */
	public $recordLines = [];
	/** @var bool|null the map chips (null: the game's default) */
	public $chips = null;
	/** @var string[] the player names (without levels) when the tag names them */
	public $players = [];
	/** @var bool[] for each of `players`, whether the seat is a computer player (a level, or a demo) */
	public $computer = [];
	/** @var Size */
	public $size;
	/** @var string[] the fragment's `key=value` parts, each value already percent-encoded */
	public $parts = [];

	/**
	 * @return bool whether the frame's wished height is 3/4 of its width (a game or a demo; an
	 *   example or a record shown move by move wishes the height of its squares and captions)
	 */
	public function followsWidth(): bool {
		return $this->mode !== 'example';
	}

	/**
	 * @return string the fragment for the frame: `embed`, the mode's flag, the game, `lang`
	 */
	public function frameFragment(): string {
		return implode( '&', array_merge( [ 'embed' ], $this->pageParts() ) );
	}

	/**
	 * @return string the fragment for the whole game in a new tab (no `embed`)
	 */
	public function fullGameFragment(): string {
		return implode( '&', $this->pageParts() );
	}

	/**
	 * @return string[]
	 */
	private function pageParts(): array {
		return array_merge( $this->mode === 'demo' ? [ 'demo' ] : [], $this->parts, [ "lang={$this->lang}" ] );
	}
}
