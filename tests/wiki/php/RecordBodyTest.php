<?php
/**
 * A record written as the tag's content: checked line by line (known header words, tokens of safe
 * characters, comments of ordinary text, size limits) and written as the fragment's `record=`.
 */

use MediaWiki\Extension\CarcassonneMaps\Problem;
use MediaWiki\Extension\CarcassonneMaps\RecordBody;
use PHPUnit\Framework\TestCase;

class RecordBodyTest extends TestCase {
	private const HEADER = "game 1\nplayers Red Blue\n";

	/** The problem of a bad record: [ line number, problem key ] for a line's, else [ null, key ]. */
	private function problemOf( string $body ): array {
		$problems = RecordBody::encode( $body );
		$this->assertIsArray( $problems, is_string( $problems ) ? $problems : '' );
		$problem = $problems[0];
		if ( $problem->key === 'carcassonnemaps-error-record-line' ) {
			return [ (int)$problem->params[0], $problem->params[2]->key ];
		}
		return [ null, $problem->key ];
	}

	/** @return array[] each problem of a bad record as [ line, quoted line, problem key, its parameters ] */
	private function problemsOf( string $body ): array {
		$problems = RecordBody::encode( $body );
		$this->assertIsArray( $problems );
		return array_map( static function ( Problem $p ): array {
			$why = $p->params[2] ?? null;
			return $why === null ? [ $p->key ] : [ (int)$p->params[0], $p->params[1], $why->key, array_map( static function ( $x ) {
				return $x instanceof Problem ? $x->key . '(' . implode( '|', array_map( static function ( $y ) {
					return $y instanceof Problem ? $y->key . '(' . implode( '|', $y->params ) . ')' : $y;
				}, $x->params ) ) . ')' : $x;
			}, $why->params ) ];
		}, $problems );
	}

	public function testEveryBadLineIsReportedAndQuoted() {
		$this->assertSame( [
			[ 3, 'Green B-W 0,1 r0', 'carcassonnemaps-record-word', [] ],
			[ 4, 'map mars', 'carcassonnemaps-record-map', [ 'classic, taiwan, iberia' ] ],
			[ 6, 'Red <b>', 'carcassonnemaps-record-characters', [ '5', 'U+003C' ] ],
		], $this->problemsOf( self::HEADER . "Green B-W 0,1 r0\nmap mars\nRed B-W 0,1 r0\nRed <b>\n" ) );
	}

	public function testAQuoteShowsInvisibleAndDirectionCharactersAsCodePointsAndStopsAt60() {
		$this->assertSame( 'Red B-WU+202E x U+0007 U+200B', RecordBody::quote( "Red B-W\u{202E} x \x07 \u{200B}" ) );
		$this->assertSame( str_repeat( 'ž', 60 ) . '…', RecordBody::quote( str_repeat( 'ž', 61 ) ) );
		$this->assertSame( str_repeat( 'ž', 60 ), RecordBody::quote( str_repeat( 'ž', 60 ) ) );
	}

	public function testABadNameInThePlayersLineIsNamedWithItsCharacter() {
		$this->assertSame( [
			[ 2, 'players Red BlU+202Eue', 'carcassonnemaps-record-players',
				[ 'carcassonnemaps-players-seat(2|carcassonnemaps-name-character(3|U+202E))' ] ],
		], $this->problemsOf( "game 1\nplayers Red Bl\u{202E}ue\nRed B-W 0,1 r0\n" ) );
	}

	public function testComputerLevelsOfThePlayersLineAreWrittenInSmallLetters() {
		$this->assertSame( 'game_1;players_Ana_Ben:hard_Cyril:mcts:50', RecordBody::encode( "game 1\nplayers Ana Ben:Hard Cyril:MCTS:50\n" ) );
	}

	public function testLinesAreJoinedBySemicolonsWithUnderscoresForSpacesAsFragmentJsWritesThem() {
		$this->assertSame( 'game_1;players_Ana_Ben:hard;map_taiwan;chips_on;Ana_TW-A_3,4_r90_meeple_N1;end',
			RecordBody::encode( "\ngame 1\n  players Ana Ben:hard\nmap taiwan\n\nchips on\nAna TW-A 3,4 r90 meeple N1\nend\n" ) );
	}

	public function testUnderscoresHashesAndCzechLettersArePercentEncoded() {
		$this->assertSame( 'game_1;players_A%5Fb_C;%23_say_cs:_%C5%A0%C3%A1rka_z%C3%ADsk%C3%A1_2_body.;%23%3E_A%5Fb_has_2_points',
			RecordBody::encode( "game 1\nplayers A_b C\n# say cs: Šárka získá 2 body.\n#> A_b has 2 points\n" ) );
	}

	public function testWindowsLineEndsAndLeadingCommentsAreFine() {
		$this->assertSame( '%23_An_example;game_1;players_Red_Blue', RecordBody::encode( "# An example\r\ngame 1\r\nplayers Red Blue\r\n" ) );
	}

	/** @return string[] every record of the game's examples and rule scenarios */
	private static function gameRecords(): array {
		$repo = dirname( __DIR__, 3 );
		return array_merge( glob( "$repo/assets/examples/*.rec" ), glob( "$repo/tests/scenarios/*.rec" ) );
	}

	public function testEveryRecordOfTheGamePassesAndIsEncodedAsWebFragmentJsDoes() {
		$files = self::gameRecords();
		$this->assertGreaterThan( 10, count( $files ) );
		$script = 'import("' . dirname( __DIR__, 3 ) . '/web/fragment.js").then((m) => { const fs = require("fs"); ' .
			'console.log(JSON.stringify(process.argv.slice(1).map((f) => m.encodeReadable(fs.readFileSync(f, "utf8"))))); })';
		$command = 'node -e ' . escapeshellarg( $script ) . ' ' . implode( ' ', array_map( 'escapeshellarg', $files ) );
		$expected = json_decode( shell_exec( $command ), true );
		$this->assertCount( count( $files ), $expected, 'node encoded every record' );
		// The one difference: the extension also percent-encodes ! ' ( ) *, which encodeURIComponent
		// leaves as they are (both decode to the same record).
		$same = [ '%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*' ];
		foreach ( $files as $i => $file ) {
			$this->assertSame( $expected[$i], strtr( RecordBody::encode( file_get_contents( $file ) ), $same ), basename( $file ) );
		}
	}

	public static function badRecords(): array {
		$h = self::HEADER;
		return [
			'a first line other than game 1' => [ "players Red Blue\n", 1, 'carcassonnemaps-record-game' ],
			'game 2' => [ "game 2\nplayers Red Blue\n", 1, 'carcassonnemaps-record-game' ],
			'no players line' => [ "game 1\nmap taiwan\n", null, 'carcassonnemaps-error-record-players' ],
			'one player' => [ "game 1\nplayers Red\n", 2, 'carcassonnemaps-record-players' ],
			'a bad level' => [ "game 1\nplayers Red Blue:god\n", 2, 'carcassonnemaps-record-players' ],
			'two players lines' => [ $h . "players A B\n", 3, 'carcassonnemaps-record-players-twice' ],
			'a move before the players' => [ "game 1\nRed B-W 0,1 r0\n", 2, 'carcassonnemaps-record-players-first' ],
			'an unknown player' => [ $h . "Green B-W 0,1 r0\n", 3, 'carcassonnemaps-record-word' ],
			'an unknown header word' => [ $h . "script alert\n", 3, 'carcassonnemaps-record-word' ],
			'a bad map' => [ $h . "map mars\n", 3, 'carcassonnemaps-record-map' ],
			'a seed with letters' => [ $h . "seed x\n", 3, 'carcassonnemaps-record-number' ],
			'angle brackets' => [ $h . "Red <script>alert(1)</script>\n", 3, 'carcassonnemaps-record-characters' ],
			'a quote' => [ $h . "Red B-W 0,1 r0\"\n", 3, 'carcassonnemaps-record-characters' ],
			'a semicolon (the fragment\'s line separator)' => [ $h . "Red B-W 0,1 r0;Blue x\n", 3, 'carcassonnemaps-record-characters' ],
			'an ampersand' => [ $h . "Red B-W&embed\n", 3, 'carcassonnemaps-record-characters' ],
			'a javascript: word' => [ $h . "Red javascript:alert(1)\n", 3, 'carcassonnemaps-record-characters' ],
			'a comment with a tag' => [ $h . "# say cs: <img src=x onerror=alert(1)>\n", 3, 'carcassonnemaps-record-comment' ],
			'a comment with braces' => [ $h . "# {{template}}\n", 3, 'carcassonnemaps-record-comment' ],
			'a control character' => [ $h . "Red B-W\x07 0,1 r0\n", 3, 'carcassonnemaps-record-characters' ],
			'a long line' => [ $h . 'Red ' . str_repeat( 'B', 1000 ) . "\n", 3, 'carcassonnemaps-record-long' ],
		];
	}

	/** @dataProvider badRecords */
	public function testABadRecordNamesItsLine( string $body, ?int $line, string $key ) {
		$this->assertSame( [ $line, $key ], $this->problemOf( $body ) );
	}

	public function testLineNumbersCountBlankLinesButNotTheBreakAfterTheOpeningTag() {
		$this->assertSame( [ 4, 'carcassonnemaps-record-word' ], $this->problemOf( "\ngame 1\nplayers Red Blue\n\nGreen x\n" ) );
	}

	public function testAVeryLongBodyIsRefusedWhole() {
		$this->assertSame( [ null, 'carcassonnemaps-error-record-size' ],
			$this->problemOf( self::HEADER . str_repeat( "Red B-W 0,1 r0\n", 2000 ) ) );
		$this->assertSame( [ null, 'carcassonnemaps-error-record-lines' ], $this->problemOf( self::HEADER . str_repeat( "\n", 1200 ) ) );
	}

	public function testInvalidUtf8IsRefused() {
		$this->assertSame( [ null, 'carcassonnemaps-error-record-encoding' ], $this->problemOf( self::HEADER . "# \xC5\n" ) );
	}
}
