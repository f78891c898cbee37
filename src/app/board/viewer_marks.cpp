// The example viewer's highlights of the "# mark" squares and spots (board_overlay.h): drawn over
// the tiles and figures, dark under light, so they read on sea, land, cities and fields alike.
#include "app/board/board_overlay.h"

#include <algorithm>

#include "render/tile_art.h"

namespace carc::app {

void draw_viewer_marks(const Game& g, const gfx::Camera& cam, const std::vector<Mark>& marks, ImDrawList* dl) {
  const float zoom = cam.zoom();
  const float line = std::clamp(zoom * 0.06f, 2.0f, 5.0f);
  constexpr ImU32 kDark = IM_COL32(20, 16, 10, 230);
  constexpr ImU32 kLight = IM_COL32(255, 236, 64, 255);
  constexpr ImU32 kTint = IM_COL32(255, 236, 64, 56);
  for (const Mark& m : marks) {
    const gfx::Vec2 a = cam.world_to_screen({static_cast<float>(m.at.x), static_cast<float>(m.at.y)});
    const gfx::Vec2 b = cam.world_to_screen({m.at.x + 1.0f, m.at.y + 1.0f});
    if (!m.slot) {
      const float in = line * 0.5f;
      dl->AddRectFilled({a.x, a.y}, {b.x, b.y}, kTint);
      dl->AddRect({a.x + in, a.y + in}, {b.x - in, b.y - in}, kDark, 0.0f, 0, line * 2.2f);
      dl->AddRect({a.x + in, a.y + in}, {b.x - in, b.y - in}, kLight, 0.0f, 0, line);
      continue;
    }
    // The spot of the tile on that square (its centre when no tile lies there).
    float u = 0.5f, v = 0.5f;
    for (const PlacedTile& t : g.placed())
      if (t.pos == m.at) gfx::slot_point(g.def(t.type), t.rot, *m.slot, u, v);
    const gfx::Vec2 c = cam.world_to_screen({m.at.x + u, m.at.y + v});
    const float r = std::max(10.0f, zoom * 0.22f);
    dl->AddCircle({c.x, c.y}, r, kDark, 0, line * 2.2f);
    dl->AddCircle({c.x, c.y}, r, kLight, 0, line);
  }
}

}  // namespace carc::app
