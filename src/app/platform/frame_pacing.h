// When the frame loop draws: idle frames are skipped (the page redraws on input, game changes and
// redraw requests); keep_drawing(true) draws every frame (measures). Once idle for a while the loop
// pauses (no callback at all: pause_frames); request_redraw() resumes it, and so does any input:
// web/loader.js calls the page's wake() on every input event, since a paused loop polls no events.
// The App owns the one FramePacing and hands it to whoever asks for frames.
#pragma once

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

 private:
  bool redraw_requested_ = false;
  bool keep_drawing_ = false;
  bool paused_ = false;
};

}  // namespace carc::app
