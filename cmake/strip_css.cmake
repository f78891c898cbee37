# Script mode: writes <OUT>, the page's copy of the style sheet <IN> (web/style.css) without its
# /* comments */, its line indentation and its empty lines: what a first visit need not download.
# NOTE: a "/*" inside a quoted CSS string would be taken for a comment; web/style.css has none.
# Usage: cmake -DIN=web/style.css -DOUT=<page>/style.css -P …
file(READ ${IN} text)
set(out "")
string(FIND "${text}" "/*" open)
while(NOT open EQUAL -1)
  string(SUBSTRING "${text}" 0 ${open} before)
  string(APPEND out "${before}")
  string(SUBSTRING "${text}" ${open} -1 text)
  string(FIND "${text}" "*/" close)
  if(close EQUAL -1)
    message(FATAL_ERROR "${IN}: a comment that never closes")
  endif()
  math(EXPR close "${close} + 2")
  string(SUBSTRING "${text}" ${close} -1 text)
  string(FIND "${text}" "/*" open)
endwhile()
string(APPEND out "${text}")
string(REGEX REPLACE "\n[ \t]+" "\n" out "${out}")
string(REGEX REPLACE "\n\n+" "\n" out "${out}")
string(REGEX REPLACE "^\n+" "" out "${out}")
file(WRITE ${OUT} "${out}")
