// The board background: one full-screen triangle running shaders/board_background.frag, a
// procedural sea in world coordinates so it pans and zooms with the camera, and on map boards
// the real land around the squares from a land mask texture (render/land_mask.h).
#pragma once

#include <string>

#include "render/camera.h"
#include "render/gl.h"
#include "render/land_mask.h"

namespace carc::gfx {

class BoardBackground {
 public:
  // Builds the GL program; returns false with `error` set if the driver rejects it.
  bool init(std::string& error);
  // The land to draw from now on; nullptr or an empty mask: open sea only.
  void set_land(const LandMask* mask);
  // Draws over the whole viewport. pixel_ratio = drawable pixels per camera (window) pixel.
  void draw(const Camera& camera, float pixel_ratio, float time_seconds) const;
  void destroy();

 private:
  GLuint program_ = 0;
  GLuint vertex_array_ = 0;
  GLuint land_texture_ = 0;
  bool has_land_ = false;
  float land_rect_[4] = {};  // board x, y of the mask's north-west corner; its width, height
  GLint u_center_ = -1;
  GLint u_zoom_ = -1;
  GLint u_viewport_ = -1;
  GLint u_time_ = -1;
  GLint u_land_rect_ = -1;
  GLint u_has_land_ = -1;
};

}  // namespace carc::gfx
