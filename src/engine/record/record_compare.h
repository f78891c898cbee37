// Two records of one game compared move by move: a game by link kept on the page against a link
// to it (README "Play by link"). Whether they are the same game, and the first move they differ in.
#pragma once

#include <string>
#include <string_view>

#include "engine/base/error.h"
#include "engine/setup/library.h"

namespace carc {

struct RecordComparison {
  // The same game: the same header as the engine writes it (set-up, seed, start tiles, chips,
  // fair-draw commitments). Two records of other games are not compared move by move.
  bool same_game = false;
  // 0 when no move differs (one record goes on from the other, or they are equal); else the first
  // move (from 1) where they differ: a move line of each at that place that is not the same move,
  // or a line of `other` that does not play there.
  int move = 0;
  // That move's line in the kept record as the engine writes it (write_record), from 1.
  int line = 0;
  // The two moves in record words; `other` as written when it does not play.
  std::string kept, other;
  // How many move lines each record has (`other`: those that play).
  int kept_moves = 0, other_moves = 0;
};

// Compares the record `other` with `kept` (a record the page keeps). Fails with `kept`'s own error
// when it does not load; `other` never fails: a header that does not read is another game, a move
// line that does not play is where it differs (when the moves before it agree).
Status compare_records(std::string_view kept, std::string_view other, const Library& library, RecordComparison& out);

}  // namespace carc
