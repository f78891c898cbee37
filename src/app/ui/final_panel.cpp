// Final breakdown drawing from PlayerState::by_category and Game::winners().
#include "app/ui/final_panel.h"

#include <imgui.h>

#include "app/ui/player_name.h"

namespace carc::app::ui {

bool draw_final_panel(const Game& g, const PlayView& view) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin("Final scores", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  const std::uint8_t winners = g.winners();
  std::string names;
  for (int p = 0; p < g.player_count(); ++p)
    if (winners & (1 << p)) names += (names.empty() ? "" : " and ") + g.player(p).name;
  ImGui::Text("%s %s!", names.c_str(), __builtin_popcount(winners) > 1 ? "share the victory" : "wins");
  constexpr const char* kHeads[] = {"Roads", "Cities", "Monasteries", "Fields", "Chips", "Goods", "Bonuses"};
  if (ImGui::BeginTable("final", 2 + kCategories, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("Player");
    for (const char* h : kHeads) ImGui::TableSetupColumn(h);
    ImGui::TableSetupColumn("Total");
    ImGui::TableHeadersRow();
    for (int p = 0; p < g.player_count(); ++p) {
      const PlayerState& ps = g.player(p);
      ImGui::TableNextColumn();
      ImGui::PushID(p);
      player_name(ps.name.c_str(), view.colours[p % 6]);
      ImGui::PopID();
      for (int c = 0; c < kCategories; ++c) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", ps.by_category[c]);
      }
      ImGui::TableNextColumn();
      ImGui::Text("%d", ps.score);
    }
    ImGui::EndTable();
  }
  const bool again = ImGui::Button("New game", ImVec2(-1, 30));
  ImGui::End();
  return again;
}

}  // namespace carc::app::ui
