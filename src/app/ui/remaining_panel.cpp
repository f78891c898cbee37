// Remaining tiles drawing: a grid of pictures with "ID xN" from Game::remaining().
#include "app/ui/remaining_panel.h"

#include <imgui.h>

namespace carc::app::ui {

void draw_remaining_panel(const Game& g, bool* open, std::vector<TilePicture>& pictures) {
  if (!*open) return;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(8, size.y - 8), ImGuiCond_FirstUseEver, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(420, 260), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Remaining tiles", open)) {
    ImGui::End();
    return;
  }
  ImGui::Text("%d tiles in the pile", g.tiles_left());
  // Pictures only where the whole square is inside the window's visible area.
  const ImVec2 lo = ImGui::GetWindowPos();
  const ImVec2 hi{lo.x + ImGui::GetWindowWidth(), lo.y + ImGui::GetWindowHeight()};
  constexpr float kPicture = 40.0f;
  if (ImGui::BeginTable("remaining", 6, ImGuiTableFlags_SizingFixedFit)) {
    for (int t = 0; t < g.catalogue().size(); ++t) {
      const int n = g.remaining(static_cast<TileType>(t));
      if (n <= 0) continue;
      ImGui::TableNextColumn();
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(kPicture, kPicture));
      if (at.y >= lo.y + ImGui::GetFrameHeight() && at.y + kPicture <= hi.y && at.x + kPicture <= hi.x)
        pictures.push_back({static_cast<TileType>(t), at.x, at.y, kPicture});
      ImGui::Text("%s x%d", g.def(static_cast<TileType>(t)).id.c_str(), n);
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace carc::app::ui
