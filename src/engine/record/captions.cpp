// Reads the caption comment lines of a record ("# say LANG: text", "#> sentence", "# mark X,Y SLOT").
#include "engine/record/captions.h"

#include "engine/record/record_text.h"
#include "engine/base/text.h"

namespace carc {
namespace {

// "# say cs: Červený …" -> lang "cs", text "Červený …"; false for any other line.
bool parse_say(std::string_view line, Caption& out) {
  constexpr std::string_view kSay = "# say ";
  if (line.substr(0, kSay.size()) != kSay) return false;
  const std::string_view rest = line.substr(kSay.size());
  const std::size_t colon = rest.find(':');
  if (colon == std::string_view::npos) return false;
  const std::string_view lang = trim(rest.substr(0, colon));
  if (lang.empty() || lang.find(' ') != std::string_view::npos) return false;
  out.lang = std::string(lang);
  out.text = std::string(trim(rest.substr(colon + 1)));
  return true;
}

bool is_move_line(std::string_view line) {
  const std::vector<std::string_view> words = split_words(strip_comment(line));
  return !words.empty() && !record::is_header_word(words[0]);
}

// Calls `visit(line, number, moves)` for every trimmed line, with the move lines before it.
template <typename Visit>
void for_each_line(std::string_view text, Visit visit) {
  int moves = 0, number = 0;
  for (std::string_view raw : split(text, '\n')) {
    const std::string_view line = trim(raw);
    visit(line, ++number, moves);
    if (is_move_line(line)) ++moves;
  }
}

}  // namespace

Status record_marks(std::string_view text, std::vector<Mark>& out) {
  constexpr std::string_view kMark = "# mark";
  std::vector<Mark> marks;
  Status status;
  for_each_line(text, [&](std::string_view line, int number, int moves) {
    if (!status.ok() || line.substr(0, kMark.size()) != kMark) return;
    const std::string_view rest = line.substr(kMark.size());
    if (!rest.empty() && rest.front() != ' ') return;  // "# marked …" is a plain comment
    const std::vector<std::string_view> words = split_words(rest);
    Mark m{.move = moves, .line = number};
    Slot slot = 0;
    if (words.empty() || words.size() > 2 || !record::parse_pos(words[0], m.at) ||
        (words.size() == 2 && !parse_slot(words[1], slot))) {
      status = Error{"record", number, err::not_mark, {{"text", line}}};
      return;
    }
    if (words.size() == 2) m.slot = slot;
    marks.push_back(m);
  });
  if (status.ok()) out = std::move(marks);
  return status;
}

std::vector<Caption> record_captions(std::string_view text) {
  std::vector<Caption> out;
  for_each_line(text, [&](std::string_view line, int number, int moves) {
    Caption c{.move = moves, .line = number};
    if (line.substr(0, 2) == "#>") {
      c.text = std::string(trim(line.substr(2)));
      out.push_back(c);
    } else if (parse_say(line, c)) {
      out.push_back(c);
    }
  });
  return out;
}

std::vector<Caption> captions_in(const std::vector<Caption>& all, std::string_view lang) {
  std::vector<Caption> out;
  for (const Caption& c : all)
    if (c.lang == lang) out.push_back(c);
  return out;
}

namespace {

// A whole number of at most 9 digits ("12"), or false.
bool parse_count(std::string_view word, long& out) {
  if (word.empty() || word.size() > 9) return false;
  out = 0;
  for (const char c : word) {
    if (c < '0' || c > '9') return false;
    out = out * 10 + (c - '0');
  }
  return true;
}

// "Red has 2 points [for chips]" or "Red has 9 followers in supply", split into words.
std::optional<ResultSentence> parse_has(const std::vector<std::string_view>& w) {
  ResultSentence r{.who = std::string(w[0])};
  if (w.size() < 4 || w[1] != "has" || !parse_count(w[2], r.number)) return std::nullopt;
  if ((w[3] == "point" || w[3] == "points") && w.size() == 4) return r;
  if ((w[3] == "point" || w[3] == "points") && w.size() == 6 && w[4] == "for") {
    for (int c = 0; c < kCategories; ++c)
      if (category_name(static_cast<Category>(c)) == w[5]) r.category = static_cast<Category>(c);
    return r.category ? std::optional(r) : std::nullopt;
  }
  if ((w[3] == "follower" || w[3] == "followers") && w.size() == 6 && w[4] == "in" && w[5] == "supply") {
    r.kind = ResultSentence::Kind::Supply;
    return r;
  }
  return std::nullopt;
}

}  // namespace

std::optional<ResultSentence> parse_result(std::string_view text) {
  const std::string_view sentence = trim(text);
  if (sentence == "the game is over") return ResultSentence{.kind = ResultSentence::Kind::Over};
  if (sentence == "the game is not over") return ResultSentence{.kind = ResultSentence::Kind::NotOver};
  constexpr std::string_view kRejected = "rejected at line ";
  if (sentence.substr(0, kRejected.size()) == kRejected) {
    const std::string_view rest = sentence.substr(kRejected.size());
    const std::size_t colon = rest.find(':');
    ResultSentence r{.kind = ResultSentence::Kind::Rejected};
    if (colon == std::string_view::npos || !parse_count(rest.substr(0, colon), r.number)) return std::nullopt;
    r.why = std::string(trim(rest.substr(colon + 1)));
    return r;
  }
  const std::vector<std::string_view> words = split_words(sentence);
  return words.empty() ? std::nullopt : parse_has(words);
}

std::string record_title(std::string_view text) {
  for (std::string_view raw : split(text, '\n')) {
    const std::string_view line = trim(raw);
    if (line.empty()) continue;
    if (line.front() != '#') return "";
    return std::string(trim(line.substr(1)));
  }
  return "";
}

}  // namespace carc
