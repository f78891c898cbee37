// The figure step on a touch screen: the view comes close to the tile just placed, so each finger-sized
// marker sits on its own feature and none covers another or the tile, and goes back to where the
// player had it once the step is over. Pure camera math on screen rectangles (no ImGui).
#pragma once

#include <vector>

#include "app/board/visible_area.h"
#include "engine/base/types.h"
#include "render/camera.h"

namespace carc::app {

// The zoom and place of the camera that show square `p` in the middle of `area`, `fill` of the
// area's smaller side across (at most kFigureStepZoom pixels a tile), never farther than `at_least`.
void look_at_square(gfx::Camera& camera, Pos p, const ScreenRect& area, float fill, float at_least);

inline constexpr float kFigureStepFill = 0.72f;    // of the free area's smaller side: room for rings around
inline constexpr float kFigureStepZoom = 320.0f;   // pixels a tile at most (a tablet needs no more)

class FigureZoom {
 public:
  // Before the board follows a new tile (BoardFocus::update): a step that is over puts the view back
  // where the player had it before the step, unless they moved the board during it. Both return
  // whether the view moved (a frame more to draw).
  bool leave(gfx::Camera& camera, bool step);
  // Once a frame after every panel is drawn. While `step` (the person deciding may stand a figure on
  // the tile at `p`, on a touch screen) the tile is kept in the middle of the board's free part
  // (`panels` cover the rest), close enough for the markers, until the player moves the board.
  // Outside a step it notes the view (where the player has it).
  bool update(gfx::Camera& camera, bool step, Pos p, const std::vector<ScreenRect>& panels);
  bool is_close() const { return active_ && !released_; }
  // A view set by the page or a new game's fit wins: the step under way (or one begun before the
  // next frame) leaves the view alone and does not go back afterwards.
  void stop() { active_ = true, released_ = true; }
  // The view went back in one of the last few frames: the bars still have the figure step's heights
  // (an auto-sized window shrinks a frame or two late), so a fit to them
  // (GameScreen::keep_board_clear_of_bars) would undo it.
  bool is_just_back() const { return back_frames_ > 0; }

 private:
  bool active_ = false;     // a figure step is under way
  bool released_ = false;   // the player moved the board during it: leave the view alone
  gfx::Vec2 had_at_;        // the view before the step
  float had_zoom_ = 0;
  gfx::Vec2 left_at_;       // the view as this class left it last frame
  float left_zoom_ = 0;
  int back_frames_ = 0;     // update() calls left in which is_just_back()
};

}  // namespace carc::app
