# The UI font: Noto Sans (Debian's fonts-noto-core, installed by tools/setup) cut down by pyftsubset
# (Debian fonttools) to the letters the catalogues use plus the scripts of player names (Latin with
# its extensions, Greek, Cyrillic; the same ranges as src/app/platform/font_ranges.h), no hinting. Produces ${CARC_FONT_FILE} in the build tree; the page packs it as /fonts.
set(CARC_FONT_SOURCE /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf CACHE FILEPATH "The UI font before subsetting")
find_program(CARC_PYFTSUBSET pyftsubset)
if(NOT EXISTS ${CARC_FONT_SOURCE} OR NOT CARC_PYFTSUBSET)
  message(FATAL_ERROR "${CARC_FONT_SOURCE} or pyftsubset is missing: run tools/setup (fonts-noto-core, fonttools)")
endif()
set(CARC_FONT_DIR ${CMAKE_BINARY_DIR}/fonts)
set(CARC_FONT_FILE ${CARC_FONT_DIR}/ui.ttf)
file(GLOB catalogues CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/i18n/*.lang)
list(TRANSFORM catalogues PREPEND "--text-file=" OUTPUT_VARIABLE text_files)
# Every letter of the catalogues, and the ranges player names may use (U+2190-2193: arrows).
set(unicodes "U+0020-007E,U+00A0-024F,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+2010-2027,U+2030-203A,U+2190-2193,U+2212")
add_custom_command(OUTPUT ${CARC_FONT_FILE}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CARC_FONT_DIR}
  COMMAND ${CARC_PYFTSUBSET} ${CARC_FONT_SOURCE} --output-file=${CARC_FONT_FILE}
          ${text_files} --unicodes=${unicodes}
          --layout-features=kern --no-hinting --desubroutinize --name-IDs=1,2 --drop-tables+=GSUB,GPOS,GDEF
  DEPENDS ${CARC_FONT_SOURCE} ${catalogues} ${CMAKE_SOURCE_DIR}/cmake/font.cmake
  COMMENT "Subsetting the UI font into fonts/ui.ttf" VERBATIM)
add_custom_target(carc_font DEPENDS ${CARC_FONT_FILE})
