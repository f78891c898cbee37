// Players panel drawing: read-only apart from the New game button.
#include "app/ui/players_panel.h"

#include <imgui.h>

#include "app/board_overlay.h"

namespace carc::app::ui {

bool draw_players_panel(const Game& g, const PlayView& view) {
  ImGui::SetNextWindowPos(ImVec2(8, 8), ImGuiCond_FirstUseEver);
  ImGui::Begin("Players", nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextDisabled("%s, %d tiles left", g.map() ? g.map()->name.c_str() : "Classic", g.tiles_left());
  for (int p = 0; p < g.player_count(); ++p) {
    const PlayerState& ps = g.player(p);
    const ImVec4 colour = ImGui::ColorConvertU32ToFloat4(view.colours[p % 6]);
    ImGui::ColorButton("##c", colour, ImGuiColorEditFlags_NoTooltip, ImVec2(14, 14));
    ImGui::SameLine();
    ImGui::Text("%s%-8s %4d", p == g.deciding_player() && g.phase() != Phase::Over ? "> " : "  ", ps.name.c_str(),
                ps.score);
    ImGui::SameLine();
    ImGui::TextDisabled("meeples %d", ps.supply[0]);
    if (ps.supply[1] || ps.supply[2] || ps.supply[3]) {
      ImGui::SameLine();
      ImGui::TextDisabled("big %d builder %d pig %d", ps.supply[1], ps.supply[2], ps.supply[3]);
    }
    if (ps.goods[0] || ps.goods[1] || ps.goods[2]) {
      ImGui::SameLine();
      ImGui::TextDisabled("wine %d grain %d cloth %d", ps.goods[0], ps.goods[1], ps.goods[2]);
    }
    if (!g.chips_on()) continue;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImGui::SameLine();
    ImVec2 at = ImGui::GetCursorScreenPos();
    int shown = 0;
    for (int chip = 0; chip < kChipCount; ++chip) {
      const ChipState& c = g.chips()[chip];
      if (c.place != ChipPlace::Supply || c.owner != p) continue;
      draw_chip(dl, ImVec2(at.x + 8 + 18.0f * shown, at.y + 7), 7.0f, chip, true);
      ++shown;
    }
    ImGui::Dummy(ImVec2(18.0f * static_cast<float>(shown) + 4, 14));
  }
  const bool again = ImGui::SmallButton("New game");
  ImGui::End();
  return again;
}

}  // namespace carc::app::ui
