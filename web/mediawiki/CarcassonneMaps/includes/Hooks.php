<?php
/**
 * Registers the <carcassonne> parser tag and renders it (README.md of this extension).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

use Config;
use MediaWiki\Hook\ParserFirstCallInitHook;
use MediaWiki\Logger\LoggerFactory;
use Parser;
use ParserOutput;
use PPFrame;

class Hooks implements ParserFirstCallInitHook {
	/** @var GameUrl */
	private $gameUrl;
	/** @var Pictures the examples' pictures the build drew into pictures/ */
	private $pictures;
	/** @var bool whether the wrong setting was logged in this request */
	private $logged = false;

	/**
	 * @param Config $config the main config ($wgCarcassonneMapsUrl, $wgServer, $wgExtensionAssetsPath)
	 */
	public function __construct( Config $config ) {
		$this->gameUrl = new GameUrl( $config->get( 'CarcassonneMapsUrl' ), $config->get( 'Server' ) );
		$this->pictures = Pictures::fromFolder( dirname( __DIR__ ) . '/pictures',
			$config->get( 'ExtensionAssetsPath' ) . '/CarcassonneMaps/pictures/' );
	}

	/**
	 * @param Parser $parser
	 */
	public function onParserFirstCallInit( $parser ) {
		$parser->setHook( 'carcassonne', [ $this, 'renderTag' ] );
	}

	/**
	 * @param string|null $input the tag's content
	 * @param array $args its attributes
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML: the placeholder or an error box in the page's language
	 */
	public function renderTag( $input, array $args, Parser $parser, PPFrame $frame ): string {
		$language = $parser->getTargetLanguage();
		$html = new EmbedHtml( static function ( string $key, array $params ) use ( $language ): string {
			return wfMessage( $key, $params )->inLanguage( $language )->text();
		} );
		return $this->render( $input, $args, $language->getCode(), $parser->getOutput(), $html );
	}

	/**
	 * One tag into `$output`'s page: its placeholder, listed with its frame in the page's
	 * configuration (FrameList), or an error box.
	 *
	 * @param string|null $input the tag's content
	 * @param array $args its attributes
	 * @param string $languageCode the page's language
	 * @param ParserOutput $output the page's parser output
	 * @param EmbedHtml $html
	 * @return string HTML
	 */
	public function render( ?string $input, array $args, string $languageCode, ParserOutput $output, EmbedHtml $html ): string {
		$output->addModuleStyles( [ 'ext.carcassonneMaps.styles' ] );
		$problem = $this->gameUrl->problem();
		if ( $problem !== null ) {
			$this->logWrongSetting( $problem );
			return $html->error( $problem );
		}
		$embed = TagParser::parse( $args, $input, $languageCode );
		if ( is_array( $embed ) ) {
			return $html->errors( $embed );
		}
		$output->addModules( [ 'ext.carcassonneMaps' ] );
		// Only tags rendered here become frames: the page's configuration lists them by an id
		// made for this render, which the placeholder carries instead of the fragment.
		$id = FrameList::newId();
		FrameList::add( $output, $html->frame( $embed, $id ) );
		$picture = $embed->example !== null ? $this->pictures->forExample( $embed->example, $embed->lang ) : null;
		return $html->placeholder( $embed, $this->gameUrl->url(), $id, $picture );
	}

	/**
	 * Once a request, the wrong setting in the wiki's log (channel CarcassonneMaps), in English.
	 *
	 * @param Problem $problem
	 */
	private function logWrongSetting( Problem $problem ): void {
		if ( $this->logged ) {
			return;
		}
		$this->logged = true;
		$why = $problem->params[0] instanceof Problem ? $problem->params[0]->key : $problem->key;
		LoggerFactory::getInstance( 'CarcassonneMaps' )->error(
			'$wgCarcassonneMapsUrl is wrong ({why}): every <carcassonne> tag shows an error box', [ 'why' => $why ] );
	}
}
