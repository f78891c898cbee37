// The board in GL: map squares (shaders/square.*) and placed tiles (shaders/tile.*), each one
// instanced draw call. Instances are filled by the app from the game; this class only draws.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/base/error.h"
#include "render/camera.h"
#include "render/gl.h"
#include "render/tile_art.h"

namespace carc::gfx {

struct TileInstance {
  float x = 0, y = 0, size = 1, alpha = 1;  // north-west corner in world units
  std::uint32_t desc[4] = {};
  float mark_u = 0.5f, mark_v = 0.5f;
};

struct SquareInstance {
  float x = 0, y = 0, w = 1, h = 1;
  float r = 1, g = 1, b = 1, a = 1;
  std::uint32_t flags = 0;  // shaders/square.frag
};

class BoardRenderer {
 public:
  // Builds the GL programs; the driver's refusal (build_program) when it rejects one.
  Status init();
  void destroy();
  // Uploads instances (call when the game changed).
  void set_squares(const std::vector<SquareInstance>& squares);
  void set_tiles(const std::vector<TileInstance>& tiles);
  // Draws squares, then tiles, then `extra` tiles (the tentative one), over the background.
  // `focus`: a feature is outlined (its tiles carry kFocusPart bits, render/tile_art.h): the
  // board's other parts are dimmed and the feature's edge drawn in gold (shaders/tile.frag).
  void draw(const Camera& camera, float pixel_ratio, bool winter, const std::vector<TileInstance>& extra, bool focus = false);
  // Draws only `tiles`, placed in pixels (x, y down, size) of the bound `width` x `height`
  // framebuffer: the tile pictures of the UI (render/tile_atlas.h).
  void draw_tiles_in_pixels(int width, int height, bool winter, const std::vector<TileInstance>& tiles);

 private:
  struct Batch {
    GLuint vao = 0, buffer = 0;
    int count = 0;
  };
  void setup_tile_batch(Batch& batch);
  void upload_tiles(Batch& batch, const std::vector<TileInstance>& tiles);
  void set_view(GLuint program, Vec2 center, float zoom, Vec2 viewport);
  void set_camera(GLuint program, const Camera& camera, float pixel_ratio);
  void draw_extra(bool winter, const std::vector<TileInstance>& tiles);

  GLuint tile_program_ = 0, square_program_ = 0;
  Batch squares_, tiles_, extra_;
  GLint u_winter_ = -1;
  GLint u_focus_ = -1;
};

}  // namespace carc::gfx
