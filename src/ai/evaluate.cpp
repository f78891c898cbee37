// Scores-now evaluation and rewards.
#include "ai/evaluate.h"

#include <cstdlib>

namespace carc::ai {

void score_now(Game& game, std::vector<Move>& list, Scores& out) {
  while (game.phase() != Phase::Over) {
    game.stop_drawing();
    list_moves(game, list);
    if (list.empty() || !apply_move(game, list.front())) break;
  }
  for (int p = 0; p < game.player_count() && p < kMaxPlayers; ++p) out[p] = game.player(p).score;
}

void expected_completion(const Game& game, int tiles_left, Scores& out) {
  out.fill(0);
  const FeatureGraph& graph = game.graph();
  const std::vector<Figure>& figures = game.figures();
  for (std::size_t i = 0; i < figures.size(); ++i) {
    if (!is_follower(figures[i].kind)) continue;
    const int root = graph.find(figures[i].node);
    // Each feature once: at its first follower in the list.
    bool counted = false;
    for (std::size_t j = 0; j < i && !counted; ++j) counted = is_follower(figures[j].kind) && graph.find(figures[j].node) == root;
    const FeatureKind kind = graph.kind(root);
    if (counted || kind == FeatureKind::Field || game.is_complete(root)) continue;
    const int now = game.feature_value(root, false);
    const int gain = game.feature_value(root, true) - now;
    if (gain <= 0) continue;
    const int missing = kind == FeatureKind::Monastery ? 9 - now : graph.set(root).open;
    const int per_missing = kind == FeatureKind::Monastery ? kTilesPerMissingNeighbour : kTilesPerOpenSide;
    const double chance = static_cast<double>(tiles_left) / (tiles_left + per_missing * missing);
    const int expected = static_cast<int>(chance * gain * kPointScale);
    const std::uint8_t holders = game.majority(root);  // B12
    for (int p = 0; p < game.player_count() && p < kMaxPlayers; ++p)
      if (holders >> p & 1) out[p] += expected;
  }
}

namespace {
// The feature (its graph root) a Deploy move stands its figure on, on the tile just placed; -1
// for other moves.
int deploy_feature(const Game& game, const Move& m) {
  if (m.kind != MoveKind::Deploy) return -1;
  const int node = game.node_at(game.last_placed(), m.slot);
  return node < 0 ? -1 : game.graph().find(node);
}
}  // namespace

int completed_feature_deploy(const Game& game, const std::vector<Move>& moves) {
  if (game.phase() != Phase::Deploy) return -1;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!is_follower(moves[i].figure)) continue;
    const int root = deploy_feature(game, moves[i]);
    if (root >= 0 && game.graph().kind(root) != FeatureKind::Field && game.is_complete(root)) return static_cast<int>(i);
  }
  return -1;
}

int playout_figure(const Game& game, const std::vector<Move>& moves, int fields_from, Rng& rng, std::vector<int>& scratch) {
  if (game.phase() != Phase::Deploy) return -1;
  const bool fields = game.tiles_left() <= fields_from;
  int none = -1;
  scratch.clear();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    if (m.kind == MoveKind::NoFigure) {
      none = static_cast<int>(i);
      continue;
    }
    if (!fields) {
      const int root = deploy_feature(game, m);
      if (root >= 0 && game.graph().kind(root) == FeatureKind::Field) continue;
    }
    scratch.push_back(static_cast<int>(i));
  }
  if (!scratch.empty()) return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
  return none;
}

bool playout_placement(const Game& g, Rng& rng, int candidates, Move& out) {
  constexpr int kTries = 12;
  if (g.phase() != Phase::PlaceTile || g.setup().free_order) return false;
  const std::vector<OpenSquare>& open = g.board().open_squares();
  if (open.empty()) return false;
  const TileType t = g.drawn_tile();
  const TileDef& d = g.def(t);
  std::uint8_t rots[4];
  int turns = 0;
  for (int r = 0; r < 4; ++r)
    if (d.distinct_rotations >> r & 1) rots[turns++] = static_cast<std::uint8_t>(r);
  const auto pairs = static_cast<std::uint32_t>(open.size() * turns);
  int found = 0, best = -1;
  for (int k = 0; k < kTries && found < candidates; ++k) {
    const std::uint32_t pick = rng.below(pairs);
    const OpenSquare& square = open[pick / turns];
    const std::uint8_t rot = rots[pick % turns];
    if (!square.fits(d.edge_code[rot])) continue;
    ++found;
    const int sides = square.constrained_sides();
    if (sides <= best) continue;  // ties: the first drawn
    best = sides;
    out = Move{.kind = MoveKind::Place, .player = g.current_player(), .tile = t, .pos = square.pos, .rot = rot};
  }
  return found > 0;
}

int margin(const Scores& scores, int players, int p) {
  int best = -1000000;
  for (int q = 0; q < players; ++q)
    if (q != p && scores[q] > best) best = scores[q];
  return scores[p] - best;
}

void rewards(const Scores& scores, int players, RewardKind kind, Rewards& out, int scale) {
  for (int p = 0; p < players; ++p) {
    const int d = margin(scores, players, p);
    const double win = d > 0 ? 1.0 : d == 0 ? 0.5 : 0.0;
    const double squashed = 0.5 + 0.5 * d / (std::abs(d) + 20.0 * scale);
    out[p] = kind == RewardKind::Win ? win : kind == RewardKind::Margin ? squashed : 0.75 * win + 0.25 * squashed;
  }
}

double exact_log(double x) {
  // x = m * 2^e with m in [sqrt(1/2), sqrt(2)); ln m = 2 atanh(s), s = (m - 1) / (m + 1), |s| < 0.18.
  int e = 0;
  double m = x;
  while (m >= 1.4142135623730951) { m *= 0.5; ++e; }
  while (m < 0.7071067811865476) { m *= 2.0; --e; }
  const double s = (m - 1.0) / (m + 1.0), s2 = s * s;
  double sum = 0.0, power = s;
  for (int k = 1; k <= 19; k += 2) {
    sum += power / k;
    power *= s2;
  }
  return 2.0 * sum + e * 0.6931471805599453;
}

}  // namespace carc::ai
