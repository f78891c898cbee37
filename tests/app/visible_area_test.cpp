// The free part of the board (src/app/board/visible_area.cpp): the window less the panels drawn over it,
// and the pans that bring the tile just placed or a log line's square out from under them.
#include <doctest/doctest.h>

#include "app/board/visible_area.h"

namespace carc {
namespace {

using app::ScreenRect;

// The desktop at 1280x800: players panel top left, turn panel top right, log bottom right.
const std::vector<ScreenRect> kDesktopPanels = {{8, 8, 300, 260}, {840, 8, 1272, 200}, {892, 592, 1272, 792}};
// A phone at 390x844: the top bar and the turn sheet at the bottom.
const std::vector<ScreenRect> kPhonePanels = {{0, 0, 390, 96}, {0, 600, 390, 844}};

bool covered(const ScreenRect& r, const std::vector<ScreenRect>& panels) {
  for (const ScreenRect& p : panels)
    if (app::overlaps(r, p)) return true;
  return false;
}

}  // namespace

TEST_CASE("the free board area is the largest rectangle no panel covers") {
  CHECK(app::free_area({1280, 800}, {}).width() == 1280);
  const ScreenRect phone = app::free_area({390, 844}, kPhonePanels);
  CHECK(phone.x0 == 0);
  CHECK(phone.y0 == 96);
  CHECK(phone.x1 == 390);
  CHECK(phone.y1 == 600);
  const ScreenRect desk = app::free_area({1280, 800}, kDesktopPanels);
  CHECK_FALSE(covered(desk, kDesktopPanels));
  // Below the players panel and left of the log: 892 x 540, bigger than any band between panels.
  CHECK(desk.x0 == 0);
  CHECK(desk.y0 == 260);
  CHECK(desk.x1 == 892);
  CHECK(desk.y1 == 800);
  // Panels over everything leave nothing.
  CHECK(app::free_area({100, 100}, {{0, 0, 100, 100}}).width() == 0);
}

TEST_CASE("a square is uncovered when it is inside the window and under no panel") {
  CHECK(app::is_uncovered({500, 50, 560, 110}, {1280, 800}, kDesktopPanels));  // between the top panels
  CHECK_FALSE(app::is_uncovered({280, 100, 340, 160}, {1280, 800}, kDesktopPanels));  // under the players panel's edge
  CHECK_FALSE(app::is_uncovered({1250, 400, 1310, 460}, {1280, 800}, kDesktopPanels));  // past the window's edge
}

TEST_CASE("the least pan that brings a partly covered square inside the free area, a margin from its edge") {
  const ScreenRect area{0, 96, 390, 600};
  // A tile half under the phone's turn sheet moves up until 20 px clear of it; x stays.
  const gfx::Vec2 up = app::shift_into({100, 570, 160, 630}, area, 20);
  CHECK(up.x == 0);
  CHECK(up.y == doctest::Approx(-50));
  // Already inside with the margin: no move.
  const gfx::Vec2 none = app::shift_into({100, 300, 160, 360}, area, 20);
  CHECK(none.x == 0);
  CHECK(none.y == 0);
  // Nothing of it in the area (a computer's tile far off): its centre to the area's centre.
  const gfx::Vec2 far = app::shift_into({1000, 2000, 1060, 2060}, area, 20);
  CHECK(1030 + far.x == doctest::Approx(195));
  CHECK(2030 + far.y == doctest::Approx(348));
}

TEST_CASE("bring_into_view pans the camera, keeping the zoom, so the tile lies under no panel; a visible tile stays put") {
  gfx::Camera camera;
  camera.set_viewport({390, 844});
  camera.look_at({0.5f, 0.5f}, 60);
  // Square 0,4 is under the turn sheet at the bottom.
  const Pos tile{0, 4};
  REQUIRE(covered(app::square_on_screen(camera, tile), kPhonePanels));
  CHECK(app::bring_into_view(camera, app::square_on_screen(camera, tile), 26, kPhonePanels));
  const ScreenRect after = app::square_on_screen(camera, tile);
  CHECK(camera.zoom() == 60);
  CHECK(app::is_uncovered(after, {390, 844}, kPhonePanels));
  CHECK(after.y1 <= 600 - 26 + 0.01f);  // the figure markers' room below it
  // Once visible it does not move again.
  const gfx::Vec2 at = camera.center();
  CHECK_FALSE(app::bring_into_view(camera, after, 26, kPhonePanels));
  CHECK(camera.center().x == at.x);
  CHECK(camera.center().y == at.y);
  // Desktop: a computer's tile off to the right comes into the free area, clear of every panel.
  gfx::Camera desk;
  desk.set_viewport({1280, 800});
  desk.look_at({0.5f, 0.5f}, 100);
  const Pos far{30, -2};
  CHECK(app::bring_into_view(desk, app::square_on_screen(desk, far), 12, kDesktopPanels));
  CHECK(app::is_uncovered(app::square_on_screen(desk, far), {1280, 800}, kDesktopPanels));
}

}  // namespace carc
