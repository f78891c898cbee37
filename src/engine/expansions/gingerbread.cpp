// The Gingerbread Man (G1–G8): where he starts, when and where he moves, the bonus he pays.
#include "engine/expansions/gingerbread.h"

#include "engine/base/text.h"

namespace carc::gingerbread {
namespace {

// The cities add_moves lists, into `out` if given; without, stops at the first. How many.
int targets(const Table& t, const GbmState& s, std::vector<Move>* out) {
  int count = 0;
  const int here = s.node >= 0 ? t.graph_.find(s.node) : -1;
  const std::uint32_t gen = ++t.stamp_gen_;
  if (t.stamp_.size() < static_cast<std::size_t>(t.graph_.size())) t.stamp_.resize(t.graph_.size() + 64, 0);
  for (const PlacedTile& pt : t.placed_) {
    if (pt.printed) continue;
    const TileDef& d = t.def(pt.type);
    for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
      if (d.features[f].kind != FeatureKind::City) continue;
      const int root = t.graph_.find(pt.first_node + f);
      if (root == here || t.graph_.set(root).open == 0 || t.stamp_[root] == gen) continue;
      t.stamp_[root] = gen;
      ++count;
      if (!out) return count;
      out->push_back(Move{.kind = MoveKind::Gbm, .player = t.current_, .pos = pt.pos, .slot = t.feature_slot(pt, f)});
    }
  }
  return count;
}

}  // namespace

void place_at_start(const Table& t, GbmState& s) {
  if (!t.setup_.rules.gbm) return;
  // G1: the start tile is B-D wherever its `start` line stands among the others (M6); without
  // one, the first start tile, in the order written, that has a city.
  const int first = t.printed_tiles_, end = t.printed_tiles_ + t.start_tiles_;
  int start = -1;
  for (int i = first; i < end && start < 0; ++i)
    if (t.def(t.placed_[i].type).id == "B-D") start = i;
  for (int i = first; i < end && start < 0; ++i)
    for (const FeatureDef& f : t.def(t.placed_[i].type).features)
      if (f.kind == FeatureKind::City) start = i;
  if (start < 0) return;
  const PlacedTile& st = t.placed_[start];
  const TileDef& d = t.def(st.type);
  for (int f = 0; f < static_cast<int>(d.features.size()) && s.node < 0; ++f)
    if (d.features[f].kind == FeatureKind::City) s.node = st.first_node + f;
}

void tile_placed(const Table& t, GbmState& s, const PlacedTile& pt) { s.tile_placed = t.setup_.rules.gbm && t.def(pt.type).gbm; }

bool is_in(const Table& t, const GbmState& s, int root) { return s.node >= 0 && t.graph_.find(s.node) == root; }

void city_completed(Table& t, GbmState& s, int root, std::vector<Event>* events) {
  if (!is_in(t, s, root)) return;
  pay_bonus(t, root, events);  // G4: the bonus comes first
  s.city_completed = true;
}

// G2, G4: after scoring, a GBM tile or the completion of his city moves the Gingerbread Man: true
// when he has somewhere to go (the Gbm step); G6: else he stays, G7: or, his city done, waits
// beside the board.
bool step(const Table& t, GbmState& s, std::vector<Event>* events) {
  if (s.step_done || !(s.tile_placed || s.city_completed)) return false;
  s.step_done = true;
  if (targets(t, s, nullptr) > 0) return true;
  if (s.city_completed) {
    s.node = -1;
    if (events) events->push_back(Event{.kind = EventKind::GbmSetAside, .player = t.current_});
  }
  return false;
}

Status check(const Table& t, const GbmState& s, const Move& m) {
  if (t.phase_ != Phase::Gbm) return failure(err::gbm_not_now);
  if (m.player != t.current_) return failure(err::turn, {"name", t.players_[t.current_].name});
  const int cell = t.board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : t.board_.tile_at(cell);
  // G2: the GBM goes to a city of the placed tiles (a large city once a tile's city joins it).
  if (tile >= 0 && t.placed_[tile].printed) return failure(err::gbm_large_city);
  const int node = tile < 0 || m.slot >= kSlotCount ? -1 : t.node_at(tile, m.slot);
  if (node < 0 || t.graph_.kind(node) != FeatureKind::City) return failure(err::gbm_no_city, {"spot", spot_text(m.pos, m.slot)});
  const int root = t.graph_.find(node);
  if (t.graph_.set(root).open == 0) return failure(err::gbm_finished);
  if (s.node >= 0 && t.graph_.find(s.node) == root) return failure(err::gbm_same_city);
  return {};
}

void add_moves(const Table& t, const GbmState& s, std::vector<Move>& out) { targets(t, s, &out); }

// G2, G3: the Gingerbread Man moves; leaving an unfinished city pays its knights (G4/G5: a
// completed one already paid).
StepEnd apply(Table& t, GbmState& s, const Move& m, std::vector<Event>* events) {
  const int node = t.node_at(t.board_.tile_at(t.board_.cell(m.pos)), m.slot);
  if (s.node >= 0 && t.graph_.set(t.graph_.find(s.node)).open > 0) pay_bonus(t, t.graph_.find(s.node), events);
  s.node = node;
  if (events) events->push_back(Event{.kind = EventKind::GbmMoved, .player = m.player, .pos = m.pos, .slot = m.slot});
  return StepEnd::Next;
}

// G3, G4a, G8: every player (of `players`, bit p for player p) with knights in the city scores
// knights x tiles (a large follower counts once); knights stay.
void pay_bonus(Table& t, int root, std::vector<Event>* events, std::uint8_t players) {
  int knights[kMaxPlayers] = {};
  for (const Figure& f : t.figures_)
    if (is_follower(f.kind) && (players >> f.owner & 1) && t.graph_.find(f.node) == root) ++knights[f.owner];
  const int tiles = t.count_tiles(root);
  for (int p = 0; p < t.player_count(); ++p) {
    if (knights[p] == 0) continue;
    t.score_points(static_cast<PlayerId>(p), knights[p] * tiles, Category::Bonus);
    if (events) {
      const PlacedTile& pt = t.placed_[t.graph_.tile(root)];
      events->push_back(Event{.kind = EventKind::GbmBonus, .player = static_cast<PlayerId>(p), .pos = pt.pos,
                              .tiles = static_cast<std::uint16_t>(tiles), .points = static_cast<std::int16_t>(knights[p] * tiles)});
    }
  }
}

// The Gingerbread Man stands in a city or beside the board.
Status validate(const Table& t, const GbmState& s) {
  if (s.node >= 0 && (!t.setup_.rules.gbm || t.graph_.kind(s.node) != FeatureKind::City))
    return failure(err::check_gbm);

  return {};
}

}  // namespace carc::gingerbread
