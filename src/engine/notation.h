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

// The move lines of the game so far, one per line of its record (a turn's placement with its
// cache, figure and upgrade on one line): what a turn log shows.
std::vector<std::string> record_lines(const Game& game);

// One move in record words: a line start (`Red B-E 0,-1 r180`, `Red discard B-X`, `end`) or
// the words a step adds to its turn's line (`meeple N2`, `swap none`, `accept`); the steps that
// add nothing read `no figure`, `no upgrade`, `stay`.
std::string move_text(const Game& game, const Move& move);

// Parses the header lines of a record into `setup` (no moves). Used by the page's newGame().
bool parse_setup(std::string_view text, Setup& setup, std::string& error);

}  // namespace carc
