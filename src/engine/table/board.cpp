// Grid bookkeeping: placement, neighbour edge requirements and the incremental frontier.
#include "engine/table/board.h"

#include <atomic>

namespace carc {

namespace {
std::atomic<std::uint64_t> g_versions{0};
}  // namespace

void Board::changed(bool cover) {
  version_ = g_versions.fetch_add(1, std::memory_order_relaxed) + 1;
  if (!cover) copied_from_ = 0;
}

Board& Board::operator=(const Board& other) {
  if (this == &other) return *this;
  const bool restore = copied_from_ != 0 && copied_from_ == other.version_ && tile_.size() == other.tile_.size();
  if (restore) {
    // Every square that differs from `other` is in touched_: those it touched, and those touched
    // here since the copy.
    for (int c : touched_) {
      tile_[c] = other.tile_[c];
      flags_[c] = other.flags_[c];
      req_mask_[c] = other.req_mask_[c];
      req_value_[c] = other.req_value_[c];
      frontier_index_[c] = other.frontier_index_[c];
      touched_mark_[c] = other.touched_mark_[c];
    }
  } else {
    tile_ = other.tile_;
    flags_ = other.flags_;
    req_mask_ = other.req_mask_;
    req_value_ = other.req_value_;
    frontier_index_ = other.frontier_index_;
    touched_mark_ = other.touched_mark_;
  }
  map_ = other.map_;
  w_ = other.w_;
  h_ = other.h_;
  ox_ = other.ox_;
  oy_ = other.oy_;
  for (int side = 0; side < 4; ++side) step_[side] = other.step_[side];
  placeable_empty_ = other.placeable_empty_;
  frontier_ = other.frontier_;
  open_ = other.open_;
  touched_ = other.touched_;
  version_ = copied_from_ = other.version_;
  return *this;
}

// An empty w x h grid whose every square has `flags`.
void Board::allocate(int w, int h, std::uint8_t flags) {
  changed(false);
  w_ = w;
  h_ = h;
  step_[0] = -w_; step_[1] = 1; step_[2] = w_; step_[3] = -1;
  tile_.assign(w_ * h_, -1);
  flags_.assign(w_ * h_, flags);
  req_mask_.assign(w_ * h_, 0);
  req_value_.assign(w_ * h_, 0);
  frontier_index_.assign(w_ * h_, -1);
  touched_mark_.assign(w_ * h_, 0);
  frontier_.clear();
  open_.clear();
  touched_.clear();
}

void Board::init_classic(int max_tiles) {
  map_ = false;
  allocate(2 * max_tiles + 5, 2 * max_tiles + 5, kPlaceable);
  ox_ = oy_ = max_tiles + 2;
  for (int x = 0; x < w_; ++x) flags_[x] = flags_[(h_ - 1) * w_ + x] = 0;  // guard ring
  for (int y = 0; y < h_; ++y) flags_[y * w_] = flags_[y * w_ + w_ - 1] = 0;
  placeable_empty_ = max_tiles;  // the open table never runs out of squares
}

void Board::init_map(int cols, int rows) {
  map_ = true;
  allocate(cols + 2, rows + 2, 0);
  ox_ = oy_ = 0;
  placeable_empty_ = 0;
}

void Board::clear() {
  // NOTE: map set-up (placeable squares, printed side terrain) is not undone here; a map game
  // re-runs its set-up after clear().
  changed(false);
  for (int c : touched_) {
    if (tile_[c] >= 0 && (flags_[c] & kPlaceable) && map_) ++placeable_empty_;
    tile_[c] = -1;
    req_mask_[c] = req_value_[c] = 0;
    frontier_index_[c] = -1;
    touched_mark_[c] = 0;
  }
  touched_.clear();
  frontier_.clear();
  open_.clear();
}

void Board::touch(int cell) {
  if (!touched_mark_[cell]) {
    touched_mark_[cell] = 1;
    touched_.push_back(cell);
  }
}

void Board::add_frontier(int cell) {
  if (frontier_index_[cell] >= 0) return;
  touch(cell);
  frontier_index_[cell] = static_cast<std::int16_t>(frontier_.size());
  frontier_.push_back(cell);
  open_.push_back(OpenSquare{pos(cell), req_mask_[cell], req_value_[cell]});
}

// A frontier square's requirements changed: its copy in open_ follows.
void Board::sync_open(int cell) {
  const int i = frontier_index_[cell];
  if (i < 0) return;
  open_[i].mask = req_mask_[cell];
  open_[i].value = req_value_[cell];
}

void Board::remove_frontier(int cell) {
  const int i = frontier_index_[cell];
  if (i < 0) return;
  const int last = frontier_.back();
  frontier_[i] = last;
  open_[i] = open_.back();
  frontier_index_[last] = static_cast<std::int16_t>(i);
  frontier_.pop_back();
  open_.pop_back();
  frontier_index_[cell] = -1;
}

void Board::place(int cell, int tile, std::uint8_t code) {
  changed();
  touch(cell);
  remove_frontier(cell);
  tile_[cell] = static_cast<std::int16_t>(tile);
  if (map_) --placeable_empty_;
  constrain_neighbours(cell, code, true);
}

void Board::place_printed(int cell, int tile, std::uint8_t code) {
  changed();
  touch(cell);
  tile_[cell] = static_cast<std::int16_t>(tile);
  constrain_neighbours(cell, code, false);
}

// Empty placeable neighbours must match `code` (sides of terrain None are neutral).
void Board::constrain_neighbours(int cell, std::uint8_t code, bool open) {
  for (int side = 0; side < 4; ++side) {
    const int n = cell + step_[side];
    if (tile_[n] >= 0 || !(flags_[n] & kPlaceable)) continue;
    const int terrain = (code >> (2 * side)) & 3;
    const int back = 2 * opposite(side);
    touch(n);
    if (terrain != 0) {
      req_mask_[n] |= static_cast<std::uint8_t>(3 << back);
      req_value_[n] |= static_cast<std::uint8_t>(terrain << back);
      sync_open(n);
    }
    if (open) add_frontier(n);
  }
}

void Board::set_placeable(int cell) {
  changed(false);
  if (!(flags_[cell] & kPlaceable)) ++placeable_empty_;
  flags_[cell] |= kPlaceable;
}

void Board::require_side(int cell, int side, Terrain t) {
  changed();
  touch(cell);
  req_mask_[cell] |= static_cast<std::uint8_t>(3 << (2 * side));
  req_value_[cell] = static_cast<std::uint8_t>((req_value_[cell] & ~(3 << (2 * side))) |
                                               (static_cast<int>(t) << (2 * side)));
  sync_open(cell);
}

void Board::open_square(int cell) {
  changed();
  if (tile_[cell] < 0 && (flags_[cell] & kPlaceable)) add_frontier(cell);
}

}  // namespace carc
