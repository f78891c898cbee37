// Final breakdown drawing from PlayerState::by_category, Game::winners() and the score timeline.
#include "app/ui/final_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/words/event_text.h"
#include "app/words/shown_name.h"
#include "app/ui/compact_layout.h"
#include "app/ui/player_name.h"
#include "i18n/translate.h"

namespace carc::app::ui {

namespace {

constexpr const char* kHeads[kCategories] = {"category.roads", "category.cities", "category.monasteries", "category.fields",
                                             "category.chips", "category.goods",  "category.bonuses"};

// Phones: one row per category and one column per player, narrow enough for a portrait screen.
void draw_by_category(const i18n::Translator& w, const Game& g) {
  if (!ImGui::BeginTable("final", 1 + g.player_count(), ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn("");
  for (int p = 0; p < g.player_count(); ++p) ImGui::TableSetupColumn(shown_name(w, g.player(p).name).c_str());
  ImGui::TableHeadersRow();
  for (int c = 0; c <= kCategories; ++c) {
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(w.text(c < kCategories ? kHeads[c] : "column.total").c_str());
    for (int p = 0; p < g.player_count(); ++p) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", c < kCategories ? g.player(p).by_category[c] : g.player(p).score);
    }
  }
  ImGui::EndTable();
}

// The scores over the turns: a line per player in their colour over a grid of tens, each big
// scoring a dot with its points ("+24"), the turns along the bottom. `width` CSS px wide.
void draw_score_graph(const i18n::Translator& w, const Game& g, const PlayView& view, const ScoreTimeline& t, float width) {
  if (t.scores.size() < 2) return;
  ImGui::TextUnformatted(w.text("final.graph").c_str());
  const float font = ImGui::GetFontSize();
  const float height = std::max(7.0f * font, width * 0.32f);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height + font * 1.2f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  int top = 10;
  for (const std::vector<int>& scores : t.scores)
    for (int s : scores) top = std::max(top, s);
  const int step = top > 150 ? 50 : top > 60 ? 20 : 10;
  top = (top + step - 1) / step * step;
  const float left = at.x + ImGui::CalcTextSize("000").x + 4.0f, right = at.x + width - 6.0f, bottom = at.y + height;
  const float turns = static_cast<float>(t.scores.size() - 1);
  const auto point = [&](std::size_t turn, int score) {
    return ImVec2(left + (right - left) * static_cast<float>(turn) / turns, bottom - (height - 4.0f) * static_cast<float>(score) / static_cast<float>(top));
  };
  dl->AddRectFilled(ImVec2(left, at.y), ImVec2(right, bottom), IM_COL32(20, 18, 16, 235));  // the board stays out of the plot
  const ImU32 grid = ImGui::GetColorU32(ImGuiCol_Border), text = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  for (int s = 0; s <= top; s += step) {
    const float y = point(0, s).y;
    dl->AddLine(ImVec2(left, y), ImVec2(right, y), grid);
    const std::string label = std::to_string(s);
    dl->AddText(ImVec2(left - 4.0f - ImGui::CalcTextSize(label.c_str()).x, y - 0.5f * font), text, label.c_str());
  }
  const std::string last = w.text("final.graph.turn", {i18n::arg("turn", static_cast<long>(turns))});
  dl->AddText(ImVec2(right - ImGui::CalcTextSize(last.c_str()).x, bottom + 0.1f * font), text, last.c_str());
  std::vector<ImVec2> line(t.scores.size());
  for (int p = 0; p < g.player_count(); ++p) {
    for (std::size_t i = 0; i < t.scores.size(); ++i) line[i] = point(i, t.scores[i][static_cast<std::size_t>(p)]);
    dl->AddPolyline(line.data(), static_cast<int>(line.size()), view.colours[static_cast<std::size_t>(p % 6)], 0, std::max(2.0f, 0.12f * font));
  }
  // One mark per player and turn (the biggest of its scorings there); labels that would meet
  // another's go below their dot, then further down.
  std::vector<ImVec2> labels;
  for (std::size_t i = 0; i < t.big.size(); ++i) {
    const BigScoring& b = t.big[i];
    bool beaten = false;
    for (std::size_t k = 0; k < t.big.size(); ++k)
      beaten = beaten || (k != i && t.big[k].turn == b.turn && t.big[k].player == b.player &&
                          (t.big[k].points > b.points || (t.big[k].points == b.points && k < i)));
    if (beaten) continue;
    const ImVec2 c = point(static_cast<std::size_t>(b.turn), t.scores[static_cast<std::size_t>(b.turn)][static_cast<std::size_t>(b.player)]);
    dl->AddCircleFilled(c, 0.28f * font, view.colours[static_cast<std::size_t>(b.player % 6)]);
    dl->AddCircle(c, 0.28f * font, IM_COL32(20, 20, 20, 255), 0, 1.5f);
    const std::string label = "+" + std::to_string(b.points);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    ImVec2 spot(std::min(c.x - 0.5f * w, right - w), c.y - 1.3f * font);
    for (int tries = 0; tries < 4; ++tries) {
      const bool meets = std::any_of(labels.begin(), labels.end(), [&](const ImVec2& o) {
        return std::abs(o.x - spot.x) < 2.2f * font && std::abs(o.y - spot.y) < font;
      });
      if (!meets) break;
      spot.y = c.y + (0.35f + static_cast<float>(tries)) * font;
    }
    labels.push_back(spot);
    dl->AddText(spot, ImGui::GetColorU32(ImGuiCol_Text), label.c_str());
  }
}

}  // namespace

bool draw_final_panel(const i18n::Translator& w, const Game& g, const PlayView& view, const ScoreTimeline& timeline) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(size.x - 8.0f, size.y - 8.0f));
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin((w.text("final.window") + "###final").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  const std::uint8_t winners = g.winners();
  std::vector<std::string> names;
  for (int p = 0; p < g.player_count(); ++p)
    if (winners & (1 << p)) names.push_back(shown_name(w, g.player(p).name));
  const char* verdict = names.size() > 1 ? "final.share" : "final.wins";
  ImGui::TextUnformatted(w.text(verdict, {i18n::arg("names", names_text(w, names))}).c_str());
  draw_score_graph(w, g, view, timeline, is_compact() ? std::min(size.x - 40.0f, 30.0f * ImGui::GetFontSize()) : 36.0f * ImGui::GetFontSize());
  if (is_compact()) {
    draw_by_category(w, g);
  } else if (ImGui::BeginTable("final", 2 + kCategories, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(w.text("column.player").c_str());
    for (const char* h : kHeads) ImGui::TableSetupColumn(w.text(h).c_str());
    ImGui::TableSetupColumn(w.text("column.total").c_str());
    ImGui::TableHeadersRow();
    for (int p = 0; p < g.player_count(); ++p) {
      const PlayerState& ps = g.player(p);
      ImGui::TableNextColumn();
      ImGui::PushID(p);
      player_name(shown_name(w, ps.name).c_str(), view.colours[p % 6]);
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
  const bool again = ImGui::Button(w.text("final.new_game").c_str(), ImVec2(-1, ImGui::GetFrameHeight() * 1.4f));
  ImGui::End();
  return again;
}

}  // namespace carc::app::ui
