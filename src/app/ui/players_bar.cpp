// Players bar drawing: names and scores flow over as many lines as the width needs.
#include "app/ui/players_bar.h"

#include <imgui.h>

#include <algorithm>

#include "app/words/event_text.h"
#include "app/ui/compact_layout.h"
#include "app/ui/language_choice.h"
#include "app/ui/player_name.h"
#include "app/ui/players_panel.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {


// The bottom of the page's phone toolbar (Undo and More, web/style.css): the bar's row reaches it.
constexpr float kToolbarRow = 50.0f;

// "■ Šárka 12 (» 31)", wrapped to the next line when it does not fit beside the page's Undo and
// More or an embed's "Open the full game" link at the row's right end (ShellInsets::right_reserve).
void draw_score(const i18n::Translator& w, const Game& g, const PlayView& view, const std::vector<int>& projected, int p, bool first,
                const ShellInsets& shell) {
  const bool to_move = p == g.deciding_player() && g.phase() != Phase::Over;
  const std::string text = seat_words(w, g, view, p, false) + " " + score_words(g, projected, p) +
                           (to_move && view.thinking != p ? " " + w.text("players.to_move") : "");
  const float width = ImGui::CalcTextSize(text.c_str()).x + ImGui::GetFrameHeight();
  // Beside the score before it when it ends left of Undo and More; the cursor is on the next line
  // already, so the room left on the row is measured from the end of the score before.
  constexpr float kGap = 14.0f;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - shell.right_reserve(ImGui::GetItemRectMin().y);
  if (!first && ImGui::GetItemRectMax().x + kGap + width <= right) ImGui::SameLine(0, kGap);
  ImGui::PushID(p);
  player_name(text.c_str(), view.colours[p % 6]);
  ImGui::PopID();
}

// Keeps the next small button with text `label` on this line if it fits left of what the page
// covers at the row's right end, else starts a new line (the bar's buttons wrap on narrow screens
// and in long languages).
void same_line_if_fits(const std::string& label, const ShellInsets& shell) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::CalcTextSize(label.c_str()).x + 2 * style.FramePadding.x;
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x - shell.right_reserve(ImGui::GetCursorScreenPos().y) < width) ImGui::NewLine();
}

// The bar's buttons: small under a mouse, finger-sized (the touch theme's frame, 44 CSS px) on a
// touch screen.
bool bar_button(const std::string& label, bool touch) {
  return touch ? ImGui::Button(label.c_str()) : ImGui::SmallButton(label.c_str());
}

bool toggle(const i18n::Translator& w, const char* key, bool& on, bool touch) {
  if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = bar_button(w.text(key), touch);
  if (on) ImGui::PopStyleColor();
  if (pressed) on = !on;
  return pressed;
}

// The line under the names: the tiles left, the projection's legend, tournament mode, and the
// buttons that open the log and the remaining tiles as sheets.
void draw_sheet_buttons(const i18n::Translator& w, const Game& g, const PlayView& view, BarState& bar, const std::vector<int>& projected,
                        const ShellInsets& shell) {
  ImGui::TextDisabled("%s", w.count("n.tiles_left", g.tiles_left()).c_str());
  if (!projected.empty() && g.phase() != Phase::Over) {  // the legend of the arrow
    same_line_if_fits(w.text("players.projected_short"), shell);
    ImGui::TextDisabled("%s", w.text("players.projected_short").c_str());
  }
  if (g.setup().tournament) {
    same_line_if_fits(w.text("players.tournament"), shell);
    ImGui::TextDisabled("%s", w.text("players.tournament").c_str());
  }
  same_line_if_fits(w.text("bar.log"), shell);
  if (toggle(w, "bar.log", bar.show_log, view.touch) && bar.show_log) bar.show_tiles = false;
  if (g.setup().tournament) {
    bar.show_tiles = false;  // tournament mode: no remaining tiles
  } else {
    same_line_if_fits(w.text("bar.tiles"), shell);
    if (toggle(w, "bar.tiles", bar.show_tiles, view.touch) && bar.show_tiles) bar.show_log = false;
  }
}

}  // namespace

bool draw_players_bar(const i18n::Translator& w, const Game& g, const PlayView& view, BarState& bar, ProjectedScores& scores,
                      const ShellInsets& shell, bool looking, bool example, bool lean) {
  const float width = ImGui::GetIO().DisplaySize.x, most = ImGui::GetIO().DisplaySize.y * 0.3f;
  next_window_as_bar(true, most, shell.top);
  const bool one_row = shell.bar_menu > 0 && !lean;  // beside the page's Undo and More: a row as high as they are
  if (one_row) ImGui::SetNextWindowSizeConstraints(ImVec2(width, kToolbarRow), ImVec2(width, most));
  ImGui::Begin((w.text("players.window") + "###players").c_str(), nullptr, kBarFlags);
  const std::vector<int> none;  // the example viewer and tournament mode show no projection
  const std::vector<int>& projected = looking || g.setup().tournament || g.phase() == Phase::Over ? none : scores.of(g, view.revision);
  if (one_row) {  // the names level with the middle of Undo and More
    const float padding = ImGui::GetStyle().WindowPadding.y;
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::max(0.0f, 0.5f * (kToolbarRow - 2.0f * padding - ImGui::GetTextLineHeight())));
  }
  for (int p = 0; p < g.player_count(); ++p) draw_score(w, g, view, projected, p, p == 0, shell);
  if (looking || one_row) {  // the example viewer: nothing else; the page's More menu holds the buttons
    bar.language.clear();
    bar.height = ImGui::GetWindowHeight();
    ImGui::End();
    return false;
  }
  if (lean) {
    bar.show_log = bar.show_tiles = false;
  } else {
    draw_sheet_buttons(w, g, view, bar, projected, shell);
  }
  bool again = false;
  bar.language.clear();
  if (!example) {
    same_line_if_fits(w.text("players.new_game"), shell);
    again = bar_button(w.text("players.new_game"), view.touch);
    same_line_if_fits(w.text("language.name") + "     ", shell);  // the other language's name, about as long
    bar.language = draw_language_switch(w, view.touch);
  }
  bar.height = ImGui::GetWindowHeight();
  ImGui::End();
  return again;
}

}  // namespace carc::app::ui
