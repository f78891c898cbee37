// The pieces of the record language shared by header and move parsing (notation.cpp,
// record_header.cpp): squares, rotations, header lines.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/game/game.h"

namespace carc::record {

bool parse_pos(std::string_view s, Pos& out);        // "3,-1"
// `X,Y SLOT` at w[i], w[i + 1] (after the word w[i - 1], which a failure names).
Status parse_spot(std::span<const std::string_view> w, std::size_t i, Pos& pos, Slot& slot);
bool parse_rot(std::string_view s, int& out);        // "r90" -> 1
std::string rot_text(int r);                          // 1 -> "r90"
bool is_header_word(std::string_view w);              // game, players, map, …
// One header line (split into words) into `setup`; a failure gives the reason (no line).
Status parse_header_line(const std::vector<std::string_view>& w, Setup& setup);
// The header of a game's record: set-up lines, start tiles, chips.
std::string write_header(const Game& g);

// The header of a record as read so far: the set-up, and where each of its lines was, so that a
// set-up the engine rejects is blamed on the header line that asked for it.
struct Header {
  Setup setup;
  std::vector<std::pair<std::string, int>> keys;  // header word -> line of its use, in order
  std::vector<int> start_lines, chip_lines;       // line of each `start` / `chip`, in order
  std::vector<int> commit_lines;                  // line of each `commit`, in order
  int game_line = 0;

  // One header line (split into words), numbered `number`; a failure gives the reason.
  Status read(int number, const std::vector<std::string_view>& words);
  // The line of the last use of header word `key`, or 0.
  int line_of(std::string_view key) const;
  // The header line a set-up error of Game::create is about, by its key and arguments: the last
  // `start` or `chip` line on the square it names ({at}; a start line also by its {tile}), else
  // the last line of the header word its key is about, else `game 1`.
  int blame(const Error& why) const;
};

}  // namespace carc::record
