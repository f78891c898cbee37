// Game::validate(): recomputes what the game keeps incrementally and compares (tests run it
// after every move); each expansion checks its own pieces (validate_expansions, game.cpp).
#include "engine/game/game.h"

namespace carc {

Status Game::validate() const {
  // Figures are conserved: supply + on the board = what each player started with.
  for (int p = 0; p < player_count(); ++p) {
    for (int k = 0; k < kFigureKinds; ++k) {
      int on_board = 0;
      for (const Figure& f : figures_) on_board += f.owner == p && static_cast<int>(f.kind) == k;
      if (players_[p].supply[k] + on_board + players_[p].removed[k] != initial_supply_[k])
        return failure(err::check_figures, {"name", players_[p].name}, {"figure", figure_name(FigureKind(k))});
    }
    int sum = 0;
    for (int c : players_[p].by_category) sum += c;
    if (sum != players_[p].score || players_[p].score < 0)
      return failure(err::check_score, {"name", players_[p].name});
  }
  // Every tile drawn was placed or discarded.
  if (static_cast<int>(placed_.size()) - printed_tiles_ - start_tiles_ + discarded_ != next_)
    return failure(err::check_tiles_drawn);
  // Board: every placed tile on its square, every touching side matching, features joined.
  // NOTE: scratch buffers are reused between calls; validate() runs after every move in tests.
  static thread_local std::vector<int> open, followers;
  open.assign(graph_.size(), 0);
  for (int i = printed_tiles_; i < static_cast<int>(placed_.size()); ++i) {
    const PlacedTile& pt = placed_[i];
    const TileDef& d = def(pt.type);
    if (board_.tile_at(pt.cell) != i) return failure(err::check_tile_square, {"n", i});
    for (int side = 0; side < 4; ++side) {
      const int other = board_.tile_at(board_.neighbour(pt.cell, side));
      const Slot middle = static_cast<Slot>(3 * side + 1);
      const int here = node_at(i, middle);
      const FeatureKind kind = graph_.kind(here);
      const bool edge = other < 0 ? board_.is_placeable(board_.neighbour(pt.cell, side)) : false;
      if (other < 0) {
        if (edge && (kind == FeatureKind::City || kind == FeatureKind::Road)) ++open[graph_.find(here)];
        continue;
      }
      const PlacedTile& po = placed_[other];
      const Terrain theirs = def(po.type).side_terrain(po.rot, opposite(side));
      if (theirs != Terrain::None && d.side_terrain(pt.rot, side) != theirs)
        return failure(err::check_tiles_match, {"n", i}, {"other", other});
      for (int k = 0; k < 3; ++k) {
        const Slot s = static_cast<Slot>(3 * side + k);
        const int b = node_at(other, facing_slot(s));
        if (b >= 0 && graph_.find(node_at(i, s)) != graph_.find(b))
          return failure(err::check_joined, {"n", i});
      }
    }
  }
  for (int i = 0; i < printed_tiles_; ++i) {  // large-city edges still facing an empty square
    const PlacedTile& pt = placed_[i];
    for (int side = 0; side < 4; ++side) {
      const int n = board_.neighbour(pt.cell, side);
      if (def(pt.type).side_terrain(0, side) == Terrain::City && board_.is_placeable(n) && board_.tile_at(n) < 0)
        ++open[graph_.find(pt.first_node)];
    }
  }
  followers.assign(graph_.size(), 0);
  for (const Figure& f : figures_) {
    if (f.tile >= static_cast<int>(placed_.size()) || node_at(f.tile, f.slot) != f.node)
      return failure(err::check_figure_feature);
    if (is_follower(f.kind)) ++followers[graph_.find(f.node)];
  }
  for (int n = 0; n < graph_.size(); ++n) {
    if (graph_.find(n) != n) continue;
    const FeatureSet& s = graph_.set(n);
    const FeatureKind kind = graph_.kind(n);
    if ((kind == FeatureKind::City || kind == FeatureKind::Road) && s.open != open[n])
      return failure(err::check_open_sides, {"feature", feature_name(kind)});
    if (s.followers != followers[n]) return failure(err::check_followers);
    const bool between_turns = phase_ == Phase::PlaceTile || phase_ == Phase::GameEnd || phase_ == Phase::Over;
    if (!between_turns || kind == FeatureKind::Field) continue;
    const bool complete = is_complete(n);
    if (s.scored != (complete ? 1 : 0))
      return failure(complete ? err::check_scored_complete : err::check_scored_incomplete, {"feature", feature_name(kind)},
                     {"n", s.scored});
    if (complete && followers[n] > 0 && !setup_.free_order && !is_porxada_house_city(n))
      return failure(err::check_followers_remain, {"feature", feature_name(kind)});
  }
  if (Status s = validate_expansions(); !s) return s;
  return validate_frontier();
}

// Frontier: exactly the empty placeable squares next to a tile; on a map also those next to a
// connected large city (M13) and landing squares whose ferry runs (M20); the open-square copies match.
Status Game::validate_frontier() const {
  static thread_local std::vector<std::uint32_t> mark;
  static thread_local std::uint32_t generation = 0;
  if (mark.size() < static_cast<std::size_t>(board_.cells())) mark.assign(board_.cells(), 0);
  ++generation;
  std::size_t expected = 0;
  const auto expect = [&](int n) {
    if (!board_.is_placeable(n) || board_.tile_at(n) >= 0 || mark[n] == generation) return true;
    mark[n] = generation;
    ++expected;
    return board_.is_frontier(n);
  };
  for (const PlacedTile& pt : placed_) {
    if (pt.printed && !maps::is_connected(map_state_, static_cast<int>(&pt - placed_.data()))) continue;
    for (int side = 0; side < 4; ++side)
      if (!expect(board_.neighbour(pt.cell, side))) return failure(err::check_frontier_open);
  }
  if (map_) {
    for (const Island& island : map_->islands) {
      const int landing = board_.cell(island.landing);
      if (board_.tile_at(board_.cell(island.harbour)) < 0) continue;
      if (setup_.options.ferry_road && !board_.is_frontier(landing)) continue;  // no road to the sea
      if (!expect(landing)) return failure(err::check_frontier_island);
    }
  }
  if (expected != board_.frontier().size()) return failure(err::check_frontier_extra);
  const auto& squares = board_.open_squares();
  if (squares.size() != board_.frontier().size()) return failure(err::check_frontier_length);
  for (std::size_t i = 0; i < squares.size(); ++i) {
    const int cell = board_.frontier()[i];
    const Pos at = board_.pos(cell);
    if (squares[i].pos.x != at.x || squares[i].pos.y != at.y || squares[i].mask != board_.required_mask(cell) ||
        squares[i].value != board_.required_value(cell))
      return failure(err::check_frontier_stale);
  }
  return {};
}

}  // namespace carc
