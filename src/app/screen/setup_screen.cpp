// SetupScreen: the form, Enter to start, the kept games' choices and each start's next seed.
#include "app/screen/setup_screen.h"

#include <random>

#include "app/platform/page_hooks.h"

namespace carc::app {
namespace {

// Enter on the set-up screen starts what its view's main button starts.
ui::SetupStart enter_starts(ui::SetupStage stage) {
  switch (stage) {
    case ui::SetupStage::Choose: return ui::SetupStart::Computer;
    case ui::SetupStage::PassAndPlay: return ui::SetupStart::PassAndPlay;
    case ui::SetupStage::Custom: return ui::SetupStart::Custom;
  }
  return ui::SetupStart::None;
}

}  // namespace

void SetupScreen::init() {
  const i18n::Translator& w = app_.words;
  ui::init_setup_form(w, form_);
  const int pinned = pinned_deal_seed();
  form_.seed = pinned ? pinned : ui::next_seed(static_cast<int>(std::random_device{}() % 1000000u));
  form_.pass_map = app_.preferences.map();  // pass and play's map as last started
}

void SetupScreen::handle_event(const SDL_Event& event, bool ui_has_keyboard) {
  const bool enter = event.type == SDL_KEYDOWN && (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER);
  start_requested_ = start_requested_ || (enter && !ui_has_keyboard);
  if (event.type == SDL_KEYDOWN && !ui_has_keyboard && form_.stage == ui::SetupStage::Choose)
    ui::press_kept_games_key(form_, event.key.keysym.sym, (event.key.keysym.mod & KMOD_SHIFT) != 0);
}

SetupScreen::Request SetupScreen::update_ui() {
  const i18n::Translator& w = app_.words;
  Request request;
  const ui::SetupStart drawn = ui::draw_setup_panel(w, form_, app_.session.library(), app_.preferences, app_.text_fields, app_.shell, app_.tip);
  request.language = form_.language;
  const bool kept = !form_.kept_key.empty();  // Enter on a kept game's row opens it, starts nothing
  if (kept) notify_kept_game(form_.kept_action.c_str(), form_.kept_key.c_str());
  form_.kept_action.clear(), form_.kept_key.clear();
  request.start = start_requested_ && !kept ? enter_starts(form_.stage) : drawn;
  start_requested_ = false;
  return request;
}

std::string SetupScreen::header_of(ui::SetupStart start) {
  std::string header;
  if (start == ui::SetupStart::Computer) header = ui::computer_game_header(form_);
  else if (start == ui::SetupStart::PassAndPlay) header = ui::pass_and_play_header(form_);
  else if (start == ui::SetupStart::Custom) header = ui::setup_header(form_);
  if (header.empty()) return header;
  const int seats = start == ui::SetupStart::Computer ? 2 : form_.players;
  if (Status names = ui::check_seat_names(form_, seats); !names) {
    form_.error = names;
    return {};
  }
  return header;
}

// Each start takes the next seed (a game repeats only when its seed is typed in under "More").
void SetupScreen::started(ui::SetupStart start, const Status& status) {
  form_.error = status;
  from_form_ = status.ok();
  if (!from_form_) return;
  if (start == ui::SetupStart::PassAndPlay) app_.preferences.set_map(form_.pass_map);
  form_.seed = ui::next_seed(form_.seed);
}

}  // namespace carc::app
