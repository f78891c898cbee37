// Perft regression counts: the number of legal move sequences from fixed positions (a start on
// each map and a rule example with `order free`). A change in the generator or in a rule that
// changes what is legal changes a count; update it only with the reason in the commit. And perft
// walked with brute force (every move check() accepts) instead of the generator, which must count
// the same, on positions where a turn reaches each expansion's step.
#include <doctest/doctest.h>

#include <array>

#include "brute_force.h"
#include "engine/record/perft.h"
#include "support.h"

namespace carc {
namespace {

std::uint64_t counted(const Game& g, int depth, const MoveLister& list = nullptr) {
  std::uint64_t n = 0;
  const Status s = perft(g, depth, n, list);
  REQUIRE_MESSAGE(s, s.message());
  return n;
}

std::uint64_t divided(const Game& g, int depth) {
  std::vector<PerftBranch> branches;
  REQUIRE(perft_divide(g, depth, branches));
  std::uint64_t total = 0;
  for (const PerftBranch& b : branches) total += b.count;
  return total;
}

TEST_CASE("perft: counts of move sequences from fixed positions on every map stay the same") {
  const Game classic = test::load("game 1\nplayers Red Blue\nseed 3\n");
  CHECK(counted(classic, 0) == 1);
  CHECK(counted(classic, 1) == 2);  // the one distinct placement of the drawn tile, and `end`
  CHECK(counted(classic, 3) == 27);
  CHECK(counted(classic, 6) == 3190);
  CHECK(divided(classic, 6) == 3190);
  const Game taiwan = test::load("game 1\nplayers Red Blue Green\nmap taiwan\nchips on\nseed 4\n");
  CHECK(counted(taiwan, 4) == 2388);
  const Game iberia = test::load("game 1\nplayers Red Blue\nmap iberia\nchips on\ntiles base,ic,tb,porxada\n"
                                 "rules ic,tb,porxada\noption porxada-house on\nseed 5\n");
  CHECK(counted(iberia, 4) == 2858);
}

TEST_CASE("perft: with `order free` every player's placements and stands count (G2 example position)") {
  std::string text;
  REQUIRE(data::read_file(std::string(CARC_SOURCE_DIR) + "/tests/scenarios/x13-gingerbread-leaves.rec", text).ok());
  const Game g = test::load(text);
  CHECK(counted(g, 1) == 59);
  CHECK(counted(g, 2) == 2652);
  CHECK(divided(g, 2) == 2652);
}

TEST_CASE("perft fails, naming the move and the moves before it, when apply() rejects a listed move") {
  const Game g = test::load("game 1\nplayers Red Blue\nseed 3\n");
  // The generator's moves plus, at the placement step, the drawn tile on the start tile's square.
  const MoveLister with_bad = [](const Game& at, std::vector<Move>& out) {
    at.legal_moves(out);
    if (at.phase() == Phase::PlaceTile)
      out.push_back(Move{.kind = MoveKind::Place, .player = at.current_player(), .tile = at.drawn_tile(), .pos = Pos{0, 0}});
  };
  std::uint64_t n = 77;
  const Status first = perft(g, 2, n, with_bad);
  REQUIRE_FALSE(first);
  const std::string tile = g.def(g.drawn_tile()).id;
  CHECK(first.error().what() == "perft: the generator listed a move that apply() rejects after 0 move(s): Red " + tile +
                                  " 0,0 r0: square 0,0 already holds a tile");
  CHECK(n == 77);  // left as it was
  // Deeper down: the moves that led there are named too (the first placement, its figure step).
  const Status deeper = perft(g, 4, n, with_bad);
  REQUIRE_FALSE(deeper);
  CHECK(deeper.error().what().find("after 2 move(s): Red ") != std::string::npos);
  CHECK(deeper.error().what().find(" / no figure / Blue ") != std::string::npos);
  std::vector<PerftBranch> branches;
  REQUIRE_FALSE(perft_divide(g, 1, branches, with_bad));
  CHECK(branches.empty());
}

// Plays seeded random games of `setup` until a turn reaches `step`; returns the position at the
// start of that turn (its placement still to come).
Game turn_reaching(const Setup& setup, Phase step) {
  Game g;
  REQUIRE(Game::create(setup, test::library(), g));
  Rng rng(11);
  std::vector<Move> moves;
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    REQUIRE(g.restart(seed));
    Game turn_start = g;
    while (g.phase() != Phase::Over) {
      if (g.phase() == Phase::PlaceTile) turn_start = g;
      g.legal_moves(moves);
      std::erase_if(moves, [&](const Move& m) { return (m.kind == MoveKind::End && g.phase() != Phase::GameEnd) || m.kind == MoveKind::Stand; });
      REQUIRE(g.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]));
      if (g.phase() == step) return turn_start;
    }
  }
  FAIL("no turn reached ", phase_name(step));
  return g;
}

// perft(3) from the start of a turn that reaches `step`: the generator's count, and the count
// with every move check() accepts (brute force), which also tells which steps the walk saw.
void compare_perft(const Setup& setup, Phase step) {
  CAPTURE(phase_name(step));
  const Game g = turn_reaching(setup, step);
  std::array<long long, 16> seen{};
  const MoveLister brute = [&](const Game& at, std::vector<Move>& out) {
    ++seen[static_cast<int>(at.phase())];
    out = brute::BruteForce(at).moves();
  };
  const std::uint64_t generated = counted(g, 3);
  CHECK(generated > 3);
  CHECK(counted(g, 3, brute) == generated);
  CHECK(seen[static_cast<int>(step)] > 0);
}

using test::players;

TEST_CASE("G2, P3, TW5, IB4: perft with brute force counts what the generator counts, through each expansion's step") {
  Setup gbm = players(3);
  gbm.tiles = {"winter", "gbm"};
  gbm.rules = Rules{.gbm = true};
  compare_perft(gbm, Phase::Gbm);
  Setup porxada = players(2);
  porxada.tiles = {"base", "porxada"};
  porxada.rules = Rules{.porxada = true, .porxada_house = true};
  compare_perft(porxada, Phase::Porxada);
  Setup taiwan = players(2);
  taiwan.map = "taiwan";
  taiwan.chips = true;
  compare_perft(taiwan, Phase::Upgrade);
  Setup iberia = players(2);
  iberia.map = "iberia";
  iberia.chips = true;
  compare_perft(iberia, Phase::Cache);
}

}  // namespace
}  // namespace carc
