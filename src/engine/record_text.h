// The pieces of the record language shared by header and move parsing (notation.cpp,
// record_header.cpp): squares, rotations, header lines.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"

namespace carc::record {

bool parse_pos(std::string_view s, Pos& out);        // "3,-1"
bool parse_rot(std::string_view s, int& out);        // "r90" -> 1
std::string rot_text(int r);                          // 1 -> "r90"
bool is_header_word(std::string_view w);              // game, players, map, …
// One header line (split into words) into `setup`; a failure gives the reason (no line).
Status parse_header_line(const std::vector<std::string_view>& w, Setup& setup);
// The header of a game's record: set-up lines, start tiles, chips.
std::string write_header(const Game& g);

}  // namespace carc::record
