// Perft regression counts: the number of legal move sequences from fixed positions (a start on
// each map and a rule example with `order free`). A change in the generator or in a rule that
// changes what is legal changes a count; update it only with the reason in the commit.
#include <doctest/doctest.h>

#include "engine/perft.h"
#include "support.h"

namespace carc {
namespace {

std::uint64_t divided(const Game& g, int depth) {
  std::uint64_t total = 0;
  for (const PerftBranch& b : perft_divide(g, depth)) total += b.count;
  return total;
}

TEST_CASE("perft: counts of move sequences from fixed positions on every map stay the same") {
  const Game classic = test::load("game 1\nplayers Red Blue\nseed 3\n");
  CHECK(perft(classic, 0) == 1);
  CHECK(perft(classic, 1) == 2);  // the one distinct placement of the drawn tile, and `end`
  CHECK(perft(classic, 3) == 27);
  CHECK(perft(classic, 6) == 3190);
  CHECK(divided(classic, 6) == 3190);
  const Game taiwan = test::load("game 1\nplayers Red Blue Green\nmap taiwan\nchips on\nseed 4\n");
  CHECK(perft(taiwan, 4) == 2388);
  const Game iberia = test::load("game 1\nplayers Red Blue\nmap iberia\nchips on\ntiles base,ic,tb,porxada\n"
                                 "rules ic,tb,porxada\noption porxada-house on\nseed 5\n");
  CHECK(perft(iberia, 4) == 2858);
}

TEST_CASE("perft: with `order free` every player's placements and stands count (G2 example position)") {
  std::string text;
  REQUIRE(data::read_file(std::string(CARC_SOURCE_DIR) + "/tests/scenarios/x13-gingerbread-leaves.rec", text).ok());
  const Game g = test::load(text);
  CHECK(perft(g, 1) == 59);
  CHECK(perft(g, 2) == 2652);
  CHECK(divided(g, 2) == 2652);
}

}  // namespace
}  // namespace carc
