// Perft, as chess engines count it: the number of legal move sequences of a given length from a
// position, walked with the one move generator (Game::legal_moves). A regression check on the
// generator and the rules: the counts of fixed positions must never change by accident.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/game/game.h"

namespace carc {

// The moves a walk tries from a position (cleared first): Game::legal_moves unless a test gives
// another lister (brute force, or one that lists a move apply() rejects).
using MoveLister = std::function<void(const Game&, std::vector<Move>&)>;

// Sets `count` to the move sequences of exactly `depth` moves from `game` (1 at depth 0; a game
// that ends sooner counts no sequence through its last move). `game` is left as it was. Every
// listed move is applied (with the generator, those of the last step are only counted), and one
// that apply() rejects fails the walk, naming it, the moves before it and apply()'s reason;
// `count` is then left as it was.
Status perft(const Game& game, int depth, std::uint64_t& count, const MoveLister& list = nullptr);

// Perft per first move: the lister's moves now, each with perft(depth - 1) after it; `out` is
// cleared first and left empty on failure (the reasons are perft()'s).
struct PerftBranch {
  Move move;
  std::uint64_t count = 0;
};
Status perft_divide(const Game& game, int depth, std::vector<PerftBranch>& out, const MoveLister& list = nullptr);

}  // namespace carc
