<?php
/**
 * $wgCarcassonneMapsUrl: an absolute http(s) address with a host, without credentials or fragment.
 */

use MediaWiki\Extension\CarcassonneMaps\GameUrl;
use PHPUnit\Framework\TestCase;

class GameUrlTest extends TestCase {
	public static function goodUrls(): array {
		return [ [ 'https://example.org/carcassonne/' ], [ 'http://127.0.0.1:8080/' ], [ 'https://example.org/game/index.html?v=2' ] ];
	}

	/** @dataProvider goodUrls */
	public function testAPlainHttpAddressIsKept( string $url ) {
		$checked = new GameUrl( $url );
		$this->assertNull( $checked->problem() );
		$this->assertSame( $url, $checked->url() );
	}

	public static function badUrls(): array {
		return [
			'unset' => [ '', 'empty' ],
			'not a string' => [ null, 'empty' ],
			'relative' => [ '/carcassonne/', 'scheme' ],
			'no scheme' => [ 'example.org/carcassonne/', 'scheme' ],
			'javascript' => [ 'javascript:alert(1)', 'scheme' ],
			'javascript with slashes' => [ 'javascript://example.org/%0Aalert(1)', 'scheme' ],
			'data' => [ 'data:text/html,x', 'scheme' ],
			'ftp' => [ 'ftp://example.org/', 'scheme' ],
			'protocol-relative' => [ '//example.org/', 'scheme' ],
			'no host' => [ 'https:///path', 'host' ],
			'credentials' => [ 'https://user:secret@example.org/', 'credentials' ],
			'a fragment' => [ 'https://example.org/#map=taiwan', 'fragment' ],
			'a space' => [ 'https://example.org/a b', 'characters' ],
			'a quote' => [ 'https://example.org/"onload="x', 'characters' ],
			'angle brackets' => [ 'https://example.org/<script>', 'characters' ],
			'raw Unicode' => [ 'https://příklad.cz/', 'characters' ],
		];
	}

	public static function sameOrigins(): array {
		return [
			'the same address' => [ 'https://wiki.example.cz/carcassonne/', 'https://wiki.example.cz' ],
			'another case, a default port written' => [ 'https://WIKI.example.cz:443/hra/', 'https://wiki.example.cz' ],
			'protocol-relative server' => [ 'http://wiki.example.cz/hra/', '//wiki.example.cz' ],
			'a port' => [ 'http://127.0.0.1:8080/', 'http://127.0.0.1:8080' ],
		];
	}

	/** @dataProvider sameOrigins */
	public function testTheWikisOwnOriginIsRefused( string $url, string $server ) {
		$checked = new GameUrl( $url, $server );
		$this->assertNull( $checked->url() );
		$this->assertSame( 'carcassonnemaps-setting-same-origin', $checked->problem()->params[0]->key );
	}

	public static function otherOrigins(): array {
		return [
			'another host' => [ 'https://hra.example.cz/', 'https://wiki.example.cz' ],
			'another port' => [ 'http://127.0.0.1:8081/', 'http://127.0.0.1:8080' ],
			'another scheme' => [ 'http://wiki.example.cz/hra/', 'https://wiki.example.cz' ],
			'localhost is not 127.0.0.1' => [ 'http://localhost:8080/', 'http://127.0.0.1:8080' ],
		];
	}

	/** @dataProvider otherOrigins */
	public function testAnotherOriginIsKept( string $url, string $server ) {
		$checked = new GameUrl( $url, $server );
		$this->assertNull( $checked->problem() );
		$this->assertSame( $url, $checked->url() );
	}

	/** @dataProvider badUrls */
	public function testAWrongSettingIsRefusedWithItsReason( $url, string $why ) {
		$checked = new GameUrl( $url );
		$this->assertNull( $checked->url() );
		$this->assertSame( 'carcassonnemaps-error-setting', $checked->problem()->key );
		$this->assertSame( "carcassonnemaps-setting-$why", $checked->problem()->params[0]->key );
	}
}
