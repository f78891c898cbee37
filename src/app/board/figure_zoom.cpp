// FigureZoom: the tile of the figure step close up on touch screens, the view back after it (figure_zoom.h).
#include "app/board/figure_zoom.h"

#include <algorithm>
#include <cmath>

namespace carc::app {
namespace {

bool same_view(const gfx::Camera& camera, gfx::Vec2 at, float zoom) {
  // Half a pixel on screen: the camera's float math may round, a finger moves it further.
  const float tolerance = 0.5f / camera.zoom();
  return std::abs(camera.zoom() - zoom) < 0.01f && std::abs(camera.center().x - at.x) < tolerance &&
         std::abs(camera.center().y - at.y) < tolerance;
}

constexpr int kBackFrames = 4;  // the frame the view goes back and three more: the bars have shrunk

}  // namespace

void look_at_square(gfx::Camera& camera, Pos p, const ScreenRect& area, float fill, float at_least) {
  const float side = std::min(area.width(), area.height());
  const float zoom = std::clamp(std::max(at_least, std::min(fill * side, kFigureStepZoom)), gfx::Camera::kMinZoom,
                                gfx::Camera::kMaxZoom);
  // world = center + (screen - viewport / 2) / zoom, with the square's middle at the area's middle.
  const gfx::Vec2 view = camera.viewport();
  const float sx = 0.5f * (area.x0 + area.x1), sy = 0.5f * (area.y0 + area.y1);
  camera.look_at({p.x + 0.5f - (sx - 0.5f * view.x) / zoom, p.y + 0.5f - (sy - 0.5f * view.y) / zoom}, zoom);
}

bool FigureZoom::leave(gfx::Camera& camera, bool step) {
  if (step || !active_) return false;
  active_ = false;
  if (released_ || !same_view(camera, left_at_, left_zoom_)) return false;
  camera.look_at(had_at_, had_zoom_);
  back_frames_ = kBackFrames;
  return true;
}

bool FigureZoom::update(gfx::Camera& camera, bool step, Pos p, const std::vector<ScreenRect>& panels) {
  if (!step) {
    const bool moved = leave(camera, false);
    if (back_frames_ > 0) --back_frames_;
    had_at_ = camera.center(), had_zoom_ = camera.zoom();
    return moved;
  }
  if (!active_) {
    active_ = true, released_ = false;
  } else if (!released_ && !same_view(camera, left_at_, left_zoom_)) {
    released_ = true;  // a drag or a pinch: the player looks elsewhere now
  }
  if (released_) return false;
  const gfx::Vec2 at = camera.center();
  const float zoom = camera.zoom();
  const ScreenRect area = free_area(camera.viewport(), panels);
  if (area.width() > 0.0f && area.height() > 0.0f) look_at_square(camera, p, area, kFigureStepFill, had_zoom_);
  left_at_ = camera.center(), left_zoom_ = camera.zoom();
  return !same_view(camera, at, zoom);
}

}  // namespace carc::app
