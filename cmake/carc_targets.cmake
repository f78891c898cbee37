# Helpers for the project's own targets: layer libraries from globs, warnings, doctest, test globbing,
# and the build-time check that keeps src/engine free of SDL, ImGui, GL and emscripten headers.

# -Wall -Wextra for our code only (third-party code is compiled elsewhere, without them).
function(carc_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra)
endfunction()

# carc_add_layer_library(<name> <src subdir> [deps...]): a static library of src/<subdir>/**/*.cpp (its rooms too), or an
# interface library while the folder has no .cpp yet. Include root is src/ ("engine/game/game.h").
function(carc_add_layer_library name subdir)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/${subdir}/*.cpp)
  if(sources)
    add_library(${name} STATIC ${sources})
    set(scope PUBLIC)
    carc_warnings(${name})
  else()
    add_library(${name} INTERFACE)
    set(scope INTERFACE)
  endif()
  target_include_directories(${name} ${scope} ${CMAKE_SOURCE_DIR}/src)
  target_compile_features(${name} ${scope} cxx_std_20)
  if(ARGN)
    target_link_libraries(${name} ${scope} ${ARGN})
  endif()
endfunction()

# Fails the build when src/engine or src/ai includes a platform header (see
# cmake/check_engine_purity.cmake).
function(carc_add_engine_purity_check)
  file(GLOB_RECURSE engine_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/engine/* ${CMAKE_SOURCE_DIR}/src/ai/*)
  set(stamp ${CMAKE_BINARY_DIR}/engine_purity.stamp)
  add_custom_command(OUTPUT ${stamp}
    COMMAND ${CMAKE_COMMAND} -DDIR=${CMAKE_SOURCE_DIR}/src/engine
            -P ${CMAKE_SOURCE_DIR}/cmake/check_engine_purity.cmake
    COMMAND ${CMAKE_COMMAND} -DDIR=${CMAKE_SOURCE_DIR}/src/ai
            -P ${CMAKE_SOURCE_DIR}/cmake/check_engine_purity.cmake
    COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
    DEPENDS ${engine_files} ${CMAKE_SOURCE_DIR}/cmake/check_engine_purity.cmake
    COMMENT "Checking that src/engine and src/ai use the standard library only")
  add_custom_target(carc_engine_purity ALL DEPENDS ${stamp})
  add_dependencies(carc_engine carc_engine_purity)
endfunction()

# Every tests/**/*_test.cpp, skipping tests/browser (node_modules lives there).
function(carc_glob_tests out)
  # Watching tests/* notices a new test folder; each folder is then searched recursively.
  file(GLOB children CONFIGURE_DEPENDS LIST_DIRECTORIES true ${CMAKE_SOURCE_DIR}/tests/*)
  set(result "")
  foreach(child IN LISTS children)
    if(IS_DIRECTORY ${child} AND NOT child MATCHES "/tests/browser$")
      file(GLOB_RECURSE found CONFIGURE_DEPENDS ${child}/*_test.cpp)
      list(APPEND result ${found})
    endif()
  endforeach()
  set(${out} ${result} PARENT_SCOPE)
endfunction()

# doctest is header-only (Debian's doctest-dev). Copy just its header into the build tree: adding
# /usr/include to a wasm compile would mix in host glibc headers. Include it as <doctest/doctest.h>.
function(carc_use_doctest target)
  set(header /usr/include/doctest/doctest.h)
  if(NOT EXISTS ${header})
    message(FATAL_ERROR "${header} is missing: run tools/setup (installs doctest-dev)")
  endif()
  set(dir ${CMAKE_BINARY_DIR}/third_party/include)
  configure_file(${header} ${dir}/doctest/doctest.h COPYONLY)
  target_include_directories(${target} SYSTEM PRIVATE ${dir})
endfunction()
