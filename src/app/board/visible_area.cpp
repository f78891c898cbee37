// Free board area and the pans into it: rectangles only (visible_area.h).
#include "app/board/visible_area.h"

#include <algorithm>

namespace carc::app {
namespace {

ScreenRect grown(const ScreenRect& r, float by) { return {r.x0 - by, r.y0 - by, r.x1 + by, r.y1 + by}; }

// The shift along one axis that puts [t0, t1] inside [a0, a1] (see shift_into).
float shift_1d(float t0, float t1, float a0, float a1, float margin, bool centre) {
  if (centre || t1 - t0 + 2.0f * margin > a1 - a0) return 0.5f * (a0 + a1) - 0.5f * (t0 + t1);
  if (t0 - margin < a0) return a0 - (t0 - margin);
  if (t1 + margin > a1) return a1 - (t1 + margin);
  return 0.0f;
}

}  // namespace

bool overlaps(const ScreenRect& a, const ScreenRect& b) {
  return std::min(a.x1, b.x1) - std::max(a.x0, b.x0) > 1.0f && std::min(a.y1, b.y1) - std::max(a.y0, b.y0) > 1.0f;
}

ScreenRect free_area(gfx::Vec2 window, const std::vector<ScreenRect>& panels) {
  // The best rectangle has each edge on the window's edge or on a panel's edge: try them all
  // (a handful of panels, so a few thousand candidates).
  std::vector<float> xs{0.0f, window.x}, ys{0.0f, window.y};
  for (const ScreenRect& p : panels) {
    for (float x : {p.x0, p.x1}) xs.push_back(std::clamp(x, 0.0f, window.x));
    for (float y : {p.y0, p.y1}) ys.push_back(std::clamp(y, 0.0f, window.y));
  }
  std::sort(xs.begin(), xs.end());
  std::sort(ys.begin(), ys.end());
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
  ScreenRect best;
  float best_area = 0.0f;
  for (std::size_t a = 0; a < xs.size(); ++a) {
    for (std::size_t b = a + 1; b < xs.size(); ++b) {
      for (std::size_t c = 0; c < ys.size(); ++c) {
        for (std::size_t d = c + 1; d < ys.size(); ++d) {
          const ScreenRect r{xs[a], ys[c], xs[b], ys[d]};
          if (r.width() * r.height() <= best_area) continue;
          if (std::none_of(panels.begin(), panels.end(), [&r](const ScreenRect& p) { return overlaps(r, p); }))
            best = r, best_area = r.width() * r.height();
        }
      }
    }
  }
  return best;
}

bool is_uncovered(const ScreenRect& target, gfx::Vec2 window, const std::vector<ScreenRect>& panels) {
  if (!ScreenRect{0.0f, 0.0f, window.x, window.y}.contains(target)) return false;
  return std::none_of(panels.begin(), panels.end(), [&target](const ScreenRect& p) { return overlaps(target, p); });
}

ScreenRect square_on_screen(const gfx::Camera& camera, Pos p) {
  const gfx::Vec2 a = camera.world_to_screen({static_cast<float>(p.x), static_cast<float>(p.y)});
  const gfx::Vec2 b = camera.world_to_screen({p.x + 1.0f, p.y + 1.0f});
  return {a.x, a.y, b.x, b.y};
}

gfx::Vec2 shift_into(const ScreenRect& target, const ScreenRect& area, float margin) {
  if (area.contains(grown(target, margin))) return {};
  const bool centre = !overlaps(target, area);  // nothing of it shows there: bring it to the middle
  return {shift_1d(target.x0, target.x1, area.x0, area.x1, margin, centre),
          shift_1d(target.y0, target.y1, area.y0, area.y1, margin, centre)};
}

bool bring_into_view(gfx::Camera& camera, const ScreenRect& target, float margin, const std::vector<ScreenRect>& panels) {
  const gfx::Vec2 window = camera.viewport();
  if (is_uncovered(grown(target, margin), window, panels)) return false;
  const ScreenRect area = free_area(window, panels);
  if (area.width() <= 0.0f || area.height() <= 0.0f) return false;
  const gfx::Vec2 shift = shift_into(target, area, margin);
  if (shift.x == 0.0f && shift.y == 0.0f) return false;
  const gfx::Vec2 c = camera.center();
  camera.look_at({c.x - shift.x / camera.zoom(), c.y - shift.y / camera.zoom()}, camera.zoom());
  return true;
}

}  // namespace carc::app
