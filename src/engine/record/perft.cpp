// Perft: counts move sequences by applying every listed move to a copy of the game. The copies
// and move lists are kept per depth so a walk allocates only on its first branches.
#include "engine/record/perft.h"

#include "engine/record/notation.h"

namespace carc {
namespace {

// A listed move apply() refused, after the moves `line` names (in record words, " / " between).
Status refused(const std::string& line, int before, const Status& why) {
  return failure(err::perft_move, {"n", before}, {"text", line}, {"why", why.error()});
}

struct Walk {
  std::vector<Game> games;               // games[d]: the position d moves down
  std::vector<std::vector<Move>> moves;  // moves[d]: its listed moves
  std::vector<const Move*> path;         // path[d]: the move being tried from games[d]
  const MoveLister* list = nullptr;

  void list_moves(int d) {
    if (*list) (*list)(games[d], moves[d]);
    else games[d].legal_moves(moves[d]);
  }

  // The moves from games[0] down to the one tried from games[d].
  std::string line(int d) const {
    std::string out;
    for (int i = 0; i <= d; ++i) out += (i ? " / " : "") + move_text(games[i], *path[i]);
    return out;
  }

  Status count(int d, int depth, std::uint64_t& total) {
    if (d == depth) {
      ++total;
      return {};
    }
    list_moves(d);
    if (d + 1 == depth && !*list) {  // the generator's moves are legal (a lister's are tried)
      total += moves[d].size();
      return {};
    }
    for (const Move& m : moves[d]) {
      games[d + 1] = games[d];
      path[d] = &m;
      if (Status s = games[d + 1].apply(m); !s) return refused(line(d), d, s);
      if (Status s = count(d + 1, depth, total); !s) return s;
    }
    return {};
  }
};

}  // namespace

Status perft(const Game& game, int depth, std::uint64_t& count, const MoveLister& list) {
  if (depth <= 0) {
    count = 1;
    return {};
  }
  const auto n = static_cast<std::size_t>(depth) + 1;
  Walk walk{std::vector<Game>(n), std::vector<std::vector<Move>>(n), std::vector<const Move*>(n), &list};
  walk.games[0] = game;
  std::uint64_t total = 0;
  if (Status s = walk.count(0, depth, total); !s) return s;
  count = total;
  return {};
}

Status perft_divide(const Game& game, int depth, std::vector<PerftBranch>& out, const MoveLister& list) {
  out.clear();
  std::vector<Move> first;
  if (list) list(game, first);
  else game.legal_moves(first);
  Game child;
  for (const Move& m : first) {
    child = game;
    PerftBranch b{m, 0};
    Status s = child.apply(m);
    if (!s) s = refused(move_text(game, m), 0, s);
    if (s) s = perft(child, depth - 1, b.count, list);
    if (!s) {
      out.clear();
      return s;
    }
    out.push_back(b);
  }
  return {};
}

}  // namespace carc
