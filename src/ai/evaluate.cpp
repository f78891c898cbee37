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

int margin(const Scores& scores, int players, int p) {
  int best = -1000000;
  for (int q = 0; q < players; ++q)
    if (q != p && scores[q] > best) best = scores[q];
  return scores[p] - best;
}

void rewards(const Scores& scores, int players, RewardKind kind, Rewards& out) {
  for (int p = 0; p < players; ++p) {
    const int d = margin(scores, players, p);
    const double win = d > 0 ? 1.0 : d == 0 ? 0.5 : 0.0;
    const double squashed = 0.5 + 0.5 * d / (std::abs(d) + 20.0);
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
