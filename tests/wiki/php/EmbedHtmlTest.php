<?php
/**
 * The tag's HTML: the error box, or the placeholder whose only addresses are the checked game
 * address + '#' + the checked fragment; nothing a wiki editor wrote reaches an attribute unchecked.
 */

use MediaWiki\Extension\CarcassonneMaps\EmbedHtml;
use MediaWiki\Extension\CarcassonneMaps\Problem;
use MediaWiki\Extension\CarcassonneMaps\TagParser;
use PHPUnit\Framework\TestCase;

class EmbedHtmlTest extends TestCase {
	private const GAME = 'https://example.org/carcassonne/';
	private const ID = '0123456789abcdef01234567';

	/** Messages as "key(param|param)", so the tests see which message and parameters were used. */
	private function html(): EmbedHtml {
		return new EmbedHtml( static function ( string $key, array $params ): string {
			return $key . '(' . implode( '|', $params ) . ')';
		} );
	}

	private function render( array $args, ?string $body = null ): string {
		$embed = TagParser::parse( $args, $body, 'cs' );
		return is_array( $embed ) ? $this->html()->errors( $embed ) : $this->html()->placeholder( $embed, self::GAME, self::ID );
	}

	/** The frame's entry of the page's configuration for a valid tag. */
	private function frame( array $args, ?string $body = null ): array {
		return $this->html()->frame( TagParser::parse( $args, $body, 'cs' ), self::ID );
	}

	public function testAnErrorIsTheWikisErrorBoxWithNestedMessages() {
		$this->assertSame( '<strong class="error">carcassonnemaps-error(carcassonnemaps-error-two-sources(example|carcassonnemaps-source-record()))</strong>',
			$this->render( [ 'example' => 'iberia-cache' ], "game 1\nplayers A B\n" ) );
		$this->assertSame( '<strong class="error">carcassonnemaps-error(carcassonnemaps-error-record-line(3|C x|carcassonnemaps-record-word()))</strong>',
			$this->render( [], "game 1\nplayers A B\nC x\n" ) );
	}

	public function testSeveralProblemsAreOneBoxWithAProblemALine() {
		$this->assertSame( '<strong class="error ext-carcassonne-problems">' .
			'<span class="ext-carcassonne-problem">carcassonnemaps-errors(2)</span> ' .
			'<span class="ext-carcassonne-problem">carcassonnemaps-error-choice-closest(map|classic, taiwan, iberia|taiwan)</span> ' .
			'<span class="ext-carcassonne-problem">carcassonnemaps-error-choice(chips|0, 1)</span></strong>',
			$this->render( [ 'map' => 'Tajwan', 'chips' => 'ano' ] ) );
	}

	public function testABoxListsTenProblemsAndCountsTheRest() {
		$body = "game 1\nplayers A B\n" . str_repeat( "C x\n", 14 );
		$html = $this->render( [], $body );
		$this->assertSame( 1 + 10 + 1, substr_count( $html, '<span class="ext-carcassonne-problem">' ) );
		$this->assertStringContainsString( 'carcassonnemaps-errors(14)', $html );
		$this->assertStringContainsString( 'carcassonnemaps-errors-more(4)', $html );
		$this->assertStringContainsString( 'carcassonnemaps-error-record-line(12|C x|', $html );
		$this->assertStringNotContainsString( 'carcassonnemaps-error-record-line(13|', $html );
	}

	public function testThePlaceholderCarriesItsIdAndSizeButNoFrameAndNoFragment() {
		$html = $this->render( [ 'example' => 'iberia-cache' ] );
		$this->assertStringContainsString( '<div class="ext-carcassonne" data-carcassonne-id="' . self::ID . '" style=', $html );
		$this->assertStringNotContainsString( 'data-carcassonne-fragment', $html );
		$this->assertStringNotContainsString( 'embed&amp;', $html );
		$this->assertStringContainsString( 'style="max-width: 800px; aspect-ratio: 4 / 3; max-height: max(240px, min(1200px, 90vh));"', $html );
		$this->assertStringContainsString( 'carcassonnemaps-example-iberia-cache()', $html );
		$this->assertStringContainsString( 'carcassonnemaps-kind-example() · carcassonnemaps-map-iberia()', $html );
		$this->assertStringContainsString( '<button type="button" class="ext-carcassonne-play">carcassonnemaps-play()</button>', $html );
		$this->assertStringContainsString( 'href="https://example.org/carcassonne/#example=iberia-cache&amp;step=0&amp;lang=cs" target="_blank" rel="noopener noreferrer"', $html );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertStringNotContainsString( 'data-carcassonne-fixed-height', $html );
	}

	public function testTheFrameEntryCarriesTheEmbedFragmentAndTitle() {
		$this->assertSame( [
			'id' => self::ID,
			'fragment' => 'embed&example=iberia-cache&step=0&lang=cs',
			'title' => 'carcassonnemaps-frame-title(carcassonnemaps-kind-example() · carcassonnemaps-map-iberia())',
			'fixed' => false,
		], $this->frame( [ 'example' => 'iberia-cache' ] ) );
	}

	public function testARecordFrameMapsEachRecordLineToTheTagsLine() {
		// Blank lines are not written into the record: the game's line 5 is the tag's line 7.
		$frame = $this->frame( [], "\ngame 1\nplayers Ana Ben\n\norder free\nAna B-W -1,0 r0\n   \nBen B-U 9,9 r0\n" );
		$this->assertSame( [ 1, 2, 4, 5, 7 ], $frame['lines'] );
		$this->assertStringContainsString( 'record=game_1;players_Ana_Ben;order_free;Ana_B-W_-1,0_r0;Ben_B-U_9,9_r0&', $frame['fragment'] );
		$this->assertArrayNotHasKey( 'lines', $this->frame( [ 'map' => 'taiwan' ] ) );
	}

	public function testEveryFrameFragmentStartsWithEmbed() {
		foreach ( TagParserTest::validTags() as [ $args, $body ] ) {
			$this->assertMatchesRegularExpression( '/^embed(&|$)/', $this->frame( $args, $body )['fragment'] );
		}
	}

	public function testAGameNamesItsPlayersAndChipsAndAFixedHeightIsMarked() {
		$html = $this->render( [ 'map' => 'taiwan', 'chips' => '1', 'players' => 'Šárka,Ben:hard', 'height' => '420', 'width' => '640px' ] );
		$this->assertStringContainsString( '<ul class="ext-carcassonne-seats" aria-label="carcassonnemaps-seats()">' .
			'<li class="ext-carcassonne-seat">Šárka</li>' .
			'<li class="ext-carcassonne-seat ext-carcassonne-seat-computer">carcassonnemaps-seat-computer(Ben)</li></ul>', $html );
		$this->assertStringContainsString( '<p class="ext-carcassonne-what">carcassonnemaps-what-play()</p>', $html );
		$this->assertStringContainsString( 'carcassonnemaps-kind-play() · carcassonnemaps-map-taiwan() · carcassonnemaps-chips()', $html );
		$this->assertStringContainsString( 'style="max-width: 640px; height: 420px;"', $html );
		$frame = $this->frame( [ 'map' => 'taiwan', 'chips' => '1', 'players' => 'Šárka,Ben:hard', 'height' => '420', 'width' => '640px' ] );
		$this->assertTrue( $frame['fixed'] );
		$this->assertStringContainsString( 'players=%C5%A0%C3%A1rka,Ben:hard', $frame['fragment'] );
	}

	public function testARecordIsNamedWithItsMapAndChips() {
		$html = $this->render( [ 'mode' => 'example' ], "game 1\nplayers Ana Ben\nmap iberia\nchips on\nAna B-D 1,2 r0\n" );
		$this->assertStringContainsString( 'carcassonnemaps-kind-record() · carcassonnemaps-map-iberia() · carcassonnemaps-chips()', $html );
		$this->assertStringContainsString( 'carcassonnemaps-what-record-replay()', $html );
		$this->assertStringContainsString( 'carcassonnemaps-what-record()', $this->render( [], "game 1\nplayers Ana Ben\n" ) );
	}

	public function testAPercentWidthAndAnAspect() {
		$this->assertStringContainsString( 'style="width: 60%; aspect-ratio: 16 / 9; max-height: max(240px, min(1200px, 90vh));"',
			$this->render( [ 'map' => 'iberia', 'width' => '60%', 'aspect' => '16:9' ] ) );
	}

	/**
	 * No jump on Play: the placeholder is as tall as the frame will be. A game's frame wishes 3/4 of
	 * its width within 320–900 px (web/embed.js), the module adds the 2 px border and clamps to
	 * 240–1200 px and 90 % of the window; an example's frame starts at the placeholder's height.
	 */
	public function testThePlaceholderHasTheHeightOfTheFramesFirstSize() {
		$this->assertStringContainsString( 'style="max-width: 800px; aspect-ratio: 4 / 3; min-height: min(322px, max(240px, 90vh)); ' .
			'max-height: max(240px, min(902px, 90vh));"', $this->render( [ 'map' => 'taiwan' ] ) );
		$this->assertStringContainsString( 'style="max-width: 800px; aspect-ratio: 4 / 3; min-height: min(322px, max(240px, 90vh)); ' .
			'max-height: max(240px, min(902px, 90vh));"', $this->render( [ 'mode' => 'demo' ] ) );
		$this->assertStringContainsString( 'style="max-width: 800px; aspect-ratio: 4 / 3; max-height: max(240px, min(1200px, 90vh));"',
			$this->render( [ 'mode' => 'example' ], "game 1\nplayers A B\n" ) );
		$this->assertStringContainsString( 'style="max-width: 640px; height: 420px;"', $this->render( [ 'map' => 'taiwan', 'width' => '640', 'height' => '420' ] ) );
	}

	public static function hostileTags(): array {
		return [
			[ [ 'example' => 'javascript:alert(1)' ], null ],
			[ [ 'map' => '" onmouseover="alert(1)' ], null ],
			[ [ 'players' => 'Ana,<script>alert(1)</script>' ], null ],
			[ [ 'players' => 'Ana,Ben" autofocus onfocus="alert(1)' ], null ],
			[ [ 'seed' => '1&example=x' ], null ],
			[ [ 'options' => 'javascript:alert(1)' ], null ],
			[ [ 'width' => '100%;background:url(javascript:alert(1))' ], null ],
			[ [ 'aspect' => '4:3;position:fixed' ], null ],
			[ [ 'onclick' => 'alert(1)', 'map' => 'taiwan' ], null ],
			[ [ 'javascript:x' => '1' ], null ],
			[ [], "game 1\nplayers A B\nA <script>alert(1)</script>\n" ],
			[ [], "game 1\nplayers A B\n# say cs: javascript:alert(1) <b>\n" ],
			[ [], "game 1\nplayers A B\n" . str_repeat( "# x\n", 5000 ) ],
		];
	}

	/** @dataProvider hostileTags */
	public function testAHostileTagGivesOnlyAnErrorBoxWithoutTheHostileText( array $args, ?string $body ) {
		$html = $this->render( $args, $body );
		$inner = preg_replace( '/^<strong class="error(?: ext-carcassonne-problems)?">(.*)<\/strong>$/sD', '$1', $html, 1, $boxes );
		$this->assertSame( 1, $boxes, $html );
		$text = preg_replace( '#<span class="ext-carcassonne-problem">|</span>#', '', $inner );
		$this->assertMatchesRegularExpression( '/^[^<]*$/D', $text, 'no element but the box and its lines' );
		if ( $body === null ) {
			// Attribute values are never repeated (a record's bad line is quoted, as escaped text).
			$this->assertStringNotContainsStringIgnoringCase( 'javascript', $html );
			$this->assertStringNotContainsString( 'alert', $html );
		}
	}

	public function testEveryAddressInAPlaceholderStartsWithTheGameAddress() {
		foreach ( TagParserTest::validTags() as [ $args, $body ] ) {
			$html = $this->render( $args, $body );
			preg_match_all( '/(?:href|src)="([^"]*)"/', $html, $m );
			$this->assertCount( 1, $m[1] );
			$this->assertStringStartsWith( self::GAME . '#', html_entity_decode( $m[1][0] ) );
		}
	}

	private const PICTURE = [ 'src' => '/w/extensions/CarcassonneMaps/pictures/iberia-cache.cs.0123456789ab.webp', 'width' => 320, 'height' => 200 ];

	public function testAnExamplesPlaceholderShowsItsOwnPictureNamedByTheExample() {
		$embed = TagParser::parse( [ 'example' => 'iberia-cache' ], null, 'cs' );
		$html = $this->html()->placeholder( $embed, self::GAME, self::ID, self::PICTURE );
		$this->assertStringContainsString( '<img class="ext-carcassonne-picture ext-carcassonne-board" ' .
			'src="/w/extensions/CarcassonneMaps/pictures/iberia-cache.cs.0123456789ab.webp" width="320" height="200" ' .
			'alt="carcassonnemaps-picture-alt(carcassonnemaps-example-iberia-cache())" decoding="async"/>', $html );
		$this->assertStringNotContainsString( 'ext-carcassonne-picture-iberia', $html, 'the drawn board gives way to the picture' );
		$this->assertStringNotContainsString( 'ext-carcassonne-seats', $html, 'an example names no seats: no one plays them' );
		// The picture is the wiki's own file: the only address of the game's server is the link.
		preg_match_all( '/(?:href|src)="([^"]*)"/', $html, $m );
		$this->assertSame( [ self::PICTURE['src'], self::GAME . '#example=iberia-cache&step=0&lang=cs' ], array_map( 'html_entity_decode', $m[1] ) );
	}

	public function testWithoutAPictureAnExampleKeepsTheDrawnBoard() {
		$html = $this->render( [ 'example' => 'taiwan-ferry' ] );
		$this->assertStringContainsString( '<div class="ext-carcassonne-picture ext-carcassonne-picture-taiwan" aria-hidden="true"></div>', $html );
		$this->assertStringNotContainsString( '<img', $html );
		// A picture is only ever an example's: a game's placeholder ignores one.
		$game = TagParser::parse( [ 'map' => 'taiwan' ], null, 'cs' );
		$this->assertStringNotContainsString( '<img', $this->html()->placeholder( $game, self::GAME, self::ID, self::PICTURE ) );
	}

	public function testARecordsSeatsMarkItsComputerPlayers() {
		$html = $this->render( [], "game 1\nplayers Jana Petr:easy Eva:mcts:50\norder free\nJana B-W -1,0 r0\n" );
		$this->assertStringContainsString( '<li class="ext-carcassonne-seat">Jana</li>' .
			'<li class="ext-carcassonne-seat ext-carcassonne-seat-computer">carcassonnemaps-seat-computer(Petr)</li>' .
			'<li class="ext-carcassonne-seat ext-carcassonne-seat-computer">carcassonnemaps-seat-computer(Eva)</li></ul>', $html );
	}

	public function testEverySeatOfADemoIsAComputerPlayer() {
		$html = $this->render( [ 'mode' => 'demo', 'players' => 'Ana,Ben:hard' ] );
		$this->assertSame( 2, substr_count( $html, 'ext-carcassonne-seat-computer' ) );
		$this->assertStringContainsString( 'carcassonnemaps-seat-computer(Ana)', $html );
		$this->assertStringNotContainsString( 'ext-carcassonne-seats', $this->render( [ 'mode' => 'demo' ] ), 'no names, no list' );
	}

	/** A name is text in the list, never markup. */
	public function testASeatsNameIsEscaped() {
		$html = $this->render( [], "game 1\nplayers Ana Ben\n" );
		$this->assertStringContainsString( '<li class="ext-carcassonne-seat">Ana</li><li class="ext-carcassonne-seat">Ben</li>', $html );
	}
}
