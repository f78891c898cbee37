// The app's screens: the set-up screen before a game, the play screen during one and the example
// viewer over its board, each owning its state and sharing the App context (app_context.h). This
// small object is the page API's screen (PageScreen, page_controller.h): it routes each request to
// the screen on show, and the frame loop's events and frames likewise.
#pragma once

#include <SDL.h>

#include <string>
#include <string_view>
#include <vector>

#include "app/board/camera_input.h"
#include "app/page/page_controller.h"
#include "app/screen/app_context.h"
#include "app/screen/play_screen.h"
#include "app/screen/setup_screen.h"
#include "app/screen/viewer_screen.h"

namespace carc::app {

class Screens final : public PageScreen, public LanguageSwitch {
 public:
  explicit Screens(AppContext& app) : app_(app) {}
  Status init();
  // Reads the coasts of every shipped map (data/coasts.h); else the error names the file, line and problem.
  Status load_coasts(const std::string& assets_dir) { return play_.load_coasts(assets_dir); }
  void destroy();
  void handle_event(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard);
  // Panning and zooming (camera_input.h) of the board's camera, and the window's size in CSS px.
  void handle_camera_event(CameraInput& input, const SDL_Event& event, bool ui_has_mouse) {
    input.apply(event, ui_has_mouse, app_.camera);
  }
  void set_viewport(float width, float height) { app_.camera.set_viewport({width, height}); }
  const gfx::Camera& board_camera() const { return app_.camera; }
  // ImGui panels and board overlays of this frame (between NewFrame and Render).
  void update_ui();
  // The board, after painting this frame's new tile pictures (before ImGui renders them).
  void draw_board(float pixel_ratio);
  // When the land under the board changed since the last call: true, with `mask` the land to draw
  // now (nullptr: open sea).
  bool take_land_change(const gfx::LandMask*& mask) { return play_.take_land_change(in_setup_, mask); }
  // Every player name shown: the set-up screen's seats and the game's players (for the font).
  std::string player_names() const;
  // Computer seats (not on the set-up screen): whether they need frames; this frame's search (true
  // when what the panels show changed).
  bool computer_wants_frames() const { return !in_setup_ && play_.computer_wants_frames(); }
  bool run_computer_seats(double now_ms, double (*clock_ms)());

  // PageScreen: the page API's requests (README "Page API").
  Status start_game(std::string_view record) override;
  void show_setup() override { in_setup_ = true; }
  bool in_setup() const override { return in_setup_; }
  void set_kept_games(std::vector<KeptGameRow> rows) override { setup_.set_kept_games(std::move(rows)); }
  // Switches the page's language ("cs", "en", "cs-CZ", …; unknown: English), renames the set-up
  // screen's default players, rewrites the log and remembers the choice. Returns the code chosen.
  std::string set_language(std::string_view request) override;
  std::string view_json() const override { return play_.view_json(in_setup_ || !app_.session.has_game()); }
  void set_view(double x, double y, double zoom, bool remaining) override { play_.set_view(x, y, zoom, remaining); }
  void set_compact(bool compact) override { play_.set_compact(compact); }
  void fit() override { play_.fit_camera(); }
  std::string targets_json() const override { return play_.targets_json(); }
  std::string screen_of_json(int x, int y) const override { return play_.screen_of_json(x, y); }
  Status start_viewer(std::string_view record) override;
  void show_viewer_marks(int step, int caption_step) override { viewer_.show_marks(step, caption_step); }
  void set_viewer_bottom(int css_pixels) override { viewer_.set_bottom(css_pixels); }
  std::string viewer_marks_json() const override { return viewer_.marks_json(); }
  std::string viewer_focus_json() const override { return viewer_.focus_json(); }
  std::string insight_json() const override { return play_.insight_json(); }
  bool set_outlines(int on) override { return play_.set_outlines(on); }
  Status request_hint() override { return play_.request_hint(); }
  Status press(std::string_view action) override;

 private:
  bool is_setup_on_show() const { return in_setup_ || !app_.session.has_game(); }

  AppContext& app_;
  SetupScreen setup_{app_};
  ViewerScreen viewer_{app_};
  PlayScreen play_{app_, viewer_, *this};
  bool in_setup_ = true;
};

}  // namespace carc::app
