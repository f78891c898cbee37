// Tests src/render/camera.cpp: screen <-> world mapping, panning, anchored and clamped zoom, pinch.
#include <doctest/doctest.h>

#include "render/camera.h"

using carc::gfx::Camera;
using carc::gfx::Vec2;

namespace {

Camera make_camera() {
  Camera camera;
  camera.set_viewport({800.0f, 600.0f});
  return camera;
}

void check_same_point(Vec2 actual, Vec2 expected) {
  CHECK(actual.x == doctest::Approx(expected.x));
  CHECK(actual.y == doctest::Approx(expected.y));
}

}  // namespace

TEST_CASE("the middle of the viewport shows the camera centre") {
  const Camera camera = make_camera();
  const Vec2 world = camera.screen_to_world({400.0f, 300.0f});
  check_same_point(world, camera.center());
}

TEST_CASE("one tile spans zoom pixels, with x right and y down on both sides") {
  const Camera camera = make_camera();
  const Vec2 origin = camera.world_to_screen({0.0f, 0.0f});
  const Vec2 next = camera.world_to_screen({1.0f, 1.0f});
  CHECK(next.x - origin.x == doctest::Approx(Camera::kDefaultZoom));
  CHECK(next.y - origin.y == doctest::Approx(Camera::kDefaultZoom));
}

TEST_CASE("screen_to_world undoes world_to_screen after panning and zooming") {
  Camera camera = make_camera();
  camera.pan_by_pixels({-123.0f, 47.5f});
  camera.zoom_at({100.0f, 500.0f}, 1.7f);
  const Vec2 world{3.25f, -7.5f};
  const Vec2 back = camera.screen_to_world(camera.world_to_screen(world));
  check_same_point(back, world);
}

TEST_CASE("dragging moves the board with the pointer") {
  Camera camera = make_camera();
  const Vec2 grabbed = camera.screen_to_world({200.0f, 150.0f});
  camera.pan_by_pixels({30.0f, -20.0f});
  const Vec2 under_pointer = camera.screen_to_world({230.0f, 130.0f});
  check_same_point(under_pointer, grabbed);
}

TEST_CASE("zooming keeps the world point under the pointer in place") {
  Camera camera = make_camera();
  const Vec2 anchor{650.0f, 120.0f};
  const Vec2 before = camera.screen_to_world(anchor);
  camera.zoom_at(anchor, 2.0f);
  const Vec2 after = camera.screen_to_world(anchor);
  CHECK(camera.zoom() == doctest::Approx(2.0f * Camera::kDefaultZoom));
  check_same_point(after, before);
}

TEST_CASE("zoom stays within its limits and the anchor still holds at the limit") {
  Camera camera = make_camera();
  const Vec2 anchor{10.0f, 590.0f};
  const Vec2 before = camera.screen_to_world(anchor);
  camera.zoom_at(anchor, 1000.0f);
  CHECK(camera.zoom() == doctest::Approx(Camera::kMaxZoom));
  const Vec2 after = camera.screen_to_world(anchor);
  check_same_point(after, before);
  camera.zoom_at(anchor, 1e-6f);
  CHECK(camera.zoom() == doctest::Approx(Camera::kMinZoom));
}

TEST_CASE("a pinch keeps the board points under both fingers and zooms by their spread") {
  Camera camera = make_camera();
  const Vec2 a0{300.0f, 300.0f}, b0{400.0f, 300.0f};
  const Vec2 under_a = camera.screen_to_world(a0), under_b = camera.screen_to_world(b0);
  const Vec2 a1{250.0f, 320.0f}, b1{450.0f, 320.0f};  // spread to twice the distance, moved down
  camera.pinch(a0, b0, a1, b1);
  CHECK(camera.zoom() == doctest::Approx(2.0f * Camera::kDefaultZoom));
  check_same_point(camera.world_to_screen(under_a), a1);
  check_same_point(camera.world_to_screen(under_b), b1);
}

TEST_CASE("a pinch that moves both fingers together pans without zooming") {
  Camera camera = make_camera();
  const Vec2 a0{100.0f, 100.0f}, b0{200.0f, 150.0f};
  const Vec2 under_a = camera.screen_to_world(a0);
  camera.pinch(a0, b0, {130.0f, 60.0f}, {230.0f, 110.0f});
  CHECK(camera.zoom() == doctest::Approx(Camera::kDefaultZoom));
  check_same_point(camera.world_to_screen(under_a), {130.0f, 60.0f});
}

TEST_CASE("a pinch past the zoom limits stops at the limit, the midpoint still holds") {
  Camera camera = make_camera();
  const Vec2 mid_world = camera.screen_to_world({400.0f, 300.0f});
  camera.pinch({395.0f, 300.0f}, {405.0f, 300.0f}, {100.0f, 300.0f}, {700.0f, 300.0f});
  CHECK(camera.zoom() == doctest::Approx(Camera::kMaxZoom));
  check_same_point(camera.world_to_screen(mid_world), {400.0f, 300.0f});
}
