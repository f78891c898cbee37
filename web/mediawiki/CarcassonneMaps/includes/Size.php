<?php
/**
 * The size of an embed from the width="…", height="…" and aspect="…" attributes: responsive by
 * default (the column's whole width up to 800 px, the height from a 4:3 aspect), a width in pixels
 * or percent, and either a fixed height in pixels or an aspect W:H.
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Size {
	public const DEFAULT_MAX_WIDTH = 800;
	public const WIDTH_PX = [ 240, 2000 ];
	public const WIDTH_PERCENT = [ 10, 100 ];
	public const HEIGHT_PX = [ 240, 1200 ];
	/** What a game's frame wishes (web/embed.js wishedHeight: 3/4 of its width within these). */
	public const WISHED_PX = [ 320, 900 ];
	/** The box's border, top and bottom (ext.carcassonneMaps.css). */
	public const BORDERS_PX = 2;
	/** Each side of W:H from 1 to 100; W/H from 1/2 (tall) to 4 (wide). */
	public const ASPECT_SIDE = 100;

	/** @var int|null width in pixels (the frame's largest width) */
	public $widthPx = null;
	/** @var int|null width in percent of the column */
	public $widthPercent = null;
	/** @var int|null fixed height in pixels: the frame's size messages are then ignored */
	public $heightPx = null;
	/** @var int[] [W, H] when the height follows the width */
	public $aspect = [ 4, 3 ];
	/** @var bool whether the editor gave the aspect (the placeholder's shape until the frame's size message) */
	public $aspectGiven = false;

	/**
	 * @param array<string,string> $args the tag's attributes
	 * @param Problem[] &$problems gets one problem per bad size attribute
	 * @return Size the size of the good ones
	 */
	public static function fromAttributes( array $args, array &$problems ): Size {
		$size = new self();
		if ( isset( $args['height'] ) && isset( $args['aspect'] ) ) {
			$problems[] = new Problem( 'carcassonnemaps-error-height-aspect' );
		}
		if ( isset( $args['width'] ) ) {
			$value = trim( $args['width'] );
			if ( preg_match( '/^([0-9]{1,4})(px)?$/D', $value, $m ) && self::within( (int)$m[1], self::WIDTH_PX ) ) {
				$size->widthPx = (int)$m[1];
			} elseif ( preg_match( '/^([0-9]{1,3})%$/D', $value, $m ) && self::within( (int)$m[1], self::WIDTH_PERCENT ) ) {
				$size->widthPercent = (int)$m[1];
			} else {
				$problems[] = new Problem( 'carcassonnemaps-error-width', array_map( 'strval',
					array_merge( self::WIDTH_PX, self::WIDTH_PERCENT ) ) );
			}
		}
		if ( isset( $args['height'] ) ) {
			if ( preg_match( '/^([0-9]{1,4})(px)?$/D', trim( $args['height'] ), $m ) && self::within( (int)$m[1], self::HEIGHT_PX ) ) {
				$size->heightPx = (int)$m[1];
				$size->aspect = null;
			} else {
				$problems[] = new Problem( 'carcassonnemaps-error-height', array_map( 'strval', self::HEIGHT_PX ) );
			}
		}
		if ( isset( $args['aspect'] ) ) {
			if ( !preg_match( '/^([0-9]{1,3}):([0-9]{1,3})$/D', trim( $args['aspect'] ), $m )
				|| !self::within( (int)$m[1], [ 1, self::ASPECT_SIDE ] ) || !self::within( (int)$m[2], [ 1, self::ASPECT_SIDE ] )
				|| (int)$m[1] * 2 < (int)$m[2] || (int)$m[1] > 4 * (int)$m[2] ) {
				$problems[] = new Problem( 'carcassonnemaps-error-aspect' );
			} else {
				$size->aspect = [ (int)$m[1], (int)$m[2] ];
				$size->aspectGiven = true;
			}
		}
		return $size;
	}

	/**
	 * The box's height before the click is the frame's first height (README "No jump"): the frame
	 * module clamps a frame's wished height to 240–1200 px and 90 % of the window, so the box's
	 * aspect is clamped alike; a frame that follows the width (a game, a demo) wishes 3/4 of its
	 * width within 320–900 px plus the box's 2 px of border, so such a box keeps those bounds too.
	 *
	 * @param bool $followsWidth whether the frame's wished height is 3/4 of its width (play, demo)
	 * @return string the embed box's inline style, from the checked numbers only
	 */
	public function style( bool $followsWidth = false ): string {
		$style = [];
		if ( $this->widthPercent !== null ) {
			$style[] = "width: {$this->widthPercent}%";
		} else {
			$style[] = 'max-width: ' . ( $this->widthPx ?? self::DEFAULT_MAX_WIDTH ) . 'px';
		}
		if ( $this->heightPx !== null ) {
			$style[] = "height: {$this->heightPx}px";
			return implode( '; ', $style ) . ';';
		}
		$style[] = "aspect-ratio: {$this->aspect[0]} / {$this->aspect[1]}";
		[ $min, $max ] = self::HEIGHT_PX;
		if ( $followsWidth && !$this->aspectGiven ) {
			[ $min, $max ] = [ self::WISHED_PX[0] + self::BORDERS_PX, self::WISHED_PX[1] + self::BORDERS_PX ];
			$style[] = "min-height: min({$min}px, max(" . self::HEIGHT_PX[0] . 'px, 90vh))';
		}
		$style[] = 'max-height: max(' . self::HEIGHT_PX[0] . "px, min({$max}px, 90vh))";
		return implode( '; ', $style ) . ';';
	}

	/**
	 * @return bool whether the frame keeps the box's height (the editor gave `height`) instead of
	 *   following its size messages
	 */
	public function isFixed(): bool {
		return $this->heightPx !== null;
	}

	/**
	 * @param int $value
	 * @param int[] $range [min, max]
	 * @return bool
	 */
	private static function within( int $value, array $range ): bool {
		return $value >= $range[0] && $value <= $range[1];
	}
}
