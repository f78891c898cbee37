// ImGui's frame handed to the UI renderer (render/ui_renderer.h) list by list: the game's own GL
// backend for ImGui, which never reads GL state back (ImGui's stock OpenGL backend saves and restores
// about twenty pieces of state per frame, each a synchronous getParameter in a browser).
#pragma once

#include <imgui.h>

#include "render/ui_renderer.h"

namespace carc::app {

void draw_ui(const ImDrawData& data, gfx::UiRenderer& renderer);

}  // namespace carc::app
