// Traders & Builders (T1–T12): its state and its rules over the table: goods (T2–T4), the
// builder (T5–T9) and the pig (T10–T12). Goods are per player (PlayerState::goods).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/table/table.h"

namespace carc {

struct TradersState {
  bool in_extra_turn = false;              // T7: this turn is the builder's second tile (no chain)
  bool extra_earned = false;               // turn, T7: the builder earned a second tile
};

namespace traders {

// T5, T10: may the builder or pig of move m stand on the feature `root` (of `kind`)?
DeployBlock builder_or_pig_block(const Table& t, const Move& m, int root, FeatureKind kind);
// T7: player p placed `pt`: did it extend a road or city holding p's builder?
void tile_placed(const Table& t, TradersState& s, PlayerId p, const PlacedTile& pt);
// T7: the turn ends with `next` the next step: true when the same player draws again.
bool plays_again(TradersState& s, Phase next);
// T9: a builder goes home once its owner has no follower left in its road or city.
void return_orphan_builders(Table& t, std::vector<Event>* events);
// T2, T3: the current player completed city `root`: they take its goods.
void take_goods(Table& t, int root, std::vector<Event>* events);
// T12: of the field's `winners`, those whose pig stands in it.
std::uint8_t pig_owners(const Table& t, int root, std::uint8_t winners);
// T4: the goods majorities at the final scoring.
void score_goods(Table& t, std::vector<Event>* events);
Status validate(const Table& t);

}  // namespace traders
}  // namespace carc
