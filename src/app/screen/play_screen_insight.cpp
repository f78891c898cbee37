// PlayScreen's part of "what fans ask for" (issue 20): the keys H (hint) and L (last moves), a
// tap on a placed tile (touch: who holds it), the buttons and the marks drawn each frame.
#include <imgui.h>

#include <algorithm>

#include "app/platform/page_hooks.h"
#include "app/screen/play_screen.h"
#include "app/ui/compact_layout.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

// On the same line as the last item if `label` still fits there, else on the next.
void same_line_if_fits(const std::string& label) {
  const float width = ImGui::CalcTextSize(label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

}  // namespace

void PlayScreen::handle_insight_keys(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard) {
  const Game& g = app_.session.game();
  if (event.type == SDL_KEYDOWN && !ui_has_keyboard && !event.key.repeat) {
    if (event.key.keysym.sym == SDLK_h && !insight_.hint_thinking()) {
      if (insight_.hint_ready()) insight_.clear_hint();  // H again hides it
      else if (app_.session.may_decide()) insight_.request_hint(g, app_.session.revision());  // ignored in tournament mode
    }
    if (event.key.keysym.sym == SDLK_l) step_last_moves();
  }
  // A tap (touch, not a drag or pinch) on the board: who holds the feature there, or hide it.
  if (event.type == SDL_MOUSEBUTTONUP && event.button.which == SDL_TOUCH_MOUSEID && event.button.button == SDL_BUTTON_LEFT &&
      pointer_.left_down && !pointer_.dragged && !ui_has_mouse)
    insight_.tap(g, app_.session.revision(), app_.camera, view_, {static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
}

// L: the next tile or figure placed since this player's last turn, brought to the middle of the
// free part of the window (the zoom stays); after the last one the stepping ends.
void PlayScreen::step_last_moves() {
  const i18n::Translator& w = app_.words;
  insight_.update_recent(app_.session.game(), app_.session.revision());
  Pos p;
  if (!insight_.step_recent(p)) return;
  say_to_screen_readers(insight_.recent_words(w, app_.session.game()));
  const gfx::Vec2 size = app_.camera.viewport();
  const float top = ui::is_compact() ? app_.shell.top + bar_.height : 0.0f;
  const float bottom = size.y - (ui::is_compact() ? bottom_bar_ : 0.0f);
  const float zoom = app_.camera.zoom();
  app_.camera.look_at({p.x + 0.5f, p.y + 0.5f - (0.5f * (top + bottom) - 0.5f * size.y) / zoom}, zoom);
}

Status PlayScreen::press(std::string_view action) {
  app_.frames.request_redraw();
  const bool phone = ui::is_compact();
  if (action == "hint") {
    if (!insight_.hint_ready()) return request_hint();
    insight_.clear_hint();
  } else if (action == "last") {
    step_last_moves();
  } else if (action == "tiles" && !app_.session.game().setup().tournament) {
    bool& open = phone ? bar_.show_tiles : show_remaining_;
    open = !open;
    if (open && phone) bar_.show_log = false;
  } else if (action == "log" && !compact_) {  // phones: the sheet (the desktop log stays open)
    bar_.show_log = !bar_.show_log;
    if (bar_.show_log) bar_.show_tiles = false;
  } else {
    return failure(err::press_unknown, {"name", action});
  }
  return {};
}

void PlayScreen::draw_insight(ImDrawList* dl, bool phone) {
  const i18n::Translator& w = app_.words;
  const Game& g = app_.session.game();
  insight_.update_recent(g, app_.session.revision());
  insight_.hover(g, app_.session.revision(), app_.camera, view_, ImGui::GetIO().WantCaptureMouse);
  insight_.draw_recent(g, app_.camera, dl);
  insight_.draw_hint(g, app_.camera, dl);
  const bool human = !view_.computer && g.phase() != Phase::Over && g.phase() != Phase::GameEnd;
  const bool hint = human && !g.setup().tournament;  // tournament mode: no hint (issue 20)
  if (!hint && insight_.recent().empty()) return;
  if (compact_ || viewer_.has_run()) return;  // embeds keep their board: the keys only
  if (phone && app_.shell.bar_menu > 0) return;  // the page's More menu offers them
  // Desktop: a row in the players panel; phones: buttons at the end of the top bar, finger-sized on a
  // touch screen (its height next frame counts them).
  ImGui::Begin("###players");
  const auto button = [phone, this](const std::string& label) {
    if (!phone) return ImGui::Button(label.c_str());
    same_line_if_fits(label);
    return view_.touch ? ImGui::Button(label.c_str()) : ImGui::SmallButton(label.c_str());
  };
  bool first = true;
  if (hint) {
    ImGui::BeginDisabled(insight_.hint_thinking());
    const char* key = insight_.hint_ready() ? "insight.hint.hide" : "insight.hint";
    if (button(w.text(phone ? std::string(key) + ".short" : std::string(key)))) {
      if (insight_.hint_ready()) insight_.clear_hint();
      else insight_.request_hint(g, app_.session.revision());
    }
    ImGui::EndDisabled();
    first = false;
  }
  if (!insight_.recent().empty()) {
    if (!first && !phone) ImGui::SameLine();
    if (button(w.text(phone ? "insight.last_moves.short" : "insight.last_moves"))) step_last_moves();
  }
  const char* status = insight_.hint_thinking() ? "insight.hint.thinking" : insight_.hint_ready() ? "insight.hint.shown" : nullptr;
  if (status) {
    if (phone) same_line_if_fits(w.text(status));
    ImGui::TextDisabled("%s", w.text(status).c_str());
  }
  ImGui::End();
}

}  // namespace carc::app
