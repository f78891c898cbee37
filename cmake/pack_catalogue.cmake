# Script mode: writes <OUT>, the copy of the catalogue <IN> (assets/i18n/*.lang) that carc.data holds:
# its comment lines and its web.* entries (the page shell's words, in words.js: cmake/shell_words.cmake)
# become empty lines, so every other line keeps its number for the errors that name one.
# Usage: cmake -DIN=assets/i18n/cs.lang -DOUT=<build>/generated/i18n/cs.lang.packed -P …
file(READ ${IN} text)
# A leading newline lets one pattern find the first line too; it is taken off again below.
string(REGEX REPLACE "\n[ \t]*(#|web\\.)[^\n]*" "\n" text "\n${text}")
string(SUBSTRING "${text}" 1 -1 text)
file(WRITE ${OUT} "${text}")
