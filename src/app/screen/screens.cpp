// Screens: which screen is on show, and what crosses between them (a game started from the form,
// the language, the seats' colours).
#include "app/screen/screens.h"

#include <array>

#include "app/platform/page_hooks.h"
#include "app/platform/widget_registry.h"
#include "i18n/translate.h"

namespace carc::app {

Status Screens::init() {
  setup_.init();
  play_.init();
  if (Status s = app_.renderer.init(); !s) return s;
  app_.atlas.init();
  return {};
}

void Screens::destroy() {
  app_.atlas.destroy();
  app_.renderer.destroy();
}

Status Screens::start_game(std::string_view record) {
  if (Status s = play_.start_game(record); !s) return s;
  in_setup_ = false;
  setup_.forget_start();
  return {};
}

std::string Screens::player_names() const {
  std::string names;
  for (const auto& name : setup_.form().names) names.append(name.data()).push_back(' ');
  if (app_.session.has_game())
    for (const std::string& name : app_.session.game().setup().players) names.append(name).push_back(' ');
  return names;
}

std::string Screens::set_language(std::string_view request) {
  const i18n::Translator& w = app_.words;
  std::array<std::string, 6> defaults;  // the default names in the language being left
  for (int p = 0; p < 6; ++p) defaults[p] = w.text("player." + std::to_string(p));
  const std::string code = speak_language(app_.preferences, app_.words, request);
  setup_.rename_default_players(defaults);
  announce_language(code.c_str());
  if (app_.session.has_game()) app_.session.relabel_log();
  for (const char* panel : {"setup", "players", "turn", "log", "remaining", "final"})
    retitle_window((w.text(std::string(panel) + ".window") + "###" + panel).c_str());
  play_.relabel();
  return code;
}

Status Screens::start_viewer(std::string_view record) {
  if (Status s = viewer_.start(record); !s) return s;
  if (!record.empty()) play_.fit_camera();
  return {};
}

Status Screens::press(std::string_view action) {
  if (is_setup_on_show()) return failure(err::session_no_game);
  return play_.press(action);
}

bool Screens::run_computer_seats(double now_ms, double (*clock_ms)()) {
  return !in_setup_ && play_.run_computer_seats(now_ms, clock_ms);
}

void Screens::handle_event(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard) {
  play_.note_pointer(event);
  if (is_setup_on_show()) return setup_.handle_event(event, ui_has_keyboard);
  play_.handle_event(event, ui_has_mouse, ui_has_keyboard);
}

void Screens::update_ui() {
  play_.update_colours(setup_.form().colours, setup_.is_from_form(), in_setup_);
  if (!is_setup_on_show()) {
    if (play_.update_ui()) in_setup_ = true;  // New game
    return;
  }
  const SetupScreen::Request request = setup_.update_ui();
  if (!request.language.empty()) set_language(request.language);
  const std::string header = setup_.header_of(request.start);
  if (header.empty()) return;
  const Status started = start_game(header);
  setup_.started(request.start, started);
}

void Screens::draw_board(float pixel_ratio) {
  // Even on the set-up screen: this frame's UI may still show pictures. The window's drawable pixels
  // as the frame's viewport has them (app.cpp).
  const gfx::Vec2 css = app_.camera.viewport();
  app_.atlas.paint(app_.renderer, static_cast<int>(css.x * pixel_ratio), static_cast<int>(css.y * pixel_ratio));
  if (is_setup_on_show()) return;
  play_.draw_board(pixel_ratio);
}

}  // namespace carc::app
