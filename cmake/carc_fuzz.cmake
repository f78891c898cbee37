# libFuzzer targets (CARC_FUZZ=ON, clang only; tools/build fuzz): every tests/fuzz/*_fuzz.cpp
# becomes carc_fuzz_<name>. The whole build then carries -fsanitize=fuzzer-no-link,address,undefined
# (set in CMakeLists.txt) and the targets link libFuzzer's main.
file(GLOB carc_fuzz_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/*_fuzz.cpp)
foreach(source IN LISTS carc_fuzz_sources)
  get_filename_component(name ${source} NAME_WE)
  string(REGEX REPLACE "_fuzz$" "" name ${name})
  add_executable(carc_fuzz_${name} ${source})
  target_link_libraries(carc_fuzz_${name} PRIVATE carc_data)
  target_compile_definitions(carc_fuzz_${name} PRIVATE CARC_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
  target_link_options(carc_fuzz_${name} PRIVATE -fsanitize=fuzzer)
  carc_warnings(carc_fuzz_${name})
endforeach()
