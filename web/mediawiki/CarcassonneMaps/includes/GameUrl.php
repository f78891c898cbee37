<?php
/**
 * The address the game is served from ($wgCarcassonneMapsUrl), checked once: an absolute http or
 * https URL with a host, no user name or password and no fragment (the tag writes the fragment),
 * on another origin than the wiki's own ($wgServer): the frame's sandbox keeps the game's origin,
 * so on the wiki's origin the game could reach into the wiki's pages.
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class GameUrl {
	/** @var string|null the checked address, null when the setting is wrong */
	private $url = null;
	/** @var Problem|null why the setting is wrong */
	private $problem = null;

	/**
	 * @param mixed $setting the value of $wgCarcassonneMapsUrl
	 * @param string|null $server the wiki's $wgServer (`https://wiki.example.cz`, or
	 *   protocol-relative `//wiki.example.cz`); null: not compared
	 */
	public function __construct( $setting, ?string $server = null ) {
		$this->problem = self::problemOf( $setting ) ?? self::sameOrigin( $setting, $server );
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

	/**
	 * @param string $setting a game address problemOf() accepted
	 * @param string|null $server $wgServer
	 * @return Problem|null the same-origin problem when the game is served from the wiki's origin
	 */
	private static function sameOrigin( string $setting, ?string $server ): ?Problem {
		$game = self::origin( $setting );
		// A protocol-relative $wgServer serves the wiki on both schemes.
		$wiki = $server === null ? null : self::origin( strpos( $server, '//' ) === 0 ? parse_url( $setting, PHP_URL_SCHEME ) . ':' . $server : $server );
		if ( $game === null || $wiki === null || $game !== $wiki ) {
			return null;
		}
		return new Problem( 'carcassonnemaps-error-setting', [ new Problem( 'carcassonnemaps-setting-same-origin' ) ] );
	}

	/**
	 * @param string $url
	 * @return string|null `scheme://host:port` in lower case with the scheme's default port filled in
	 */
	private static function origin( string $url ): ?string {
		$parts = parse_url( $url );
		$scheme = strtolower( $parts['scheme'] ?? '' );
		if ( !in_array( $scheme, [ 'http', 'https' ], true ) || ( $parts['host'] ?? '' ) === '' ) {
			return null;
		}
		$port = $parts['port'] ?? ( $scheme === 'https' ? 443 : 80 );
		return $scheme . '://' . strtolower( rtrim( $parts['host'], '.' ) ) . ':' . $port;
	}
}
