// The steps of a move line (docs/records.md "Move lines"): one figure word a turn (B5), and the
// steps in their one documented order, the order the engine asks for them: cache (IB4), porxada
// (P3), swap (P5), accept or refuse (P8), FIGURE (B5), upgrade (TW5), withdraw (P15), gbm (G2).
#include <doctest/doctest.h>

#include "support.h"

namespace carc {
namespace {

using test::load;
using test::rejection;

const std::string kTwo = "game 1\nplayers Red Blue\n";

TEST_CASE("B5: a move line with two figure words is rejected at its line, not played with the last one") {
  const std::pair<const char*, const char*> cases[] = {
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180 meeple N2 meeple S2\n",
       "line 3: Red B-E 0,-1 r180 meeple N2 meeple S2: one figure a turn: write 'FIGURE SLOT' once (B5)"},
      {"game 1\nplayers Red Blue\ntiles base,ic\nrules ic\nRed B-E 0,-1 r180 big S2 meeple N2\n",
       "line 5: Red B-E 0,-1 r180 big S2 meeple N2: one figure a turn: write 'FIGURE SLOT' once (B5)"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180 meeple S2 meeple\n",
       "line 3: Red B-E 0,-1 r180 meeple S2 meeple: one figure a turn: write 'FIGURE SLOT' once (B5)"},
  };
  test::check_record_errors(cases);
  // Either figure alone is a legal turn: the line is refused for its two words only.
  CHECK(load(kTwo + "Red B-E 0,-1 r180 meeple S2\n").player(0).score == 4);
  CHECK(load(kTwo + "Red B-E 0,-1 r180 meeple N2\n").figures().size() == 1);
  // play_line (the page's play(line)) refuses it too and leaves the game as it was.
  Game g = load(kTwo);
  const std::string before = write_record(g);
  CHECK(test::play(g, "Red B-E 0,-1 r180 meeple N2 meeple S2") == "one figure a turn: write 'FIGURE SLOT' once (B5)");
  CHECK(write_record(g) == before);
  CHECK(g.figures().empty());
}

// testbands (tests/maps): the orange chip on 1,1 is collected by B-V there (IB3); 3,1 is a free
// square of the orange rows (IB4). The field slot S2 of B-V r90 is free.
const std::string kBands =
    "game 1\nplayers Red Blue\nmap testbands\ntilecount 72\nchips on\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n"
    "chip orange 2 1,1\nRed B-U 1,2 r0\n";

TEST_CASE("IB4, B5: the cache step comes before the figure: 'meeple … cache X,Y' is rejected naming both words") {
  const Game g = load(kBands + "Red B-V 1,1 r90 cache 3,1 meeple S2\n");
  CHECK(g.figures().size() == 1);
  CHECK(g.chip_at(g.board().cell(Pos{3, 1})) >= 0);
  CHECK(rejection(kBands + "Red B-V 1,1 r90 meeple S2 cache 3,1\n") ==
        "line 11: Red B-V 1,1 r90 meeple S2 cache 3,1: 'cache' must come before 'meeple': a turn's steps are written in the "
        "order cache, porxada, swap, accept or refuse, FIGURE, upgrade, withdraw, gbm");
}

TEST_CASE("P3, P5, P8, B5: the La Porxada choice, its swap and the answer come before the figure, in that order") {
  const std::string px = "game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\n";
  load(px + "Red LP-1 0,-1 r0 porxada bonus meeple N2\n");
  const std::string swap = px + "Red B-U 1,0 r0 meeple E2\nBlue B-B 0,1 r0 meeple M\n";
  load(swap + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M refuse 0,1 M\n");
  const std::pair<std::string, std::string> cases[] = {
      {px + "Red LP-1 0,-1 r0 meeple N2 porxada bonus\n", "'porxada' must come before 'meeple'"},
      {swap + "Red LP-1 0,-1 r0 swap 1,0 E2 0,1 M porxada swap refuse 0,1 M\n", "'porxada' must come before 'swap'"},
      {swap + "Red LP-1 0,-1 r0 porxada swap refuse 0,1 M swap 1,0 E2 0,1 M\n", "'swap' must come before 'refuse'"},
      {swap + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M meeple N2 accept\n", "'accept' must come before 'meeple'"},
  };
  for (const auto& each : cases) {  // no structured binding: CAPTURE's lambda cannot take one (clang 14)
    const auto& text = each.first;
    const auto& why = each.second;
    CAPTURE(text);
    const std::string error = rejection(text);
    CHECK(error.find(why) != std::string::npos);
    CHECK(error.rfind("line ", 0) == 0);
  }
}

TEST_CASE("TW5, P15, G2: the upgrade follows the figure, a withdrawal follows the upgrade and the GBM's move comes last") {
  // Read before the game is consulted: the order is the line's own, whatever the game.
  const std::pair<const char*, const char*> cases[] = {
      {"Red B-E 0,-1 r180 upgrade 2+2 0,0 N2 meeple S2", "'meeple' must come before 'upgrade'"},
      {"Red B-E 0,-1 r180 upgrade 2+2 0,0 N2 cache 3,4", "'cache' must come before 'upgrade'"},
      {"Red B-E 0,-1 r180 withdraw 0,0 N2 upgrade 2+2 0,0 N2", "'upgrade' must come before 'withdraw'"},
      {"Red B-E 0,-1 r180 gbm 0,0 N2 withdraw 0,-1 S2", "'withdraw' must come before 'gbm'"},
      {"Red B-E 0,-1 r180 gbm 0,0 N2 big S2", "'big' must come before 'gbm'"},
      {"Red B-E 0,-1 r180 refuse supply porxada bonus", "'porxada' must come before 'refuse'"},
  };
  for (const auto& each : cases) {  // no structured binding: CAPTURE's lambda cannot take one (clang 14)
    const auto& line = each.first;
    const auto& why = each.second;
    CAPTURE(line);
    Game g = load(kTwo);
    const std::string error = test::play(g, line);
    CHECK(error.rfind(why, 0) == 0);
    CHECK(g.history().empty());
  }
  // Two withdrawals (two knights) are one step each, written one after the other.
  Game g = load(kTwo);
  CHECK(test::play(g, "Red B-E 0,-1 r180 withdraw 0,0 N2 withdraw 0,-1 S2").find("must come before") == std::string::npos);
}

TEST_CASE("every step order the engine writes reads back: a record of each expansion's turns replays") {
  // The engine's records list each turn's steps as it asked for them; its own order is the
  // documented one (the round trip of whole games is notation_test's and the corpus's).
  const std::string px = "game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\n";
  const Game g = load(px + "Red B-U 1,0 r0 meeple E2\nBlue B-B 0,1 r0 meeple M\n"
                           "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M accept\n");
  const std::vector<std::string> lines = record_lines(g);
  REQUIRE(lines.size() == 3);
  CHECK(lines[2] == "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M accept");
  CHECK(write_record(load(write_record(g))) == write_record(g));
}

}  // namespace
}  // namespace carc
