// Record notes: whole-line `#>` and `# say[:LANG]` comments with the number of move lines before them.
#include "engine/record_notes.h"

#include "engine/record_text.h"
#include "engine/text.h"

namespace carc {
namespace {

// Fills `note` from a comment line's text after '#'; false if it is not a note.
bool read_note(std::string_view comment, RecordNote& note) {
  if (!comment.empty() && comment.front() == '>') {
    note.text = std::string(trim(comment.substr(1)));
    return true;
  }
  comment = trim(comment);
  if (comment.substr(0, 3) != "say") return false;
  comment.remove_prefix(3);
  if (!comment.empty() && comment.front() == ':') {
    const std::size_t end = comment.find_first_of(" \t");
    note.lang = std::string(comment.substr(1, end == std::string_view::npos ? std::string_view::npos : end - 1));
    comment.remove_prefix(end == std::string_view::npos ? comment.size() : end);
  } else if (!comment.empty() && comment.front() != ' ' && comment.front() != '\t') {
    return false;  // `# sayings …`: an ordinary comment
  }
  note.say = true;
  note.text = std::string(trim(comment));
  return true;
}

}  // namespace

std::vector<RecordNote> record_notes(std::string_view text) {
  std::vector<RecordNote> notes;
  int moves = 0;
  for (const std::string_view line : split(text, '\n')) {
    if (!line.empty() && line.front() == '#') {
      RecordNote note;
      note.step = moves;
      if (read_note(line.substr(1), note)) notes.push_back(std::move(note));
      continue;
    }
    const auto words = split_words(strip_comment(line));
    if (!words.empty() && !record::is_header_word(words[0])) ++moves;
  }
  return notes;
}

}  // namespace carc
