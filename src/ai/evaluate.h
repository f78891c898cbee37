// Judging positions for the AI: the scores if the game ended after this turn (the greedy level
// and cut-off playouts) and the reward of a finished game from each player's point of view.
#pragma once

#include <array>

#include "ai/move_list.h"

namespace carc::ai {

inline constexpr int kMaxPlayers = 6;
using Scores = std::array<int, kMaxPlayers>;
using Rewards = std::array<double, kMaxPlayers>;

// How a finished game counts for a player, in [0, 1].
enum class RewardKind : std::uint8_t {
  Win,     // 1 win, 0.5 shared first place, 0 loss
  Margin,  // the point difference d to the best other player, squashed: 0.5 + 0.5 d / (|d| + 20)
  Mixed,   // 3/4 Win + 1/4 Margin: prefers winning, then winning by more
};

// Each player's score if the turn's remaining steps took their first listed option and final
// scoring followed at once (unfinished features at their end value, fields, goods). Plays that
// out on `game` itself: pass a copy.
void score_now(Game& game, std::vector<Move>& list, Scores& out);
// Player p's score minus the best score of the others.
int margin(const Scores& scores, int players, int p);
// The rewards of every player from final (or evaluated) scores.
void rewards(const Scores& scores, int players, RewardKind kind, Rewards& out);

// Natural logarithm of x > 0 from + - * / only (exactly rounded in IEEE arithmetic), so the
// search decides identically natively and in WASM, whose libm may differ in the last bit.
double exact_log(double x);

}  // namespace carc::ai
