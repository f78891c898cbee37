// The comment lines of a game record that speak to a reader: `#> …` (a scenario's expected result
// written as a sentence) and `# say …` (a caption), each kept with the move it follows.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace carc {

struct RecordNote {
  int step = 0;       // move lines before the note: 0 = before the first move
  bool say = false;   // `# say` (a caption) rather than `#>` (an expected result)
  std::string lang;   // `# say:cs …` -> "cs"; empty: every language
  std::string text;   // the words after the marker, trimmed
};

// The notes of `text`, in order. Move lines are counted as the record reader counts them (every
// non-empty line after the header, `end` included), so step N is the position after N lines of
// record_lines(). Other comments are ignored; a malformed record still yields its notes.
std::vector<RecordNote> record_notes(std::string_view text);

}  // namespace carc
