# The game app: embedded shaders, the GL renderer (carc::gfx), the SDL2 + ImGui app (carc::app),
# and on the web the page folder (index.html, carc.js, carc.wasm, carc.data).
include(third_party)

file(GLOB CARC_SHADERS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/shaders/*.vert ${CMAKE_SOURCE_DIR}/shaders/*.frag)
set(shader_header ${CMAKE_BINARY_DIR}/generated/render/shader_source.h)
string(REPLACE ";" "|" shader_list "${CARC_SHADERS}")
add_custom_command(OUTPUT ${shader_header}
  COMMAND ${CMAKE_COMMAND} -DOUT=${shader_header} "-DSHADERS=${shader_list}"
          -P ${CMAKE_SOURCE_DIR}/cmake/embed_shaders.cmake
  DEPENDS ${CARC_SHADERS} ${CMAKE_SOURCE_DIR}/cmake/embed_shaders.cmake
  COMMENT "Embedding shaders/ into render/shader_source.h" VERBATIM)

add_library(carc_render STATIC
  src/render/shader.cpp src/render/board_background.cpp src/render/board_renderer.cpp src/render/tile_atlas.cpp
  src/render/ui_renderer.cpp
  ${shader_header})
target_include_directories(carc_render PUBLIC ${CMAKE_SOURCE_DIR}/src ${CMAKE_BINARY_DIR}/generated)
target_link_libraries(carc_render PUBLIC carc_view carc_engine carc_gles)
carc_warnings(carc_render)

include(font)

# src/app and its rooms (platform, play, board, ui, page, screen: tests/app/folder_rules_test.cpp).
file(GLOB_RECURSE CARC_APP_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/app/*.cpp)
add_executable(carc_app ${CARC_APP_SOURCES})
target_link_libraries(carc_app PRIVATE carc_render carc_data carc_util carc_ai carc_i18n imgui)
carc_warnings(carc_app)
add_dependencies(carc_app carc_font)
# Build time: the app's files compile in batches of 8 (a unity build: each file's compile was mostly
# parsing ImGui's and the game's headers), native carc_app from scratch 72 -> 28 s on two cores. So
# a name in one file's anonymous namespace must not also be defined in another file of src/app.
set_target_properties(carc_app PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
# Its registry's state holds types of the file's anonymous namespace: in a batch GCC would take the
# file for a header and warn (-Wsubobject-linkage).
set_source_files_properties(src/app/platform/widget_registry.cpp PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)

if(NOT EMSCRIPTEN)
  set_target_properties(carc_app PROPERTIES OUTPUT_NAME carc-app)
  target_compile_definitions(carc_app PRIVATE CARC_ASSET_ROOT="${CMAKE_SOURCE_DIR}/assets"
                             CARC_FONT_FILE="${CARC_FONT_FILE}" CARC_NAMES_FONT_FILE="${CARC_NAMES_FONT_FILE}")
  return()
endif()

# Web: carc.js + carc.wasm (+ carc.data) in <build>/page, next to the files from web/.
set(page_dir ${CMAKE_BINARY_DIR}/page)
set_target_properties(carc_app PROPERTIES OUTPUT_NAME carc RUNTIME_OUTPUT_DIRECTORY ${page_dir})
# The names' font (cmake/font.cmake) is a file of the page beside carc.data, fetched by its URL
# relative to the page when a name first needs it (src/app/platform/ui_font.cpp).
target_compile_definitions(carc_app PRIVATE CARC_ASSET_ROOT="/assets" CARC_FONT_FILE="/fonts/ui.ttf"
                           CARC_NAMES_FONT_FILE="ui-names.ttf")
target_link_options(carc_app PRIVATE "SHELL:--preload-file ${CARC_FONT_FILE}@/fonts/ui.ttf")
set_property(TARGET carc_app APPEND PROPERTY LINK_DEPENDS ${CARC_FONT_FILE})
# web/loader.js copies every text it hands to the engine to the heap (_malloc, stringToUTF8): ccall's
# own 'string' arguments go on the 5 MB stack, which a text of a megabyte overflows.
target_link_options(carc_app PRIVATE -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web
                    "-sEXPORTED_RUNTIME_METHODS=['ccall','lengthBytesUTF8','stringToUTF8']"
                    "-sEXPORTED_FUNCTIONS=['_main','_malloc','_free']")
# First frame: by default Emscripten enables every WebGL extension the browser offers when the
# context is created; each getExtension() is a synchronous round trip to the GPU process (20-70 ms
# each under SwiftShader, ~0.8 s in all). The app uses core WebGL2 only, so enable none.
target_link_options(carc_app PRIVATE -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
                    -sGL_SUPPORT_SIMPLE_ENABLE_EXTENSIONS=0)
# Page weight: link-time optimisation for every web target (CMAKE_*_FLAGS are read when the directory
# is generated, so this reaches the engine's libraries, carc_cli and carc_tests too): the page's wasm
# 442.5 -> 411.5 KB gzip; `carc-cli.js bench` (LTO too) took 1.03x the CPU time (median of 5 pairs,
# 0.98-1.07x, the same signature).
string(APPEND CMAKE_CXX_FLAGS " -flto")
string(APPEND CMAKE_C_FLAGS " -flto")
string(APPEND CMAKE_EXE_LINKER_FLAGS " -flto")
# Page weight: UI code at -Oz (245 -> 230 KB gzip measured at -Os; -Oz took 0.4 KB more off) and the
# final link at -Os; the engine stays -O2.
foreach(target imgui carc_view carc_render carc_i18n carc_app)
  target_compile_options(${target} PRIVATE -Oz)
endforeach()
target_link_options(carc_app PRIVATE -Os)
# emmalloc instead of dlmalloc: 7.6 KB less wasm, and `carc-cli.js bench` (linked the same way,
# CMakeLists.txt) ran as fast: whole-process CPU time 1.02x dlmalloc's (median of 5 pairs, noisy machine).
target_link_options(carc_app PRIVATE -sMALLOC=emmalloc)
# After the link's own binaryen pass, one more at -Oz (carc_wasm_oz, CMakeLists.txt): 2.6 KB gzip off
# the wasm; `carc-cli.js bench`, shrunk the same way, took 0.98x the CPU time (median of 5 pairs).
carc_wasm_oz(carc_app ${page_dir}/carc.wasm)
# In the page, the engine's rooms that read and write texts (records, set-ups, map files, catalogues,
# messages) and the asset loading run once per load or per line, never in a game's inner loop: -Os
# there too. The rooms a game and the computer players run in (table, expansions, game) stay -O2,
# so `carc bench` and the page's search speed are those of -O2.
if(EMSCRIPTEN)
  file(GLOB_RECURSE carc_text_rooms CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/engine/record/*.cpp
       ${CMAKE_SOURCE_DIR}/src/engine/setup/*.cpp ${CMAKE_SOURCE_DIR}/src/engine/base/*.cpp
       ${CMAKE_SOURCE_DIR}/src/data/*.cpp)
  set_source_files_properties(${carc_text_rooms} TARGET_DIRECTORY carc_engine carc_data
                              PROPERTIES COMPILE_OPTIONS -Os)
  # A map's square kinds are read in every placement check on a map: -O2.
  set_source_files_properties(${CMAKE_SOURCE_DIR}/src/engine/setup/map.cpp TARGET_DIRECTORY carc_engine
                              PROPERTIES COMPILE_OPTIONS "")
endif()
file(GLOB_RECURSE asset_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/*)
if(asset_files)
  # The data files only: the READMEs (format documentation) stay out of the page.
  target_link_options(carc_app PRIVATE "SHELL:--preload-file ${CMAKE_SOURCE_DIR}/assets@/assets"
                      "SHELL:--exclude-file *.md" "SHELL:--exclude-file *.lang" "SHELL:--exclude-file *.tn1"
                      "SHELL:--exclude-file *.map" "SHELL:--exclude-file *.coast")
  set_property(TARGET carc_app APPEND PROPERTY LINK_DEPENDS ${asset_files})
endif()
# Page weight: the catalogues go into carc.data without their comment lines and web.* entries (the
# shell's words.js has those), each line at its own number (cmake/pack_catalogue.cmake): carc.data
# 85.5 -> 77.3 KB gzip.
# pack_into_data(FILE DEST SCRIPT): FILE written by SCRIPT (script mode, -DIN -DOUT) into the build's
# generated/DEST.packed and preloaded as /assets/DEST; the .packed name keeps it clear of the
# --exclude-file above.
set(packed_files "")
function(pack_into_data file dest script)
  set(packed ${CMAKE_BINARY_DIR}/generated/${dest}.packed)
  add_custom_command(OUTPUT ${packed}
    COMMAND ${CMAKE_COMMAND} -DIN=${file} -DOUT=${packed} -P ${CMAKE_SOURCE_DIR}/cmake/${script}
    DEPENDS ${file} ${CMAKE_SOURCE_DIR}/cmake/${script} VERBATIM)
  set(packed_files ${packed_files} ${packed} PARENT_SCOPE)
  target_link_options(carc_app PRIVATE "SHELL:--preload-file ${packed}@/assets/${dest}")
endfunction()
# Each language's main file and its expansions' words (assets/i18n/<code>/*.lang), at their paths.
file(GLOB catalogues CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/i18n/*.lang ${CMAKE_SOURCE_DIR}/assets/i18n/*/*.lang)
foreach(catalogue IN LISTS catalogues)
  file(RELATIVE_PATH lang_path ${CMAKE_SOURCE_DIR}/assets ${catalogue})
  pack_into_data(${catalogue} ${lang_path} pack_catalogue.cmake)
endforeach()
# The tile sets, maps and coasts likewise without their whole-line comments (cmake/pack_data.cmake):
# a first visit 3 KB gzip less.
file(GLOB data_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/tiles/*.tn1 ${CMAKE_SOURCE_DIR}/assets/maps/*.map
     ${CMAKE_SOURCE_DIR}/assets/maps/*.coast)
foreach(data_file IN LISTS data_files)
  file(RELATIVE_PATH data_path ${CMAKE_SOURCE_DIR}/assets ${data_file})
  pack_into_data(${data_file} ${data_path} pack_data.cmake)
endforeach()
add_custom_target(carc_packed_data DEPENDS ${packed_files})
add_dependencies(carc_app carc_packed_data)
set_property(TARGET carc_app APPEND PROPERTY LINK_DEPENDS ${packed_files})
# The data's stamp (cmake/data_stamp.cmake): packed last into carc.data and given to carc.js.
set(stamp_text ${CMAKE_BINARY_DIR}/generated/data-stamp.txt)
set(stamp_js ${CMAKE_BINARY_DIR}/generated/data-stamp.js)
set(stamped "${CARC_FONT_FILE};${asset_files}")
list(FILTER stamped EXCLUDE REGEX "\\.md$")
string(REPLACE ";" "|" stamped "${stamped}")
add_custom_command(OUTPUT ${stamp_text} ${stamp_js}
  COMMAND ${CMAKE_COMMAND} -DOUT=${stamp_text} -DJS=${stamp_js} "-DFILES=${stamped}"
          -P ${CMAKE_SOURCE_DIR}/cmake/data_stamp.cmake
  DEPENDS ${asset_files} ${CARC_FONT_FILE} ${CMAKE_SOURCE_DIR}/cmake/data_stamp.cmake
  COMMENT "Stamping carc.data (data-stamp.txt, data-stamp.js)" VERBATIM)
add_custom_target(carc_data_stamp DEPENDS ${stamp_text} ${stamp_js})
add_dependencies(carc_app carc_data_stamp)
target_link_options(carc_app PRIVATE "SHELL:--preload-file ${stamp_text}@/data-stamp" "SHELL:--pre-js ${stamp_js}")
set_property(TARGET carc_app APPEND PROPERTY LINK_DEPENDS ${stamp_text} ${stamp_js})

# Page weight: Debian's Emscripten has no closure compiler, so carc.js leaves the link only
# whitespace-minified. terser (an npm devDependency of tests/browser, installed by tools/setup)
# compresses it and mangles its names after each link (50.0 -> 34.7 KB gzip). The whole script is
# enclosed in one function given window.Module (web/loader.js sets it first): its own names stay out
# of the page's globals, and every name the page reads goes through Module['...'], which survives.
find_program(CARC_TERSER terser HINTS ${CMAKE_SOURCE_DIR}/tests/browser/node_modules/.bin NO_DEFAULT_PATH)
if(NOT CARC_TERSER)
  message(FATAL_ERROR "terser is missing from tests/browser/node_modules: run tools/setup (npm ci)")
endif()
add_custom_command(TARGET carc_app POST_BUILD
  COMMAND ${CARC_TERSER} ${page_dir}/carc.js --compress --mangle --enclose Module:window.Module
          --output ${page_dir}/carc.js
  COMMENT "Minifying carc.js (terser)" VERBATIM)

# The page shell: every .html, .css and .js of web/ (server.mjs and serve are tools, not the page).
file(GLOB web_files RELATIVE ${CMAKE_SOURCE_DIR}/web CONFIGURE_DEPENDS
     ${CMAKE_SOURCE_DIR}/web/*.html ${CMAKE_SOURCE_DIR}/web/*.css ${CMAKE_SOURCE_DIR}/web/*.js)
list(REMOVE_ITEM web_files sw.js)  # written after the link, stamped with the page's hash (below)
set(page_outputs "")
# The scripts are minified by terser on the way (the shell's scripts 49 -> 25 KB gzip; a first visit
# downloads them all, the service worker caches them): those with `import`/`export` lines as modules
# (their own top-level names mangled too), the others as classic scripts (their globals kept).
foreach(file IN LISTS web_files)
  set(source ${CMAKE_SOURCE_DIR}/web/${file})
  if(file MATCHES "\\.js$")
    file(STRINGS ${source} module_lines REGEX "^(import|export) ")
    set(module_flag "")
    if(module_lines)
      set(module_flag --module)
    endif()
    set(make_file ${CARC_TERSER} ${source} --compress --mangle ${module_flag} --output ${page_dir}/${file})
  elseif(file MATCHES "\\.css$")  # without comments and indentation: 3.9 -> 2.5 KB gzip
    set(make_file ${CMAKE_COMMAND} -DIN=${source} -DOUT=${page_dir}/${file} -P ${CMAKE_SOURCE_DIR}/cmake/strip_css.cmake)
  else()
    set(make_file ${CMAKE_COMMAND} -E copy_if_different ${source} ${page_dir}/${file})
  endif()
  add_custom_command(OUTPUT ${page_dir}/${file} COMMAND ${make_file}
                     DEPENDS ${source} ${CMAKE_SOURCE_DIR}/cmake/strip_css.cmake VERBATIM)
  list(APPEND page_outputs ${page_dir}/${file})
endforeach()
# The page shell's words (web.* keys of the catalogues) as a small script the overlay can use before
# the wasm and carc.data arrive.
file(GLOB shell_catalogues CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/i18n/*.lang ${CMAKE_SOURCE_DIR}/assets/i18n/*/*.lang)
add_custom_command(OUTPUT ${page_dir}/words.js
  COMMAND ${CMAKE_COMMAND} -DOUT=${page_dir}/words.js -DI18N=${CMAKE_SOURCE_DIR}/assets/i18n "-DLANGS=en|cs"
          -P ${CMAKE_SOURCE_DIR}/cmake/shell_words.cmake
  DEPENDS ${shell_catalogues} ${CMAKE_SOURCE_DIR}/cmake/shell_words.cmake
  COMMENT "Writing the page shell's words (words.js) from the catalogues" VERBATIM)
list(APPEND page_outputs ${page_dir}/words.js)
# The names' scripts of the font, fetched only when a name needs them: not in the service worker's
# list (a first visit would download it), cached by it once fetched (web/sw.js).
add_custom_command(OUTPUT ${page_dir}/ui-names.ttf
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${CARC_NAMES_FONT_FILE} ${page_dir}/ui-names.ttf
  DEPENDS ${CARC_NAMES_FONT_FILE})
list(APPEND page_outputs ${page_dir}/ui-names.ttf)
# The service worker (offline play) caches every page file under a version hashed from them all;
# it is stamped after the web files are copied (every build) and again after each link.
set(sw_list ${web_files})
list(FILTER sw_list EXCLUDE REGEX "embed-example\\.html$")
string(REPLACE ";" "|" sw_files "${sw_list};words.js;carc.js;carc.wasm;carc.data")
set(stamp_sw ${CMAKE_COMMAND} -DSRC=${CMAKE_SOURCE_DIR}/web/sw.js -DPAGE=${page_dir} "-DFILES=${sw_files}"
    -P ${CMAKE_SOURCE_DIR}/cmake/stamp_service_worker.cmake)
add_custom_target(carc_page ALL COMMAND ${stamp_sw} DEPENDS ${page_outputs} VERBATIM)
add_dependencies(carc_app carc_page)
add_custom_command(TARGET carc_app POST_BUILD COMMAND ${stamp_sw} VERBATIM)
