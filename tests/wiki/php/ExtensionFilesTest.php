<?php
/**
 * The extension's lists and messages agree with the game and with each other: the examples are
 * exactly assets/examples/*.rec, every message is in English, Czech and documented in qqq.
 */

use MediaWiki\Extension\CarcassonneMaps\Examples;
use PHPUnit\Framework\TestCase;

class ExtensionFilesTest extends TestCase {
	private static function root(): string {
		return dirname( __DIR__, 3 );
	}

	private static function messages( string $lang ): array {
		$json = json_decode( file_get_contents( self::root() . "/web/mediawiki/CarcassonneMaps/i18n/$lang.json" ), true );
		unset( $json['@metadata'] );
		return $json;
	}

	public function testTheExampleListIsExactlyTheGamesExampleRecords() {
		$files = array_map( static function ( $f ) {
			return basename( $f, '.rec' );
		}, glob( self::root() . '/assets/examples/*.rec' ) );
		$names = Examples::names();
		sort( $files );
		sort( $names );
		$this->assertSame( $files, $names, 'Examples::MAPS must list exactly assets/examples/*.rec' );
	}

	public function testEveryExampleIsOnAMapTheGameKnows() {
		foreach ( Examples::MAPS as $name => $map ) {
			$this->assertContains( $map, [ 'classic', 'taiwan', 'iberia' ], $name );
		}
	}

	public function testEnglishCzechAndQqqHaveTheSameMessages() {
		$en = array_keys( self::messages( 'en' ) );
		$this->assertSame( $en, array_keys( self::messages( 'cs' ) ) );
		$this->assertSame( $en, array_keys( self::messages( 'qqq' ) ) );
	}

	public function testEveryExampleHasItsMessage() {
		$en = self::messages( 'en' );
		foreach ( Examples::names() as $name ) {
			$this->assertArrayHasKey( "carcassonnemaps-example-$name", $en );
		}
	}

	public function testEveryMessageTheCodeNamesExists() {
		$en = self::messages( 'en' );
		$code = implode( "\n", array_map( 'file_get_contents', glob( self::root() . '/web/mediawiki/CarcassonneMaps/includes/*.php' ) ) );
		preg_match_all( "/'(carcassonnemaps-[a-z-]+)'/", $code, $m );
		$this->assertGreaterThan( 20, count( $m[1] ) );
		foreach ( array_unique( $m[1] ) as $key ) {
			$this->assertArrayHasKey( $key, $en );
		}
		// Keys built from a prefix: every value they can take.
		foreach ( [ 'empty', 'characters', 'scheme', 'host', 'credentials', 'fragment', 'same-origin' ] as $why ) {
			$this->assertArrayHasKey( "carcassonnemaps-setting-$why", $en );
		}
		foreach ( [ 'classic', 'taiwan', 'iberia' ] as $map ) {
			$this->assertArrayHasKey( "carcassonnemaps-map-$map", $en );
		}
		foreach ( [ 'example', 'play', 'record', 'demo' ] as $kind ) {
			$this->assertArrayHasKey( "carcassonnemaps-kind-$kind", $en );
		}
		foreach ( [ 'example', 'record', 'setup', 'none' ] as $source ) {
			$this->assertArrayHasKey( "carcassonnemaps-source-$source", $en );
		}
	}

	public function testTheManifestLoadsTheHooksModulesAndTheSetting() {
		$manifest = json_decode( file_get_contents( self::root() . '/web/mediawiki/CarcassonneMaps/extension.json' ), true );
		$this->assertSame( 2, $manifest['manifest_version'] );
		$this->assertSame( 'main', $manifest['Hooks']['ParserFirstCallInit'] );
		$this->assertSame( '', $manifest['config']['CarcassonneMapsUrl']['value'] );
		$this->assertArrayHasKey( 'ext.carcassonneMaps', $manifest['ResourceModules'] );
		$this->assertArrayHasKey( 'ext.carcassonneMaps.styles', $manifest['ResourceModules'] );
	}
}
