// The part of the board a player sees: the window less every panel, bar and sheet drawn over it,
// and the camera pans that bring a square into it. Pure math on screen rectangles (no ImGui), so
// it is unit-tested natively and in WASM.
#pragma once

#include <vector>

#include "engine/base/types.h"
#include "render/camera.h"

namespace carc::app {

// A screen rectangle in window (CSS) pixels: x0 <= x < x1, y0 <= y < y1.
struct ScreenRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float width() const { return x1 - x0; }
  float height() const { return y1 - y0; }
  bool contains(const ScreenRect& r) const { return r.x0 >= x0 && r.y0 >= y0 && r.x1 <= x1 && r.y1 <= y1; }
};

// Whether the two rectangles share more than a one-pixel sliver.
bool overlaps(const ScreenRect& a, const ScreenRect& b);

// The largest rectangle of the window (0,0)–`window` that no panel covers (the biggest free part
// of the board); the whole window when nothing covers it, empty (zero size) when panels cover all.
ScreenRect free_area(gfx::Vec2 window, const std::vector<ScreenRect>& panels);

// Whether `target` lies inside the window and under no panel.
bool is_uncovered(const ScreenRect& target, gfx::Vec2 window, const std::vector<ScreenRect>& panels);

// Square `p` on screen.
ScreenRect square_on_screen(const gfx::Camera& camera, Pos p);

// The screen shift (pixels the board moves) that puts `target` inside `area`: none when it is
// inside already; the least move when part of it shows in `area` (it ends `margin` pixels inside
// the area's edge); its centre to the area's centre when none of it shows there or it is bigger
// than the area.
gfx::Vec2 shift_into(const ScreenRect& target, const ScreenRect& area, float margin);

// Brings `target` (a square or squares on screen, grown by `margin` pixels: the figure spots
// around a tile) into the free part of the window, keeping the zoom. Nothing moves when it is
// uncovered already. Returns whether the camera moved.
bool bring_into_view(gfx::Camera& camera, const ScreenRect& target, float margin, const std::vector<ScreenRect>& panels);

}  // namespace carc::app
