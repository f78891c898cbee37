// Carcassonne Maps (M1–M27): the state a map game adds and its rules over the table: setting a
// game up on a map (M6–M8, M12–M14, M17, M25) and opening squares during play (M13, M20).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/base/rng.h"
#include "engine/table/table.h"

namespace carc {

struct MapState {
  std::vector<int> city_of_square;         // per placed printed tile: its large city
  std::vector<std::uint8_t> city_active;   // large city connected (M13)
};

namespace maps {

// Lays the map out on a cleared table: its squares and printed edges, large cities as fixed
// pseudo-tiles, and the start tiles as written or drawn from `pile` with `rng` (M6–M8, M17),
// their tiles taken out of `pile`; `starts` gets the start tiles laid. Fails naming the start
// line or square that does not work out.
Status set_up(Table& t, MapState& s, std::vector<TileType>& pile, Rng& rng, std::vector<StartTile>& starts);
// M13: a tile next to a large city opens every side of it; M20: a tile on a harbour square
// opens the island's landing square. Nothing without a map.
void connect_squares(Table& t, MapState& s, int tile);
// M13: is placed tile `tile`, a large-city square, part of a connected large city?
inline bool is_connected(const MapState& s, int tile) { return s.city_active[s.city_of_square[tile]] != 0; }

}  // namespace maps
}  // namespace carc
