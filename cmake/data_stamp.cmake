# Script mode: the stamp of carc.data, a hash of every file packed into it, written twice: <OUT> (a
# text packed into carc.data as its last file, /data-stamp) and <JS> (carc.js's --pre-js: sets
# Module.carcDataStamp). web/loader.js checks that the data it fetched ends with the stamp the page's
# carc.js was built with, so a carc.data of another build (an old service worker's, a cache's) is
# told apart even at the same size. Usage: cmake -DOUT=… -DJS=… "-DFILES=a|b|…" -P data_stamp.cmake
string(REPLACE "|" ";" files "${FILES}")
set(hashes "")
foreach(name IN LISTS files)
  file(SHA256 ${name} hash)
  string(APPEND hashes "${hash};")
endforeach()
string(SHA256 stamp "${hashes}")
string(SUBSTRING ${stamp} 0 32 stamp)
file(WRITE ${OUT} "carc-data-stamp:${stamp}")
file(WRITE ${JS} "Module['carcDataStamp'] = 'carc-data-stamp:${stamp}';\n")
