// Remaining tiles drawing: a compact grid of "ID xN" from Game::remaining().
#include "app/ui/remaining_panel.h"

#include <imgui.h>

namespace carc::app::ui {

void draw_remaining_panel(const Game& g, bool* open) {
  if (!*open) return;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(8, size.y - 8), ImGuiCond_FirstUseEver, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(330, 170), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Remaining tiles", open)) {
    ImGui::End();
    return;
  }
  ImGui::Text("%d tiles in the pile", g.tiles_left());
  if (ImGui::BeginTable("remaining", 5, ImGuiTableFlags_SizingFixedFit)) {
    for (int t = 0; t < g.catalogue().size(); ++t) {
      const int n = g.remaining(static_cast<TileType>(t));
      if (n <= 0) continue;
      ImGui::TableNextColumn();
      ImGui::Text("%s x%d", g.def(static_cast<TileType>(t)).id.c_str(), n);
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace carc::app::ui
