// The seat grammar: the player name's refused characters, and the computer player's spec: one
// parser for records, `carc arena` and the app.
#include "engine/setup/seat_spec.h"


#include "engine/base/limits.h"
#include "engine/base/text.h"

namespace carc {
namespace {

// A whole decimal number from `lo` to `hi`, or false.
bool parse_count(std::string_view digits, int lo, int hi, int& out) {
  int n = 0;
  if (!parse_whole(digits, n) || n < lo || n > hi) return false;
  out = n;
  return true;
}

Status bad_spec(std::string_view text, ErrorKey why) { return failure(why, {"level", text}); }

// The code point of the valid UTF-8 sequence of `n` bytes at `s[i]`.
char32_t decode(std::string_view s, std::size_t i, int n) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  if (n == 1) return byte(0);
  char32_t c = byte(0) & (0x7F >> n);
  for (int k = 1; k < n; ++k) c = (c << 6) | (byte(static_cast<std::size_t>(k)) & 0x3F);
  return c;
}

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
      else if (playout.substr(0, 8) != "playout=" || !parse_count(playout.substr(8), 0, kMaxPlayoutTurns, spec.playout_turns))
        return bad_spec(text, err::level_playout);
    }
    out = spec;
  } else if (text.substr(0, 3) == "ms:") {
    SeatSpec spec{.level = SeatLevel::Ms};
    if (!parse_count(text.substr(3), 1, kMaxThinkMs, spec.time_ms))
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

bool is_refused_in_name(char32_t c) {
  if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return true;                 // control characters, DEL
  if (c == 0x061C || c == 0x200E || c == 0x200F) return true;             // direction marks
  if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) return true;  // embeddings, overrides, isolates
  if (c == 0xFEFF) return true;                                           // byte order mark
  return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;          // noncharacters
}

std::string code_point_text(char32_t c) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string digits;
  for (char32_t v = c; v != 0 || digits.size() < 4; v >>= 4) digits.insert(digits.begin(), kHex[v & 15]);
  return "U+" + digits;
}

Status check_player_name(std::string_view name) {
  if (name.empty() || name.find_first_of(" \t#:") != std::string_view::npos)
    return failure(err::player_word, {"name", name});
  if (!is_utf8(name)) return failure(err::player_utf8, {"name", name});
  int at = 0;
  for (std::size_t i = 0; i < name.size(); ++at) {
    const int n = utf8_length(name, i);
    const char32_t c = decode(name, i, n);
    if (is_refused_in_name(c))
      return failure(err::player_character, {"name", name}, {"at", at + 1}, {"code", code_point_text(c)});
    i += static_cast<std::size_t>(n);
  }
  return {};
}

}  // namespace carc
