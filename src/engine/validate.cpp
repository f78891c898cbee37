// Game::validate(): recomputes what the game keeps incrementally and compares (tests run it
// after every move).
#include "engine/game.h"

namespace carc {
namespace {

bool broken(std::string& error, std::string message) {
  error = std::move(message);
  return false;
}

}  // namespace

bool Game::validate(std::string& error) const {
  // Figures are conserved: supply + on the board = what each player started with.
  for (int p = 0; p < player_count(); ++p) {
    for (int k = 0; k < kFigureKinds; ++k) {
      int on_board = 0;
      for (const Figure& f : figures_) on_board += f.owner == p && static_cast<int>(f.kind) == k;
      if (players_[p].supply[k] + on_board != initial_supply_[k])
        return broken(error, players_[p].name + "'s " + std::string(figure_name(FigureKind(k))) + "s are not conserved");
    }
    int sum = 0;
    for (int c : players_[p].by_category) sum += c;
    if (sum != players_[p].score || players_[p].score < 0)
      return broken(error, players_[p].name + "'s score does not equal the sum of its categories");
  }
  // Every tile drawn was placed or discarded.
  if (static_cast<int>(placed_.size()) - start_tiles_ + discarded_ != next_)
    return broken(error, "placed + discarded tiles do not match the tiles drawn");
  // Board: every placed tile on its square, every touching side matching, features joined.
  // NOTE: scratch buffers are reused between calls; validate() runs after every move in tests.
  static thread_local std::vector<int> open, followers;
  open.assign(graph_.size(), 0);
  for (int i = 0; i < static_cast<int>(placed_.size()); ++i) {
    const PlacedTile& pt = placed_[i];
    const TileDef& d = catalogue_->def(pt.type);
    if (board_.tile_at(pt.cell) != i) return broken(error, "board square of tile " + std::to_string(i) + " is wrong");
    for (int side = 0; side < 4; ++side) {
      const int other = board_.tile_at(board_.neighbour(pt.cell, side));
      const Slot middle = static_cast<Slot>(3 * side + 1);
      const int here = node_at(i, middle);
      const FeatureKind kind = graph_.kind(here);
      if (other < 0) {
        if (kind == FeatureKind::City || kind == FeatureKind::Road) ++open[graph_.find(here)];
        continue;
      }
      const PlacedTile& po = placed_[other];
      if (d.side_terrain(pt.rot, side) != catalogue_->def(po.type).side_terrain(po.rot, opposite(side)))
        return broken(error, "tiles " + std::to_string(i) + " and " + std::to_string(other) + " do not match");
      for (int k = 0; k < 3; ++k) {
        const Slot s = static_cast<Slot>(3 * side + k);
        if (graph_.find(node_at(i, s)) != graph_.find(node_at(other, facing_slot(s))))
          return broken(error, "features across a side of tile " + std::to_string(i) + " are not joined");
      }
    }
  }
  followers.assign(graph_.size(), 0);
  for (const Figure& f : figures_) {
    if (f.tile >= static_cast<int>(placed_.size()) || node_at(f.tile, f.slot) != f.node)
      return broken(error, "a figure stands on no feature");
    if (is_follower(f.kind)) ++followers[graph_.find(f.node)];
  }
  for (int n = 0; n < graph_.size(); ++n) {
    if (graph_.find(n) != n) continue;
    const FeatureSet& s = graph_.set(n);
    const FeatureKind kind = graph_.kind(n);
    if ((kind == FeatureKind::City || kind == FeatureKind::Road) && s.open != open[n])
      return broken(error, "open sides of a " + std::string(feature_name(kind)) + " are miscounted");
    if (s.followers != followers[n]) return broken(error, "followers on a feature are miscounted");
    if (phase_ == Phase::Deploy || kind == FeatureKind::Field) continue;
    const bool complete = is_complete(n);
    if (s.scored != (complete ? 1 : 0))
      return broken(error, "a " + std::string(complete ? "complete" : "incomplete") + " " +
                               std::string(feature_name(kind)) + " was scored " + std::to_string(s.scored) + " times");
    if (complete && followers[n] > 0 && !setup_.free_order)
      return broken(error, "followers remain on a completed " + std::string(feature_name(kind)));
  }
  // Frontier: exactly the empty placeable squares next to a tile (on a map also the squares
  // opened by ferries and large cities, which board_ alone knows).
  if (board_.is_map()) return true;
  static thread_local std::vector<std::uint32_t> mark;
  static thread_local std::uint32_t generation = 0;
  if (mark.size() < static_cast<std::size_t>(board_.cells())) mark.assign(board_.cells(), 0);
  ++generation;
  std::size_t expected = 0;
  for (const PlacedTile& pt : placed_)
    for (int side = 0; side < 4; ++side) {
      const int n = board_.neighbour(pt.cell, side);
      if (!board_.is_placeable(n) || board_.tile_at(n) >= 0 || mark[n] == generation) continue;
      mark[n] = generation;
      ++expected;
      if (!board_.is_frontier(n)) return broken(error, "an open square is missing from the frontier");
    }
  if (expected != board_.frontier().size()) return broken(error, "the frontier holds squares that are not open");
  return true;
}

}  // namespace carc
