// The land under a map as a texture image, rasterised from its coast (render/coast.h): land
// coverage, home-land coverage and a blurred coverage for the shallow water along the coast.
// Pure CPU work, no GL (unit-tested); render/board_background.* uploads and draws it.
#pragma once

#include <cstdint>
#include <vector>

#include "render/coast.h"

namespace carc::gfx {

struct LandMask {
  float x0 = 0, y0 = 0;          // board point at the north-west corner of texel (0, 0)
  float texels_per_unit = 0;     // texels per board unit (square)
  int width = 0, height = 0;     // texels
  std::vector<std::uint8_t> rgba;  // per texel: R land coverage, G home coverage, B blurred land, A 255

  bool empty() const { return width == 0; }
  // Channel `c` (0 R, 1 G, 2 B) of the texel under board point (x, y), 0..1; 0 outside.
  float at(float x, float y, int c) const;
};

// Rasterises every ring (non-zero winding, 4 sub-rows per texel row) over the rings' bounds plus
// a margin, at `texels_per_unit` or less so neither side exceeds 1024 texels. Empty coast: empty mask.
LandMask rasterise_land(const Coast& coast, float texels_per_unit = 12.0f);

}  // namespace carc::gfx
