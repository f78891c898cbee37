// Board background drawing: uniforms from the camera, one attribute-less full-screen triangle,
// and the land mask as an RGBA8 texture (linear filtering keeps its coverage smooth).
#include "render/board_background.h"

#include "render/shader.h"
#include "render/shader_source.h"

namespace carc::gfx {

bool BoardBackground::init(std::string& error) {
  program_ = build_program("board_background", shader_source::kFullscreenVert,
                           shader_source::kBoardBackgroundFrag, error);
  if (program_ == 0) return false;
  u_center_ = glGetUniformLocation(program_, "u_center");
  u_zoom_ = glGetUniformLocation(program_, "u_zoom");
  u_viewport_ = glGetUniformLocation(program_, "u_viewport");
  u_time_ = glGetUniformLocation(program_, "u_time");
  u_land_rect_ = glGetUniformLocation(program_, "u_land_rect");
  u_has_land_ = glGetUniformLocation(program_, "u_has_land");
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "u_land"), 0);
  glGenVertexArrays(1, &vertex_array_);
  land_texture_ = make_linear_texture();
  return true;
}

void BoardBackground::set_land(const LandMask* mask) {
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

void BoardBackground::draw(const Camera& camera, float pixel_ratio, float time_seconds) const {
  // The shader works in drawable pixels (gl_FragCoord), so scale the camera by the pixel ratio.
  const Vec2 viewport = camera.viewport();
  glUseProgram(program_);
  glUniform2f(u_center_, camera.center().x, camera.center().y);
  glUniform1f(u_zoom_, camera.zoom() * pixel_ratio);
  glUniform2f(u_viewport_, viewport.x * pixel_ratio, viewport.y * pixel_ratio);
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

void BoardBackground::destroy() {
  if (land_texture_ != 0) glDeleteTextures(1, &land_texture_);
  if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
  if (program_ != 0) glDeleteProgram(program_);
  land_texture_ = 0;
  vertex_array_ = 0;
  program_ = 0;
}

}  // namespace carc::gfx
