// Players panel drawing: read-only apart from the New game button.
#include "app/ui/players_panel.h"

#include <imgui.h>

#include "app/platform/finger_widgets.h"
#include "app/board/board_overlay.h"
#include "app/play/ai_turns.h"
#include "app/words/event_text.h"
#include "app/words/shown_name.h"
#include "app/platform/widget_registry.h"
#include "app/ui/player_name.h"
#include "i18n/translate.h"

namespace carc::app::ui {

namespace {

void draw_chips(const Game& g, int p) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  int shown = 0;
  for (int chip = 0; chip < kChipCount; ++chip) {
    const ChipState& c = g.chips()[chip];
    if (c.place != ChipPlace::Supply || c.owner != p) continue;
    draw_chip(dl, ImVec2(at.x + 7 + 16.0f * static_cast<float>(shown), at.y + 7), 6.5f, chip, true);
    ++shown;
  }
  ImGui::Dummy(ImVec2(16.0f * static_cast<float>(shown) + 2, 14));
}

}  // namespace

const std::vector<int>& ProjectedScores::of(const Game& g, int revision) {
  if (game_ != &g || revision_ != revision) {
    game_ = &g, revision_ = revision;
    scores_ = g.projected_scores();
  }
  return scores_;
}

std::string score_words(const Game& g, const std::vector<int>& projected, int p) {
  std::string text = std::to_string(g.player(p).score);
  if (static_cast<std::size_t>(p) < projected.size() && g.phase() != Phase::Over)
    text += " (» " + std::to_string(projected[static_cast<std::size_t>(p)]) + ")";
  return text;
}

// The legend of "12 (» 31)", shown over the score column.
static void projection_tooltip(const i18n::Translator& w) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
  ImGui::TextUnformatted(w.text("players.projected_help").c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

std::string seat_words(const i18n::Translator& w, const Game& g, const PlayView& view, int p, bool to_move) {
  std::string text = shown_name(w, g.player(p).name);
  const std::string level = level_words(w, seat_level(g.setup(), p));
  if (!level.empty()) text += " (" + level + ")";
  if (view.thinking == p) text += " " + w.text("players.thinking");
  else if (to_move) text += " " + w.text("players.to_move");
  return text;
}

bool draw_players_panel(const i18n::Translator& w, const Game& g, const PlayView& view, ProjectedScores& scores, TipNote& tip) {
  ImGui::SetNextWindowPos(ImVec2(8, 8), ImGuiCond_FirstUseEver);
  ImGui::Begin((w.text("players.window") + "###players").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  const std::string summary = w.text("players.summary", {i18n::arg("map", map_words(w, g.map())),
                                                           i18n::arg("left", w.count("n.tiles_left", g.tiles_left()))});
  ImGui::TextDisabled("%s", summary.c_str());
  if (g.setup().tournament) ImGui::TextDisabled("%s", w.text("players.tournament").c_str());
  const std::vector<int> none;
  const std::vector<int>& projected = g.setup().tournament || g.phase() == Phase::Over ? none : scores.of(g, view.revision);
  const bool ic = g.setup().rules.ic, tb = g.setup().rules.tb, chips = g.chips_on();
  const int columns = 3 + (ic ? 1 : 0) + (tb ? 3 : 0) + (chips ? 1 : 0);
  if (ImGui::BeginTable("players", columns, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    const auto column = [&w](const char* key) { ImGui::TableSetupColumn(w.text(key).c_str()); };
    column("column.player");
    ImGui::TableSetupColumn(w.text(projected.empty() ? "column.score" : "column.projected").c_str());
    column("column.meeples");
    if (ic) column("column.big");
    if (tb) column("column.builder"), column("column.pig"), column("column.goods");
    if (chips) column("column.chips");
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);  // each header labelled for widgets() (tests)
    for (int c = 0; c < columns; ++c) {
      ImGui::TableSetColumnIndex(c);
      const char* name = ImGui::TableGetColumnName(c);
      ImGui::PushID(c);
      ImGui::TableHeader(name);
      label_widget(name);
      ImGui::PopID();
    }

    for (int p = 0; p < g.player_count(); ++p) {
      const PlayerState& ps = g.player(p);
      const bool to_move = p == g.deciding_player() && g.phase() != Phase::Over;
      ImGui::TableNextColumn();
      if (to_move) {  // the player to move: their row tinted with their colour
        ImVec4 tint = readable_text_colour(view.colours[p % 6]);
        tint.w = 0.22f;
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::ColorConvertFloat4ToU32(tint));
      }
      ImGui::PushID(p);
      player_name(seat_words(w, g, view, p, to_move).c_str(), view.colours[p % 6]);
      ImGui::PopID();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(score_words(g, projected, p).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", ps.supply[0]);
      if (ic) ImGui::TableNextColumn(), ImGui::Text("%d", ps.supply[1]);
      if (tb) {
        ImGui::TableNextColumn(), ImGui::Text("%d", ps.supply[2]);
        ImGui::TableNextColumn(), ImGui::Text("%d", ps.supply[3]);
        ImGui::TableNextColumn(), ImGui::Text("%d/%d/%d", ps.goods[0], ps.goods[1], ps.goods[2]);
      }
      if (chips) ImGui::TableNextColumn(), draw_chips(g, p);
    }
    if (!projected.empty() && !view.touch && (ImGui::TableGetColumnFlags(1) & ImGuiTableColumnFlags_IsHovered)) projection_tooltip(w);
    ImGui::EndTable();
  }
  if (!projected.empty() && view.touch) {  // the legend of "12 (» 31)" by a tap, as no finger hovers
    info_button(w, tip, w.text("players.projected_help"), "projected");
    ImGui::SameLine();
  }
  const std::string again_label = w.text("players.new_game");
  const bool again = view.touch ? ImGui::Button(again_label.c_str()) : ImGui::SmallButton(again_label.c_str());  // a finger's size
  ImGui::End();
  return again;
}

}  // namespace carc::app::ui
