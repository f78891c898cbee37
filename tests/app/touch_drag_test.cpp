// A finger on the set-up screen (src/app/platform/touch_drag.h): a drag of more than a few pixels scrolls
// and never presses the widget it started on (the players slider keeps its count); a tap presses
// for one frame where the finger went down, then releases.
#include <doctest/doctest.h>

#include "app/platform/touch_drag.h"

namespace carc {

TEST_CASE("touch on the set-up: a drag that starts on a widget scrolls with the finger and presses nothing") {
  app::TouchDrag drag;
  drag.press(100, 500);
  app::TouchDrag::Frame f = drag.frame();
  CHECK(f.held);
  CHECK_FALSE(f.down);  // not yet: it may become a scroll
  drag.move(100, 497);  // inside the slop: still undecided, no scroll
  CHECK(drag.frame().scroll == 0);
  drag.move(101, 480);
  CHECK(drag.is_scrolling());
  f = drag.frame();
  CHECK_FALSE(f.down);
  CHECK(f.scroll == doctest::Approx(20));  // the content follows the finger from where it went down
  drag.move(101, 380);
  f = drag.frame();
  CHECK(f.scroll == doctest::Approx(100));
  CHECK(drag.frame().scroll == 0);  // each frame's scroll is taken once
  drag.move(101, 420);
  CHECK(drag.frame().scroll == doctest::Approx(-40));  // back down: the view scrolls back
  drag.release();
  f = drag.frame();
  CHECK_FALSE(f.held);
  CHECK_FALSE(f.down);
}

TEST_CASE("touch on the set-up: a tap presses for one frame at the finger's spot, then releases") {
  app::TouchDrag drag;
  drag.press(50, 60);
  drag.move(53, 62);  // a finger wobbles: still a tap
  drag.release();     // down and up in the same frame's events
  app::TouchDrag::Frame f = drag.frame();
  CHECK(f.held);
  CHECK(f.down);
  CHECK(f.x == 50);
  CHECK(f.y == 60);
  CHECK(f.scroll == 0);
  f = drag.frame();
  CHECK(f.held);
  CHECK_FALSE(f.down);  // released where it was pressed: a click
  CHECK(f.y == 60);
  CHECK_FALSE(drag.frame().held);  // then the pointer is the backend's again
}

TEST_CASE("touch on the set-up: a second finger cancels the gesture without a tap") {
  app::TouchDrag drag;
  drag.press(50, 60);
  drag.cancel();
  drag.release();
  CHECK_FALSE(drag.frame().held);
}

}  // namespace carc
