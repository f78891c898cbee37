// CPU time of our frame work (events, UI, GL calls), averaged, for the page's performance figures.
#pragma once

namespace carc::app {

class FrameClock {
 public:
  void begin();
  // Marks the end of the game/UI work (events, scene, ImGui build); the rest is GL submission.
  void mark_ui_done();
  void end();
  double average_ms() const { return frames_ ? total_ms_ / frames_ : 0.0; }
  double average_ui_ms() const { return frames_ ? ui_ms_ / frames_ : 0.0; }
  double max_ms() const { return max_ms_; }
  // The longest game/UI part of a frame (events, computer search, ImGui build; no GL).
  double max_ui_ms() const { return max_ui_ms_; }
  int frames() const { return frames_; }
  void reset() { total_ms_ = max_ms_ = ui_ms_ = max_ui_ms_ = 0.0, frames_ = 0; }

 private:
  double started_ = 0.0, total_ms_ = 0.0, max_ms_ = 0.0, ui_ms_ = 0.0, ui_done_ = 0.0, max_ui_ms_ = 0.0;
  int frames_ = 0;
};

// The app's clock in milliseconds (SDL's performance counter; any origin).
double app_clock_ms();

}  // namespace carc::app
