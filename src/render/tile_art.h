// Tile art descriptors: what the tile shader needs to paint one placed tile, derived from its
// TN-1 definition and rotation (terrain per side, which sides share a city or road, symbols).
// Pure data, no GL: the same tile data always gives the same picture.
#pragma once

#include <array>
#include <cstdint>

#include "engine/tile.h"

namespace carc::gfx {

// Packed for the shader (shaders/tile.frag documents the bits):
//   desc[0]: side terrain (2 bits x 4, N E S W as the tile lies) | symbol flags from bit 8
//   desc[1]: city feature id + 1 per side (4 bits x 4) | road feature id + 1 per side (bits 16..)
//   desc[2]: inn mark u, v (8 bits each, 0..255 = 0..1 of the tile)
//   desc[3]: a per-tile variation seed
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

TileArt make_tile_art(const TileDef& def, int rot, bool printed, std::uint32_t seed);

// The point (tile units, 0..1, y south) where a figure on `slot` of the tile stands.
void slot_point(const TileDef& def, int rot, Slot slot, float& u, float& v);

}  // namespace carc::gfx
