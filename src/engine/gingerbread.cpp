// The Gingerbread Man (G1–G8): where he starts, when and where he moves, the bonus he pays.
#include "engine/game.h"
#include "engine/text.h"

namespace carc {

// G1: the Gingerbread Man starts in the start tile's city.
void Game::place_gbm_at_start() {
  if (!setup_.rules.gbm) return;
  // G1: the start tile is B-D wherever its `start` line stands among the others (M6); without
  // one, the first start tile, in the order written, that has a city.
  const int first = first_start(), end = first_start() + start_count();
  int start = -1;
  for (int i = first; i < end && start < 0; ++i)
    if (def(placed_[i].type).id == "B-D") start = i;
  for (int i = first; i < end && start < 0; ++i)
    for (const FeatureDef& f : def(placed_[i].type).features)
      if (f.kind == FeatureKind::City) start = i;
  if (start < 0) return;
  const PlacedTile& st = placed_[start];
  const TileDef& d = def(st.type);
  for (int f = 0; f < static_cast<int>(d.features.size()) && gbm_.node < 0; ++f)
    if (d.features[f].kind == FeatureKind::City) gbm_.node = st.first_node + f;
}

// G2, G4: after scoring, a GBM tile or the completion of his city moves the Gingerbread Man: true
// when he has somewhere to go (the Gbm step); G6: else he stays, G7: or, his city done, waits
// beside the board.
bool Game::gbm_step(std::vector<Event>* events) {
  if (gbm_.step_done || !(gbm_.tile_placed || gbm_.city_completed)) return false;
  gbm_.step_done = true;
  if (gbm_targets(nullptr) > 0) return true;
  if (gbm_.city_completed) {
    gbm_.node = -1;
    if (events) events->push_back(Event{.kind = EventKind::GbmSetAside, .player = current_});
  }
  return false;
}

Status Game::check_gbm(const Move& m) const {
  if (phase_ != Phase::Gbm) return failure(err::gbm_not_now);
  if (m.player != current_) return failure(err::turn, {"name", players_[current_].name});
  const int cell = board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  // G2: the GBM goes to a city of the placed tiles (a large city once a tile's city joins it).
  if (tile >= 0 && placed_[tile].printed) return failure(err::gbm_large_city);
  const int node = tile < 0 || m.slot >= kSlotCount ? -1 : node_at(tile, m.slot);
  if (node < 0 || graph_.kind(node) != FeatureKind::City) return failure(err::gbm_no_city, {"spot", spot_text(m.pos, m.slot)});
  const int root = graph_.find(node);
  if (graph_.set(root).open == 0) return failure(err::gbm_finished);
  if (gbm_.node >= 0 && graph_.find(gbm_.node) == root) return failure(err::gbm_same_city);
  return {};
}

// G2, G4: every unfinished city but the Gingerbread Man's own, named by its first tile.
void Game::add_gbm_moves(std::vector<Move>& out) const { gbm_targets(&out); }

int Game::gbm_targets(std::vector<Move>* out) const {
  int count = 0;
  const int here = gbm_.node >= 0 ? graph_.find(gbm_.node) : -1;
  const std::uint32_t gen = ++stamp_gen_;
  if (stamp_.size() < static_cast<std::size_t>(graph_.size())) stamp_.resize(graph_.size() + 64, 0);
  for (const PlacedTile& pt : placed_) {
    if (pt.printed) continue;
    const TileDef& d = def(pt.type);
    for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
      if (d.features[f].kind != FeatureKind::City) continue;
      const int root = graph_.find(pt.first_node + f);
      if (root == here || graph_.set(root).open == 0 || stamp_[root] == gen) continue;
      stamp_[root] = gen;
      ++count;
      if (!out) return count;
      out->push_back(Move{.kind = MoveKind::Gbm, .player = current_, .pos = pt.pos, .slot = feature_slot(pt, f)});
    }
  }
  return count;
}

// G2, G3: the Gingerbread Man moves; leaving an unfinished city pays its knights (G4/G5: a
// completed one already paid).
void Game::apply_gbm(const Move& m, std::vector<Event>* events) {
  const int node = node_at(board_.tile_at(board_.cell(m.pos)), m.slot);
  if (gbm_.node >= 0 && graph_.set(graph_.find(gbm_.node)).open > 0) pay_gbm_bonus(graph_.find(gbm_.node), events);
  gbm_.node = node;
  if (events) events->push_back(Event{.kind = EventKind::GbmMoved, .player = m.player, .pos = m.pos, .slot = m.slot});
  next_step(events);
}

// G3, G4a, G8: every player (of `players`, bit p for player p) with knights in the city scores
// knights x tiles (a large follower counts once); knights stay.
void Game::pay_gbm_bonus(int root, std::vector<Event>* events, std::uint8_t players) {
  int knights[kMaxPlayers] = {};
  for (const Figure& f : figures_)
    if (is_follower(f.kind) && (players >> f.owner & 1) && graph_.find(f.node) == root) ++knights[f.owner];
  const int tiles = count_tiles(root);
  for (int p = 0; p < player_count(); ++p) {
    if (knights[p] == 0) continue;
    score_points(static_cast<PlayerId>(p), knights[p] * tiles, Category::Bonus);
    if (events) {
      const PlacedTile& pt = placed_[graph_.tile(root)];
      events->push_back(Event{.kind = EventKind::GbmBonus, .player = static_cast<PlayerId>(p), .pos = pt.pos,
                              .tiles = static_cast<std::uint16_t>(tiles), .points = static_cast<std::int16_t>(knights[p] * tiles)});
    }
  }
}

// The Gingerbread Man stands in a city or beside the board.
Status Game::validate_gbm() const {
  if (gbm_.node >= 0 && (!setup_.rules.gbm || graph_.kind(gbm_.node) != FeatureKind::City))
    return failure(err::check_gbm);
  return {};
}

}  // namespace carc
