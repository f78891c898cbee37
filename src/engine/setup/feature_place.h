// Where a feature lies on its tile, as a player points at it ("the north field", "the field by the
// city"): read from the tile's slots, so buttons of two fields of one tile can say which is which.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/setup/tile.h"

namespace carc {

// The part of a tile a feature covers, by the middle of its slots on the tile turned `rot` quarter
// turns: eight compass points clockwise from north, or the tile's middle.
//
//      NW   N   NE
//       +-------+
//     W |  Mid  | E          slot points: N1 N2 N3 at x = 1/4, 1/2, 3/4 of the north edge, and
//       +-------+            so on clockwise (types.h); the interior I and the monastery M in the
//      SW   S   SE           middle. A middle less than 1/10 of a tile from the centre is Mid,
//                            or NorthSouth / EastWest for a feature that runs across the tile
//                            between two opposite sides only (a straight road, a crossing's).
enum class TileArea : std::uint8_t { N, NE, E, SE, S, SW, W, NW, Middle, NorthSouth, EastWest };
std::string_view area_name(TileArea a);  // "n", "ne" … "nw", "middle", "ns", "ew" (catalogue keys)

// The area of feature `feature` of `def` turned `rot` quarter turns clockwise. Asserts that the
// feature exists.
TileArea feature_area(const TileDef& def, int rot, int feature);

// The one side of the turned tile that all the feature's edge slots lie on, as TileArea N, E, S or
// W; Middle when they lie on more sides than one or on none (a monastery, an interior field).
TileArea feature_side(const TileDef& def, int rot, int feature);

// Whether field `feature` of `def` borders a city on the tile (false for the other kinds).
inline bool borders_city(const TileDef& def, int feature) {
  return def.features[static_cast<std::size_t>(feature)].kind == FeatureKind::Field &&
         def.features[static_cast<std::size_t>(feature)].adjacent_cities != 0;
}

}  // namespace carc
