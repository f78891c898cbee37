// One expansion as data: what it adds to a game (tile sets, rules, `option` switches, maps, the
// steps of a turn, moves, events and the words of a record's turn line). The record reader and
// writer, the set-up form, the CLI, the wiki extension's lists and the tests read these tables
// (expansions.h) instead of naming each expansion.
#pragma once

#include <span>
#include <string_view>

#include "engine/setup/switches.h"
#include "engine/table/moves.h"
#include "engine/table/table.h"

namespace carc {

// A word that starts a step of a turn's record line (docs/records.md) and its place in the order
// a line writes its steps (the order Game::next_step asks for them; FIGURE SLOT is rank 4).
struct StepWord {
  std::string_view word;
  int rank;
};

struct ExpansionDescriptor {
  std::string_view id = {};    // a name for maintainers and tests
  std::string_view name = {};  // what players call it
  std::span<const TileSetInfo> tile_sets = {};  // record `tiles ID,…`, assets/tiles/ID.tn1, i18n `tileset.ID`
  std::span<const RuleSetInfo> rules = {};      // record `rules ID,…`, i18n `rules.ID`
  std::span<const RuleSwitch> switches = {};    // record `option NAME VALUE`, i18n `option.NAME`
  std::span<const std::string_view> maps = {};  // record `map ID`: the map boards it brings (assets/maps/ID.map)
  std::span<const Phase> phases = {};           // the steps of a turn it adds
  std::span<const MoveKind> moves = {};         // the moves it adds
  std::span<const EventKind> events = {};       // the events its rules report
  std::span<const StepWord> step_words = {};    // the words its steps add to a turn's record line
};

}  // namespace carc
