// Camera math: screen <-> world mapping, panning and anchored zoom.
#include "render/camera.h"

#include <algorithm>
#include <cmath>

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

void Camera::pinch(Vec2 a0, Vec2 b0, Vec2 a1, Vec2 b1) {
  const Vec2 mid0{(a0.x + b0.x) * 0.5f, (a0.y + b0.y) * 0.5f};
  const Vec2 mid1{(a1.x + b1.x) * 0.5f, (a1.y + b1.y) * 0.5f};
  const float before = std::hypot(a0.x - b0.x, a0.y - b0.y);
  const float after = std::hypot(a1.x - b1.x, a1.y - b1.y);
  const Vec2 held = screen_to_world(mid0);
  if (before > 1.0f && after > 1.0f) zoom_ = std::clamp(zoom_ * after / before, kMinZoom, kMaxZoom);
  center_.x = held.x - (mid1.x - viewport_.x * 0.5f) / zoom_;
  center_.y = held.y - (mid1.y - viewport_.y * 0.5f) / zoom_;
}

}  // namespace carc::gfx
