// The area of a tile a feature covers (feature_place.h): the middle of its slot points.
#include "engine/setup/feature_place.h"

#include <cassert>
#include <cstdlib>

namespace carc {
namespace {

// Slot points in quarters of a tile edge, x east and y south from the north-west corner (types.h).
constexpr int kSlotX[kSlotCount] = {1, 2, 3, 4, 4, 4, 3, 2, 1, 0, 0, 0, 2, 2};
constexpr int kSlotY[kSlotCount] = {0, 0, 0, 1, 2, 3, 4, 4, 4, 3, 2, 1, 2, 2};

// Bit s: the feature has an edge slot on side s of the tile turned `rot`.
unsigned sides_touched(const FeatureDef& f, int rot) {
  unsigned sides = 0;
  for (int s = 0; s < kEdgeSlots; ++s)
    if (f.slots & (1u << s)) sides |= 1u << (rotate_slot(static_cast<Slot>(s), rot) / 3);
  return f.kind == FeatureKind::Monastery ? 0u : sides;
}

}  // namespace

std::string_view area_name(TileArea a) {
  constexpr std::string_view kNames[] = {"n", "ne", "e", "se", "s", "sw", "w", "nw", "middle", "ns", "ew"};
  return kNames[static_cast<int>(a)];
}

TileArea feature_area(const TileDef& def, int rot, int feature) {
  assert(feature >= 0 && feature < static_cast<int>(def.features.size()));
  const unsigned slots = def.features[static_cast<std::size_t>(feature)].slots;
  // Sums of (point - centre) in quarters: integers only, so the same words on every platform.
  int dx = 0, dy = 0, n = 0;
  for (int s = 0; s < kSlotCount; ++s) {
    if (def.features[static_cast<std::size_t>(feature)].kind == FeatureKind::Monastery) break;
    if (!(slots & (1u << s))) continue;
    const Slot at = rotate_slot(static_cast<Slot>(s), rot);
    dx += kSlotX[at] - 2, dy += kSlotY[at] - 2, ++n;
  }
  // The middle of the points is (dx, dy) / n quarters from the centre: Mid under 1/10 of a tile.
  if (n == 0 || 10 * 10 * (dx * dx + dy * dy) < 4 * 4 * n * n) {
    const unsigned sides = sides_touched(def.features[static_cast<std::size_t>(feature)], rot);
    return sides == 0b0101u ? TileArea::NorthSouth : sides == 0b1010u ? TileArea::EastWest : TileArea::Middle;
  }
  // Eight sectors of 45°: a straight direction when one offset is over tan(67.5°) ≈ 12/5 the other.
  const int ax = std::abs(dx), ay = std::abs(dy);
  if (5 * ax > 12 * ay) return dx > 0 ? TileArea::E : TileArea::W;
  if (5 * ay > 12 * ax) return dy > 0 ? TileArea::S : TileArea::N;
  if (dy < 0) return dx > 0 ? TileArea::NE : TileArea::NW;
  return dx > 0 ? TileArea::SE : TileArea::SW;
}

TileArea feature_side(const TileDef& def, int rot, int feature) {
  assert(feature >= 0 && feature < static_cast<int>(def.features.size()));
  const unsigned sides = sides_touched(def.features[static_cast<std::size_t>(feature)], rot);
  constexpr TileArea kSides[4] = {TileArea::N, TileArea::E, TileArea::S, TileArea::W};
  for (int s = 0; s < 4; ++s)
    if (sides == 1u << s) return kSides[s];
  return TileArea::Middle;
}

}  // namespace carc
