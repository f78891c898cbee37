// Camera input: left/middle drag pans, wheel zooms at the pointer; on touch screens one finger
// drags (SDL's touch-to-mouse events) and two fingers pinch: the board stays under both.
#include "app/board/camera_input.h"

#include <cmath>

namespace carc::app {
namespace {

constexpr float kWheelZoomStep = 1.15f;

gfx::Vec2 mouse_position() {
  int x = 0;
  int y = 0;
  SDL_GetMouseState(&x, &y);
  return {static_cast<float>(x), static_cast<float>(y)};
}

// SDL reports touches in 0..1 of the window; the camera works in window pixels.
gfx::Vec2 finger_position(const SDL_TouchFingerEvent& finger, const gfx::Camera& camera) {
  return {finger.x * camera.viewport().x, finger.y * camera.viewport().y};
}

}  // namespace

void CameraInput::apply(const SDL_Event& event, bool ui_has_mouse, gfx::Camera& camera) {
  switch (event.type) {
    case SDL_MOUSEMOTION: {
      // While two fingers pinch, the first finger's mouse emulation must not drag as well.
      const bool pinching = event.motion.which == SDL_TOUCH_MOUSEID && finger_count_ == 2;
      if (!ui_has_mouse && !pinching && (event.motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_MMASK)) != 0) {
        camera.pan_by_pixels({static_cast<float>(event.motion.xrel), static_cast<float>(event.motion.yrel)});
      }
      break;
    }
    case SDL_MOUSEWHEEL:
      if (!ui_has_mouse && event.wheel.y != 0) {
        camera.zoom_at(mouse_position(), std::pow(kWheelZoomStep, static_cast<float>(event.wheel.y)));
      }
      break;
    case SDL_FINGERDOWN:
      if (finger_count_ < 2 && !(ui_has_mouse && finger_count_ == 0)) {
        fingers_[finger_count_++] = {event.tfinger.fingerId, finger_position(event.tfinger, camera)};
      }
      break;
    case SDL_FINGERMOTION: finger_moved(event.tfinger.fingerId, finger_position(event.tfinger, camera), camera); break;
    case SDL_FINGERUP: finger_lifted(event.tfinger.fingerId); break;
    default: break;
  }
}

void CameraInput::finger_moved(SDL_FingerID id, gfx::Vec2 at, gfx::Camera& camera) {
  for (int i = 0; i < finger_count_; ++i) {
    if (fingers_[i].id != id) continue;
    if (finger_count_ == 2) {
      const Finger& other = fingers_[1 - i];
      camera.pinch(fingers_[i].at, other.at, at, other.at);
    }
    fingers_[i].at = at;
  }
}

void CameraInput::finger_lifted(SDL_FingerID id) {
  for (int i = 0; i < finger_count_; ++i) {
    if (fingers_[i].id != id) continue;
    fingers_[i] = fingers_[finger_count_ - 1];
    --finger_count_;
    return;
  }
}

}  // namespace carc::app
