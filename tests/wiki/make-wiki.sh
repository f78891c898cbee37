#!/usr/bin/env bash
# A throwaway wiki for the CarcassonneMaps tests, all under build/wiki: MediaWiki 1.39 unpacked
# from Debian's packages (downloaded by tools/setup into the third-party cache), a fresh SQLite
# wiki in Czech with the extension loaded from this checkout (with the examples' pictures that
# tools/example-pictures.mjs drew into it), and the test pages of tests/wiki/pages.
# Usage: tests/wiki/make-wiki.sh WIKI_PORT GAME_URL   (then serve it with `php -S`, see wiki.test.mjs)
#        tests/wiki/make-wiki.sh unpack               (only MediaWiki's code, for the PHPUnit tests)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../tools/common.sh"
usage="usage: make-wiki.sh WIKI_PORT GAME_URL | make-wiki.sh unpack"
port=${1:?$usage}
root=$repo/build/wiki
mw=$root/mw/usr/share/mediawiki
site=$root/site

# MediaWiki's code, unpacked again only when the cached packages change.
debs=("$cache"/mediawiki/*.deb)
[[ -f ${debs[0]} ]] || { echo "make-wiki: no MediaWiki packages in $cache/mediawiki: run tools/setup" >&2; exit 1; }
stamp=$(ls -l "${debs[@]}" | md5sum | cut -d' ' -f1)
if [[ ! -f $root/mw/.complete || $(cat "$root/mw/.complete") != "$stamp" ]]; then
  rm -rf "$root/mw" && mkdir -p "$root/mw"
  for deb in "${debs[@]}"; do dpkg-deb -x "$deb" "$root/mw"; done
  echo "$stamp" > "$root/mw/.complete"
fi
[[ $port == unpack ]] && exit 0
game_url=${2:?$usage}

# The extension where an administrator puts it, extensions/CarcassonneMaps (Debian's `extensions`
# is a link into /var/lib): `php -S` serves its files, the examples' pictures among them, at
# $wgExtensionAssetsPath (/extensions) as a real wiki's web server does.
[[ -L $mw/extensions ]] && rm "$mw/extensions"
mkdir -p "$mw/extensions"
ln -sfn "$repo/web/mediawiki/CarcassonneMaps" "$mw/extensions/CarcassonneMaps"

rm -rf "$site" && mkdir -p "$site/data" "$site/cache" "$site/images"
export MW_CONFIG_FILE=$site/LocalSettings.php
php "$mw/maintenance/install.php" --dbtype=sqlite --dbpath="$site/data" --server="http://127.0.0.1:$port" \
  --scriptpath= --lang=cs --pass="carcassonne-wiki-test-$RANDOM$RANDOM" --confpath="$site" --skins=Vector,MinervaNeue \
  "Carcassonne Wiki" Admin > "$site/install.log"
cat >> "$site/LocalSettings.php" <<PHP

# The CarcassonneMaps tests (tests/wiki/make-wiki.sh)
\$wgCacheDirectory = '$site/cache';
\$wgUploadDirectory = '$site/images';
\$wgParserCacheType = CACHE_NONE;
\$wgLogos = [ '1x' => "\$wgResourceBasePath/resources/assets/mediawiki.png" ];
\$wgVectorResponsive = true;
\$wgCarcassonneMapsUrl = '$game_url';
wfLoadExtension( 'CarcassonneMaps', '$repo/web/mediawiki/CarcassonneMaps/extension.json' );
PHP

# The test pages: "Title|file" in tests/wiki/pages.
long_record=$(printf '# a comment line of the record%.0s\\n' {1..600})
while IFS='|' read -r title file; do
  [[ -z $title || $title == \#* ]] && continue
  awk -v long="$long_record" '{ sub(/@@LONG_RECORD@@/, long); print }' "$repo/tests/wiki/pages/$file" \
    | php "$mw/maintenance/edit.php" --user Admin --summary test "$title" > /dev/null
done < "$repo/tests/wiki/pages/index.txt"
