// Carcassonne Maps: setting a game up on a map, printed squares, large cities as fixed pseudo-tiles
// (M12–M14, M25), start squares and start tiles (M6–M8, M17); connecting large cities and islands
// during play (M13, M20).
#include "engine/expansions/map_setup.h"

#include <algorithm>

#include "engine/base/text.h"

namespace carc::maps {
namespace {

Terrain terrain_of(EdgePrint p) {
  switch (p) {
    case EdgePrint::City: return Terrain::City;
    case EdgePrint::Road: return Terrain::Road;
    case EdgePrint::Field: return Terrain::Field;
    case EdgePrint::Coast: return Terrain::None;
  }
  return Terrain::None;
}


// A large-city square as a tile: one city over its city edges (arms as pennants), a field per
// field edge and one on each side of a road edge (each bordering the city). Road edges carry no
// road: a road ends at the city gate (M26).
TileDef square_def(const LargeCity& city, Pos square, bool first) {
  TileDef d;
  d.id = city.name;
  d.set = "map";
  FeatureDef c;
  c.kind = FeatureKind::City;
  c.label = "C1";
  c.pennants = static_cast<std::uint8_t>(first ? city.arms : 0);
  d.features.push_back(c);
  for (const MapEdge& e : city.edges) {
    if (e.square != square) continue;
    d.sides[e.side] = terrain_of(e.print);
    FeatureDef f;
    f.kind = FeatureKind::Field;
    f.adjacent_cities = 1;
    if (e.print == EdgePrint::City) {
      d.features[0].sides |= static_cast<std::uint8_t>(1 << e.side);
      d.features[0].slots |= static_cast<std::uint16_t>(7u << (3 * e.side));
    } else if (e.print == EdgePrint::Field) {
      f.slots = static_cast<std::uint16_t>(7u << (3 * e.side));
      d.features.push_back(f);
    } else if (e.print == EdgePrint::Road) {
      f.slots = static_cast<std::uint16_t>(1u << (3 * e.side));
      d.features.push_back(f);
      f.slots = static_cast<std::uint16_t>(1u << (3 * e.side + 2));
      d.features.push_back(f);
    }
  }
  for (int s = 0; s < 4; ++s) d.edge_code[0] |= static_cast<std::uint8_t>(static_cast<int>(d.sides[s]) << (2 * s));
  d.slot_feature[0].fill(-1);
  for (std::size_t i = 0; i < d.features.size(); ++i)
    for (int s = 0; s < 13; ++s)
      if (d.features[i].slots & (1u << s)) d.slot_feature[0][s] = static_cast<std::int8_t>(i);
  return d;
}

void add_large_city(Table& t, MapState& state, const LargeCity& city) {
  int first_node = -1;
  for (std::size_t i = 0; i < city.squares.size(); ++i) {
    const int cell = t.board_.cell(city.squares[i]);
    t.printed_defs_.push_back(square_def(city, city.squares[i], i == 0));
    const TileType type = static_cast<TileType>(t.catalogue_->size() + static_cast<int>(t.printed_defs_.size()) - 1);
    const TileDef& d = t.printed_defs_.back();
    const int index = static_cast<int>(t.placed_.size());
    t.placed_.push_back(PlacedTile{type, 0, city.squares[i], cell, t.graph_.size(), true});
    state.city_of_square.push_back(static_cast<int>(state.city_active.size()));
    for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
      FeatureSet s;
      if (f == 0) {  // open: city edges that face a square a tile can go on
        s.pennants = d.features[0].pennants;
        for (int side = 0; side < 4; ++side)
          if ((d.features[0].sides >> side & 1) && t.board_.is_placeable(t.board_.neighbour(cell, side))) ++s.open;
      }
      t.graph_.add(d.features[f].kind, index, f, s);
    }
    t.board_.place_printed(cell, index, d.edge_code[0]);
    if (first_node >= 0) t.graph_.unite(first_node, t.placed_[index].first_node);
    else first_node = t.placed_[index].first_node;
  }
  state.city_active.push_back(0);
}

// Puts a start tile on a map square. A drawn start tile is turned clockwise until its sides fit
// the printed edges around it (M8, M17); a written one (`start` line) must fit as written.
Status place_start(Table& t, MapState& state, TileType type, int rot, int cell, bool may_turn) {
  const TileDef& d = t.def(type);
  for (int turn = 0; turn < (may_turn ? 4 : 1); ++turn) {
    const int r = (rot + turn) & 3;
    if (!t.board_.fits(cell, d.edge_code[r])) continue;
    connect_squares(t, state, t.place_tile(type, r, cell));
    return {};
  }
  return may_turn ? failure(err::start_no_rotation, {"tile", d.id}, {"at", pos_text(t.board_.pos(cell))})
                  : failure(err::start_edges, {"tile", d.id}, {"at", pos_text(t.board_.pos(cell))}, {"degrees", 90 * rot});
}

}  // namespace

Status set_up(Table& t, MapState& state, std::vector<TileType>& pile, Rng& rng, std::vector<StartTile>& starts) {
  const MapDef& m = *t.map_;
  t.board_.init_map(m.cols, m.rows);
  for (int y = 1; y <= m.rows; ++y)
    for (int x = 1; x <= m.cols; ++x)
      if (m.is_placeable(Pos{x, y})) t.board_.set_placeable(t.board_.cell(Pos{x, y}));
  for (const MapEdge& e : m.borders) t.board_.require_side(t.board_.cell(e.square), e.side, terrain_of(e.print));
  t.printed_defs_.clear();
  state.city_of_square.clear();
  state.city_active.clear();
  for (const LargeCity& c : m.cities) add_large_city(t, state, c);
  t.printed_tiles_ = static_cast<int>(t.placed_.size());
  // Start squares: as written, or the map's number of them drawn at random (M7, M8).
  starts = t.setup_.starts;
  const int used = std::min<int>(std::max(m.starts_used, 2), static_cast<int>(m.starts.size()));
  // M7, C2: the chip variant uses exactly the map's number of start squares; a record written
  // with `order free` (a test position) may lay any.
  if (t.setup_.chips && !starts.empty() && !t.setup_.free_order && static_cast<int>(starts.size()) != used)
    return failure(err::start_count_chips, {"map", m.name}, {"n", used}, {"total", m.starts.size()}, {"count", starts.size()});
  if (starts.empty()) {
    std::vector<Pos> squares;
    for (const NamedSquare& square : m.starts) squares.push_back(square.square);
    rng.shuffle(squares.data(), static_cast<std::uint32_t>(squares.size()));
    for (int i = 0; i < used; ++i) {
      StartTile s;
      s.pos = squares[i];
      if (i == 0) {
        s.tile = "B-D";
      } else {
        if (pile.empty()) return failure(err::start_no_tile, {"at", pos_text(s.pos)});
        s.tile = t.def(pile[rng.below(static_cast<std::uint32_t>(pile.size()))]).id;
        s.rot = static_cast<int>(rng.below(4));
      }
      starts.push_back(s);
    }
  }
  for (const StartTile& s : starts) {
    TileType type;
    if (!t.catalogue_->find(s.tile, type)) return failure(err::start_tile_unknown, {"tile", s.tile});
    if (m.kind(s.pos) != SquareKind::Start) return failure(err::start_not_start, {"at", pos_text(s.pos)});
    const int cell = t.board_.cell(s.pos);
    if (t.board_.tile_at(cell) >= 0) return failure(err::start_twice, {"at", pos_text(s.pos)});
    const auto it = std::find(pile.begin(), pile.end(), type);
    if (it != pile.end()) pile.erase(it);
    if (s.rot < 0 || s.rot > 3) return failure(err::start_rotation);

    if (Status placed = place_start(t, state, type, s.rot, cell, t.setup_.starts.empty()); !placed) return placed;
  }
  t.start_tiles_ = static_cast<int>(starts.size());
  return {};
}

void connect_squares(Table& t, MapState& state, int tile) {
  if (!t.map_) return;
  const PlacedTile& pt = t.placed_[tile];
  for (int side = 0; side < 4; ++side) {
    const int other = t.board_.tile_at(t.board_.neighbour(pt.cell, side));
    if (other < 0 || !t.placed_[other].printed || state.city_active[state.city_of_square[other]]) continue;
    const int city = state.city_of_square[other];
    state.city_active[city] = 1;
    for (int i = 0; i < t.printed_tiles_; ++i) {
      if (state.city_of_square[i] != city) continue;
      for (int s = 0; s < 4; ++s) t.board_.open_square(t.board_.neighbour(t.placed_[i].cell, s));
    }
  }
  for (const Island& island : t.map_->islands) {
    if (island.harbour != pt.pos) continue;
    // M20 `ferry road`: a road must run to the sea (or off the map); a road ending at a large
    // city's gate does not reach the ferry.
    bool road_to_sea = false;
    const TileDef& d = t.def(pt.type);
    for (int side = 0; side < 4; ++side)
      road_to_sea = road_to_sea || (d.side_terrain(pt.rot, side) == Terrain::Road &&
                                    t.map_->kind(adjacent(pt.pos, side)) == SquareKind::None);
    if (!t.setup_.options.ferry_road || road_to_sea) t.board_.open_square(t.board_.cell(island.landing));
  }
}

}  // namespace carc::maps
