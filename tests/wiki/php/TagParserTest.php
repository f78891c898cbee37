<?php
/**
 * The <carcassonne> tag's attributes and content become a fragment of checked values only
 * (docs/links.md), or every problem of the tag, each naming its attribute or the record's line;
 * words of the grammar in any case, "did you mean" for a close unknown name.
 */

use MediaWiki\Extension\CarcassonneMaps\Embed;
use MediaWiki\Extension\CarcassonneMaps\Problem;
use MediaWiki\Extension\CarcassonneMaps\TagParser;
use PHPUnit\Framework\TestCase;

class TagParserTest extends TestCase {
	private function embed( array $args, ?string $body = null, string $lang = 'cs' ): Embed {
		$result = TagParser::parse( $args, $body, $lang );
		$this->assertInstanceOf( Embed::class, $result, is_array( $result ) ? implode( ', ', self::keys( $result ) ) : '' );
		return $result;
	}

	/** @return Problem[] every problem of a bad tag */
	private function problems( array $args, ?string $body = null ): array {
		$result = TagParser::parse( $args, $body, 'cs' );
		$this->assertIsArray( $result, $result instanceof Embed ? $result->frameFragment() : '' );
		$this->assertNotEmpty( $result );
		return $result;
	}

	private function problem( array $args, ?string $body = null ): Problem {
		return $this->problems( $args, $body )[0];
	}

	/** @return string[] each problem as key(params), nested problems the same way */
	private static function keys( array $problems ): array {
		return array_map( static function ( Problem $problem ): string {
			return $problem->key . '(' . implode( '|', array_map( static function ( $param ) {
				return $param instanceof Problem ? self::keys( [ $param ] )[0] : $param;
			}, $problem->params ) ) . ')';
		}, $problems );
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
			'every named level, greedy too, and the bounds of the others' => [ [ 'players' => 'Ana:random,Ben:easy,Cyril:greedy,Dana:medium,Eva:hard,Filip:mcts:10000000:playout=1000' ], null,
				'embed&map=classic&players=Ana:random,Ben:easy,Cyril:greedy,Dana:medium,Eva:hard,Filip:mcts:10000000:playout%3D1000&lang=cs' ],
			'the longest think time' => [ [ 'players' => 'Ana,Ben:ms:600000' ], null, 'embed&map=classic&players=Ana,Ben:ms:600000&lang=cs' ],
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
			'one player' => [ [ 'players' => 'Ana' ], null, 'carcassonnemaps-error-players', null ],
			'seven players' => [ [ 'players' => 'A,B,C,D,E,F,G' ], null, 'carcassonnemaps-error-players', null ],
			'an empty name' => [ [ 'players' => 'Ana,,Ben' ], null, 'carcassonnemaps-error-players', null ],
			'a name of two words' => [ [ 'players' => 'Ana Marie,Ben' ], null, 'carcassonnemaps-error-players', null ],
			'an unknown level' => [ [ 'players' => 'Ana,Ben:genius' ], null, 'carcassonnemaps-error-players', null ],
			'mcts beyond its bound' => [ [ 'players' => 'Ana,Ben:mcts:10000001' ], null, 'carcassonnemaps-error-players', null ],
			'a playout beyond its bound' => [ [ 'players' => 'Ana,Ben:mcts:50:playout=1001' ], null, 'carcassonnemaps-error-players', null ],
			'a playout that is no number' => [ [ 'players' => 'Ana,Ben:mcts:50:playout=x' ], null, 'carcassonnemaps-error-players', null ],
			'a time budget beyond its bound' => [ [ 'players' => 'Ana,Ben:ms:600001' ], null, 'carcassonnemaps-error-players', null ],
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
		$this->assertIsArray( TagParser::parse( $args, null, 'cs' ) );
	}

	public function testAStepIsRefusedHostileToo() {
		foreach ( [ '1&embed', '1"', 'javascript:1', '1e3', '0x10', ' ' ] as $step ) {
			$this->assertIsArray( TagParser::parse( [ 'example' => 'iberia-cache', 'step' => $step ], null, 'cs' ), $step );
		}
	}

	public function testTheFragmentHoldsOnlyTheExtensionsCharacters() {
		foreach ( self::validTags() as [ $args, $body ] ) {
			$this->assertMatchesRegularExpression( '/^[A-Za-z0-9%&=,:;_.~+-]*$/D', $this->embed( $args, $body )->frameFragment() );
		}
	}

	public function testEveryProblemOfATagIsReportedInTheOrderOfItsAttributes() {
		$this->assertSame( [
			'carcassonnemaps-error-attribute-closest(…|' . implode( ', ', TagParser::ATTRIBUTES ) . '|seed)',
			'carcassonnemaps-error-width(240|2000|10|100)',
			'carcassonnemaps-error-choice(lang|cs, en)',
			'carcassonnemaps-error-choice(map|classic, taiwan, iberia)',
			'carcassonnemaps-error-choice(chips|0, 1)',
			'carcassonnemaps-error-players(carcassonnemaps-players-count(2|6|1))',
			'carcassonnemaps-error-number(tilecount|1|1000)',
		], self::keys( $this->problems( [ 'map' => 'mars', 'chips' => 'ano', 'width' => '5', 'lang' => 'de', 'players' => 'Ana',
			'tilecount' => '0', 'Seeed' => '3' ] ) ) );
	}

	public function testTheValuesOfOtherSourcesAreCheckedToo() {
		$this->assertSame( [
			'carcassonnemaps-error-two-sources(example|map)',
			'carcassonnemaps-error-choice-closest(example|' . implode( ', ', \MediaWiki\Extension\CarcassonneMaps\Examples::names() ) . '|iberia-cache)',
			'carcassonnemaps-error-choice-closest(map|classic, taiwan, iberia|taiwan)',
		], self::keys( $this->problems( [ 'example' => 'iberia-cashe', 'map' => 'taiwn' ] ) ) );
	}

	public function testARecordReportsEveryBadLineWithTheTagsOtherProblems() {
		$this->assertSame( [
			'carcassonnemaps-error-choice(mode|example, play, demo)',
			'carcassonnemaps-error-record-line(3|Green B-W 0,1 r0|carcassonnemaps-record-word())',
			'carcassonnemaps-error-record-line(4|map mars|carcassonnemaps-record-map(classic, taiwan, iberia))',
		], self::keys( $this->problems( [ 'mode' => 'watch' ], "game 1\nplayers Red Blue\nGreen B-W 0,1 r0\nmap mars\n" ) ) );
	}

	public static function foldedValues(): array {
		return [
			'a map with a capital' => [ [ 'map' => 'Taiwan', 'chips' => '1' ], 'embed&map=taiwan&chips=1&lang=cs' ],
			'a shouted map' => [ [ 'map' => 'IBERIA' ], 'embed&map=iberia&lang=cs' ],
			'an example in title case' => [ [ 'example' => 'Iberia-Cache' ], 'embed&example=iberia-cache&step=0&lang=cs' ],
			'a language, a mode' => [ [ 'lang' => 'EN', 'mode' => 'Demo', 'map' => 'Taiwan' ], 'embed&demo&map=taiwan&lang=en' ],
			'tile sets, rules, switches' => [ [ 'tiles' => 'Base,IC', 'rules' => 'IC', 'options' => 'Cache:X3' ],
				'embed&map=classic&tiles=base,ic&rules=ic&options=cache:x3&lang=cs' ],
			'computer levels, names keep their case' => [ [ 'players' => 'ANA,Ben:Hard,Cyril:MCTS:50:Playout=End' ],
				'embed&map=classic&players=ANA,Ben:hard,Cyril:mcts:50:playout%3Dend&lang=cs' ],
		];
	}

	/** @dataProvider foldedValues */
	public function testWordsOfTheGrammarAreReadInAnyCase( array $args, string $fragment ) {
		$this->assertSame( $fragment, $this->embed( $args )->frameFragment() );
	}

	public function testAnUnknownNameSuggestsTheClosestOnlyWhenClose() {
		$this->assertSame( [ 'example', 'iberia-cache' ], $this->closestOf( [ 'example' => 'iberia-cashe' ] ) );
		$this->assertSame( [ 'example', 'taiwan-ferry' ], $this->closestOf( [ 'example' => 'Taiwan-Fery' ] ) );
		$this->assertSame( [ 'map', 'taiwan' ], $this->closestOf( [ 'map' => 'tajwan' ] ) );
		$this->assertSame( [ 'map', 'classic' ], $this->closestOf( [ 'map' => 'clasic' ] ) );
		$this->assertSame( 'carcassonnemaps-error-choice', $this->problem( [ 'map' => 'mars' ] )->key, 'nothing close' );
		$this->assertSame( 'carcassonnemaps-error-choice', $this->problem( [ 'example' => 'mars-city' ] )->key );
		$this->assertSame( 'carcassonnemaps-error-choice', $this->problem( [ 'map' => 'taiwan"x' ] )->key, 'only a plain word' );
		$this->assertSame( [ 'exmaple', 'example' ], $this->closestOf( [ 'exmaple' => 'iberia-cache' ] ) );
		$this->assertNull( TagParser::closest( 'xy', [ 'ic', 'tb' ] ) );
		$this->assertSame( 'ic', TagParser::closest( 'ix', [ 'ic', 'tb' ] ) );
	}

	/** [ the attribute, the suggestion ] of the tag's first problem, which must suggest one */
	private function closestOf( array $args ): array {
		$problem = $this->problem( $args );
		$this->assertStringEndsWith( '-closest', $problem->key );
		return [ $problem->params[0], $problem->params[2] ];
	}

	public static function badNames(): array {
		return [
			'a right-to-left override' => [ "Ana,Be\u{202E}n", 'carcassonnemaps-players-seat(2|carcassonnemaps-name-character(3|U+202E))' ],
			'a bell' => [ "Ana\x07,Ben", 'carcassonnemaps-players-seat(1|carcassonnemaps-name-character(4|U+0007))' ],
			'an escape' => [ "Ana,\x1B[31mBen", 'carcassonnemaps-players-seat(2|carcassonnemaps-name-character(1|U+001B))' ],
			'a NUL' => [ "Ana,Ben\0x", 'carcassonnemaps-players-seat(2|carcassonnemaps-name-character(4|U+0000))' ],
			'a left-to-right mark' => [ "\u{200E}Ana,Ben", 'carcassonnemaps-players-seat(1|carcassonnemaps-name-character(1|U+200E))' ],
			'an isolate' => [ "Ana,Šá\u{2066}rka", 'carcassonnemaps-players-seat(2|carcassonnemaps-name-character(3|U+2066))' ],
			'a byte order mark' => [ "\u{FEFF}Ana,Ben", 'carcassonnemaps-players-seat(1|carcassonnemaps-name-character(1|U+FEFF))' ],
			'a noncharacter' => [ "Ana,Ben\u{FDD0}", 'carcassonnemaps-players-seat(2|carcassonnemaps-name-character(4|U+FDD0))' ],
			'a space' => [ 'Ana Marie,Ben', 'carcassonnemaps-players-seat(1|carcassonnemaps-name-character(4|U+0020))' ],
			'a long name' => [ 'Ana,' . str_repeat( 'x', 21 ), 'carcassonnemaps-players-seat(2|carcassonnemaps-name-long(20))' ],
			'an empty name before a level' => [ 'Ana,:hard', 'carcassonnemaps-players-seat(2|carcassonnemaps-name-empty())' ],
			'an unknown level' => [ 'Ana,Ben:genius', 'carcassonnemaps-players-seat(2|carcassonnemaps-name-level())' ],
		];
	}

	/** @dataProvider badNames */
	public function testABadNameIsNamedWithItsCharacterAndPosition( string $players, string $expected ) {
		$this->assertSame( [ "carcassonnemaps-error-players($expected)" ], self::keys( $this->problems( [ 'players' => $players ] ) ) );
	}

	public function testEveryBadNameIsReported() {
		$this->assertSame( [
			'carcassonnemaps-error-players(carcassonnemaps-players-count(2|6|7))',
			'carcassonnemaps-error-players(carcassonnemaps-players-seat(2|carcassonnemaps-name-character(2|U+202E)))',
			'carcassonnemaps-error-players(carcassonnemaps-players-seat(7|carcassonnemaps-name-level()))',
		], self::keys( $this->problems( [ 'players' => "A,B\u{202E},C,D,E,F,G:x" ] ) ) );
	}
}
