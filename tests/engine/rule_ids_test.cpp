// Rules that no test named on its own before: La Porxada in the pile (P1), the Gingerbread
// Man's place in the turn (G12), and Iberia's chip set-up (IB1).
#include <doctest/doctest.h>

#include "support.h"

namespace carc {
namespace {

using test::load;
using test::rejection;

int points(const Game& g, int player, Category c) { return g.player(player).by_category[static_cast<int>(c)]; }

TEST_CASE("P1: the La Porxada tile is shuffled into the pile like any other tile") {
  TileType lp{};
  REQUIRE(test::catalogue().find("LP-1", lp));
  int first = 0;
  for (int seed = 1; seed <= 720; ++seed) {
    const Game g = load("game 1\nplayers Red Blue\ntiles base,porxada\nrules porxada\nseed " + std::to_string(seed) + "\n");
    REQUIRE(g.tiles_left() == 71 + 1);
    REQUIRE(g.remaining(lp) == 1);
    first += g.drawn_tile() == lp;
  }
  // Drawn first in about one game of 72: neither always on top nor never.
  CHECK(first >= 3);
  CHECK(first <= 20);
}

TEST_CASE("G12: the Gingerbread Man acts after the figure step, inside the scoring of its city, and moves last") {
  // G-1's south cap closes the start tile's city, where the GBM stands (G1); Red stands a knight
  // on that cap. The knight counts for the bonus (the figure comes first), the bonus is paid with
  // the city's points, and only then does Red move the GBM to G-1's north cap.
  const std::string head = "game 1\nplayers Red Blue\ntiles winter,gbm\nrules gbm\n";
  CHECK(rejection(head + "Red G-1 0,-1 r0 meeple S2\n").find("the Gingerbread Man must move") != std::string::npos);
  const Game g = load(head + "Red G-1 0,-1 r0 meeple S2 gbm 0,-1 N2\n");
  CHECK(points(g, 0, Category::Bonus) == 1 * 2);  // 1 knight x 2 tiles
  CHECK(points(g, 0, Category::City) == 2 * 2);
  CHECK(g.player(0).supply[static_cast<int>(FigureKind::Meeple)] == 7);  // the knight came back
  REQUIRE(g.gbm_node() >= 0);
  CHECK(g.placed()[g.graph().tile(g.gbm_node())].pos == Pos{0, -1});
  CHECK(g.phase() == Phase::PlaceTile);
  CHECK(g.current_player() == 1);
}

TEST_CASE("IB1: Iberia's chips lie face down off the Balearic squares, with three of the four start squares used") {
  for (int seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    const Game g = load("game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\nchips on\nseed " + std::to_string(seed) + "\n");
    CHECK(g.start_count() == 3);
    REQUIRE(g.dealt_chips().size() == 30);
    for (const ChipSpot& s : g.dealt_chips()) {
      CHECK(g.map()->kind(s.square) != SquareKind::Island);
      CHECK(g.chips()[s.chip].place == ChipPlace::FaceDown);
    }
  }
}

}  // namespace
}  // namespace carc
