// Tiles and figures on the board: listing and placing tiles (B3, B4, M23, M26), joining their
// features, standing, finding and removing figures (B5–B7).
#include <algorithm>

#include "engine/game/game.h"

namespace carc {

int Table::node_at(int tile, Slot slot) const {
  const PlacedTile& pt = placed_[tile];
  const int f = def(pt.type).feature_at(pt.rot, slot);
  return f < 0 ? -1 : pt.first_node + f;
}

void Game::legal_placements(TileType t, std::vector<Placement>& out) const {
  out.clear();
  const TileDef& d = def(t);
  for (int cell : board_.frontier())
    for (int r = 0; r < 4; ++r)
      if ((d.distinct_rotations >> r & 1) && board_.fits(cell, d.edge_code[r]))
        out.push_back(Placement{board_.pos(cell), static_cast<std::uint8_t>(r)});
}

bool Game::can_place(TileType t) const {
  const TileDef& d = def(t);
  for (int cell : board_.frontier())
    for (int r = 0; r < 4; ++r)
      if (board_.fits(cell, d.edge_code[r])) return true;
  return false;
}

void Game::unfillable_squares(std::vector<Pos>& out) const {
  out.clear();
  std::vector<TileType> kinds(pile_.begin() + next_, pile_.end());
  std::sort(kinds.begin(), kinds.end(), [](TileType a, TileType b) { return to_int(a) < to_int(b); });
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  for (int cell : board_.frontier()) {
    bool fillable = false;
    for (std::size_t k = 0; k < kinds.size() && !fillable; ++k)
      for (int r = 0; r < 4 && !fillable; ++r) fillable = board_.fits(cell, def(kinds[k]).edge_code[r]);
    if (!fillable) out.push_back(board_.pos(cell));
  }
}

int Table::place_tile(TileType t, int rot, int cell) {
  const TileDef& d = def(t);
  const int index = static_cast<int>(placed_.size());
  placed_.push_back(PlacedTile{t, static_cast<std::uint8_t>(rot), board_.pos(cell), cell, graph_.size()});
  if (stamp_.size() < placed_.size()) stamp_.resize(placed_.size() + 64, 0);
  for (int i = 0; i < static_cast<int>(d.features.size()); ++i) {
    const FeatureDef& f = d.features[i];
    FeatureSet s;
    s.open = static_cast<std::int16_t>(__builtin_popcount(f.sides));
    s.pennants = f.pennants;
    s.inns = f.inn;
    s.cathedrals = f.cathedral;
    if (f.good != Good::None) s.goods[static_cast<int>(f.good) - 1] = 1;
    graph_.add(f.kind, index, i, s);
  }
  board_.place(cell, index, d.edge_code[rot]);
  for (int side = 0; side < 4; ++side) {
    const int n = board_.neighbour(cell, side);
    const int other = board_.tile_at(n);
    if (other >= 0) {
      join_side(index, side, other);
    } else if (!board_.is_placeable(n)) {  // M23: the map's edge closes cities and roads
      const int node = node_at(index, static_cast<Slot>(3 * side + 1));
      const FeatureKind kind = graph_.kind(node);
      if (kind == FeatureKind::City || kind == FeatureKind::Road) --graph_.set(graph_.find(node)).open;
    }
  }
  return index;
}

// Joins the features of placed tile `tile` on `side` with those of the neighbour `other`.
void Table::join_side(int tile, int side, int other) {
  for (int k = 0; k < 3; ++k) {
    const Slot s = static_cast<Slot>(3 * side + k);
    const int a = node_at(tile, s);
    const int b = node_at(other, facing_slot(s));  // -1 on a large city's road or coast edge
    const FeatureKind kind = graph_.kind(a);
    if (kind == FeatureKind::Field) {
      if (b >= 0) graph_.unite(a, b);
    } else if (k == 1) {  // a city or road meets its neighbour once per side
      --graph_.set(graph_.find(a)).open;
      if (b < 0) continue;  // M26: a road ends at the city gate
      --graph_.set(graph_.find(b)).open;
      graph_.unite(a, b);
    }
  }
}

void Table::add_figure(PlayerId p, FigureKind k, int tile, Slot slot, std::vector<Event>* events) {
  const int node = node_at(tile, slot);
  figures_.push_back(Figure{p, k, tile, slot, node});
  --players_[p].supply[static_cast<int>(k)];
  if (is_follower(k)) ++graph_.set(graph_.find(node)).followers;
  if (events) {
    events->push_back(Event{.kind = EventKind::FigureDeployed, .player = p, .tile = placed_[tile].type, .pos = placed_[tile].pos,
                            .figure = k, .slot = slot, .feature = graph_.kind(node)});
  }
}

int Table::figure_at(Pos pos, Slot slot, PlayerId owner) const {
  const int cell = board_.cell(pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    const Figure& f = figures_[i];
    if (f.tile == tile && f.slot == slot && f.owner == owner && is_follower(f.kind)) return i;
  }
  return -1;
}

void Table::remove_figure(int index, bool to_supply, std::vector<Event>* events) {
  const Figure f = figures_[index];
  figures_.erase(figures_.begin() + index);
  if (is_follower(f.kind)) --graph_.set(graph_.find(f.node)).followers;
  if (to_supply) ++players_[f.owner].supply[static_cast<int>(f.kind)];
  else ++players_[f.owner].removed[static_cast<int>(f.kind)];
  if (f.chip >= 0) chips_[f.chip].place = ChipPlace::Out;  // TW10
  if (events) {
    events->push_back(Event{.kind = EventKind::FigureReturned, .player = f.owner, .tile = placed_[f.tile].type,
                            .pos = placed_[f.tile].pos, .figure = f.kind, .slot = f.slot});
  }
}

}  // namespace carc
