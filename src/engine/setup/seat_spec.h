// The one grammar of a seat, `Name:level`: the player name (docs/records.md "Player names"), which
// records, links, the set-up screen and the wiki share, and the computer player's spec (README
// "Computer players", docs/records.md `players`): random, easy, greedy, medium, hard, mcts:N,
// mcts:N:playout=K, mcts:N:playout=end, ms:T. The record reader, `carc arena` and the app's seats
// all parse here; the AI (ai::Spec) only adds what each level means (its iterations and search
// options). No search code here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/base/error.h"

namespace carc {

enum class SeatLevel : std::uint8_t { Random, Easy, Medium, Hard, Mcts, Ms, Greedy };

// The named levels in the order the set-up screen and the page offer them (weakest first).
inline constexpr std::string_view kSeatLevelNames[] = {"random", "easy", "medium", "hard"};
// Easy's look-ahead without its noise: a yardstick for the arena, not offered by the set-up screen.
inline constexpr std::string_view kGreedyLevelName = "greedy";

struct SeatSpec {
  SeatLevel level = SeatLevel::Hard;
  int iterations = 0;          // Mcts: N (1 to 10,000,000)
  int time_ms = 0;             // Ms: T milliseconds per decision (1 to 600,000)
  bool playout_given = false;  // Mcts: ":playout=…" was written
  int playout_turns = 0;       // with playout_given: K (0 to 1000), or -1 for "end"

  bool operator==(const SeatSpec&) const = default;
};

// Parses a spec; on failure `out` is unchanged and the message names the text
// ("computer level 'mcts:0' wants mcts:N with N from 1 to 10000000").
Status parse_seat_spec(std::string_view text, SeatSpec& out);
// The spelling parse_seat_spec reads back to `spec` ("hard", "mcts:50:playout=end", "ms:500").
std::string seat_spec_name(const SeatSpec& spec);

// --- Player names ---

// Is code point `c` one a name may not hold: a control character (U+0000-001F, U+0080-009F) or DEL, a direction
// mark, embedding, override or isolate (U+061C, U+200E-200F, U+202A-202E, U+2066-2069), the
// byte order mark U+FEFF, or a noncharacter (U+FDD0-FDEF and the last two of every plane)?
bool is_refused_in_name(char32_t c);

// "U+202E": a code point as the errors and docs write it (at least four hex digits).
std::string code_point_text(char32_t c);

// A name is one word of valid UTF-8, not empty, without ' ', '#' or ':' and without a refused
// character. Returns err::player_word, err::player_utf8 or err::player_character (the name, the
// first refused character's position counted in characters from 1, and its code point), else
// success. Rendered messages show direction and control characters escaped (escape_text).
Status check_player_name(std::string_view name);

}  // namespace carc
