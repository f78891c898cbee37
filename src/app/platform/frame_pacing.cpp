// FramePacing: redraw requests and the paused browser frame loop (frame_pacing.h).
#include "app/platform/frame_pacing.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace carc::app {

void FramePacing::request_redraw() {
  redraw_requested_ = true;
#ifdef __EMSCRIPTEN__
  if (paused_) emscripten_resume_main_loop();
#endif
  paused_ = false;
}

void FramePacing::pause_frames() {
  if (paused_ || keep_drawing_) return;
#ifdef __EMSCRIPTEN__
  emscripten_pause_main_loop();
  paused_ = true;
#endif
}

void FramePacing::note_layout(std::uint64_t digest) {
  if (digest == layout_) {
    changes_in_a_row_ = 0;
    return;
  }
  layout_ = digest;
  if (++changes_in_a_row_ <= kMaxSettleFrames) request_redraw();
}

bool FramePacing::take_redraw_request() {
  const bool requested = redraw_requested_ || keep_drawing_;
  redraw_requested_ = false;
  return requested;
}

}  // namespace carc::app
