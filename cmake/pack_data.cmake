# Script mode: writes <OUT>, the copy of a data file <IN> (assets/tiles/*.tn1, assets/maps/*.map,
# *.coast) that carc.data holds: its whole-line comments become empty lines (every other line keeps
# its number, so the loaders' errors name the same line) and nothing else changes. The formats' own
# comments (assets/tiles/README.md, assets/maps/README.md) run from `#` to the end of a line.
# Usage: cmake -DIN=assets/maps/taiwan.map -DOUT=<build>/generated/data/taiwan.map -P …
file(READ ${IN} text)
# A leading newline lets one pattern find the first line too; it is taken off again below.
string(REGEX REPLACE "\n[ \t]*#[^\n]*" "\n" text "\n${text}")
string(SUBSTRING "${text}" 1 -1 text)
file(WRITE ${OUT} "${text}")
