// The example viewer (an example embed, web/replay.js): the board is for looking. No turn panel,
// log, remaining tiles, final panel, New game, language switch or hints; a click places nothing
// (panning and zooming stay free). It owns the example's marks and focus and the fit of the camera
// to them, shown over the play screen's board (play_screen.h asks it while it is on), and the
// example a reader plays on from ("Play from here") until the player moves the camera.
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>
#include <vector>

#include "app/play/play_view.h"
#include "app/screen/app_context.h"
#include "engine/record/captions.h"

namespace carc::app {

class ViewerScreen {
 public:
  explicit ViewerScreen(AppContext& app) : app_(app) {}
  // Starts the viewer on the game loaded now (the whole record, before stepping back): its marks
  // and the focus, the tiles on the board and every marked square. "" or the record's error (a bad
  // "# mark" line; no game); an empty record ends the viewer (play on from the step shown). The
  // caller fits the camera after a start (fit()).
  Status start(std::string_view record);
  bool is_on() const { return example_.on; }
  // The viewer ran: playing on from it shows no New game or language switch.
  bool has_run() const { return ran_; }
  // Highlights the marks of the latest step at or before `step` that has marks, unless it lies
  // before `caption_step` (the step whose caption is shown: a newer caption drops older marks).
  void show_marks(int step, int caption_step);
  // The page's caption and controls cover the bottom `css_pixels` (0–2000); the fit keeps above.
  void set_bottom(int css_pixels);
  std::string marks_json() const;
  std::string focus_json() const;
  // While on with a focus: fits the camera to it below `top` CSS px (the page's toolbar and the top
  // bar), true; else false (the play screen fits the map).
  bool fit(float top);
  // This frame's marks over the board.
  void draw_marks(const Game& game, ImDrawList* dl) const;
  // The camera is where the last fit left it (the reader has not moved it).
  bool is_camera_as_fitted() const;
  // Playing on from an example: its squares (and the squares the drawn tile may go to beside them,
  // from `view`) between the game's bars `top` and `bottom` CSS px, fitted again while the bars'
  // heights settle, until the player moves the camera or makes a move. Call once the top bar has
  // a height.
  void fit_played_example(float top, float bottom, const PlayView& view);

 private:
  // An example on screen: its marks and focus, in squares (x1 < x0: none).
  struct Example {
    bool on = false;
    std::vector<Mark> marks;  // every "# mark" line of the record
    std::vector<Mark> shown;
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
    float bottom = 0;
    float fitted_zoom = 0;  // the camera as the last fit left it
    gfx::Vec2 fitted_at;
    gfx::Vec2 bars;  // playing on: the top and bottom bars the last fit kept clear of
    int revision = -1;  // the session's revision at the step shown
  };
  void fit_example(Example& example, float top, float bottom);

  AppContext& app_;
  Example example_;
  Example played_from_;  // the example played on from ("Play from here"), until the player moves the camera
  bool ran_ = false;
};

}  // namespace carc::app
