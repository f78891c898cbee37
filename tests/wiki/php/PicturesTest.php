<?php
/**
 * The examples' pictures (Pictures, the build's tools/example-pictures.mjs): a picture's address
 * is the wiki's pictures folder and a file name of the build's form, never anything else the
 * manifest says; and the built pictures are those of the current records (freshness).
 */

use MediaWiki\Extension\CarcassonneMaps\Examples;
use MediaWiki\Extension\CarcassonneMaps\Pictures;
use PHPUnit\Framework\TestCase;

class PicturesTest extends TestCase {
	private const BASE = '/w/extensions/CarcassonneMaps/pictures';

	private static function root(): string {
		return dirname( __DIR__, 3 );
	}

	private static function manifest( array $pictures ): array {
		return [ 'version' => 1, 'width' => 320, 'height' => 200,
			'examples' => [ 'taiwan-ferry' => [ 'record' => str_repeat( 'a', 64 ), 'pictures' => $pictures ] ] ];
	}

	public function testAnExamplesPictureIsInTheWikisFolderInTheFramesLanguage() {
		$pictures = new Pictures( self::manifest( [ 'cs' => 'taiwan-ferry.cs.0123456789ab.webp', 'en' => 'taiwan-ferry.en.ba9876543210.webp' ] ), self::BASE );
		$this->assertSame( [ 'src' => self::BASE . '/taiwan-ferry.cs.0123456789ab.webp', 'width' => 320, 'height' => 200 ],
			$pictures->forExample( 'taiwan-ferry', 'cs' ) );
		$this->assertSame( self::BASE . '/taiwan-ferry.en.ba9876543210.webp', $pictures->forExample( 'taiwan-ferry', 'en' )['src'] );
		$this->assertNull( $pictures->forExample( 'iberia-cache', 'cs' ), 'no picture built for it' );
	}

	public static function badFileNames(): array {
		return [ [ '../../LocalSettings.php' ], [ 'javascript:alert(1)' ], [ 'https://evil.example/x.webp' ],
			[ 'taiwan-ferry.cs.0123456789ab.webp" onerror="alert(1)' ], [ 'taiwan-ferry.de.0123456789ab.webp' ], [ 42 ], [ null ] ];
	}

	/** @dataProvider badFileNames */
	public function testAFileNameNotOfTheBuildsFormIsNoPicture( $file ) {
		$this->assertNull( ( new Pictures( self::manifest( [ 'cs' => $file ] ), self::BASE ) )->forExample( 'taiwan-ferry', 'cs' ) );
	}

	public function testAMissingOrBrokenManifestMeansNoPictures() {
		$this->assertNull( Pictures::fromFolder( '/nonexistent', self::BASE )->forExample( 'taiwan-ferry', 'cs' ) );
		$this->assertNull( ( new Pictures( [ 'examples' => 'x' ], self::BASE ) )->forExample( 'taiwan-ferry', 'cs' ) );
		$this->assertNull( ( new Pictures( [ 'examples' => self::manifest( [ 'cs' => 'taiwan-ferry.cs.0123456789ab.webp' ] )['examples'] ], self::BASE ) )
			->forExample( 'taiwan-ferry', 'cs' ), 'no size, no picture' );
	}

	/**
	 * Freshness: the pictures the build wrote into the extension's folder are those of the records
	 * of assets/examples now. A record changed without drawing its pictures again fails here.
	 */
	public function testEveryExampleHasPicturesOfItsCurrentRecord() {
		$folder = self::root() . '/web/mediawiki/CarcassonneMaps/pictures';
		$this->assertFileExists( "$folder/manifest.json", 'the build draws the pictures: node tools/example-pictures.mjs' );
		$pictures = Pictures::fromFolder( $folder, self::BASE );
		$seen = [];
		foreach ( Examples::names() as $name ) {
			$record = hash_file( 'sha256', self::root() . "/assets/examples/$name.rec" );
			$this->assertSame( $record, $pictures->recordHash( $name ),
				"$name: its pictures were drawn from another record: run node tools/example-pictures.mjs" );
			foreach ( [ 'cs', 'en' ] as $lang ) {
				$picture = $pictures->forExample( $name, $lang );
				$this->assertNotNull( $picture, "$name has a picture in $lang" );
				$file = $folder . '/' . basename( $picture['src'] );
				$this->assertSame( "$name.$lang." . substr( $record, 0, 12 ) . '.webp', basename( $file ), 'named by its record' );
				$this->assertFileExists( $file );
				$this->assertLessThanOrEqual( 15 * 1024, filesize( $file ), "$name.$lang: at most 15 KB" );
				$seen[hash_file( 'sha256', $file )] = $name;
			}
		}
		$this->assertGreaterThanOrEqual( count( Examples::names() ), count( $seen ), 'every example has a picture of its own' );
	}
}
