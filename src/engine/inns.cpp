// Inns & Cathedrals: what an inn does to its road (I5, I6) and a cathedral to its city (I7, I8).
// The large meeple (I2–I4) is a figure kind: it counts two in Game::strength().
#include "engine/game.h"

namespace carc {

// The points of a road or city worth `base` by the base rules (B14, B15, B19), of `units` tiles
// (and pennants): a road with an inn scores 2 per tile complete and 0 unfinished; a city with a
// cathedral 3 per unit complete and 0 unfinished.
int Game::inns_points(FeatureKind kind, const FeatureSet& s, bool complete, int units, int base) const {
  if (!setup_.rules.ic) return base;
  if (kind == FeatureKind::City && s.cathedrals > 0) return complete ? 3 * units : 0;  // I7, I8
  if (kind == FeatureKind::Road && s.inns > 0) return complete ? 2 * units : 0;        // I5, I6
  return base;
}

}  // namespace carc
