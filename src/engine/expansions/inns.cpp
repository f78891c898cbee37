// Inns & Cathedrals: what an inn does to its road (I5, I6) and a cathedral to its city (I7, I8).
#include "engine/expansions/inns.h"

namespace carc::inns {

int points(const Table& t, FeatureKind kind, const FeatureSet& s, bool complete, int units, int base) {
  if (!t.setup_.rules.ic) return base;
  if (kind == FeatureKind::City && s.cathedrals > 0) return complete ? 3 * units : 0;  // I7, I8
  if (kind == FeatureKind::Road && s.inns > 0) return complete ? 2 * units : 0;        // I5, I6
  return base;
}

}  // namespace carc::inns
