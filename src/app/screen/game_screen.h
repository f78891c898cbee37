// The game screen: the camera, the board renderer and the play state of the session, with the
// set-up screen before a game and the panels during it. The page API talks to it through
// PageScreen (page_controller.h); nothing outside writes its fields.
#pragma once

#include <SDL.h>

#include <string>
#include <string_view>
#include <vector>

#include "app/play/ai_turns.h"
#include "app/screen/board_focus.h"
#include "app/board/camera_input.h"
#include "app/board/figure_zoom.h"
#include "app/board/insight.h"
#include "app/page/page_controller.h"
#include "app/platform/frame_pacing.h"
#include "app/play/play_input.h"
#include "app/play/play_view.h"
#include "app/play/preferences.h"
#include "app/play/session.h"
#include "app/ui/players_bar.h"
#include "app/ui/remaining_panel.h"
#include "app/ui/setup_panel.h"
#include "engine/record/captions.h"
#include "render/board_renderer.h"
#include "render/camera.h"
#include "render/coast.h"
#include "render/land_mask.h"
#include "render/tile_atlas.h"

namespace carc::app {

class GameScreen final : public PageScreen {
 public:
  // The session and computer seats played (the app's), the preferences the screen follows and
  // saves (pace, palette, language), and the frame loop it asks for frames.
  GameScreen(Session& session, AiTurns& ai, Preferences& preferences, FramePacing& frames)
      : session(session), ai(ai), preferences_(preferences), frames_(frames) {}
  Status init();
  // Reads the coasts of every shipped map (data/coasts.h); else the error names the file, line and problem.
  Status load_coasts(const std::string& assets_dir);
  void destroy();
  void handle_event(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard);
  // Panning and zooming (camera_input.h) of the board's camera, and the window's size in CSS px.
  void handle_camera_event(CameraInput& input, const SDL_Event& event, bool ui_has_mouse) {
    input.apply(event, ui_has_mouse, camera);
  }
  void set_viewport(float width, float height) { camera.set_viewport({width, height}); }
  const gfx::Camera& board_camera() const { return camera; }
  // ImGui panels and board overlays of this frame (between NewFrame and Render).
  void update_ui();
  // The board, after painting this frame's new tile pictures (before ImGui renders them).
  void draw_board(float pixel_ratio);
  // When the land under the board changed since the last call (a game on another map, back to the
  // set-up screen): true, with `mask` the land to draw now (nullptr: open sea).
  bool take_land_change(const gfx::LandMask*& mask);
  // Starts a game from a record (header or whole); "" or the error. Leaves the set-up screen.
  Status start_game(std::string_view record) override;
  void show_setup() override { in_setup_ = true; }
  void set_kept_games(std::vector<KeptGameRow> rows) override { form_.kept_games = std::move(rows); }
  // Switches the page's language ("cs", "en", "cs-CZ", …; unknown: English), renames the set-up
  // screen's default players, rewrites the log and remembers the choice. Returns the code chosen.
  std::string set_language(std::string_view request) override;
  bool in_setup() const override { return in_setup_; }
  // Every player name shown: the set-up screen's seats and the game's players (for the font).
  std::string player_names() const;
  // Fits the map (or the start) in the window, like the F key.
  void fit() override { fit_camera(); }
  // The page API's view (game_screen_page.cpp): camera, panels, palette, embed mode, marks.
  std::string view_json() const override;
  void set_view(double x, double y, double zoom, bool remaining) override;
  // Embed mode: the log panel is left out and the panels tightened (the host page has little room).
  void set_compact(bool compact) override;
  std::string targets_json() const override;
  std::string screen_of_json(int x, int y) const override;
  // Computer seats (not on the set-up screen): whether they need frames; this frame's search.
  // Whether someone else decides this step: a computer seat, or another person's seat in a game by
  // link (Session::may_decide; that person plays it on their own page). The board offers nothing then.
  bool others_decide() const { return ai.wants_frames(session) || !session.may_decide(); }
  bool computer_wants_frames() const { return !in_setup_ && (ai.wants_frames(session) || insight.hint_thinking()); }
  // True when what the panels show changed (a seat started or stopped thinking).
  bool run_computer_seats(double now_ms, double (*clock_ms)());

  // The example viewer (an example embed, web/replay.js): the board is for looking. No turn
  // panel, log, remaining tiles, final panel, New game, language switch or hints; a click places
  // nothing (panning and zooming stay free). The camera fits `focus` (the example's tiles and
  // marked squares) between the top bar and `bottom` CSS px at the bottom (the page's caption and
  // controls); `shown` are the "# mark" squares highlighted at the step on screen.
  struct Viewer {
    bool on = false;
    std::vector<Mark> marks;  // every "# mark" line of the record
    std::vector<Mark> shown;
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1;  // the focus, in squares (x1 < x0: none)
    float bottom = 0;
    float fitted_zoom = 0;  // the camera as the last fit left it
    gfx::Vec2 fitted_at;
    gfx::Vec2 bars;  // playing on: the top and bottom bars the last fit kept clear of
    int revision = -1;  // the session's revision at the step shown
  };
  // Starts the viewer on the game loaded now (the whole record, before stepping back): its marks
  // and the focus, the tiles on the board and every marked square. "" or the record's error
  // (a bad "# mark" line); an empty record ends the viewer (play on from the step shown).
  Status start_viewer(std::string_view record) override;
  // Highlights the marks of the latest step at or before `step` that has marks, unless it lies
  // before `caption_step` (the step whose caption is shown: a newer caption drops older marks).
  void show_viewer_marks(int step, int caption_step) override;
  // The page's caption and controls cover the bottom `css_pixels` (0–2000); the fit keeps above.
  void set_viewer_bottom(int css_pixels) override;
  std::string viewer_marks_json() const override;
  std::string viewer_focus_json() const override;
  // What fans ask for (game_screen_page.cpp): the page API's insight(), outlines(on), hint().
  std::string insight_json() const override;
  bool set_outlines(int on) override;
  Status request_hint() override;
  // The top bar's actions for the page's More menu (game_screen_insight.cpp): "hint" (show or hide,
  // like H), "last" (the next of the last moves, like L), "tiles" and "log" (open or close).
  Status press(std::string_view action) override;

 private:
  // NOTE: the members the page API wrote before it had PageScreen keep their names (no trailing
  // underscore) so that the code using them reads as it did.
  Session& session;
  AiTurns& ai;
  Preferences& preferences_;
  FramePacing& frames_;  // asked for frames while something moves or rings
  gfx::Camera camera;
  PlayView view;
  Viewer viewer;
  Viewer played_from_;  // the example played on from ("Play from here"), until the player moves the camera
  Insight insight;  // who holds this, last moves, the hint (issue 20)
  bool compact = false;

  void fit_camera();
  void fit_example(Viewer& example, float top, float bottom);
  void fit_played_example();
  void start_from_setup(ui::SetupStart start);
  float top_bar_height() const;
  static bool is_short_embed();
  float embed_bar_room() const;
  void keep_board_clear_of_bars();
  void follow_placement();
  void rebuild_scene();
  void tentative_tile(std::vector<gfx::TileInstance>& out) const;
  void apply_intents(int choice, bool rotate, bool take_back, bool fit);
  void show_pictures(const char* window, const std::vector<ui::TilePicture>& pictures, int rot);
  void handle_insight_keys(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard);
  void draw_insight(ImDrawList* dl, bool phone);
  void step_last_moves();
  int draw_tile_buttons();

  gfx::BoardRenderer renderer_;
  gfx::TileAtlas atlas_;
  ui::SetupForm form_;
  PointerState pointer_;
  bool in_setup_ = true;
  bool start_requested_ = false;  // Enter on the set-up screen
  bool from_form_ = false;        // the game came from the set-up screen: its colours rule
  bool show_remaining_ = false;
  bool remaining_said_ = false;
  ScoreTimeline timeline_;      // the final panel's graph, for the game's revision below
  int timeline_revision_ = -1;  // the remaining tiles were open last frame (opening them says the pile)
  ui::BarState bar_;         // phones: the top bar and its sheets
  ui::ProjectedScores projected_;  // the players panel's and bar's projected scores, per revision
  float bottom_bar_ = 0;     // phones: the turn bar's height last frame
  float fitted_zoom_ = 0;    // the camera as the last fit of the map left it, and the bars it kept clear of
  gfx::Vec2 fitted_at_, fitted_bars_;
  bool fit_estimated_ = false;
  bool example_embed_ = false;  // the viewer ran: playing on from it shows no New game or language switch   // that fit guessed the bars' heights (before their first frame)
  std::size_t placed_seen_ = 0;  // tiles on the board last frame (a new one is kept in view)
  bool started_ = false;         // a game started since the last frame (start_game)
  BoardFocus focus_;             // the tile just placed, the log line shown
  int cache_pick_seen_ = -1;     // view.cache_pick last frame: a new pick is followed (BoardFocus)
  bool touch_screen_ = false;    // the page's pointer is coarse (a phone, a tablet): see handle_event
  FigureZoom figure_zoom_;       // touch: the figure step's tile close up, the view back after it
  bool rotate_by_tile_ = false;
  int scene_revision_ = -1;
  bool winter_ = false;
  std::vector<gfx::SquareInstance> squares_;
  std::vector<gfx::TileInstance> tiles_;
  std::vector<gfx::TileInstance> extra_;
  std::vector<gfx::TileInstance> lit_;  // tiles_ with the outlined feature's parts marked
  int lit_serial_ = -1;                 // the insight focus lit_ was marked for
  std::vector<ui::TilePicture> shown_;  // this frame's pictures of one panel
  std::vector<gfx::Coast> coasts_;      // one per shipped map
  std::string land_map_ = "-";          // the map whose land mask `land_` holds ("" none)
  gfx::LandMask land_;
};

}  // namespace carc::app
