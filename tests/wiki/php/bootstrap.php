<?php
/**
 * PHPUnit bootstrap for the CarcassonneMaps extension's tests: MediaWiki's class loader (the
 * unpacked Debian package, MW_INSTALL_PATH) without a wiki, plus the extension's namespace.
 */

$mw = getenv( 'MW_INSTALL_PATH' );
if ( !$mw || !is_file( "$mw/includes/AutoLoader.php" ) ) {
	fwrite( STDERR, "MW_INSTALL_PATH must name an unpacked MediaWiki 1.39 (tests/run does it)\n" );
	exit( 2 );
}
define( 'MEDIAWIKI', true );
$IP = $mw;
require_once "$mw/vendor/autoload.php";
require_once "$mw/includes/AutoLoader.php";
require_once "$mw/includes/Defines.php";
AutoLoader::registerNamespaces( [
	'MediaWiki\\Extension\\CarcassonneMaps\\' => dirname( __DIR__, 3 ) . '/web/mediawiki/CarcassonneMaps/includes/',
] );
