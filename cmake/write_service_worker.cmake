# Script mode: writes PAGE/sw.js from SOURCE (web/sw.js) with @CARC_PAGE_VERSION@ replaced by a
# hash of the page files the worker caches, so every build that changes one gets a new cache.
# Usage: cmake -DSOURCE=web/sw.js -DPAGE=<build>/page -P write_service_worker.cmake
set(files index.html style.css loader.js examples.js offline.js carc.js carc.wasm carc.data)
set(hashes "")
foreach(file IN LISTS files)
  if(NOT EXISTS ${PAGE}/${file})
    message(FATAL_ERROR "write_service_worker: ${PAGE}/${file} is missing (the worker caches it)")
  endif()
  file(SHA256 ${PAGE}/${file} hash)
  string(APPEND hashes "${file}:${hash}\n")
endforeach()
string(SHA256 version "${hashes}")
string(SUBSTRING ${version} 0 16 CARC_PAGE_VERSION)
configure_file(${SOURCE} ${PAGE}/sw.js @ONLY)
