# The UI font: Noto Sans (Debian's fonts-noto-core, installed by tools/setup) cut down by pyftsubset
# (Debian fonttools) into two files, no hinting (the same ranges as src/app/platform/font_ranges.h):
# ${CARC_FONT_FILE}, the letters the catalogues use (Latin up to Extended-A, punctuation, arrows),
# packed into the page's data for the first frame; and ${CARC_NAMES_FONT_FILE}, the rest of the
# scripts of player names (Latin Extended-B and Additional, combining marks, Greek, Cyrillic), which
# the page fetches only when a name needs one of its letters (38 KB gzip a first frame does without).
set(CARC_FONT_SOURCE /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf CACHE FILEPATH "The UI font before subsetting")
find_program(CARC_PYFTSUBSET pyftsubset)
if(NOT EXISTS ${CARC_FONT_SOURCE} OR NOT CARC_PYFTSUBSET)
  message(FATAL_ERROR "${CARC_FONT_SOURCE} or pyftsubset is missing: run tools/setup (fonts-noto-core, fonttools)")
endif()
set(CARC_FONT_DIR ${CMAKE_BINARY_DIR}/fonts)
set(CARC_FONT_FILE ${CARC_FONT_DIR}/ui.ttf)
set(CARC_NAMES_FONT_FILE ${CARC_FONT_DIR}/ui-names.ttf)
file(GLOB catalogues CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/i18n/*.lang ${CMAKE_SOURCE_DIR}/assets/i18n/*/*.lang)
list(TRANSFORM catalogues PREPEND "--text-file=" OUTPUT_VARIABLE text_files)
# The first file: every letter of the catalogues and these (U+2190-2193: arrows).
set(start_unicodes "U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+2190-2193,U+2212")
# The names' file: the other letters player names may use.
set(names_unicodes "U+0180-024F,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF")
set(subset_options --layout-features=kern --no-hinting --desubroutinize --name-IDs=1,2 --drop-tables+=GSUB,GPOS,GDEF)
add_custom_command(OUTPUT ${CARC_FONT_FILE} ${CARC_NAMES_FONT_FILE}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CARC_FONT_DIR}
  COMMAND ${CARC_PYFTSUBSET} ${CARC_FONT_SOURCE} --output-file=${CARC_FONT_FILE}
          ${text_files} --unicodes=${start_unicodes} ${subset_options}
  COMMAND ${CARC_PYFTSUBSET} ${CARC_FONT_SOURCE} --output-file=${CARC_NAMES_FONT_FILE}
          --unicodes=${names_unicodes} ${subset_options}
  DEPENDS ${CARC_FONT_SOURCE} ${catalogues} ${CMAKE_SOURCE_DIR}/cmake/font.cmake
  COMMENT "Subsetting the UI font into fonts/ui.ttf and fonts/ui-names.ttf" VERBATIM)
add_custom_target(carc_font DEPENDS ${CARC_FONT_FILE} ${CARC_NAMES_FONT_FILE})
