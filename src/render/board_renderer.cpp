// BoardRenderer: instance buffers with per-instance attributes (divisor 1) over a 6-vertex quad
// generated from gl_VertexID.
#include "render/board_renderer.h"

#include <cstddef>

#include "render/shader.h"
#include "render/shader_source.h"

namespace carc::gfx {
namespace {

void float_attribute(GLuint index, int size, GLsizei stride, std::size_t offset) {
  glEnableVertexAttribArray(index);
  glVertexAttribPointer(index, size, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void*>(offset));
  glVertexAttribDivisor(index, 1);
}

void uint_attribute(GLuint index, int size, GLsizei stride, std::size_t offset) {
  glEnableVertexAttribArray(index);
  glVertexAttribIPointer(index, size, GL_UNSIGNED_INT, stride, reinterpret_cast<const void*>(offset));
  glVertexAttribDivisor(index, 1);
}

}  // namespace

Status BoardRenderer::init() {
  if (Status s = build_program("tile", shader_source::kTileVert, shader_source::kTileFrag, tile_program_); !s) return s;
  if (Status s = build_program("square", shader_source::kSquareVert, shader_source::kSquareFrag, square_program_); !s)
    return s;
  u_winter_ = glGetUniformLocation(tile_program_, "u_winter");
  u_focus_ = glGetUniformLocation(tile_program_, "u_focus");
  setup_tile_batch(tiles_);
  setup_tile_batch(extra_);
  glGenVertexArrays(1, &squares_.vao);
  glGenBuffers(1, &squares_.buffer);
  glBindVertexArray(squares_.vao);
  glBindBuffer(GL_ARRAY_BUFFER, squares_.buffer);
  const GLsizei stride = sizeof(SquareInstance);
  float_attribute(0, 4, stride, offsetof(SquareInstance, x));
  float_attribute(1, 4, stride, offsetof(SquareInstance, r));
  uint_attribute(2, 1, stride, offsetof(SquareInstance, flags));
  glBindVertexArray(0);
  return {};
}

void BoardRenderer::setup_tile_batch(Batch& batch) {
  glGenVertexArrays(1, &batch.vao);
  glGenBuffers(1, &batch.buffer);
  glBindVertexArray(batch.vao);
  glBindBuffer(GL_ARRAY_BUFFER, batch.buffer);
  const GLsizei stride = sizeof(TileInstance);
  float_attribute(0, 4, stride, offsetof(TileInstance, x));
  uint_attribute(1, 4, stride, offsetof(TileInstance, desc));
  float_attribute(2, 2, stride, offsetof(TileInstance, mark_u));
  glBindVertexArray(0);
}

void BoardRenderer::destroy() {
  for (Batch* b : {&squares_, &tiles_, &extra_}) {
    if (b->vao) glDeleteVertexArrays(1, &b->vao);
    if (b->buffer) glDeleteBuffers(1, &b->buffer);
    *b = Batch{};
  }
  if (tile_program_) glDeleteProgram(tile_program_);
  if (square_program_) glDeleteProgram(square_program_);
  tile_program_ = square_program_ = 0;
}

void BoardRenderer::set_squares(const std::vector<SquareInstance>& squares) {
  glBindBuffer(GL_ARRAY_BUFFER, squares_.buffer);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(squares.size() * sizeof(SquareInstance)), squares.data(),
               GL_STATIC_DRAW);
  squares_.count = static_cast<int>(squares.size());
}

void BoardRenderer::upload_tiles(Batch& batch, const std::vector<TileInstance>& tiles) {
  glBindBuffer(GL_ARRAY_BUFFER, batch.buffer);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(tiles.size() * sizeof(TileInstance)), tiles.data(),
               GL_DYNAMIC_DRAW);
  batch.count = static_cast<int>(tiles.size());
}

void BoardRenderer::set_tiles(const std::vector<TileInstance>& tiles) { upload_tiles(tiles_, tiles); }

// All in drawable pixels: the world point at the viewport's middle, pixels per world unit.
void BoardRenderer::set_view(GLuint program, Vec2 center, float zoom, Vec2 viewport) {
  glUseProgram(program);
  glUniform2f(glGetUniformLocation(program, "u_center"), center.x, center.y);
  glUniform1f(glGetUniformLocation(program, "u_zoom"), zoom);
  glUniform2f(glGetUniformLocation(program, "u_viewport"), viewport.x, viewport.y);
}

void BoardRenderer::set_camera(GLuint program, const Camera& camera, float pixel_ratio) {
  const Vec2 viewport = camera.viewport();
  set_view(program, camera.center(), camera.zoom() * pixel_ratio, {viewport.x * pixel_ratio, viewport.y * pixel_ratio});
}

void BoardRenderer::draw(const Camera& camera, float pixel_ratio, bool winter, const std::vector<TileInstance>& extra, bool focus) {
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  if (squares_.count > 0) {
    set_camera(square_program_, camera, pixel_ratio);
    glBindVertexArray(squares_.vao);
    glDrawArraysInstanced(GL_TRIANGLES, 0, 6, squares_.count);
  }
  set_camera(tile_program_, camera, pixel_ratio);
  glUniform1f(u_winter_, winter ? 1.0f : 0.0f);
  glUniform1f(u_focus_, focus ? 1.0f : 0.0f);
  if (tiles_.count > 0) {
    glBindVertexArray(tiles_.vao);
    glDrawArraysInstanced(GL_TRIANGLES, 0, 6, tiles_.count);
  }
  glBindVertexArray(0);
  glUniform1f(u_focus_, 0.0f);  // the tentative tile and the UI's pictures are never dimmed
  if (!extra.empty()) draw_extra(winter, extra);
}

void BoardRenderer::draw_tiles_in_pixels(int width, int height, bool winter, const std::vector<TileInstance>& tiles) {
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  const Vec2 size{static_cast<float>(width), static_cast<float>(height)};
  set_view(tile_program_, {size.x * 0.5f, size.y * 0.5f}, 1.0f, size);
  draw_extra(winter, tiles);
}

// Uploads `tiles` to the extra batch and draws them with the tile program's view already set.
void BoardRenderer::draw_extra(bool winter, const std::vector<TileInstance>& tiles) {
  glUniform1f(u_winter_, winter ? 1.0f : 0.0f);
  upload_tiles(extra_, tiles);
  glBindVertexArray(extra_.vao);
  glDrawArraysInstanced(GL_TRIANGLES, 0, 6, extra_.count);
  glBindVertexArray(0);
}

}  // namespace carc::gfx
