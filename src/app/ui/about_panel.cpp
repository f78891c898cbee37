// About panel drawing (read-only: it returns no intents yet).
#include "app/ui/about_panel.h"

#include <imgui.h>

namespace carc::app::ui {

void draw_about_panel(const AboutInfo& info) {
  ImGui::SetNextWindowPos(ImVec2(16.0f, 16.0f), ImGuiCond_FirstUseEver);
  ImGui::Begin("Carcassonne Maps", nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ImGui::Text("Engine %s", info.engine_version);
  ImGui::Text("%d tile types loaded", info.tile_types);
  ImGui::TextDisabled("%.0f frames/s", static_cast<double>(info.frames_per_second));
  ImGui::Separator();
  ImGui::TextUnformatted("Drag to move the board, wheel or pinch to zoom.");
  ImGui::End();
}

}  // namespace carc::app::ui
