// Drawing the UI's triangle lists (what ImGui submits each frame) with WebGL2 / GLES 3, without
// reading any GL state back: a state query (getParameter) is a synchronous round trip to the GPU
// process in a browser, which waits for every command before it. The renderer sets the state it
// needs and, when done, leaves blending and the scissor test off, as the board's renderers expect.
#pragma once

#include <cstdint>
#include <span>

#include "engine/base/error.h"
#include "render/gl.h"

namespace carc::gfx {

// One vertex of the UI: a position in window pixels, texture coordinates and an RGBA colour
// (bytes R, G, B, A in memory order). The layout of ImGui's ImDrawVert (checked where it is used).
struct UiVertex {
  float x, y;
  float u, v;
  std::uint32_t color;
};

// A run of a list's triangles with one texture and one clip rectangle (window pixels: left, top,
// right, bottom).
struct UiDraw {
  float clip[4];
  GLuint texture;
  std::uint32_t first_index;
  std::uint32_t index_count;
};

// Where the UI lands: the display's top-left corner and size in window pixels, and the drawable
// pixels per window pixel.
struct UiTarget {
  float x, y, width, height;
  float scale_x, scale_y;
};

class UiRenderer {
 public:
  // Compiles the UI's program and makes its buffers.
  Status init();
  void destroy();
  // A texture of coverage bytes (a font atlas), `width` x `height`, drawn as the vertex colour with
  // that coverage as alpha; replaces the one made before (deleted).
  GLuint set_font_texture(const unsigned char* coverage, int width, int height);
  GLuint font_texture() const { return font_texture_; }

  // Draws one frame's lists in order; each list its vertices, its 16-bit indices and its draws.
  void begin(const UiTarget& target);
  void draw_list(std::span<const UiVertex> vertices, std::span<const std::uint16_t> indices, std::span<const UiDraw> draws);
  void end();

 private:
  GLuint program_ = 0, vertex_array_ = 0, vertex_buffer_ = 0, index_buffer_ = 0, font_texture_ = 0;
  GLint u_scale_ = -1, u_offset_ = -1, u_alpha_only_ = -1;
  UiTarget target_{};
  int framebuffer_width_ = 0, framebuffer_height_ = 0;
};

}  // namespace carc::gfx
