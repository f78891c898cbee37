// Perft: counts move sequences by applying every generated move to a copy of the game. The
// copies and move lists are kept per depth so a walk allocates only on its first branches.
#include "engine/perft.h"

namespace carc {
namespace {

struct Walk {
  std::vector<Game> games;              // games[d]: the position d moves down
  std::vector<std::vector<Move>> moves;  // moves[d]: its legal moves

  std::uint64_t count(int d, int depth) {
    if (d == depth) return 1;
    games[d].legal_moves(moves[d]);
    if (d + 1 == depth) return moves[d].size();
    std::uint64_t total = 0;
    for (const Move& m : moves[d]) {
      games[d + 1] = games[d];
      [[maybe_unused]] const bool ok = games[d + 1].apply(m).ok();
      assert(ok);  // the generator lists legal moves only
      total += count(d + 1, depth);
    }
    return total;
  }
};

}  // namespace

std::uint64_t perft(const Game& game, int depth) {
  if (depth <= 0) return 1;
  Walk walk{std::vector<Game>(static_cast<std::size_t>(depth) + 1), std::vector<std::vector<Move>>(static_cast<std::size_t>(depth) + 1)};
  walk.games[0] = game;
  return walk.count(0, depth);
}

std::vector<PerftBranch> perft_divide(const Game& game, int depth) {
  std::vector<Move> first;
  game.legal_moves(first);
  std::vector<PerftBranch> out;
  Game child;
  for (const Move& m : first) {
    child = game;
    [[maybe_unused]] const bool ok = child.apply(m).ok();
    assert(ok);
    out.push_back(PerftBranch{m, perft(child, depth - 1)});
  }
  return out;
}

}  // namespace carc
