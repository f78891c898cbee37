// Camera input: left/middle drag pans, wheel zooms at the pointer, two-finger pinch zooms.
#include "app/camera_input.h"

#include <cmath>

namespace carc::app {
namespace {

constexpr float kWheelZoomStep = 1.15f;
constexpr float kPinchZoomGain = 4.0f;  // SDL's dDist is a fraction of the touch surface

gfx::Vec2 mouse_position() {
  int x = 0;
  int y = 0;
  SDL_GetMouseState(&x, &y);
  return {static_cast<float>(x), static_cast<float>(y)};
}

}  // namespace

void apply_camera_input(const SDL_Event& event, bool ui_has_mouse, gfx::Camera& camera) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      if (!ui_has_mouse && (event.motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_MMASK)) != 0) {
        camera.pan_by_pixels({static_cast<float>(event.motion.xrel),
                              static_cast<float>(event.motion.yrel)});
      }
      break;
    case SDL_MOUSEWHEEL:
      if (!ui_has_mouse && event.wheel.y != 0) {
        camera.zoom_at(mouse_position(), std::pow(kWheelZoomStep, static_cast<float>(event.wheel.y)));
      }
      break;
    case SDL_MULTIGESTURE:
      if (!ui_has_mouse && event.mgesture.numFingers == 2) {
        const gfx::Vec2 size = camera.viewport();
        camera.zoom_at({event.mgesture.x * size.x, event.mgesture.y * size.y},
                       1.0f + event.mgesture.dDist * kPinchZoomGain);
      }
      break;
    default:
      break;
  }
}

}  // namespace carc::app
