// Board background drawing: uniforms from the camera, one attribute-less full-screen triangle,
// and the land mask as an RGBA8 texture (linear filtering keeps its coverage smooth).
#include "render/board_background.h"

#include <algorithm>

#include "render/shader.h"
#include "render/shader_source.h"

namespace carc::gfx {

Status BoardBackground::init() {
  if (Status s = build_program("board_background", shader_source::kFullscreenVert, shader_source::kBoardBackgroundFrag, program_); !s)
    return s;
  u_center_ = glGetUniformLocation(program_, "u_center");
  u_zoom_ = glGetUniformLocation(program_, "u_zoom");
  u_viewport_ = glGetUniformLocation(program_, "u_viewport");
  u_time_ = glGetUniformLocation(program_, "u_time");
  u_land_rect_ = glGetUniformLocation(program_, "u_land_rect");
  u_has_land_ = glGetUniformLocation(program_, "u_has_land");
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "u_land"), 0);
  if (Status s = build_program("sea_copy", shader_source::kFullscreenVert, shader_source::kSeaCopyFrag, copy_program_); !s)
    return s;
  u_texel_ = glGetUniformLocation(copy_program_, "u_texel");
  glUseProgram(copy_program_);
  glUniform1i(glGetUniformLocation(copy_program_, "u_sea"), 0);
  glGenVertexArrays(1, &vertex_array_);
  land_texture_ = make_linear_texture();
  return {};
}

void BoardBackground::set_land(const LandMask* mask) {
  ++land_generation_;
  has_land_ = mask != nullptr && !mask->empty();
  if (!has_land_) return;
  glBindTexture(GL_TEXTURE_2D, land_texture_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, mask->width, mask->height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               mask->rgba.data());
  land_rect_[0] = mask->x0, land_rect_[1] = mask->y0;
  land_rect_[2] = static_cast<float>(mask->width) / mask->texels_per_unit;
  land_rect_[3] = static_cast<float>(mask->height) / mask->texels_per_unit;
}

void BoardBackground::shade(const Camera& camera, float ratio, int width, int height, float time_seconds) const {
  // The shader works in the target's pixels (gl_FragCoord), so scale the camera by their ratio.
  glViewport(0, 0, width, height);
  glUseProgram(program_);
  glUniform2f(u_center_, camera.center().x, camera.center().y);
  glUniform1f(u_zoom_, camera.zoom() * ratio);
  glUniform2f(u_viewport_, static_cast<float>(width), static_cast<float>(height));
  glUniform1f(u_time_, time_seconds);
  glUniform1f(u_has_land_, has_land_ ? 1.0f : 0.0f);
  glUniform4f(u_land_rect_, land_rect_[0], land_rect_[1], land_rect_[2], land_rect_[3]);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, land_texture_);
  glDisable(GL_BLEND);
  glDisable(GL_DEPTH_TEST);
  glBindVertexArray(vertex_array_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
}

void BoardBackground::size_target(int width, int height, bool stretched) {
  if (target_ == 0) {
    glGenFramebuffers(1, &target_);
    target_texture_ = make_linear_texture();
  }
  if (stretched != target_stretched_) {
    // Pixel for pixel, the nearest texel is the pixel itself, and cheaper to read than four. (A
    // window moved to a denser screen can keep its texture's size and become stretched.)
    target_stretched_ = stretched;
    const GLint filter = stretched ? GL_LINEAR : GL_NEAREST;
    glBindTexture(GL_TEXTURE_2D, target_texture_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
  }
  if (width == target_width_ && height == target_height_) return;
  target_width_ = width, target_height_ = height;
  shaded_ = {};  // a new texture holds no sea yet
  glBindTexture(GL_TEXTURE_2D, target_texture_);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  glBindFramebuffer(GL_FRAMEBUFFER, target_);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, target_texture_, 0);
}

void BoardBackground::draw(const Camera& camera, float pixel_ratio, float time_seconds) {
  const Vec2 viewport = camera.viewport();
  const int width = static_cast<int>(viewport.x * pixel_ratio + 0.5f);
  const int height = static_cast<int>(viewport.y * pixel_ratio + 0.5f);
  if (width <= 0 || height <= 0) return;
  const float ratio = shaded_ratio(pixel_ratio);
  const bool stretched = ratio != pixel_ratio;
  const int shaded_width = stretched ? std::max(1, static_cast<int>(viewport.x * ratio + 0.5f)) : width;
  const int shaded_height = stretched ? std::max(1, static_cast<int>(viewport.y * ratio + 0.5f)) : height;
  const Shaded wanted{camera.center().x, camera.center().y, camera.zoom(), ratio,
                      shaded_width, shaded_height, land_generation_};
  size_target(shaded_width, shaded_height, stretched);
  if (!(wanted == shaded_)) {
    glBindFramebuffer(GL_FRAMEBUFFER, target_);
    shade(camera, ratio, shaded_width, shaded_height, time_seconds);
    shaded_ = wanted;
  }
  // Onto the window's framebuffer: pixel for pixel, or stretched smoothly (linear): the sea has
  // no sharp edge to lose. One opaque draw over every pixel, so no clear first (and as a draw it
  // starts the browser's lazily cleared WebGL frame, which a blit would not in Chromium).
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glViewport(0, 0, width, height);
  glUseProgram(copy_program_);
  glUniform2f(u_texel_, 1.0f / static_cast<float>(width), 1.0f / static_cast<float>(height));
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, target_texture_);
  glDisable(GL_BLEND);
  glDisable(GL_DEPTH_TEST);
  glBindVertexArray(vertex_array_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
}

void BoardBackground::destroy() {
  if (land_texture_ != 0) glDeleteTextures(1, &land_texture_);
  if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
  if (program_ != 0) glDeleteProgram(program_);
  if (copy_program_ != 0) glDeleteProgram(copy_program_);
  if (target_texture_ != 0) glDeleteTextures(1, &target_texture_);
  if (target_ != 0) glDeleteFramebuffers(1, &target_);
  target_texture_ = target_ = 0;
  target_width_ = target_height_ = 0;
  target_stretched_ = true;
  shaded_ = {};
  land_texture_ = 0;
  vertex_array_ = 0;
  program_ = copy_program_ = 0;
}

}  // namespace carc::gfx
