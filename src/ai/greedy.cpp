// Greedy one-turn look-ahead (the Easy and Greedy levels).
#include "ai/greedy.h"

namespace carc::ai {
namespace {
constexpr int kMaxDepth = 6;  // place, cache, deploy, upgrade, La Porxada steps, GBM

bool is_between_turns(Phase p) { return p == Phase::PlaceTile || p == Phase::GameEnd || p == Phase::Over; }
}  // namespace

// The value of games_[depth] for `me`: the best over my decisions until the turn ends.
double Greedy::best_value(int depth, PlayerId me, Rng& rng, double noise) {
  Game& g = games_[depth];
  if (depth + 1 >= kMaxDepth || is_between_turns(g.phase()) || g.deciding_player() != me) {
    Scores scores{};
    score_now(g, eval_moves_, scores);  // a leaf: its copy is not needed again
    const double jitter = noise > 0 ? noise * (static_cast<double>(rng.below(2001)) / 1000.0 - 1.0) : 0.0;
    return margin(scores, g.player_count(), me) + jitter;
  }
  list_moves(g, moves_[depth]);
  double best = -1e9;
  for (const Move& m : moves_[depth]) {
    games_[depth + 1] = g;
    if (!apply_move(games_[depth + 1], m)) continue;
    const double v = best_value(depth + 1, me, rng, noise);
    if (v > best) best = v;
  }
  return best;
}

Move Greedy::choose(const Game& game, Rng& rng, double noise) {
  games_.resize(kMaxDepth + 1);
  moves_.resize(kMaxDepth + 1);
  games_[0] = game;
  const PlayerId me = game.deciding_player();
  list_moves(game, moves_[0]);
  Move best_move = moves_[0].empty() ? Move{} : moves_[0].front();
  double best = -1e9;
  for (std::size_t i = 0; i < moves_[0].size(); ++i) {
    games_[1] = game;
    if (!apply_move(games_[1], moves_[0][i])) continue;
    const double v = best_value(1, me, rng, noise);
    if (v > best) {
      best = v;
      best_move = moves_[0][i];
    }
  }
  return best_move;
}

}  // namespace carc::ai
