// Final breakdown drawing from PlayerState::by_category and Game::winners().
#include "app/ui/final_panel.h"

#include <imgui.h>

#include "app/play/event_text.h"
#include "app/play/shown_name.h"
#include "app/ui/compact_layout.h"
#include "app/ui/player_name.h"
#include "i18n/translate.h"

namespace carc::app::ui {

namespace {

constexpr const char* kHeads[kCategories] = {"category.roads", "category.cities", "category.monasteries", "category.fields",
                                             "category.chips", "category.goods",  "category.bonuses"};

// Phones: one row per category and one column per player, narrow enough for a portrait screen.
void draw_by_category(const Game& g) {
  if (!ImGui::BeginTable("final", 1 + g.player_count(), ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn("");
  for (int p = 0; p < g.player_count(); ++p) ImGui::TableSetupColumn(shown_name(g.player(p).name).c_str());
  ImGui::TableHeadersRow();
  for (int c = 0; c <= kCategories; ++c) {
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(i18n::tr(c < kCategories ? kHeads[c] : "column.total").c_str());
    for (int p = 0; p < g.player_count(); ++p) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", c < kCategories ? g.player(p).by_category[c] : g.player(p).score);
    }
  }
  ImGui::EndTable();
}

}  // namespace

bool draw_final_panel(const Game& g, const PlayView& view) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(size.x - 8.0f, size.y - 8.0f));
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin((i18n::tr("final.window") + "###final").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  const std::uint8_t winners = g.winners();
  std::vector<std::string> names;
  for (int p = 0; p < g.player_count(); ++p)
    if (winners & (1 << p)) names.push_back(shown_name(g.player(p).name));
  const char* verdict = names.size() > 1 ? "final.share" : "final.wins";
  ImGui::TextUnformatted(i18n::tr(verdict, {i18n::arg("names", names_text(names))}).c_str());
  if (is_compact()) {
    draw_by_category(g);
  } else if (ImGui::BeginTable("final", 2 + kCategories, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(i18n::tr("column.player").c_str());
    for (const char* h : kHeads) ImGui::TableSetupColumn(i18n::tr(h).c_str());
    ImGui::TableSetupColumn(i18n::tr("column.total").c_str());
    ImGui::TableHeadersRow();
    for (int p = 0; p < g.player_count(); ++p) {
      const PlayerState& ps = g.player(p);
      ImGui::TableNextColumn();
      ImGui::PushID(p);
      player_name(shown_name(ps.name).c_str(), view.colours[p % 6]);
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
  const bool again = ImGui::Button(i18n::tr("final.new_game").c_str(), ImVec2(-1, ImGui::GetFrameHeight() * 1.4f));
  ImGui::End();
  return again;
}

}  // namespace carc::app::ui
