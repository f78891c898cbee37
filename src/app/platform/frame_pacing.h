// When the frame loop draws: idle frames are skipped (the page redraws on input, game changes and
// redraw requests); keep_drawing(true) draws every frame (measures). Once idle for a while the loop
// pauses (no callback at all: pause_frames); request_redraw() resumes it, and so does any input:
// web/loader.js calls the page's wake() on every input event, since a paused loop polls no events.
// A drawn frame whose layout (the board's camera, the windows' places and sizes) differs from the
// frame before asks for the next one: ImGui sizes a window from its content a frame late, and a
// camera fitted to this frame's bars shows only in the next, so the page never goes idle on a frame
// that is still moving (a bounded number of frames in a row: an oscillating layout gives up).
// The App owns the one FramePacing and hands it to whoever asks for frames.
#pragma once

#include <cstdint>

namespace carc::app {

class FramePacing {
 public:
  void request_redraw();
  // Whether a frame was asked for since the last call (always while keep_drawing is on).
  bool take_redraw_request();
  void keep_drawing(bool always) { keep_drawing_ = always; }
  // Stops the browser's frame callbacks until request_redraw() (never while keep_drawing is on;
  // natively the loop goes on).
  void pause_frames();
  // Whether the loop is paused now (frameStats().paused: tests wait for it rather than for a quiet
  // spell, which a frame stalled on a busy GPU also gives).
  bool is_paused() const { return paused_; }
  // After a drawn frame: a digest of its layout. A change from the last frame's asks for a redraw.
  void note_layout(std::uint64_t digest);
  // Whether the last drawn frame's layout equals the frame's before (frameStats().settled).
  bool is_settled() const { return changes_in_a_row_ == 0; }

  // Frames in a row a changing layout may ask for (an animation asks by itself).
  static constexpr int kMaxSettleFrames = 30;

 private:
  std::uint64_t layout_ = 0;
  int changes_in_a_row_ = 0;
  bool redraw_requested_ = false;
  bool keep_drawing_ = false;
  bool paused_ = false;
};

}  // namespace carc::app
