// What the board view follows: the tile just placed (anyone's, the computer's too) is kept out from
// under the panels for the frames after the placement, and a log line's squares are shown on a
// click (the view pans there and rings them briefly). The panels are whatever ImGui drew this frame.
#pragma once

#include <imgui.h>

#include <vector>

#include "app/board/visible_area.h"
#include "app/platform/frame_pacing.h"
#include "engine/base/types.h"
#include "render/camera.h"

namespace carc::app {

// The windows drawn over the board this frame (panels, bars, sheets; not the buttons beside a picked
// square, tooltips or popups) and the band the page's toolbar covers at the top (`top_inset` CSS px).
std::vector<ScreenRect> panels_over_board(float top_inset);

class BoardFocus {
 public:
  // Keeps square `p` and its figure spots clear of the panels while the game stays at `revision`
  // (the step after the placement: the figure step, whose turn bar on a phone is taller) and the
  // player does not move the board.
  void follow(Pos p, int revision);
  // A log line: brings `squares` into view (kept there likewise) and rings them for a moment.
  void show(const std::vector<Pos>& squares, int revision);
  void stop() { following_ = false, ring_until_ = 0, ring_frames_ = 0; }
  // Once a frame, after every panel is drawn: pans the camera if the followed squares are covered
  // by `panels` (panels_over_board), and draws the ring on `dl`. `touch`: figure markers are
  // larger, so more room around the tile.
  void update(gfx::Camera& camera, int revision, bool touch, const std::vector<ScreenRect>& panels, ImDrawList* dl, FramePacing& frames);

 private:
  ScreenRect target_on_screen(const gfx::Camera& camera) const;

  std::vector<Pos> squares_;
  bool following_ = false;
  int revision_ = 0;           // the game's revision while following
  bool moved_ = false;         // the camera as this class left it last frame (a change: the player panned)
  gfx::Vec2 left_at_;
  float left_zoom_ = 0;
  double ring_until_ = 0;      // ImGui time the ring ends
  int ring_frames_ = 0;        // frames it still shows at least
};

}  // namespace carc::app
