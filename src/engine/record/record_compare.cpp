// Records compared move by move (record_compare.h): both are replayed by the engine and compared
// as it writes them back, so spacing, comments and line ends never count as a change.
#include "engine/record/record_compare.h"

#include <cstddef>
#include <vector>

#include "engine/base/text.h"
#include "engine/record/notation.h"
#include "engine/record/record_text.h"

namespace carc {
namespace {

// The lines of `text` before its line `number` (from 1), each with its line end.
std::string lines_before(std::string_view text, int number) {
  std::string out;
  const std::vector<std::string_view> lines = split_lines(text);
  for (int i = 0; i + 1 < number && i < static_cast<int>(lines.size()); ++i) out.append(lines[static_cast<std::size_t>(i)]).append("\n");
  return out;
}

// The game `text` describes as far as it plays; `bad` the line that does not play (trimmed,
// without its comment), "" when all do. False when not even its header reads.
bool load_as_far_as_it_plays(std::string_view text, const Library& library, Game& out, std::string& bad) {
  bad.clear();
  const Status whole = load_record(text, library, out);
  if (whole) return true;
  const int line = whole.error().line;
  if (line < 1 || !load_record(lines_before(text, line), library, out)) return false;
  bad = std::string(strip_comment(split_lines(text)[static_cast<std::size_t>(line - 1)]));
  return true;
}

}  // namespace

Status compare_records(std::string_view kept, std::string_view other, const Library& library, RecordComparison& out) {
  Game ours;
  if (Status s = load_record(kept, library, ours); !s) return s;
  RecordComparison result;
  const std::vector<std::string> our_lines = record_lines(ours);
  result.kept_moves = static_cast<int>(our_lines.size());
  Game theirs;
  std::string bad;
  if (!load_as_far_as_it_plays(other, library, theirs, bad) || record::write_header(theirs) != record::write_header(ours)) {
    out = std::move(result);
    return {};
  }
  result.same_game = true;
  const std::vector<std::string> their_lines = record_lines(theirs);
  result.other_moves = static_cast<int>(their_lines.size());
  std::size_t at = 0;
  while (at < our_lines.size() && at < their_lines.size() && our_lines[at] == their_lines[at]) ++at;
  const bool differs = at < our_lines.size() && (at < their_lines.size() || !bad.empty());
  if (differs) {
    result.move = static_cast<int>(at) + 1;
    result.line = static_cast<int>(split_lines(record::write_header(ours)).size()) + result.move;
    result.kept = our_lines[at];
    result.other = at < their_lines.size() ? their_lines[at] : bad;
  }
  out = std::move(result);
  return {};
}

}  // namespace carc
