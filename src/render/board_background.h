// The board background: one full-screen triangle running shaders/board_background.frag, a
// procedural sea in world coordinates so it pans and zooms with the camera, and on map boards
// the real land around the squares from a land mask texture (render/land_mask.h).
// The sea is shaded into a texture and copied onto the screen; a frame whose camera, size and land
// equal the last shaded one's copies the texture again without running the shader (the sea then
// stands still: its slow drift moves on with the next pan or zoom). Frames drawn while nothing
// on the board moves (a computer player thinking, a panel opening, a tooltip) cost a copy: in
// software GL (SwiftShader, 1280x800) the shader took about 100 ms of a 130 ms frame. The copy is a
// draw of the texture (shaders/sea_copy.frag), not a framebuffer blit: in SwiftShader a phone's
// frame at 3x cost 128 ms of GPU-process CPU with the blit and 105 ms with the draw.
// On high-density screens (1.5 or more drawable pixels per window pixel: most phones) the sea is
// soft enough to be computed once per window pixel and stretched over the screen: a phone at 3x
// runs the shader on a ninth of its pixels.
#pragma once

#include <string>

#include "engine/base/error.h"
#include "render/camera.h"
#include "render/gl.h"
#include "render/land_mask.h"

namespace carc::gfx {

class BoardBackground {
 public:
  // Builds the GL program; the driver's refusal (build_program) when it rejects it.
  Status init();
  // The land to draw from now on; nullptr or an empty mask: open sea only.
  void set_land(const LandMask* mask);
  // Draws over the whole viewport. pixel_ratio = drawable pixels per camera (window) pixel.
  // Leaves the window's framebuffer bound and the viewport at its whole drawable size.
  // time_seconds moves the drift; it is read only when the sea is shaded anew (see above).
  void draw(const Camera& camera, float pixel_ratio, float time_seconds);
  // The drawable pixels per window pixel the shader runs at for a screen of `pixel_ratio`.
  static float shaded_ratio(float pixel_ratio) { return pixel_ratio >= kStretchFrom ? 1.0f : pixel_ratio; }
  void destroy();

 private:
  static constexpr float kStretchFrom = 1.5f;  // from this pixel ratio on, the sea is stretched
  // Runs the shader over `width` x `height` pixels of the bound framebuffer.
  void shade(const Camera& camera, float ratio, int width, int height, float time_seconds) const;
  void size_target(int width, int height, bool stretched);

  // What the texture's sea was shaded for: a frame asking for the same reuses it.
  struct Shaded {
    float center_x = 0, center_y = 0, zoom = 0, ratio = 0;
    int width = 0, height = 0;
    unsigned land = 0;
    bool operator==(const Shaded&) const = default;
  };

  GLuint program_ = 0;
  GLuint copy_program_ = 0;     // shaders/sea_copy.frag: the texture onto the screen
  GLuint target_ = 0;           // the framebuffer of the stretched sea, and its texture
  GLuint target_texture_ = 0;
  int target_width_ = 0, target_height_ = 0;
  bool target_stretched_ = true;  // its filter: linear when stretched (make_linear_texture's), else nearest
  GLuint vertex_array_ = 0;
  GLuint land_texture_ = 0;
  bool has_land_ = false;
  unsigned land_generation_ = 0;  // counts set_land calls: a new land shades the sea anew
  Shaded shaded_{};               // valid while target_width_ > 0
  float land_rect_[4] = {};  // board x, y of the mask's north-west corner; its width, height
  GLint u_center_ = -1;
  GLint u_zoom_ = -1;
  GLint u_viewport_ = -1;
  GLint u_time_ = -1;
  GLint u_land_rect_ = -1;
  GLint u_has_land_ = -1;
  GLint u_texel_ = -1;
};

}  // namespace carc::gfx
