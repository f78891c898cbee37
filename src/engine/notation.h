// Game records (spec/records.md): the set-up header plus one move per line. Parsing, replaying
// and writing back; replay(write(game)) reproduces the game exactly.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"

namespace carc {

// Builds the game a record describes: its header and every move line. On error returns false
// with "line N: <line>: reason" and leaves `out` untouched.
bool load_record(std::string_view text, const Library& library, Game& out, std::string& error);

// Applies one move line (`Red B-E 0,-1 r180 meeple N2`, `Red discard B-X`, `end`, …). On error
// returns false with the reason and the game stays exactly as it was.
bool play_line(Game& game, std::string_view line, std::vector<Event>* events, std::string& error);

// The whole game as a record: header, explicit start tiles, every move.
std::string write_record(const Game& game);

// One move line as written in records, e.g. "Red B-E 0,-1 r180 meeple N2" (a Place with the
// Deploy that follows it; pass `deploy` = nullptr for a Place without figure step yet).
std::string move_text(const Game& game, const Move& move, const Move* deploy);

// Parses the header lines of a record into `setup` (no moves). Used by the page's newGame().
bool parse_setup(std::string_view text, Setup& setup, std::string& error);

}  // namespace carc
