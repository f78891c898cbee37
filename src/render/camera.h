// The board camera: pure math between screen pixels and board (world) coordinates. No GL here,
// so it is unit-tested natively and in WASM.
#pragma once

namespace carc::gfx {

struct Vec2 {
  float x = 0.0f;
  float y = 0.0f;
};

// World units are tiles: one unit is one tile edge. Both spaces have y growing downwards.
//
//   screen (pixels)                       world (tiles)
//   (0,0) ──────────► x                   center ── the world point at the viewport's middle
//     │   ┌────────────┐                  world = center + (screen - viewport / 2) / zoom
//     │   │     +      │ viewport         zoom  = pixels per tile
//     ▼ y └────────────┘
class Camera {
 public:
  static constexpr float kMinZoom = 9.0f;    // pixels per tile, fully zoomed out (a map fits 240 px)
  static constexpr float kMaxZoom = 400.0f;  // pixels per tile, fully zoomed in
  static constexpr float kDefaultZoom = 96.0f;

  void set_viewport(Vec2 size_pixels) { viewport_ = size_pixels; }
  Vec2 viewport() const { return viewport_; }
  Vec2 center() const { return center_; }
  float zoom() const { return zoom_; }

  // The world point shown at a screen pixel, and the reverse.
  Vec2 screen_to_world(Vec2 screen) const;
  Vec2 world_to_screen(Vec2 world) const;

  // Shows `center` at the viewport's middle at `zoom` pixels per tile (clamped).
  void look_at(Vec2 center, float zoom);
  // Drags the board: the world point under the pointer follows it by delta pixels.
  void pan_by_pixels(Vec2 delta);
  // Multiplies the zoom by factor (clamped to [kMinZoom, kMaxZoom]) keeping the world point under
  // the screen pixel `anchor` where it is.
  void zoom_at(Vec2 anchor, float factor);
  // Two fingers moved from (a0, b0) to (a1, b1) in screen pixels: the zoom follows the change of
  // their distance (clamped) and the board point under their midpoint moves with the midpoint, so
  // the board stays under the fingers as on any map app.
  void pinch(Vec2 a0, Vec2 b0, Vec2 a1, Vec2 b1);

 private:
  Vec2 viewport_{1.0f, 1.0f};
  Vec2 center_{0.0f, 0.0f};
  float zoom_ = kDefaultZoom;
};

}  // namespace carc::gfx
