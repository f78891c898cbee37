// The computer player's spec grammar: one parser for records, `carc arena` and the app.
#include "engine/seat_spec.h"

#include <charconv>

#include "engine/limits.h"

namespace carc {
namespace {

// A whole decimal number from `lo` to `hi`, or false.
bool parse_count(std::string_view digits, int lo, int hi, int& out) {
  int n = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (ec != std::errc() || end != digits.data() + digits.size() || n < lo || n > hi) return false;
  out = n;
  return true;
}

Status bad_spec(std::string_view text, ErrorKey why) { return failure(why, {"level", text}); }

}  // namespace

Status parse_seat_spec(std::string_view text, SeatSpec& out) {
  if (text == "random") out = SeatSpec{.level = SeatLevel::Random};
  else if (text == "easy") out = SeatSpec{.level = SeatLevel::Easy};
  else if (text == kGreedyLevelName) out = SeatSpec{.level = SeatLevel::Greedy};
  else if (text == "medium") out = SeatSpec{.level = SeatLevel::Medium};
  else if (text == "hard") out = SeatSpec{.level = SeatLevel::Hard};
  else if (text.substr(0, 5) == "mcts:") {
    std::string_view digits = text.substr(5), playout;
    const std::size_t colon = digits.find(':');
    if (colon != std::string_view::npos) {
      playout = digits.substr(colon + 1);
      digits = digits.substr(0, colon);
    }
    SeatSpec spec{.level = SeatLevel::Mcts};
    if (!parse_count(digits, 1, kMaxSearchIterations, spec.iterations))
      return bad_spec(text, err::level_mcts);
    if (colon != std::string_view::npos) {
      spec.playout_given = true;
      if (playout == "playout=end") spec.playout_turns = -1;
      else if (playout.substr(0, 8) != "playout=" || !parse_count(playout.substr(8), 0, 1000, spec.playout_turns))
        return bad_spec(text, err::level_playout);
    }
    out = spec;
  } else if (text.substr(0, 3) == "ms:") {
    SeatSpec spec{.level = SeatLevel::Ms};
    if (!parse_count(text.substr(3), 1, 600000, spec.time_ms))
      return bad_spec(text, err::level_ms);
    out = spec;
  } else {
    return failure(err::unknown_level, {"level", text});
  }
  return {};
}

std::string seat_spec_name(const SeatSpec& spec) {
  switch (spec.level) {
    case SeatLevel::Random:
    case SeatLevel::Easy:
    case SeatLevel::Medium:
    case SeatLevel::Hard: return std::string(kSeatLevelNames[static_cast<int>(spec.level)]);
    case SeatLevel::Greedy: return std::string(kGreedyLevelName);
    case SeatLevel::Ms: return "ms:" + std::to_string(spec.time_ms);
    case SeatLevel::Mcts: break;
  }
  std::string name = "mcts:" + std::to_string(spec.iterations);
  if (spec.playout_given) name += spec.playout_turns < 0 ? std::string(":playout=end") : ":playout=" + std::to_string(spec.playout_turns);
  return name;
}

}  // namespace carc
