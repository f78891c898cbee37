// The play screen: a game on the board, its panels or a phone's bars and sheets, the final
// breakdown, the board's picture (board_picture.h), and what fans ask for (insight). It owns the
// play state of the game shown (PlayView), the board's following (BoardFocus, FigureZoom) and the
// pictures in the panels; the example viewer (viewer_screen.h) is shown over its board.
#pragma once

#include <SDL.h>

#include <string>
#include <string_view>
#include <vector>

#include "app/board/camera_input.h"
#include "app/board/figure_zoom.h"
#include "app/board/insight.h"
#include "app/play/play_input.h"
#include "app/play/play_view.h"
#include "app/play/score_timeline.h"
#include "app/screen/app_context.h"
#include "app/screen/board_picture.h"
#include "app/screen/board_focus.h"
#include "app/screen/viewer_screen.h"
#include "app/ui/players_bar.h"
#include "app/ui/remaining_panel.h"
#include "render/land_mask.h"

namespace carc::app {

class PlayScreen {
 public:
  // `languages`: where the players panel's or bar's language switch goes.
  PlayScreen(AppContext& app, ViewerScreen& viewer, LanguageSwitch& languages)
      : app_(app), viewer_(viewer), languages_(languages) {}
  void init();
  // Reads the coasts of every shipped map (data/coasts.h); else the error names the file, line and problem.
  Status load_coasts(const std::string& assets_dir) { return picture_.load_coasts(assets_dir); }
  // Starts a game from a record (header or whole); "" or the error (the game shown is kept).
  Status start_game(std::string_view record);
  // The seats' colours of this frame: the palette the player chose (Preferences), else the
  // set-up form's `form_colours`, or a record's colour names unless `from_form` (the game came
  // from the form) or `in_setup`.
  void update_colours(const std::array<std::array<float, 3>, 6>& form_colours, bool from_form, bool in_setup);
  // A finger, or a mouse that is one, switches the words and sizes (on any screen).
  void note_pointer(const SDL_Event& event);
  void handle_event(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard);
  // ImGui panels and board overlays of this frame; true when the player asked for a new game.
  bool update_ui();
  // The board, after the atlas painted this frame's pictures.
  void draw_board(float pixel_ratio);
  // When the land under the board changed since the last call (a game on another map, back to the
  // set-up screen: `in_setup`): true, with `mask` the land to draw now (nullptr: open sea).
  bool take_land_change(bool in_setup, const gfx::LandMask*& mask);
  // Fits the map (or the start, or the viewer's example) in the window, like the F key.
  void fit_camera();
  // Whether someone else decides this step: a computer seat, or another person's seat in a game by
  // link (Session::may_decide; that person plays it on their own page). The board offers nothing then.
  bool others_decide() const { return app_.ai.wants_frames(app_.session) || !app_.session.may_decide(); }
  bool computer_wants_frames() const { return app_.ai.wants_frames(app_.session) || insight_.hint_thinking(); }
  // This frame's search; true when what the panels show changed (a seat started or stopped thinking).
  bool run_computer_seats(double now_ms, double (*clock_ms)());
  // The language changed: the choices' labels are made again.
  void relabel() { view_.revision = -1; }

  // The page API's view (play_screen_page.cpp): camera, panels, palette, embed mode, marks.
  std::string view_json(bool setup) const;
  void set_view(double x, double y, double zoom, bool remaining);
  // Embed mode: the log panel is left out and the panels tightened (the host page has little room).
  void set_compact(bool compact);
  std::string targets_json() const;
  std::string screen_of_json(int x, int y) const;
  // What fans ask for: the page API's insight(), outlines(on), hint().
  std::string insight_json() const;
  bool set_outlines(int on);
  Status request_hint();
  // The top bar's actions for the page's More menu (play_screen_insight.cpp): "hint" (show or hide,
  // like H), "last" (the next of the last moves, like L), "tiles" and "log" (open or close); why not.
  Status press(std::string_view action);

 private:
  float top_bar_height() const;
  static bool is_short_embed();
  float embed_bar_room() const;
  void keep_board_clear_of_bars();
  void follow_placement();
  void tentative_tile(std::vector<gfx::TileInstance>& out) const;
  void apply_intents(int choice, bool rotate, bool take_back, bool fit);
  void show_pictures(const char* window, const std::vector<ui::TilePicture>& pictures, int rot);
  void handle_insight_keys(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard);
  void draw_insight(ImDrawList* dl, bool phone);
  void step_last_moves();
  int draw_tile_buttons();
  bool draw_panels(const Game& g, ImDrawList* dl);
  void draw_viewer_frame(const Game& g, ImDrawList* dl);
  void follow_after_move(ImDrawList* dl);

  AppContext& app_;
  ViewerScreen& viewer_;
  LanguageSwitch& languages_;
  PlayView view_;
  Insight insight_;  // who holds this, last moves, the hint (issue 20)
  bool compact_ = false;
  PointerState pointer_;
  bool show_remaining_ = false;
  bool remaining_said_ = false;  // the remaining tiles were open last frame (opening them says the pile)
  ScoreTimeline timeline_;       // the final panel's graph, for the game's revision below
  int timeline_revision_ = -1;
  ui::BarState bar_;               // phones: the top bar and its sheets
  ui::ProjectedScores projected_;  // the players panel's and bar's projected scores, per revision
  float bottom_bar_ = 0;           // phones: the turn bar's height last frame
  float fitted_zoom_ = 0;          // the camera as the last fit of the map left it, and the bars it kept clear of
  gfx::Vec2 fitted_at_, fitted_bars_;
  bool fit_estimated_ = false;     // that fit guessed the bars' heights (before their first frame)
  std::size_t placed_seen_ = 0;    // tiles on the board last frame (a new one is kept in view)
  bool started_ = false;           // a game started since the last frame (start_game)
  BoardFocus focus_;               // the tile just placed, the log line shown
  int cache_pick_seen_ = -1;       // view_.cache_pick last frame: a new pick is followed (BoardFocus)
  bool touch_screen_ = false;      // the page's pointer is coarse (a phone, a tablet): see note_pointer
  FigureZoom figure_zoom_;         // touch: the figure step's tile close up, the view back after it
  bool rotate_by_tile_ = false;
  BoardPicture picture_;                 // the scene, the lit feature, the land under the board
  std::vector<gfx::TileInstance> extra_;  // this frame's tentative tile or hint
  std::vector<ui::TilePicture> shown_;    // this frame's pictures of one panel
};

}  // namespace carc::app
