// Camera math: screen <-> world mapping, panning and anchored zoom.
#include "render/camera.h"

#include <algorithm>

namespace carc::gfx {

Vec2 Camera::screen_to_world(Vec2 screen) const {
  return {center_.x + (screen.x - viewport_.x * 0.5f) / zoom_,
          center_.y + (screen.y - viewport_.y * 0.5f) / zoom_};
}

Vec2 Camera::world_to_screen(Vec2 world) const {
  return {(world.x - center_.x) * zoom_ + viewport_.x * 0.5f,
          (world.y - center_.y) * zoom_ + viewport_.y * 0.5f};
}

void Camera::look_at(Vec2 center, float zoom) {
  center_ = center;
  zoom_ = std::clamp(zoom, kMinZoom, kMaxZoom);
}

void Camera::pan_by_pixels(Vec2 delta) {
  center_.x -= delta.x / zoom_;
  center_.y -= delta.y / zoom_;
}

void Camera::zoom_at(Vec2 anchor, float factor) {
  const Vec2 before = screen_to_world(anchor);
  zoom_ = std::clamp(zoom_ * factor, kMinZoom, kMaxZoom);
  const Vec2 after = screen_to_world(anchor);
  center_.x += before.x - after.x;
  center_.y += before.y - after.y;
}

}  // namespace carc::gfx
