// The square grid: which squares exist and are placeable, which hold tiles, the edge terrain
// every empty square must match, and the frontier of squares a tile may go on next.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "engine/base/types.h"

namespace carc {

// A frontier square with what a tile there must match, kept next to each other so the placement
// listing reads one small array front to back (the hottest loop of random play and AI playouts).
struct OpenSquare {
  Pos pos;
  std::uint8_t mask = 0, value = 0;
  bool fits(std::uint8_t code) const { return (code & mask) == value; }
  // Sides a neighbouring tile's edge constrains (0 to 4; two bits of `mask` each).
  int constrained_sides() const { return std::popcount(mask) / 2; }
};

class Board {
 public:
  Board() = default;
  // A copy is exact. Assigning a board again from the board it was last copied from, while that
  // one has not changed since, copies only the squares this one touched in between: the search
  // re-copies its root position every iteration, and the open table's grid has 149 x 149
  // squares of which a game touches a few hundred.
  Board(const Board& other) { *this = other; }
  Board& operator=(const Board& other);
  Board(Board&&) noexcept = default;
  Board& operator=(Board&&) noexcept = default;

  // The open table for a game of at most `max_tiles` tiles, start square at 0,0.
  void init_classic(int max_tiles);
  // A printed map of `cols` x `rows` squares, (1,1) at the north-west; no square placeable yet.
  void init_map(int cols, int rows);
  // Empties every square again (cheap: only squares that were touched).
  void clear();

  bool is_map() const { return map_; }
  int cell(Pos p) const {  // -1 when outside the grid
    const int gx = p.x + ox_, gy = p.y + oy_;
    return (gx < 0 || gy < 0 || gx >= w_ || gy >= h_) ? -1 : gy * w_ + gx;
  }
  Pos pos(int cell) const { return Pos{cell % w_ - ox_, cell / w_ - oy_}; }
  int neighbour(int cell, int side) const { return cell + step_[side]; }
  int cells() const { return w_ * h_; }

  bool is_placeable(int cell) const { return flags_[cell] & kPlaceable; }
  int tile_at(int cell) const { return tile_[cell]; }
  bool is_frontier(int cell) const { return frontier_index_[cell] >= 0; }
  const std::vector<int>& frontier() const { return frontier_; }
  // frontier()[i]'s position and requirements are open_squares()[i].
  const std::vector<OpenSquare>& open_squares() const { return open_; }
  // Does a tile whose rotated edge code is `code` match every neighbour of `cell`?
  bool fits(int cell, std::uint8_t code) const { return (code & req_mask_[cell]) == req_value_[cell]; }
  std::uint8_t required_mask(int cell) const { return req_mask_[cell]; }
  std::uint8_t required_value(int cell) const { return req_value_[cell]; }

  // Puts placed tile number `tile` with rotated edge code `code` on an empty placeable square.
  void place(int cell, int tile, std::uint8_t code);
  // A large-city square printed on the map: neighbours must match its edges, but it opens no
  // square until the game connects it (M13).
  void place_printed(int cell, int tile, std::uint8_t code);
  // Map set-up: marks a square placeable, or fixes the terrain one of its sides must show.
  void set_placeable(int cell);
  void require_side(int cell, int side, Terrain t);
  // Makes an empty placeable square a legal target even without a neighbouring tile (ferries,
  // large cities once connected).
  void open_square(int cell);
  // Squares that are neither placeable nor hold a tile count as filled for monasteries (M24).
  bool counts_as_filled(int cell) const { return cell < 0 || tile_[cell] >= 0 || !(flags_[cell] & kPlaceable); }
  int placeable_empty() const { return placeable_empty_; }

 private:
  enum : std::uint8_t { kPlaceable = 1 };
  void allocate(int w, int h, std::uint8_t flags);
  void touch(int cell);
  void constrain_neighbours(int cell, std::uint8_t code, bool open);
  void add_frontier(int cell);
  void remove_frontier(int cell);
  void sync_open(int cell);
  // A change to the board: it gets a version no other board contents had. `cover` false: the
  // change is not recorded in touched_ (set-up), so a later assignment copies every square.
  void changed(bool cover = true);

  // Names this board's contents: a copy takes its source's number, every change a new one.
  std::uint64_t version_ = 0;
  // The version this board was copied from, if every square changed since is in touched_; 0: none.
  std::uint64_t copied_from_ = 0;
  bool map_ = false;
  int w_ = 0, h_ = 0, ox_ = 0, oy_ = 0;
  int step_[4] = {};
  int placeable_empty_ = 0;
  std::vector<std::int16_t> tile_;
  std::vector<std::uint8_t> flags_, req_mask_, req_value_;
  std::vector<std::int16_t> frontier_index_;
  std::vector<int> frontier_;
  std::vector<OpenSquare> open_;
  std::vector<int> touched_;
  std::vector<std::uint8_t> touched_mark_;
};

}  // namespace carc
