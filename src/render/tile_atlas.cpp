// TileAtlas: a square grid of equal cells in one RGBA texture, reused least recently used first;
// new cells are cleared and painted in one instanced draw of the tile shader into a framebuffer.
//
//   texture (GL: row 0 at the bottom)     a cell: 1 pixel of clear padding round the picture,
//   ┌────┬────┬────┐ v = 1                painted with north up, so its top edge has the larger v
//   │ 6  │ 7  │ 8  │
//   ├────┼────┼────┤
//   │ 3  │ 4  │ 5  │
//   ├────┼────┼────┤
//   │ 0  │ 1  │ 2  │
//   └────┴────┴────┘ v = 0
#include "render/tile_atlas.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "render/shader.h"

namespace carc::gfx {
namespace {

constexpr int kMaxColumns = 10;  // 100 cells: every remaining-tile picture of every set, and more

std::uint32_t bits_of(float f) {
  std::uint32_t bits = 0;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

}  // namespace

std::size_t TileAtlas::KeyHash::operator()(const Key& key) const {
  std::size_t h = 1469598103u;
  for (std::uint32_t word : key) h = (h ^ word) * 16777619u;
  return h;
}

void TileAtlas::init() {
  texture_ = make_linear_texture();
  glBindTexture(GL_TEXTURE_2D, 0);
  glGenFramebuffers(1, &framebuffer_);
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_side_);
}

void TileAtlas::destroy() {
  if (texture_) glDeleteTextures(1, &texture_);
  if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
  texture_ = framebuffer_ = 0;
  allocated_side_ = 0;
}

void TileAtlas::begin_frame(float pixel_ratio, bool winter) {
  ++frame_;
  if (pixel_ratio == pixel_ratio_ && winter == winter_ && wanted_size_ <= cell_size_) return;
  pixel_ratio_ = pixel_ratio;
  winter_ = winter;
  cell_size_ = wanted_size_;
  cell_px_ = static_cast<int>(std::ceil(cell_size_ * pixel_ratio_)) + 2;
  columns_ = std::clamp(max_side_ / cell_px_, 1, kMaxColumns);
  cells_.assign(static_cast<std::size_t>(columns_ * columns_), Cell{});
  index_.clear();
  pending_.clear();
}

int TileAtlas::free_cell() const {
  int best = -1;
  for (int i = 0; i < static_cast<int>(cells_.size()); ++i) {
    const int used = cells_[i].last_frame;
    if (used < frame_ && (best < 0 || used < cells_[best].last_frame)) best = i;
  }
  return best;
}

bool TileAtlas::place(const TileArt& art, float size, AtlasRect& out) {
  if (size > cell_size_) {
    wanted_size_ = std::max(wanted_size_, size);
    return false;
  }
  const int px = static_cast<int>(std::lround(size * pixel_ratio_));
  const Key key{art.desc[0], art.desc[1], art.desc[2], art.desc[3], bits_of(art.mark_u), bits_of(art.mark_v),
                static_cast<std::uint32_t>(px)};
  int cell = -1;
  if (const auto found = index_.find(key); found != index_.end()) {
    cell = found->second;
  } else {
    cell = free_cell();
    if (cell < 0) return false;
    if (cells_[cell].last_frame >= 0) index_.erase(cells_[cell].key);
    cells_[cell].key = key;
    cells_[cell].art = art;
    index_.emplace(key, cell);
    pending_.push_back(cell);
  }
  cells_[cell].last_frame = frame_;
  const float side = static_cast<float>(columns_ * cell_px_);
  const float x0 = static_cast<float>(cell % columns_ * cell_px_ + 1);
  const float y0 = static_cast<float>(cell / columns_ * cell_px_ + 1);
  out = {x0 / side, (y0 + static_cast<float>(px)) / side, (x0 + static_cast<float>(px)) / side, y0 / side};
  return true;
}

void TileAtlas::paint(BoardRenderer& renderer, int width, int height) {
  if (pending_.empty()) return;
  const int side = columns_ * cell_px_;
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  if (allocated_side_ != side) {
    glBindTexture(GL_TEXTURE_2D, texture_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, side, side, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindTexture(GL_TEXTURE_2D, 0);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_, 0);
    allocated_side_ = side;
  }
  glViewport(0, 0, side, side);
  glEnable(GL_SCISSOR_TEST);
  glClearColor(0.0f, 0.0f, 0.0f, 0.0f);
  instances_.clear();
  for (const int cell : pending_) {  // clear the whole cell: a smaller picture may replace a larger one
    const int x0 = cell % columns_ * cell_px_, y0 = cell / columns_ * cell_px_;
    glScissor(x0, y0, cell_px_, cell_px_);
    glClear(GL_COLOR_BUFFER_BIT);
    const Cell& c = cells_[cell];
    TileInstance t;  // in the renderer's pixels, y down from the texture's top row
    t.size = static_cast<float>(c.key[6]);
    t.x = static_cast<float>(x0 + 1);
    t.y = static_cast<float>(side - (y0 + 1)) - t.size;
    std::copy(c.art.desc.begin(), c.art.desc.end(), t.desc);
    t.mark_u = c.art.mark_u;
    t.mark_v = c.art.mark_v;
    instances_.push_back(t);
  }
  glDisable(GL_SCISSOR_TEST);
  renderer.draw_tiles_in_pixels(side, side, winter_, instances_);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glViewport(0, 0, width, height);
  pending_.clear();
}

}  // namespace carc::gfx
