// Game records (docs/records.md): the set-up header plus one move per line. Parsing, replaying
// and writing back; replay(write(game)) reproduces the game exactly.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/game/game.h"

namespace carc {

// Builds the game a record describes: its header and every move line (lines may end in LF,
// CRLF or CR). A failure names the line ("line N: <line>: reason"; a set-up the engine rejects
// is blamed on the header line that asked for it) and leaves `out` untouched.
Status load_record(std::string_view text, const Library& library, Game& out);

// Applies one move line (`Red B-E 0,-1 r180 meeple N2`, `Red discard B-X`, `end`, …). A failure
// gives the reason and the game stays exactly as it was.
Status play_line(Game& game, std::string_view line, std::vector<Event>* events = nullptr);

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
Status parse_setup(std::string_view text, Setup& setup);

}  // namespace carc
