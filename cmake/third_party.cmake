# Third-party code for the app: ImGui compiled from the cached Debian source package, SDL2 from
# Debian's libsdl2-dev (native) or the cached wasm build (web), and the GL ES 3 library (native).
file(STRINGS ${CMAKE_SOURCE_DIR}/tools/third-party.env versions REGEX "^[A-Z0-9_]+=")
foreach(entry IN LISTS versions)
  string(REGEX REPLACE "=.*" "" key "${entry}")
  string(REGEX REPLACE "^[^=]*=" "" value "${entry}")
  set(${key} ${value})
endforeach()

set(IMGUI_DIR ${CARC_CACHE_DIR}/imgui-${IMGUI_VERSION})
if(NOT EXISTS ${IMGUI_DIR}/imgui.cpp)
  message(FATAL_ERROR "ImGui ${IMGUI_VERSION} sources not found in ${IMGUI_DIR}: run tools/setup")
endif()

if(EMSCRIPTEN)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} --version OUTPUT_VARIABLE em_version_text)
  string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" em_version "${em_version_text}")
  set(SDL2_DIR ${CARC_CACHE_DIR}/sdl2-${SDL2_VERSION}/wasm-emscripten-${em_version}/lib/cmake/SDL2
      CACHE PATH "SDL2 wasm build from tools/setup" FORCE)
  if(NOT EXISTS ${SDL2_DIR}/SDL2Config.cmake)
    message(FATAL_ERROR "SDL2 ${SDL2_VERSION} wasm build not found in ${SDL2_DIR}: run tools/setup")
  endif()
  # NOTE: a plain find_package(SDL2) under emcmake maps to the downloading port; pin the path.
  find_package(SDL2 ${SDL2_VERSION} EXACT REQUIRED CONFIG PATHS ${SDL2_DIR} NO_DEFAULT_PATH
               NO_CMAKE_FIND_ROOT_PATH)
  add_library(carc_gles INTERFACE)
  target_link_options(carc_gles INTERFACE -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2)
else()
  find_package(SDL2 REQUIRED CONFIG)
  find_library(CARC_GLESV2_LIBRARY GLESv2 REQUIRED)
  add_library(carc_gles INTERFACE)
  target_link_libraries(carc_gles INTERFACE ${CARC_GLESV2_LIBRARY})
endif()

# Page weight: ImGui's atlas Build() adds ImGui's own font (ProggyClean, 12 KB of data, 9 KB gzip in
# carc.wasm) when no font was added, so that font is in every binary. The app always adds its own
# (src/app/platform/ui_font.cpp): imgui_draw.cpp is compiled from a copy in the build folder without
# that call (the Debian sources in the cache stay as they are).
file(READ ${IMGUI_DIR}/imgui_draw.cpp imgui_draw_text)
set(imgui_default_font_call "    if (ConfigData.Size == 0)\n        AddFontDefault();\n")
string(FIND "${imgui_draw_text}" "${imgui_default_font_call}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "ImGui ${IMGUI_VERSION}: imgui_draw.cpp no longer adds its font in Build(); check cmake/third_party.cmake")
endif()
string(REPLACE "${imgui_default_font_call}" "    IM_ASSERT(ConfigData.Size > 0 && \"carc: the app adds its font first\");\n"
       imgui_draw_text "${imgui_draw_text}")
set(imgui_draw ${CMAKE_BINARY_DIR}/generated/imgui/imgui_draw.cpp)
set(written "")
if(EXISTS ${imgui_draw})
  file(READ ${imgui_draw} written)
endif()
if(NOT written STREQUAL imgui_draw_text)  # rewritten only when changed: no rebuild at each configure
  file(WRITE ${imgui_draw} "${imgui_draw_text}")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${IMGUI_DIR}/imgui_draw.cpp)
add_library(imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${imgui_draw} ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp
  ${IMGUI_DIR}/backends/imgui_impl_sdl.cpp)  # the GL side is the game's own (src/render/ui_renderer.h)
target_include_directories(imgui SYSTEM PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends)
# WebGL2 is GL ES 3.0; the desktop build asks SDL for a GL ES 3.0 context too, so one GL path.
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
# ImGui's test-engine hooks report every item's rectangle and label; the app implements them in
# src/app/platform/widget_registry.cpp (window.carcassonne.widgets() for the browser tests). PUBLIC: the
# app must see the same ImGui struct layout.
target_compile_definitions(imgui PUBLIC IMGUI_ENABLE_TEST_ENGINE)
target_compile_options(imgui PRIVATE -w)
target_link_libraries(imgui PUBLIC SDL2::SDL2 carc_gles)
