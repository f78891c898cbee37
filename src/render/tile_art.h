// Tile art descriptors: what the tile shader needs to paint one placed tile, derived from its
// TN-1 definition and rotation (terrain per side, which sides share a city or road, symbols).
// Pure data, no GL: the same tile data always gives the same picture.
#pragma once

#include <array>
#include <cstdint>

#include "engine/setup/tile.h"

namespace carc::gfx {

// Packed for the shader (shaders/tile.frag documents the bits):
//   desc[0]: side terrain (2 bits x 4, N E S W as the tile lies) | symbol flags from bit 8
//   desc[1]: city feature id + 1 per side (4 bits x 4) | road feature id + 1 per side (bits 16..)
//   desc[2]: inn mark u, v (8 bits each, 0..255 = 0..1 of the tile)
//   desc[3]: a per-tile variation seed (bits 0–9 read); on a tile of the outlined feature
//            (kFocusPart set) bits 10–30 say which of its parts belong to it
struct TileArt {
  std::array<std::uint32_t, 4> desc{};
  float mark_u = 0.5f, mark_v = 0.5f;  // where the pennant / cathedral / good sits
};

enum TileArtFlag : std::uint32_t {
  kArtMonastery = 1u << 8,
  kArtInn = 1u << 9,
  kArtCathedral = 1u << 10,
  kArtPennant = 1u << 11,
  kArtPrinted = 1u << 12,  // a large-city square printed on the map
  kArtGbm = 1u << 13,
  kArtPorxada = 1u << 14,
  kArtGoodShift = 16,      // 2 bits: 0 none, 1 wine, 2 grain, 3 cloth
};

// desc[3] of a tile that is part of the outlined feature ("Who holds this?", issue 20).
enum FocusBits : std::uint32_t {
  kFocusCityShift = 10,    // 4 bits: the city reaching side s (N E S W as it lies)
  kFocusRoadShift = 14,    // 4 bits: the road reaching side s
  kFocusMonastery = 1u << 18,
  kFocusFieldShift = 19,   // 12 bits: the field at edge slot k (N1 … W3 as it lies)
  kFocusPart = 1u << 31,   // this tile has a part of the feature
};
// The desc[3] bits for the parts `slots` (bit s: slot s as the tile lies) of a feature of `kind`.
std::uint32_t focus_bits(const TileDef& def, int rot, FeatureKind kind, std::uint16_t slots);

TileArt make_tile_art(const TileDef& def, int rot, bool printed, std::uint32_t seed);

// The point (tile units, 0..1, y south) where a figure on `slot` of the tile stands.
void slot_point(const TileDef& def, int rot, Slot slot, float& u, float& v);

}  // namespace carc::gfx
