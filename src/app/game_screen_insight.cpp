// GameScreen's part of "what fans ask for" (issue 20): the keys H (hint) and L (last moves), a
// tap on a placed tile (touch: who holds it), the buttons and the marks drawn each frame.
#include <imgui.h>

#include <algorithm>

#include "app/game_screen.h"
#include "app/ui/compact_layout.h"
#include "i18n/translate.h"

namespace carc::app {

void GameScreen::handle_insight_keys(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard) {
  const Game& g = session.game();
  if (event.type == SDL_KEYDOWN && !ui_has_keyboard && !event.key.repeat) {
    if (event.key.keysym.sym == SDLK_h && !insight.hint_thinking()) {
      if (insight.hint_ready()) insight.clear_hint();  // H again hides it
      else insight.request_hint(g, session.revision());  // ignored in tournament mode
    }
    if (event.key.keysym.sym == SDLK_l) step_last_moves();
  }
  // A tap (touch, not a drag or pinch) on the board: who holds the feature there, or hide it.
  if (event.type == SDL_MOUSEBUTTONUP && event.button.which == SDL_TOUCH_MOUSEID && event.button.button == SDL_BUTTON_LEFT &&
      pointer_.left_down && !pointer_.dragged && !ui_has_mouse)
    insight.tap(g, session.revision(), camera, view, {static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
}

// L: the next tile or figure placed since this player's last turn, brought to the middle of the
// free part of the window (the zoom stays); after the last one the stepping ends.
void GameScreen::step_last_moves() {
  insight.update_recent(session.game(), session.revision());
  Pos p;
  if (!insight.step_recent(p)) return;
  const gfx::Vec2 size = camera.viewport();
  const float top = ui::is_compact() ? ui::top_inset() + bar_.height : 0.0f;
  const float bottom = size.y - (ui::is_compact() ? bottom_bar_ : 0.0f);
  const float zoom = camera.zoom();
  camera.look_at({p.x + 0.5f, p.y + 0.5f - (0.5f * (top + bottom) - 0.5f * size.y) / zoom}, zoom);
}

void GameScreen::draw_insight(ImDrawList* dl, bool phone) {
  const Game& g = session.game();
  insight.update_recent(g, session.revision());
  insight.hover(g, session.revision(), camera, view, ImGui::GetIO().WantCaptureMouse);
  insight.draw_recent(g, camera, dl);
  insight.draw_hint(g, camera, dl);
  insight.draw_tooltip(g, view, camera);
  const bool human = !view.computer && g.phase() != Phase::Over && g.phase() != Phase::GameEnd;
  const bool hint = human && !g.setup().tournament;  // tournament mode: no hint (issue 20)
  if (!hint && insight.recent().empty()) return;
  if (phone && (bar_.show_log || bar_.show_tiles)) return;  // a sheet is open over the board
  // Desktop: a row in the players panel; phones: a small bar above the turn bar, on the right.
  if (phone) {
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(size.x - 6.0f, size.y - bottom_bar_ - 6.0f), ImGuiCond_Always, ImVec2(1.0f, 1.0f));
    ImGui::Begin("###insight", nullptr, ui::kBarFlags | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
  } else {
    ImGui::Begin("###players");
  }
  bool first = true;
  if (hint) {
    ImGui::BeginDisabled(insight.hint_thinking());
    if (ImGui::Button(i18n::tr(insight.hint_ready() ? "insight.hint.hide" : "insight.hint").c_str())) {
      if (insight.hint_ready()) insight.clear_hint();
      else insight.request_hint(g, session.revision());
    }
    ImGui::EndDisabled();
    first = false;
  }
  if (!insight.recent().empty()) {
    if (!first) ImGui::SameLine();
    if (ImGui::Button(i18n::tr("insight.last_moves").c_str())) step_last_moves();
  }
  if (insight.hint_thinking()) ImGui::TextDisabled("%s", i18n::tr("insight.hint.thinking").c_str());
  else if (insight.hint_ready()) ImGui::TextDisabled("%s", i18n::tr("insight.hint.shown").c_str());
  ImGui::End();
}

}  // namespace carc::app
