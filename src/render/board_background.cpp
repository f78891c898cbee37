// Board background drawing: uniforms from the camera, one attribute-less full-screen triangle.
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
  glGenVertexArrays(1, &vertex_array_);
  return true;
}

void BoardBackground::draw(const Camera& camera, float pixel_ratio, float time_seconds) const {
  // The shader works in drawable pixels (gl_FragCoord), so scale the camera by the pixel ratio.
  const Vec2 viewport = camera.viewport();
  glUseProgram(program_);
  glUniform2f(u_center_, camera.center().x, camera.center().y);
  glUniform1f(u_zoom_, camera.zoom() * pixel_ratio);
  glUniform2f(u_viewport_, viewport.x * pixel_ratio, viewport.y * pixel_ratio);
  glUniform1f(u_time_, time_seconds);
  glDisable(GL_BLEND);
  glDisable(GL_DEPTH_TEST);
  glBindVertexArray(vertex_array_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
}

void BoardBackground::destroy() {
  if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
  if (program_ != 0) glDeleteProgram(program_);
  vertex_array_ = 0;
  program_ = 0;
}

}  // namespace carc::gfx
