<?php
/**
 * The HTML of a <carcassonne> tag: the error box, or a light placeholder (an example's board as
 * the build drew it, the seats with the computer players marked, what the frame will show, a Play
 * button, a link that opens the game in a new tab) that the module
 * ext.carcassonneMaps replaces by the frame once the reader clicks. Nothing here loads the game.
 * All text comes from messages; all HTML from the Html class; every link is the checked game
 * address + '#' + a fragment built from checked values, and a picture's address is the wiki's own
 * (Pictures).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

use Html;

class EmbedHtml {
	/** @var callable(string, string[]): string a message key and its parameters => plain text */
	private $message;

	/**
	 * @param callable $message (string $key, string[] $params): string, the text in the page's language
	 */
	public function __construct( callable $message ) {
		$this->message = $message;
	}

	/** The problems an error box lists; the others are counted. */
	public const SHOWN_PROBLEMS = 10;

	/**
	 * @param Problem $problem
	 * @return string the wiki's usual error box
	 */
	public function error( Problem $problem ): string {
		return $this->errors( [ $problem ] );
	}

	/**
	 * @param Problem[] $problems every problem of one tag (at least one)
	 * @return string one error box: "Carcassonne: …" for one problem, else a first line with their
	 *   number and each problem on its own line (the first SHOWN_PROBLEMS, then how many more)
	 */
	public function errors( array $problems ): string {
		if ( count( $problems ) === 1 ) {
			return Html::element( 'strong', [ 'class' => 'error' ], $this->msg( 'carcassonnemaps-error', [ $this->text( $problems[0] ) ] ) );
		}
		$lines = [ $this->msg( 'carcassonnemaps-errors', [ (string)count( $problems ) ] ) ];
		foreach ( array_slice( $problems, 0, self::SHOWN_PROBLEMS ) as $problem ) {
			$lines[] = $this->text( $problem );
		}
		if ( count( $problems ) > self::SHOWN_PROBLEMS ) {
			$lines[] = $this->msg( 'carcassonnemaps-errors-more', [ (string)( count( $problems ) - self::SHOWN_PROBLEMS ) ] );
		}
		$html = implode( ' ', array_map( static function ( string $line ): string {
			return Html::element( 'span', [ 'class' => 'ext-carcassonne-problem' ], $line );
		}, $lines ) );
		return Html::rawElement( 'strong', [ 'class' => 'error ext-carcassonne-problems' ], $html );
	}

	/**
	 * @param Embed $embed
	 * @param string $gameUrl the checked $wgCarcassonneMapsUrl
	 * @param string $id the render's id of this tag (FrameList::newId())
	 * @param array|null $picture an example's picture (Pictures::forExample: `src`, `width`,
	 *   `height`), else the stylesheet's drawn board
	 * @return string the placeholder: its id and size, its picture and seats, no fragment (the
	 *   frame is listed in the page's configuration by frame())
	 */
	public function placeholder( Embed $embed, string $gameUrl, string $id, ?array $picture = null ): string {
		$heading = $this->heading( $embed );
		$attributes = [
			'class' => 'ext-carcassonne',
			'data-carcassonne-id' => $id,
			'style' => $embed->size->style( $embed->followsWidth() ),
		];
		$caption = Html::rawElement( 'div', [ 'class' => 'ext-carcassonne-caption' ],
			Html::element( 'p', [ 'class' => 'ext-carcassonne-heading' ], $heading ) .
			Html::element( 'p', [ 'class' => 'ext-carcassonne-what' ], $this->what( $embed ) ) .
			Html::rawElement( 'p', [ 'class' => 'ext-carcassonne-actions' ],
				Html::element( 'button', [ 'type' => 'button', 'class' => 'ext-carcassonne-play' ],
					$this->msg( 'carcassonnemaps-play' ) ) . ' ' .
				Html::element( 'a', [
					'class' => 'ext-carcassonne-new-tab',
					'href' => $gameUrl . '#' . $embed->fullGameFragment(),
					'target' => '_blank',
					'rel' => 'noopener noreferrer',
				], $this->msg( 'carcassonnemaps-new-tab' ) ) ) );
		return Html::rawElement( 'div', $attributes,
			Html::rawElement( 'div', [ 'class' => 'ext-carcassonne-placeholder' ],
				$this->picture( $embed, $picture ) . $this->seats( $embed ) . $caption ) );
	}

	/** The example's board drawn by the build, named in the page's language; else the drawn board. */
	private function picture( Embed $embed, ?array $picture ): string {
		if ( $picture === null || $embed->example === null ) {
			return Html::element( 'div', [
				'class' => "ext-carcassonne-picture ext-carcassonne-picture-{$embed->map}",
				'aria-hidden' => 'true',
			] );
		}
		return Html::element( 'img', [
			'class' => 'ext-carcassonne-picture ext-carcassonne-board',
			'src' => $picture['src'],
			'width' => (string)$picture['width'],
			'height' => (string)$picture['height'],
			'alt' => $this->msg( 'carcassonnemaps-picture-alt', [ $this->msg( "carcassonnemaps-example-{$embed->example}" ) ] ),
			'decoding' => 'async',
		] );
	}

	/** The seats the tag or its record names, each computer player marked as one. */
	private function seats( Embed $embed ): string {
		if ( $embed->players === [] ) {
			return '';
		}
		$items = '';
		foreach ( $embed->players as $i => $name ) {
			$computer = $embed->computer[$i] ?? false;
			$items .= Html::element( 'li', [ 'class' => $computer ? 'ext-carcassonne-seat ext-carcassonne-seat-computer' : 'ext-carcassonne-seat' ],
				$computer ? $this->msg( 'carcassonnemaps-seat-computer', [ $name ] ) : $name );
		}
		return Html::rawElement( 'ul', [ 'class' => 'ext-carcassonne-seats', 'aria-label' => $this->msg( 'carcassonnemaps-seats' ) ], $items );
	}

	/**
	 * @param Embed $embed
	 * @param string $id the id of its placeholder
	 * @return array the frame's entry for FrameList: `id`, `fragment` (always starting with
	 *   `embed`), `title` (plain text), `fixed` (the editor fixed the height) and, for a record,
	 *   `lines` (the tag's line of each record line: the edit preview's check names it)
	 */
	public function frame( Embed $embed, string $id ): array {
		$frame = [
			'id' => $id,
			'fragment' => $embed->frameFragment(),
			'title' => $this->msg( 'carcassonnemaps-frame-title', [ $this->heading( $embed ) ] ),
			'fixed' => $embed->size->isFixed(),
		];
		if ( $embed->hasRecord ) {
			$frame['lines'] = $embed->recordLines;
		}
		return $frame;
	}

	/** "Rule example · Map: Taiwan", "Game · Map: Iberian Peninsula · with map chips". */
	private function heading( Embed $embed ): string {
		$kind = $embed->example !== null ? 'example' : ( $embed->hasRecord ? 'record' : ( $embed->mode === 'demo' ? 'demo' : 'play' ) );
		$parts = [ $this->msg( "carcassonnemaps-kind-$kind" ), $this->msg( "carcassonnemaps-map-{$embed->map}" ) ];
		if ( $embed->chips === true ) {
			$parts[] = $this->msg( 'carcassonnemaps-chips' );
		}
		return implode( ' · ', $parts );
	}

	/** What the frame shows: the example's message or the mode's description (the seats are listed apart). */
	private function what( Embed $embed ): string {
		if ( $embed->example !== null ) {
			return $this->msg( "carcassonnemaps-example-{$embed->example}" );
		}
		if ( $embed->hasRecord ) {
			return $this->msg( $embed->mode === 'example' ? 'carcassonnemaps-what-record-replay' : 'carcassonnemaps-what-record' );
		}
		if ( $embed->mode === 'demo' ) {
			return $this->msg( 'carcassonnemaps-what-demo' );
		}
		return $this->msg( 'carcassonnemaps-what-play' );
	}

	/** A Problem's text, its Problem parameters rendered first. */
	private function text( Problem $problem ): string {
		$params = array_map( function ( $param ) {
			return $param instanceof Problem ? $this->text( $param ) : $param;
		}, $problem->params );
		return $this->msg( $problem->key, $params );
	}

	private function msg( string $key, array $params = [] ): string {
		return ( $this->message )( $key, $params );
	}
}
