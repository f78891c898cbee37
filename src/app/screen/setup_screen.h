// The set-up screen before a game: the form (ui/setup_form.h, ui/setup_panel.h) with its seed, the
// kept games of the first screen, Enter to start and the language switch. It says what to start;
// the screens (screens.h) start it and tell it how that went.
#pragma once

#include <SDL.h>

#include <array>
#include <string>
#include <vector>

#include "app/screen/app_context.h"
#include "app/ui/setup_panel.h"

namespace carc::app {

class SetupScreen {
 public:
  explicit SetupScreen(AppContext& app) : app_(app) {}
  // A new deal each visit, unless the page pinned the first one (tests, README "Page API").
  void init();
  // Enter (not typed into a field) starts what the view's main button starts, next frame.
  void handle_event(const SDL_Event& event, bool ui_has_keyboard);
  // What the player asked for this frame: a game to start and a language ("" none).
  struct Request {
    ui::SetupStart start = ui::SetupStart::None;
    std::string language;
  };
  // Draws the screen (between NewFrame and Render).
  Request update_ui();
  // The record header of the game `start` asks for: empty when none is asked for, or when a seat's
  // name does not do (the form then says so; the header is never the complaint).
  std::string header_of(ui::SetupStart start);
  // How that start went: the error said on the form, else the next seed.
  void started(ui::SetupStart start, const Status& status);
  // A game not started here: the seats' colours are the record's names'.
  void forget_start() { from_form_ = false; }
  bool is_from_form() const { return from_form_; }
  const ui::SetupForm& form() const { return form_; }
  void set_kept_games(std::vector<KeptGameRow> rows) { form_.kept_games = std::move(rows); }
  // Players still called by a default name of the language left take the new language's.
  void rename_default_players(const std::array<std::string, 6>& defaults) { ui::rename_default_players(app_.words, form_, defaults); }

 private:
  AppContext& app_;
  ui::SetupForm form_;
  bool start_requested_ = false;  // Enter on the set-up screen
  bool from_form_ = false;        // the game came from the set-up screen: its colours rule
};

}  // namespace carc::app
