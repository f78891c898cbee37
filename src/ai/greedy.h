// The Easy and Greedy levels: a greedy one-turn look-ahead. It tries every sequence of its own
// decisions for the rest of the turn, scores each end as if the game ended there, adds a little
// noise (Easy; Greedy none) and plays the first move of the best sequence (the first listed on a tie). It never looks at hidden information.
#pragma once

#include <vector>

#include "ai/evaluate.h"

namespace carc::ai {

class Greedy {
 public:
  // The move for the deciding player of `game`; `noise` points of uniform noise per sequence
  // (0: none, and `rng` is not drawn from).
  Move choose(const Game& game, Rng& rng, double noise);

 private:
  double best_value(int depth, PlayerId me, Rng& rng, double noise);

  std::vector<Game> games_;  // one copy per depth of the look-ahead
  std::vector<std::vector<Move>> moves_;
  std::vector<Move> eval_moves_;
};

}  // namespace carc::ai
