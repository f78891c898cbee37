// UiRenderer: one program, one vertex array with a vertex and an index buffer refilled per list.
#include "render/ui_renderer.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "render/shader.h"
#include "render/shader_source.h"

namespace carc::gfx {

Status UiRenderer::init() {
  if (Status s = build_program("ui", shader_source::kUiVert, shader_source::kUiFrag, program_); !s) return s;
  u_scale_ = glGetUniformLocation(program_, "u_scale");
  u_offset_ = glGetUniformLocation(program_, "u_offset");
  u_alpha_only_ = glGetUniformLocation(program_, "u_alpha_only");
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "u_texture"), 0);
  glGenVertexArrays(1, &vertex_array_);
  glGenBuffers(1, &vertex_buffer_);
  glGenBuffers(1, &index_buffer_);
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, index_buffer_);  // part of the vertex array's state
  constexpr GLsizei stride = sizeof(UiVertex);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(UiVertex, x)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(UiVertex, u)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, reinterpret_cast<void*>(offsetof(UiVertex, color)));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  return {};
}

GLuint UiRenderer::set_font_texture(const unsigned char* coverage, int width, int height) {
  if (font_texture_ != 0) glDeleteTextures(1, &font_texture_);
  font_texture_ = make_linear_texture();
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, coverage);
  glBindTexture(GL_TEXTURE_2D, 0);
  return font_texture_;
}

void UiRenderer::begin(const UiTarget& target) {
  target_ = target;
  framebuffer_width_ = static_cast<int>(target.width * target.scale_x);
  framebuffer_height_ = static_cast<int>(target.height * target.scale_y);
  glViewport(0, 0, framebuffer_width_, framebuffer_height_);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  glUseProgram(program_);
  // x' = 2 (x - left) / width - 1, y' = 1 - 2 (y - top) / height
  glUniform2f(u_scale_, 2.0f / target.width, -2.0f / target.height);
  glUniform2f(u_offset_, -1.0f - 2.0f * target.x / target.width, 1.0f + 2.0f * target.y / target.height);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
}

void UiRenderer::draw_list(std::span<const UiVertex> vertices, std::span<const std::uint16_t> indices,
                           std::span<const UiDraw> draws) {
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size_bytes()), vertices.data(), GL_STREAM_DRAW);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(indices.size_bytes()), indices.data(), GL_STREAM_DRAW);
  GLuint bound = 0;
  for (const UiDraw& d : draws) {
    // The clip rectangle in drawable pixels, GL's origin at the bottom left.
    const float left = std::max(0.0f, (d.clip[0] - target_.x) * target_.scale_x);
    const float top = std::max(0.0f, (d.clip[1] - target_.y) * target_.scale_y);
    const float right = (d.clip[2] - target_.x) * target_.scale_x, bottom = (d.clip[3] - target_.y) * target_.scale_y;
    if (right <= left || bottom <= top || d.index_count == 0) continue;
    glScissor(static_cast<GLint>(left), static_cast<GLint>(static_cast<float>(framebuffer_height_) - bottom),
              static_cast<GLsizei>(right - left), static_cast<GLsizei>(bottom - top));
    if (d.texture != bound || bound == 0) {
      bound = d.texture;
      glBindTexture(GL_TEXTURE_2D, bound);
      glUniform1f(u_alpha_only_, bound == font_texture_ ? 1.0f : 0.0f);
    }
    glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(d.index_count), GL_UNSIGNED_SHORT,
                   reinterpret_cast<void*>(static_cast<std::uintptr_t>(d.first_index) * sizeof(std::uint16_t)));
  }
}

void UiRenderer::end() {
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  glBindTexture(GL_TEXTURE_2D, 0);
  glUseProgram(0);
}

void UiRenderer::destroy() {
  if (font_texture_ != 0) glDeleteTextures(1, &font_texture_);
  if (vertex_buffer_ != 0) glDeleteBuffers(1, &vertex_buffer_);
  if (index_buffer_ != 0) glDeleteBuffers(1, &index_buffer_);
  if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
  if (program_ != 0) glDeleteProgram(program_);
  font_texture_ = vertex_buffer_ = index_buffer_ = vertex_array_ = program_ = 0;
}

}  // namespace carc::gfx
