// FrameClock: SDL's performance counter, in milliseconds.
#include "app/platform/frame_clock.h"

#include <SDL.h>

namespace carc::app {
double app_clock_ms() {
  return static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
}

namespace {
double now_ms() { return app_clock_ms(); }
}  // namespace

void FrameClock::begin() { started_ = ui_done_ = now_ms(); }

void FrameClock::mark_ui_done() { ui_done_ = now_ms(); }

void FrameClock::end() {
  const double ms = now_ms() - started_;
  total_ms_ += ms;
  ui_ms_ += ui_done_ - started_;
  max_ui_ms_ = ui_done_ - started_ > max_ui_ms_ ? ui_done_ - started_ : max_ui_ms_;
  max_ms_ = ms > max_ms_ ? ms : max_ms_;
  ++frames_;
}

}  // namespace carc::app
