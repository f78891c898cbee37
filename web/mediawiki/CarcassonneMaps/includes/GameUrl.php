<?php
/**
 * The address the game is served from ($wgCarcassonneMapsUrl), checked once: an absolute http or
 * https URL with a host, no user name or password and no fragment (the tag writes the fragment).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class GameUrl {
	/** @var string|null the checked address, null when the setting is wrong */
	private $url = null;
	/** @var Problem|null why the setting is wrong */
	private $problem = null;

	/**
	 * @param mixed $setting the value of $wgCarcassonneMapsUrl
	 */
	public function __construct( $setting ) {
		$this->problem = self::problemOf( $setting );
		if ( $this->problem === null ) {
			$this->url = $setting;
		}
	}

	/**
	 * @return string|null the game's address (no fragment), or null when the setting is wrong
	 */
	public function url(): ?string {
		return $this->url;
	}

	/**
	 * @return Problem|null what is wrong with the setting, or null
	 */
	public function problem(): ?Problem {
		return $this->problem;
	}

	/**
	 * @param mixed $setting
	 * @return Problem|null
	 */
	private static function problemOf( $setting ): ?Problem {
		$wrong = static function ( string $why ): Problem {
			return new Problem( 'carcassonnemaps-error-setting', [ new Problem( "carcassonnemaps-setting-$why" ) ] );
		};
		if ( !is_string( $setting ) || trim( $setting ) === '' ) {
			return $wrong( 'empty' );
		}
		// Printable ASCII only: no spaces, quotes, angle brackets or backslashes, no raw Unicode.
		if ( !preg_match( '/^[A-Za-z0-9\-._~:\/?#\[\]@!$&()*+,;=%]+$/D', $setting ) ) {
			return $wrong( 'characters' );
		}
		if ( !preg_match( '/^https?:\/\//', $setting ) ) {
			return $wrong( 'scheme' );
		}
		$parts = parse_url( $setting );
		if ( $parts === false || !isset( $parts['host'] ) || $parts['host'] === '' ) {
			return $wrong( 'host' );
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || strpos( $setting, '@' ) !== false ) {
			return $wrong( 'credentials' );
		}
		if ( strpos( $setting, '#' ) !== false ) {
			return $wrong( 'fragment' );
		}
		return null;
	}
}
