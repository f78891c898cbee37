// Map chips (C1–C6, IB3–IB7, TW3–TW11): their state and their rules over the table: the deal
// (C3), collecting chips (C4) and the coat-of-arms bonus (C5), Iberia's caches, Taiwan's upgrades.
// Where each chip lies is the table's (Table::chips_): a chip under a meeple leaves with it.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/base/rng.h"
#include "engine/table/table.h"

namespace carc {

struct ChipsState {
  std::vector<std::int8_t> chip_at;        // per cell: chip id or -1
  std::vector<std::int8_t> cell_band;      // per cell: chip colour of its row's band (IB4), -1 none
  int pending = -1;                        // Iberia: collected chip waiting for its cache square
  std::vector<ChipSpot> dealt;             // the chips as laid out at the start
  bool upgrade_asked = false;              // turn, TW5: the upgrade step was offered
  int turned = -1;                         // turn, fair draw: the face-down chip a tile collects
};

namespace map_chips {

// A map game's set-up, after the board: no square holds a chip; IB4's colour bands.
void init_squares(const Table& t, ChipsState& s);
// C3: the chips laid out as written (`chip` lines), or dealt from `rng`, around the start
// squares used. Fails when no deal works out or a written chip cannot lie where written.
Status deal(Table& t, ChipsState& s, const std::vector<StartTile>& starts, Rng& rng);
// C4, IB6: a tile on square `cell` collects its chip; C5: a coat-of-arms square scores.
void collect(Table& t, ChipsState& s, int cell, PlayerId p, std::vector<Event>* events);
// TW5, TW7: once a turn, after the figure step: is the Upgrade step due?
bool upgrade_due(const Table& t, ChipsState& s);

Status check_cache(const Table& t, const ChipsState& s, const Move& m);
Status check_upgrade(const Table& t, const ChipsState& s, const Move& m);
void add_cache_moves(const Table& t, const ChipsState& s, std::vector<Move>& out);
void add_upgrade_moves(const Table& t, const ChipsState& s, std::vector<Move>& out);
StepEnd apply_cache(Table& t, ChipsState& s, const Move& m, std::vector<Event>* events);
StepEnd apply_upgrade(Table& t, ChipsState& s, const Move& m, std::vector<Event>* events);
// C3, search over hidden information: the face-down chips re-dealt over their squares.
void determinize(Table& t, ChipsState& s, Rng& rng);
Status validate(const Table& t, const ChipsState& s);

}  // namespace map_chips
}  // namespace carc
