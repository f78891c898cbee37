// Tile types: the TN-1 line of one catalogue entry, parsed and checked, plus the
// per-rotation tables the board uses (edge terrain codes, slot -> feature).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/base/types.h"

namespace carc {

struct FeatureDef {
  FeatureKind kind = FeatureKind::Field;
  std::string label;              // "C1", "R2", "F3", "M"
  std::uint16_t slots = 0;        // bit i = slot i (edge slots 0..11, interior 12)
  std::uint8_t sides = 0;         // city/road: bit s = side s
  std::uint8_t pennants = 0;      // city: pennants / coats of arms
  bool road_end = false;          // road: ends on this tile
  bool inn = false;               // road: an inn beside it (Inns & Cathedrals)
  bool cathedral = false;         // city: a cathedral (Inns & Cathedrals)
  bool porxada = false;           // city: the La Porxada building
  Good good = Good::None;         // city: one trade-good symbol (Traders & Builders)
  std::uint16_t adjacent_cities = 0;  // field: bit i = feature i of this tile is a city it borders
};

struct TileDef {
  std::string id;                  // "B-D"
  std::string set;                 // catalogue name: base, ic, tb, winter, gbm, porxada
  int count = 1;                   // copies in the set
  std::array<Terrain, 4> sides{};  // N E S W as printed
  std::vector<FeatureDef> features;
  int orient = 4;                  // distinct rotations (checked against the features)
  int gardens = 0;
  bool gbm = false;                // carries the Gingerbread Man symbol
  bool approximate = false;        // layout designed for this project, not transcribed
  std::string ref;
  int line = 0;                    // line in its catalogue file

  // Derived by finish_tile():
  std::array<std::uint8_t, 4> edge_code{};  // per rotation: 2 bits of terrain per side
  std::uint8_t distinct_rotations = 1;      // bit r set: rotation r differs from all lower ones
  std::array<std::array<std::int8_t, kSlotCount>, 4> slot_feature{};  // rotated slot -> feature
  int monastery = -1;                       // feature index of the monastery, or -1

  // Side terrain of the tile turned r quarter turns clockwise.
  Terrain side_terrain(int rot, int side) const {
    return static_cast<Terrain>((edge_code[rot] >> (2 * side)) & 3);
  }
  int feature_at(int rot, Slot s) const { return slot_feature[rot][s]; }
};

// Parses one TN-1 line into `out` and checks the invariants of assets/tiles/README.md (every
// slot in one feature of the kind its side calls for, at most kMaxTileFeatures features, …).
// A failure says what is wrong, without file or line (the caller adds those).
Status parse_tile_line(std::string_view line, TileDef& out);

}  // namespace carc
