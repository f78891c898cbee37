// Captions of a game record: its "# say LANG: text" lines and "#> sentence" expectations, each
// tied to the move line it precedes, for replay viewers and illustrated rule examples.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/base/types.h"

namespace carc {

struct Caption {
  int move = 0;      // move lines before this caption: 0 = shown before the first move
  int line = 0;      // 1-based line of the record
  std::string lang{};  // "en", "cs", …; empty for a "#>" sentence
  std::string text{};  // the caption or sentence, trimmed
};

// Every caption of `text` in record order. A move line is any line that is neither blank, a
// comment, nor a header line (game, players, map, …); "# say" without "LANG:" is not a caption.
std::vector<Caption> record_captions(std::string_view text);

// The captions of one language ("en", "cs"), without the "#>" sentences.
std::vector<Caption> captions_in(const std::vector<Caption>& all, std::string_view lang);

// A "#>" sentence read as a stated result, so a viewer can say it in the page's language:
//   NAME has N point(s) [for CATEGORY]     NAME has N follower(s) in supply
//   the game is over                       the game is not over
//   rejected at line N: WHY
struct ResultSentence {
  enum class Kind : std::uint8_t { Points, Supply, Over, NotOver, Rejected };
  Kind kind = Kind::Points;
  std::string who{};                   // the player's name as the record writes it (Points, Supply)
  long number = 0;                     // the points, the followers or the rejected line
  std::optional<Category> category{};  // Points "for roads", "for chips", … (category_name)
  std::string why{};                   // Rejected: the reason, as written
};

// The sentence `text` (a Caption's text with an empty lang), or nothing when it is none of the
// forms above.
std::optional<ResultSentence> parse_result(std::string_view text);

// What a viewer highlights on the board while one step is shown: a "# mark X,Y [SLOT]" line,
// placed like a "# say" line before the move it belongs to (in the header: the set-up).
struct Mark {
  int move = 0;               // as Caption::move
  int line = 0;               // 1-based line of the record
  Pos at{};                   // the square
  std::optional<Slot> slot{}; // the figure's spot on that square ("N1", "M"), if one is named
};

// Every "# mark" line of `text` in record order, into `out`. Fails on a "# mark" line that is not
// "X,Y" or "X,Y SLOT", naming the record's line; `out` is then left as it was.
Status record_marks(std::string_view text, std::vector<Mark>& out);

// The record's title: the first line of its leading comment block without "# ", or "" if none.
std::string record_title(std::string_view text);

}  // namespace carc
