<?php
/**
 * The <carcassonne> tag's attributes and content become a fragment of checked values only
 * (docs/links.md), or the first problem, naming the attribute or the record's line.
 */

use MediaWiki\Extension\CarcassonneMaps\Embed;
use MediaWiki\Extension\CarcassonneMaps\Problem;
use MediaWiki\Extension\CarcassonneMaps\TagParser;
use PHPUnit\Framework\TestCase;

class TagParserTest extends TestCase {
	private function embed( array $args, ?string $body = null, string $lang = 'cs' ): Embed {
		$result = TagParser::parse( $args, $body, $lang );
		$this->assertInstanceOf( Embed::class, $result, $result instanceof Problem ? $result->key : '' );
		return $result;
	}

	private function problem( array $args, ?string $body = null ): Problem {
		$result = TagParser::parse( $args, $body, 'cs' );
		$this->assertInstanceOf( Problem::class, $result, $result instanceof Embed ? $result->frameFragment() : '' );
		return $result;
	}

	public static function validTags(): array {
		return [
			'an example in the page language' => [ [ 'example' => 'iberia-cache' ], null, 'embed&example=iberia-cache&step=0&lang=cs' ],
			'an example at a step, in English' => [ [ 'example' => 'taiwan-ferry', 'step' => '2', 'lang' => 'en' ], null,
				'embed&example=taiwan-ferry&step=2&lang=en' ],
			'a Taiwan game with chips' => [ [ 'map' => 'taiwan', 'chips' => '1', 'players' => 'Ana,Ben:hard', 'seed' => '3' ], null,
				'embed&map=taiwan&chips=1&players=Ana,Ben:hard&seed=3&lang=cs' ],
			'every set-up attribute, in the order of links.md' => [ [ 'tilecount' => '60', 'seed' => '12', 'options' => 'cache:x3,ferry:road',
				'rules' => 'ic,tb', 'tiles' => 'base, ic ,tb', 'players' => 'Jana,Petr,Eva:mcts:500', 'chips' => '0', 'map' => 'iberia' ], null,
				'embed&map=iberia&chips=0&tiles=base,ic,tb&rules=ic,tb&options=cache:x3,ferry:road&players=Jana,Petr,Eva:mcts:500&seed=12&tilecount=60&lang=cs' ],
			'no expansion rules' => [ [ 'rules' => '' ], null, 'embed&map=classic&rules=&lang=cs' ],
			'Czech names are percent-encoded' => [ [ 'players' => 'Šárka,Jiří:easy' ], null,
				'embed&map=classic&players=%C5%A0%C3%A1rka,Ji%C5%99%C3%AD:easy&lang=cs' ],
			'every computer spec the game reads' => [ [ 'players' => 'Ana,Ben:mcts:50:playout=end,Cyril:mcts:50:playout=8,Dana:ms:500' ], null,
				'embed&map=classic&players=Ana,Ben:mcts:50:playout%3Dend,Cyril:mcts:50:playout%3D8,Dana:ms:500&lang=cs' ],
			'nothing: a classic game' => [ [], null, 'embed&map=classic&lang=cs' ],
			'a demo' => [ [ 'mode' => 'demo', 'map' => 'iberia' ], null, 'embed&demo&map=iberia&lang=cs' ],
			'a blank body is no record' => [ [ 'map' => 'taiwan' ], "\n  \n", 'embed&map=taiwan&lang=cs' ],
			'a record to play on' => [ [], "\ngame 1\nplayers Red Blue\norder free\nstart B-D 0,0 r0\nRed B-W -1,0 r0\n",
				'embed&record=game_1;players_Red_Blue;order_free;start_B-D_0,0_r0;Red_B-W_-1,0_r0&lang=cs' ],
			'a record move by move, with a Czech caption' => [ [ 'mode' => 'example', 'step' => '1' ],
				"game 1\nplayers Red Blue\n# say cs: Červený přiloží kartičku.\nRed B-W -1,0 r0 meeple E2\n",
				'embed&record=game_1;players_Red_Blue;%23_say_cs:_%C4%8Cerven%C3%BD_p%C5%99ilo%C5%BE%C3%AD_karti%C4%8Dku.;Red_B-W_-1,0_r0_meeple_E2&step=1&lang=cs' ],
		];
	}

	/** @dataProvider validTags */
	public function testAValidTagBecomesItsFragment( array $args, ?string $body, string $fragment ) {
		$this->assertSame( $fragment, $this->embed( $args, $body )->frameFragment() );
	}

	public function testTheLanguageDefaultsToThePagesWhenCzechOrEnglishElseEnglish() {
		$this->assertSame( 'en', $this->embed( [ 'example' => 'iberia-cache' ], null, 'en' )->lang );
		$this->assertSame( 'en', $this->embed( [ 'example' => 'iberia-cache' ], null, 'de' )->lang );
		$this->assertSame( 'cs', $this->embed( [ 'example' => 'iberia-cache' ], null, 'cs' )->lang );
	}

	public function testTheFullGameLinkHasNoEmbedFlag() {
		$embed = $this->embed( [ 'map' => 'taiwan', 'chips' => '1' ] );
		$this->assertSame( 'map=taiwan&chips=1&lang=cs', $embed->fullGameFragment() );
	}

	public function testTheEmbedKnowsWhatItShows() {
		$embed = $this->embed( [ 'example' => 'gingerbread-man' ] );
		$this->assertSame( [ 'example', 'classic', 'gingerbread-man' ], [ $embed->mode, $embed->map, $embed->example ] );
		$game = $this->embed( [ 'map' => 'iberia', 'chips' => '1', 'players' => 'Šárka,Ben:hard' ] );
		$this->assertSame( [ 'play', 'iberia', true, [ 'Šárka', 'Ben' ] ], [ $game->mode, $game->map, $game->chips, $game->players ] );
	}

	public static function badTags(): array {
		return [
			'unknown attribute' => [ [ 'src' => 'x' ], null, 'carcassonnemaps-error-attribute', 'src' ],
			'unknown example' => [ [ 'example' => 'mars-city' ], null, 'carcassonnemaps-error-choice', 'example' ],
			'unknown map' => [ [ 'map' => 'mars' ], null, 'carcassonnemaps-error-choice', 'map' ],
			'chips 2' => [ [ 'map' => 'taiwan', 'chips' => '2' ], null, 'carcassonnemaps-error-choice', 'chips' ],
			'lang de' => [ [ 'map' => 'taiwan', 'lang' => 'de' ], null, 'carcassonnemaps-error-choice', 'lang' ],
			'mode unknown' => [ [ 'map' => 'taiwan', 'mode' => 'watch' ], null, 'carcassonnemaps-error-choice', 'mode' ],
			'one player' => [ [ 'players' => 'Ana' ], null, 'carcassonnemaps-error-players', '2' ],
			'seven players' => [ [ 'players' => 'A,B,C,D,E,F,G' ], null, 'carcassonnemaps-error-players', '2' ],
			'an empty name' => [ [ 'players' => 'Ana,,Ben' ], null, 'carcassonnemaps-error-players', '2' ],
			'a name of two words' => [ [ 'players' => 'Ana Marie,Ben' ], null, 'carcassonnemaps-error-players', '2' ],
			'an unknown level' => [ [ 'players' => 'Ana,Ben:genius' ], null, 'carcassonnemaps-error-players', '2' ],
			'mcts beyond its bound' => [ [ 'players' => 'Ana,Ben:mcts:10000001' ], null, 'carcassonnemaps-error-players', '2' ],
			'a playout beyond its bound' => [ [ 'players' => 'Ana,Ben:mcts:50:playout=1001' ], null, 'carcassonnemaps-error-players', '2' ],
			'a playout that is no number' => [ [ 'players' => 'Ana,Ben:mcts:50:playout=x' ], null, 'carcassonnemaps-error-players', '2' ],
			'a time budget beyond its bound' => [ [ 'players' => 'Ana,Ben:ms:600001' ], null, 'carcassonnemaps-error-players', '2' ],
			'a seed with letters' => [ [ 'seed' => '3a' ], null, 'carcassonnemaps-error-number', 'seed' ],
			'a negative seed' => [ [ 'seed' => '-3' ], null, 'carcassonnemaps-error-number', 'seed' ],
			'a huge seed' => [ [ 'seed' => '99999999999999999999' ], null, 'carcassonnemaps-error-number', 'seed' ],
			'tilecount 0' => [ [ 'tilecount' => '0' ], null, 'carcassonnemaps-error-number', 'tilecount' ],
			'step too large' => [ [ 'example' => 'iberia-cache', 'step' => '10001' ], null, 'carcassonnemaps-error-number', 'step' ],
			'an unknown tile set' => [ [ 'tiles' => 'base,river' ], null, 'carcassonnemaps-error-list', 'tiles' ],
			'a tile set twice' => [ [ 'tiles' => 'base,base' ], null, 'carcassonnemaps-error-list', 'tiles' ],
			'no tile set' => [ [ 'tiles' => '' ], null, 'carcassonnemaps-error-list', 'tiles' ],
			'rules winter' => [ [ 'rules' => 'winter' ], null, 'carcassonnemaps-error-list', 'rules' ],
			'an option without value' => [ [ 'options' => 'cache' ], null, 'carcassonnemaps-error-options', null ],
			'an empty option list' => [ [ 'options' => '' ], null, 'carcassonnemaps-error-options', null ],
			'example and set-up' => [ [ 'example' => 'iberia-cache', 'map' => 'iberia' ], null, 'carcassonnemaps-error-two-sources', 'example' ],
			'example and record' => [ [ 'example' => 'iberia-cache' ], "game 1\nplayers A B\n", 'carcassonnemaps-error-two-sources', 'example' ],
			'record and set-up' => [ [ 'seed' => '3' ], "game 1\nplayers A B\n", 'carcassonnemaps-error-two-sources', null ],
			'a demo of an example' => [ [ 'example' => 'iberia-cache', 'mode' => 'demo' ], null, 'carcassonnemaps-error-mode', 'demo' ],
			'an example mode without a game' => [ [ 'mode' => 'example' ], null, 'carcassonnemaps-error-mode', 'example' ],
			'a game of an example' => [ [ 'example' => 'iberia-cache', 'mode' => 'play' ], null, 'carcassonnemaps-error-mode', 'play' ],
			'a demo of a record' => [ [ 'mode' => 'demo' ], "game 1\nplayers A B\n", 'carcassonnemaps-error-mode', 'demo' ],
			'a step in a game' => [ [ 'map' => 'taiwan', 'step' => '2' ], null, 'carcassonnemaps-error-step', null ],
			'width 50' => [ [ 'width' => '50' ], null, 'carcassonnemaps-error-width', '240' ],
			'width 120%' => [ [ 'width' => '120%' ], null, 'carcassonnemaps-error-width', '240' ],
			'width in em' => [ [ 'width' => '40em' ], null, 'carcassonnemaps-error-width', '240' ],
			'height 5000' => [ [ 'height' => '5000' ], null, 'carcassonnemaps-error-height', '240' ],
			'aspect 10:1' => [ [ 'aspect' => '10:1' ], null, 'carcassonnemaps-error-aspect', null ],
			'aspect 4/3' => [ [ 'aspect' => '4/3' ], null, 'carcassonnemaps-error-aspect', null ],
			'height and aspect' => [ [ 'height' => '400', 'aspect' => '4:3' ], null, 'carcassonnemaps-error-height-aspect', null ],
		];
	}

	/** @dataProvider badTags */
	public function testABadTagGivesAProblemNamingTheAttribute( array $args, ?string $body, string $key, ?string $firstParam ) {
		$problem = $this->problem( $args, $body );
		$this->assertSame( $key, $problem->key );
		if ( $firstParam !== null ) {
			$this->assertSame( $firstParam, $problem->params[0] );
		}
	}

	public static function hostileValues(): array {
		$values = [
			'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', "java\tscript:alert(1)",
			'"><script>alert(1)</script>', "'onmouseover='alert(1)", 'iberia-cache"><img src=x onerror=alert(1)>',
			'&#106;avascript:alert(1)', 'taiwan&embed', 'taiwan#record=x', 'iberia-cache&z=AAAA', 'taiwan%26demo',
			'1;players_A_B', str_repeat( 'a', 100000 ), "taiwan\n&demo", 'taiwan<', 'data:text/html,<script>alert(1)</script>',
		];
		$cases = [];
		foreach ( [ 'example', 'map', 'chips', 'players', 'seed', 'tiles', 'rules', 'options', 'tilecount', 'lang', 'mode',
			'width', 'height', 'aspect' ] as $attribute ) {
			foreach ( $values as $i => $value ) {
				$cases["$attribute #$i"] = [ $attribute, $value ];
			}
		}
		return $cases;
	}

	/** @dataProvider hostileValues */
	public function testAHostileValueOfAnyAttributeIsRefused( string $attribute, string $value ) {
		$args = [ $attribute => $value ];
		if ( in_array( $attribute, [ 'lang', 'mode', 'width', 'height', 'aspect' ], true ) ) {
			$args['map'] = 'taiwan';
		}
		$this->assertInstanceOf( Problem::class, TagParser::parse( $args, null, 'cs' ) );
	}

	public function testAStepIsRefusedHostileToo() {
		foreach ( [ '1&embed', '1"', 'javascript:1', '1e3', '0x10', ' ' ] as $step ) {
			$this->assertInstanceOf( Problem::class, TagParser::parse( [ 'example' => 'iberia-cache', 'step' => $step ], null, 'cs' ), $step );
		}
	}

	public function testTheFragmentHoldsOnlyTheExtensionsCharacters() {
		foreach ( self::validTags() as [ $args, $body ] ) {
			$this->assertMatchesRegularExpression( '/^[A-Za-z0-9%&=,:;_.~+-]*$/D', $this->embed( $args, $body )->frameFragment() );
		}
	}
}
