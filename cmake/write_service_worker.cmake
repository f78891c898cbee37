# Script mode: writes PAGE/sw.js from SOURCE (web/sw.js): @CARC_PAGE_FILES@ becomes the list of
# FILES the worker caches and @CARC_PAGE_VERSION@ a hash of them, so every build that changes one
# gets a new cache.
# Usage: cmake -DSOURCE=web/sw.js -DPAGE=<build>/page "-DFILES=index.html;carc.js;…" -P write_service_worker.cmake
set(files ${FILES})
set(hashes "")
set(CARC_PAGE_FILES "'./'")
foreach(file IN LISTS files)
  if(NOT EXISTS ${PAGE}/${file})
    message(FATAL_ERROR "write_service_worker: ${PAGE}/${file} is missing (the worker caches it)")
  endif()
  file(SHA256 ${PAGE}/${file} hash)
  string(APPEND hashes "${file}:${hash}\n")
  string(APPEND CARC_PAGE_FILES ", '${file}'")
endforeach()
string(SHA256 version "${hashes}")
string(SUBSTRING ${version} 0 16 CARC_PAGE_VERSION)
configure_file(${SOURCE} ${PAGE}/sw.js @ONLY)
