// The Gingerbread Man (G1–G8): his state and his rules over the table: where he starts, when and
// where he moves, the bonus he pays.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/table/table.h"

namespace carc {

struct GbmState {
  int node = -1;                           // G1: his city (a node of it), -1 beside the board
  bool tile_placed = false;                // turn, G2: a GBM tile was placed
  bool city_completed = false;             // turn, G4: his city was completed
  bool step_done = false;                  // turn: his move was offered or not needed
};

namespace gingerbread {

// G1: he starts in the start tile's city (with the `gbm` rules).
void place_at_start(const Table& t, GbmState& s);
// G2: the placed tile `pt` is a GBM tile: he moves after scoring.
void tile_placed(const Table& t, GbmState& s, const PlacedTile& pt);
// Is the city whose root is `root` his?
bool is_in(const Table& t, const GbmState& s, int root);
// G4: a completed city `root`: when it is his, its bonus is paid first and he moves after scoring.
void city_completed(Table& t, GbmState& s, int root, std::vector<Event>* events);
// G2, G4, G6, G7: after scoring, is his move due (the Gbm step)?
bool step(const Table& t, GbmState& s, std::vector<Event>* events);
// G3, G4a, G8: the knights' owners (of `players`, bit p) in city `root` score knights x tiles.
void pay_bonus(Table& t, int root, std::vector<Event>* events, std::uint8_t players = 0xFF);

Status check(const Table& t, const GbmState& s, const Move& m);
// G2, G4: every unfinished city but his own, named by its first tile.
void add_moves(const Table& t, const GbmState& s, std::vector<Move>& out);
StepEnd apply(Table& t, GbmState& s, const Move& m, std::vector<Event>* events);
Status validate(const Table& t, const GbmState& s);

}  // namespace gingerbread
}  // namespace carc
