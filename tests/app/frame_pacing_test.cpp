// The frame loop's pacing (src/app/platform/frame_pacing.h): a redraw request is taken once, keep
// drawing asks for every frame, natively the loop never pauses, and a moving layout asks for frames.
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

namespace carc {

TEST_CASE("a frame whose layout moved asks for the next one, until the layout holds still or the bound") {
  app::FramePacing frames;
  frames.note_layout(1);  // the first layout differs from none: one more frame
  CHECK(frames.take_redraw_request());
  CHECK_FALSE(frames.is_settled());
  frames.note_layout(1);  // the same again: settled, nothing asked
  CHECK_FALSE(frames.take_redraw_request());
  CHECK(frames.is_settled());
  frames.note_layout(2);  // a window took its new size
  CHECK(frames.take_redraw_request());
  frames.note_layout(2);
  CHECK_FALSE(frames.take_redraw_request());
  // A layout that never holds still asks for a bounded number of frames, then waits for input.
  int asked = 0;
  for (int i = 0; i < 3 * app::FramePacing::kMaxSettleFrames; ++i) {
    frames.note_layout(100 + static_cast<std::uint64_t>(i));
    if (frames.take_redraw_request()) ++asked;
  }
  CHECK(asked == app::FramePacing::kMaxSettleFrames);
  CHECK_FALSE(frames.is_settled());
}

}  // namespace carc
