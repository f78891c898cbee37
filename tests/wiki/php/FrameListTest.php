<?php
/**
 * Only what the extension rendered becomes a frame: each tag puts its frame (the fragment, always
 * an embed's) into the page's JavaScript configuration under an id made for that render, and its
 * placeholder carries only that id. A placeholder written by hand beside a real tag, whatever
 * fragment or id it carries, is listed nowhere, so the module never makes it a frame.
 */

use MediaWiki\Extension\CarcassonneMaps\EmbedHtml;
use MediaWiki\Extension\CarcassonneMaps\FrameList;
use MediaWiki\Extension\CarcassonneMaps\Hooks;
use MediaWiki\Logger\LoggerFactory;
use MediaWiki\Logger\Spi;
use PHPUnit\Framework\TestCase;
use Psr\Log\AbstractLogger;

class FrameListTest extends TestCase {
	private const GAME = 'https://example.org/carcassonne/';

	private function hooks( string $server = 'https://wiki.example.cz' ): Hooks {
		return new Hooks( new HashConfig( [ 'CarcassonneMapsUrl' => self::GAME, 'Server' => $server, 'ExtensionAssetsPath' => '/w/extensions' ] ) );
	}

	private function html(): EmbedHtml {
		return new EmbedHtml( static function ( string $key, array $params ): string {
			return $key . '(' . implode( '|', $params ) . ')';
		} );
	}

	/** The ids of the .ext-carcassonne elements of `$html`, in order ('' for one without). */
	private static function placeholderIds( string $html ): array {
		preg_match_all( '/<div class="ext-carcassonne"( data-carcassonne-id="([^"]*)")?/', $html, $m );
		return $m[2];
	}

	public function testATagIsListedByTheIdItsPlaceholderCarries() {
		$output = new ParserOutput();
		$html = $this->hooks()->render( null, [ 'example' => 'iberia-cache' ], 'cs', $output, $this->html() );
		[ $id ] = self::placeholderIds( $html );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{24}$/D', $id );
		$frames = FrameList::frames( $output );
		$this->assertSame( [ $id ], array_keys( $frames ) );
		$this->assertSame( 'embed&example=iberia-cache&step=0&lang=cs', $frames[$id]['fragment'] );
		$this->assertContains( 'ext.carcassonneMaps', $output->getModules() );
	}

	public function testAHandWrittenPlaceholderBesideARealTagIsListedNowhere() {
		// What an editor can write in wiki text: the class, the old fragment attribute, a Play
		// element, and the id of the real tag as it was rendered before this edit.
		$earlier = new ParserOutput();
		[ $earlierId ] = self::placeholderIds( $this->hooks()->render( null, [ 'map' => 'taiwan' ], 'cs', $earlier, $this->html() ) );
		$forged = '<div class="ext-carcassonne" data-carcassonne-fragment="z=AAAA&amp;players=Eve,Bob">' .
			'<span class="ext-carcassonne-play">Spustit</span></div>' .
			"<div class=\"ext-carcassonne\" data-carcassonne-id=\"$earlierId\"><span class=\"ext-carcassonne-play\">Spustit</span></div>";

		$output = new ParserOutput();
		$page = $forged . $this->hooks()->render( null, [ 'map' => 'taiwan' ], 'cs', $output, $this->html() );
		$ids = self::placeholderIds( $page );
		$this->assertCount( 3, $ids );
		$frames = FrameList::frames( $output );
		$this->assertSame( [ $ids[2] ], array_keys( $frames ), 'only the real tag is listed' );
		$this->assertNotSame( $earlierId, $ids[2], 'a new render makes a new id' );
		$this->assertArrayNotHasKey( $earlierId, $frames );
		$this->assertSame( 'embed&map=taiwan&lang=cs', $frames[$ids[2]]['fragment'] );
	}

	public function testTwoTagsOfAPageAreBothListedUnderTheirOwnIds() {
		$output = new ParserOutput();
		$hooks = $this->hooks();
		$a = self::placeholderIds( $hooks->render( null, [ 'example' => 'taiwan-chip' ], 'cs', $output, $this->html() ) );
		$b = self::placeholderIds( $hooks->render( "game 1\nplayers Ana Ben\n", [], 'en', $output, $this->html() ) );
		$frames = FrameList::frames( $output );
		$this->assertEqualsCanonicalizing( [ $a[0], $b[0] ], array_keys( $frames ) );
		$this->assertNotSame( $a[0], $b[0] );
		foreach ( $frames as $frame ) {
			$this->assertMatchesRegularExpression( '/^embed&/', $frame['fragment'] );
		}
	}

	public function testAWrongTagOrSettingListsNoFrameAndTheSettingIsLoggedOnce() {
		$log = new class extends AbstractLogger implements Spi {
			/** @var string[] */
			public $lines = [];

			public function getLogger( $channel ) {
				$this->lines[] = "channel $channel";
				return $this;
			}

			public function log( $level, $message, array $context = [] ): void {
				$this->lines[] = "$level: " . strtr( $message, [ '{why}' => $context['why'] ?? '' ] );
			}
		};
		LoggerFactory::registerProvider( $log );
		$output = new ParserOutput();
		$html = $this->hooks()->render( null, [ 'map' => 'atlantis' ], 'cs', $output, $this->html() );
		$this->assertStringStartsWith( '<strong class="error">', $html );
		$wiki = $this->hooks( 'https://example.org' );  // the game's own origin
		$same = $wiki->render( null, [ 'map' => 'taiwan' ], 'cs', $output, $this->html() );
		$this->assertSame( $same, $wiki->render( null, [ 'example' => 'taiwan-chip' ], 'cs', $output, $this->html() ) );
		$this->assertSame( '<strong class="error">carcassonnemaps-error(carcassonnemaps-error-setting(carcassonnemaps-setting-same-origin()))</strong>', $same );
		$this->assertSame( [ 'channel CarcassonneMaps', 'error: $wgCarcassonneMapsUrl is wrong (carcassonnemaps-setting-same-origin): ' .
			'every <carcassonne> tag shows an error box' ], $log->lines );
		$this->assertSame( [], FrameList::frames( $output ) );
		$this->assertNotContains( 'ext.carcassonneMaps', $output->getModules() );
	}
}
