// The board background: one full-screen triangle running shaders/board_background.frag, a
// procedural sea in world coordinates so it pans and zooms with the camera.
#pragma once

#include <string>

#include "render/camera.h"
#include "render/gl.h"

namespace carc::gfx {

class BoardBackground {
 public:
  // Builds the GL program; returns false with `error` set if the driver rejects it.
  bool init(std::string& error);
  // Draws over the whole viewport. pixel_ratio = drawable pixels per camera (window) pixel.
  void draw(const Camera& camera, float pixel_ratio, float time_seconds) const;
  void destroy();

 private:
  GLuint program_ = 0;
  GLuint vertex_array_ = 0;
  GLint u_center_ = -1;
  GLint u_zoom_ = -1;
  GLint u_viewport_ = -1;
  GLint u_time_ = -1;
};

}  // namespace carc::gfx
