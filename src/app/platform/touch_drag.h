// A finger on a scrolling screen (the set-up): a touch that moves more than kSlop CSS px is a
// scroll of the screen, never a press of the widget it started on; one that lifts before that is a
// tap, pressed for one frame where the finger went down. No SDL or ImGui here (tests drive it).
#pragma once

namespace carc::app {

class TouchDrag {
 public:
  // CSS px a finger may wander and still tap.
  static constexpr float kSlop = 8.0f;

  // What the UI sees this frame in place of the finger: the pointer and whether its button is
  // down, and the pixels the screen scrolls (positive: the content moves up, as the finger does).
  struct Frame {
    bool held = false;  // a finger is down or a tap is being delivered: the override applies
    bool down = false;  // the button as the UI should see it
    float x = 0, y = 0;
    float scroll = 0;
  };

  void press(float x, float y);
  void move(float x, float y);
  void release();
  // Lets go of a gesture in progress without a tap (a second finger, the screen left the set-up).
  void cancel();
  // This frame's view of the gesture; call once a frame, after the frame's events.
  Frame frame();
  bool is_scrolling() const { return state_ == State::Scrolling; }

 private:
  enum class State { Idle, Pending, Scrolling, TapDown, TapUp };
  State state_ = State::Idle;
  float start_x_ = 0, start_y_ = 0, last_y_ = 0, x_ = 0, y_ = 0;
  float scroll_ = 0;
};

}  // namespace carc::app
