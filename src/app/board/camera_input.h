// Board navigation: mouse drag / wheel and touch (one finger drags, two fingers pinch) turned
// into camera moves.
#pragma once

#include <SDL.h>

#include "render/camera.h"

namespace carc::app {

class CameraInput {
 public:
  // Applies one SDL event to the camera. Pass ui_has_mouse = true while ImGui wants the mouse, so
  // dragging a panel does not also drag the board.
  void apply(const SDL_Event& event, bool ui_has_mouse, gfx::Camera& camera);

 private:
  struct Finger {
    SDL_FingerID id = 0;
    gfx::Vec2 at;  // screen pixels
  };
  void finger_moved(SDL_FingerID id, gfx::Vec2 at, gfx::Camera& camera);
  void finger_lifted(SDL_FingerID id);

  Finger fingers_[2];
  int finger_count_ = 0;
};

}  // namespace carc::app
