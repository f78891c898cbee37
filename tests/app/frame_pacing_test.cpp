// The frame loop's pacing (src/app/platform/frame_pacing.h): a redraw request is taken once, keep
// drawing asks for every frame, and natively the loop never pauses.
#include <doctest/doctest.h>

#include "app/platform/frame_pacing.h"

namespace carc {

TEST_CASE("a redraw request is taken once; keep drawing asks for every frame") {
  app::FramePacing frames;
  CHECK_FALSE(frames.take_redraw_request());
  frames.request_redraw();
  CHECK(frames.take_redraw_request());
  CHECK_FALSE(frames.take_redraw_request());
  frames.keep_drawing(true);
  frames.pause_frames();  // refused while drawing every frame
  CHECK(frames.take_redraw_request());
  CHECK(frames.take_redraw_request());
  frames.keep_drawing(false);
  CHECK_FALSE(frames.take_redraw_request());
}

}  // namespace carc
