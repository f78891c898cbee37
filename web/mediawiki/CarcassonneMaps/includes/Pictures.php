<?php
/**
 * The placeholders' pictures of the rule examples: drawn by the game's build
 * (tools/example-pictures.mjs of the game) into this extension's pictures/ folder with a
 * manifest.json naming each example's picture per language and the SHA-256 of the record it shows.
 * The wiki serves them with the extension ($wgExtensionAssetsPath), so a placeholder asks nothing of
 * the game's server. Without the folder (an extension copied from the sources, not built), every
 * placeholder keeps the drawn board of the stylesheet.
 */

namespace MediaWiki\Extension\CarcassonneMaps;

class Pictures {
	/** The only file names a picture may have: the example, the language, a hash of its record. */
	private const FILE = '/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:cs|en)\.[0-9a-f]{12}\.webp$/D';

	/** @var array<string,array> example name => its manifest entry */
	private $examples;
	/** @var string the folder's address, ending in '/' */
	private $baseUrl;
	/** @var int[] the pictures' width and height in CSS pixels */
	private $size;

	/**
	 * @param array $manifest manifest.json read: `width`, `height`, `examples` (name => `record`,
	 *   `pictures` (language => file name))
	 * @param string $baseUrl the pictures folder's address, e.g. "/w/extensions/CarcassonneMaps/pictures/"
	 */
	public function __construct( array $manifest, string $baseUrl ) {
		$this->examples = is_array( $manifest['examples'] ?? null ) ? $manifest['examples'] : [];
		$this->baseUrl = rtrim( $baseUrl, '/' ) . '/';
		$this->size = [ (int)( $manifest['width'] ?? 0 ), (int)( $manifest['height'] ?? 0 ) ];
	}

	/**
	 * @param string $folder the pictures folder (the extension's pictures/)
	 * @param string $baseUrl its address
	 * @return self the folder's manifest; no pictures when it is missing or not JSON
	 */
	public static function fromFolder( string $folder, string $baseUrl ): self {
		$file = "$folder/manifest.json";
		$json = is_readable( $file ) ? json_decode( (string)file_get_contents( $file ), true ) : null;
		return new self( is_array( $json ) ? $json : [], $baseUrl );
	}

	/**
	 * @param string $example a rule example's name (Examples)
	 * @param string $lang 'cs' or 'en': the frame's language (the board's place names are in it)
	 * @return array|null `src`, `width`, `height` of its picture, or null when the build made none
	 */
	public function forExample( string $example, string $lang ): ?array {
		$file = $this->examples[$example]['pictures'][$lang] ?? null;
		if ( !is_string( $file ) || !preg_match( self::FILE, $file ) || $this->size[0] <= 0 || $this->size[1] <= 0 ) {
			return null;
		}
		return [ 'src' => $this->baseUrl . $file, 'width' => $this->size[0], 'height' => $this->size[1] ];
	}

	/**
	 * @param string $example
	 * @return string|null the SHA-256 of the record the example's pictures were drawn from
	 */
	public function recordHash( string $example ): ?string {
		$hash = $this->examples[$example]['record'] ?? null;
		return is_string( $hash ) ? $hash : null;
	}
}
