// Rules that no test named on its own before: La Porxada in the pile (P1), the Gingerbread
// Man's place in the turn (G12), Iberia's chip set-up (IB1) and its final scoring (IB11).
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

TEST_CASE("IB11: with the caches in play the game ends when its tiles run out and scores as on any map") {
  // The pile holds only LP-1 (plain city, no La Porxada rules): Red lays it on a chip north of
  // the start tile, lays the chip again as a cache, and stands a knight in the 2-tile city that
  // the map's north edge closes but that stays open east and west.
  const std::string text = "game 1\nplayers Red Blue\nmap testbands\ntiles porxada\nchips on\nstart B-D 2,2 r0\n"
                           "start B-D 7,2 r180\nchip orange 1 2,1\nchip blue 2 3,3\nRed LP-1 2,1 r0 cache 5,1 meeple N2\n";
  CHECK(load(text).phase() == Phase::GameEnd);  // M27: the last tile is placed
  const Game g = load(text + "end\n");
  CHECK(g.phase() == Phase::Over);
  CHECK(points(g, 0, Category::City) == 2 + 1);  // B19: 1 per tile and pennant
  CHECK(points(g, 0, Category::Chips) == 1);     // collected during the game; the cache and the
  CHECK(g.player(0).score == 1 + 3);             // face-down chip left on the map add nothing (IB9)
}

}  // namespace
}  // namespace carc
