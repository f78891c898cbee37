// Board navigation: mouse drag / wheel and touch pinch turned into camera moves.
#pragma once

#include <SDL.h>

#include "render/camera.h"

namespace carc::app {

// Applies one SDL event to the camera. Pass ui_has_mouse = true while ImGui wants the mouse, so
// dragging a panel does not also drag the board.
void apply_camera_input(const SDL_Event& event, bool ui_has_mouse, gfx::Camera& camera);

}  // namespace carc::app
