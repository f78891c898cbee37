// The tap-or-scroll decision for a finger on the set-up screen (touch_drag.h).
#include "app/platform/touch_drag.h"

#include <cmath>

namespace carc::app {

void TouchDrag::press(float x, float y) {
  state_ = State::Pending;
  start_x_ = x_ = x, start_y_ = last_y_ = y_ = y;
  scroll_ = 0;
}

void TouchDrag::move(float x, float y) {
  x_ = x, y_ = y;
  if (state_ == State::Pending && std::hypot(x - start_x_, y - start_y_) > kSlop) state_ = State::Scrolling;
  if (state_ != State::Scrolling) return;
  scroll_ += last_y_ - y;  // the finger goes up: the content follows it, the view scrolls down
  last_y_ = y;
}

void TouchDrag::release() {
  // A tap: the press reaches the UI in the next frame, the release in the one after (a button
  // needs both frames to see a click).
  state_ = state_ == State::Pending ? State::TapDown : State::Idle;
}

void TouchDrag::cancel() { state_ = State::Idle, scroll_ = 0; }

TouchDrag::Frame TouchDrag::frame() {
  Frame f;
  f.x = state_ == State::TapDown || state_ == State::TapUp ? start_x_ : x_;
  f.y = state_ == State::TapDown || state_ == State::TapUp ? start_y_ : y_;
  f.held = state_ != State::Idle;
  f.down = state_ == State::TapDown;
  f.scroll = scroll_;
  scroll_ = 0;
  if (state_ == State::TapDown) state_ = State::TapUp;
  else if (state_ == State::TapUp) state_ = State::Idle;
  return f;
}

}  // namespace carc::app
