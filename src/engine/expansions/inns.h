// Inns & Cathedrals (I1–I8): no state; what an inn does to its road and a cathedral to its city.
// The large meeple (I2–I4) is a figure kind: it counts two in Game::strength().
#pragma once

#include "engine/table/table.h"

namespace carc::inns {

// The points of a road or city worth `base` by the base rules (B14, B15, B19), of `units` tiles
// (and pennants): a road with an inn scores 2 per tile complete and 0 unfinished; a city with a
// cathedral 3 per unit complete and 0 unfinished.
int points(const Table& t, FeatureKind kind, const FeatureSet& s, bool complete, int units, int base);

}  // namespace carc::inns
