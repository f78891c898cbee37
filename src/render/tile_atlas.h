// Tile pictures for the UI: an offscreen texture with one cell per distinct picture (a tile's art
// at one size in drawable pixels), painted by the tile shader when a picture is first needed. The
// UI shows cells as images, so they are clipped and layered like any other window content.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "render/board_renderer.h"
#include "render/gl.h"
#include "render/tile_art.h"

namespace carc::gfx {

// A picture's texture coordinates: (u0, v0) at its top-left (north-west), (u1, v1) bottom-right.
struct AtlasRect {
  float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
};

class TileAtlas {
 public:
  void init();
  void destroy();
  // Starts a frame's requests. The pixel ratio (drawable pixels per window pixel) and the palette
  // apply to every picture: when either changes, or a picture outgrew the cells, all are redrawn.
  void begin_frame(float pixel_ratio, bool winter);
  // Where the picture of `art`, `size` window pixels wide, is in texture() once paint() has run.
  // False when it cannot be shown this frame: every cell holds a picture of this frame, or the
  // picture is larger than a cell (the next frame's cells fit it).
  bool place(const TileArt& art, float size, AtlasRect& out);
  // Paints the pictures placed since the last call (before the UI is rendered); nothing to do in
  // most frames. Leaves framebuffer 0 bound and the viewport at the window's `width` x `height`
  // drawable pixels (given, not read back: a glGetIntegerv waits for the GPU in a browser).
  void paint(BoardRenderer& renderer, int width, int height);
  GLuint texture() const { return texture_; }

 private:
  using Key = std::array<std::uint32_t, 7>;  // desc, mark u and v bits, size in drawable pixels
  struct KeyHash {
    std::size_t operator()(const Key& key) const;
  };
  struct Cell {
    Key key{};
    TileArt art;
    int last_frame = -1;  // -1: empty
  };
  int free_cell() const;

  GLuint texture_ = 0, framebuffer_ = 0;
  int max_side_ = 2048;      // GL_MAX_TEXTURE_SIZE
  int allocated_side_ = 0;   // texture storage size in pixels, 0 before the first paint
  int columns_ = 1;          // cells per row and per column
  int cell_px_ = 0;          // a cell's side in drawable pixels, padding included
  float cell_size_ = 64.0f;  // the largest picture a cell holds, in window pixels
  float wanted_size_ = 64.0f;
  float pixel_ratio_ = 0.0f;
  bool winter_ = false;
  int frame_ = 0;
  std::vector<Cell> cells_;
  std::unordered_map<Key, int, KeyHash> index_;  // picture -> cell
  std::vector<int> pending_;                    // cells placed but not painted yet
  std::vector<TileInstance> instances_;         // paint()'s draw, kept to reuse its memory
};

}  // namespace carc::gfx
