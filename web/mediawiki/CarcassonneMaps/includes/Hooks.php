<?php
/**
 * Registers the <carcassonne> parser tag and renders it (README.md of this extension).
 */

namespace MediaWiki\Extension\CarcassonneMaps;

use Config;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;
use PPFrame;

class Hooks implements ParserFirstCallInitHook {
	/** @var GameUrl */
	private $gameUrl;

	/**
	 * @param Config $config the main config ($wgCarcassonneMapsUrl)
	 */
	public function __construct( Config $config ) {
		$this->gameUrl = new GameUrl( $config->get( 'CarcassonneMapsUrl' ) );
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
		$output = $parser->getOutput();
		$output->addModuleStyles( [ 'ext.carcassonneMaps.styles' ] );
		$problem = $this->gameUrl->problem();
		if ( $problem !== null ) {
			return $html->error( $problem );
		}
		$embed = TagParser::parse( $args, $input, $language->getCode() );
		if ( $embed instanceof Problem ) {
			return $html->error( $embed );
		}
		$output->addModules( [ 'ext.carcassonneMaps' ] );
		return $html->placeholder( $embed, $this->gameUrl->url() );
	}
}
