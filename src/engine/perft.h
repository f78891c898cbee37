// Perft, as chess engines count it: the number of legal move sequences of a given length from a
// position, walked with the one move generator (Game::legal_moves). A regression check on the
// generator and the rules: the counts of fixed positions must never change by accident.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/game.h"

namespace carc {

// Move sequences of exactly `depth` moves from `game` (1 at depth 0; a game that ends sooner
// counts no sequence through its last move). `game` is left as it was.
std::uint64_t perft(const Game& game, int depth);

// Perft per first move: the generator's moves now, each with perft(depth - 1) after it.
struct PerftBranch {
  Move move;
  std::uint64_t count = 0;
};
std::vector<PerftBranch> perft_divide(const Game& game, int depth);

}  // namespace carc
