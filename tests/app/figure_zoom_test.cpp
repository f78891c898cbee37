// The figure step close up on touch screens (src/app/board/figure_zoom.cpp): the tile just placed in the
// middle of the free board, large enough for finger-sized markers, and the view back after the step.
#include <doctest/doctest.h>

#include "app/board/figure_zoom.h"

namespace carc {
namespace {

using app::ScreenRect;

// A phone at 390x844: the top bar and a tall figure-step bar at the bottom.
const std::vector<ScreenRect> kPhonePanels = {{0, 0, 390, 96}, {0, 560, 390, 844}};

gfx::Camera phone_camera() {
  gfx::Camera camera;
  camera.set_viewport({390, 844});
  camera.look_at({6.0f, 5.0f}, 40.0f);  // a whole map in view: a tile is 40 px
  return camera;
}

}  // namespace

TEST_CASE("the figure step's tile fills most of the free board, in its middle, and never shrinks") {
  gfx::Camera camera = phone_camera();
  const ScreenRect area = app::free_area(camera.viewport(), kPhonePanels);
  app::look_at_square(camera, Pos{3, 8}, area, app::kFigureStepFill, 40.0f);
  const ScreenRect tile = app::square_on_screen(camera, Pos{3, 8});
  CHECK(tile.width() == doctest::Approx(0.72f * 390.0f));
  CHECK(0.5f * (tile.x0 + tile.x1) == doctest::Approx(195.0f));
  CHECK(0.5f * (tile.y0 + tile.y1) == doctest::Approx(0.5f * (96.0f + 560.0f)));
  CHECK(app::is_uncovered(tile, camera.viewport(), kPhonePanels));
  // A player who had zoomed in further keeps their zoom; a tablet's tile stays at most 320 px.
  app::look_at_square(camera, Pos{3, 8}, area, app::kFigureStepFill, 380.0f);
  CHECK(camera.zoom() == doctest::Approx(380.0f));
  gfx::Camera tablet;
  tablet.set_viewport({1280, 800});
  app::look_at_square(tablet, Pos{0, 0}, {0, 0, 1280, 800}, app::kFigureStepFill, 96.0f);
  CHECK(tablet.zoom() == doctest::Approx(app::kFigureStepZoom));
}

TEST_CASE("after the figure step the view goes back where the player had it, unless they moved it meanwhile") {
  gfx::Camera camera = phone_camera();
  app::FigureZoom zoom;
  CHECK_FALSE(zoom.update(camera, false, Pos{}, kPhonePanels));  // placing: the view is the player's
  CHECK(zoom.update(camera, true, Pos{3, 8}, kPhonePanels));      // the figure step: close up
  CHECK(zoom.is_close());
  CHECK(camera.zoom() > 250.0f);
  // The turn bar grows on the step's second frame: the tile moves up into the smaller free part.
  const std::vector<ScreenRect> taller = {{0, 0, 390, 96}, {0, 500, 390, 844}};
  CHECK(zoom.update(camera, true, Pos{3, 8}, taller));
  CHECK(app::is_uncovered(app::square_on_screen(camera, Pos{3, 8}), camera.viewport(), taller));
  CHECK_FALSE(zoom.update(camera, true, Pos{3, 8}, taller));  // settled: nothing moves
  CHECK(zoom.leave(camera, false));                            // a figure stood, or none
  for (int frame = 0; frame < 4; ++frame) {  // the bars still have the step's heights a few frames
    CHECK(zoom.is_just_back());
    CHECK_FALSE(zoom.update(camera, false, Pos{}, kPhonePanels));
  }
  CHECK_FALSE(zoom.is_just_back());
  CHECK(camera.zoom() == doctest::Approx(40.0f));
  CHECK(camera.center().x == doctest::Approx(6.0f));
  CHECK(camera.center().y == doctest::Approx(5.0f));
  CHECK_FALSE(zoom.is_close());

  // The next figure step: the player drags the board away while choosing, and the view stays there.
  CHECK_FALSE(zoom.update(camera, false, Pos{}, kPhonePanels));
  CHECK(zoom.update(camera, true, Pos{7, 2}, kPhonePanels));
  camera.pan_by_pixels({60.0f, -30.0f});
  const gfx::Vec2 dragged = camera.center();
  CHECK_FALSE(zoom.update(camera, true, Pos{7, 2}, kPhonePanels));
  CHECK_FALSE(zoom.is_close());
  CHECK_FALSE(zoom.leave(camera, false));
  CHECK(camera.center().x == doctest::Approx(dragged.x));
  CHECK(camera.center().y == doctest::Approx(dragged.y));
}

TEST_CASE("a view the page sets wins over the figure step's close-up, and nothing goes back after it") {
  gfx::Camera camera = phone_camera();
  app::FigureZoom zoom;
  CHECK_FALSE(zoom.update(camera, false, Pos{}, kPhonePanels));
  camera.look_at({30.0f, -20.0f}, 60.0f);  // the page's setView, in the call that placed the tile
  zoom.stop();
  CHECK_FALSE(zoom.update(camera, true, Pos{3, 8}, kPhonePanels));
  CHECK(camera.zoom() == doctest::Approx(60.0f));
  CHECK_FALSE(zoom.update(camera, false, Pos{}, kPhonePanels));
  CHECK(camera.center().x == doctest::Approx(30.0f));
  // The next figure step comes close again.
  CHECK(zoom.update(camera, true, Pos{3, 8}, kPhonePanels));
  CHECK(zoom.is_close());
}

}  // namespace carc
