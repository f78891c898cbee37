// Expansion rules: Inns & Cathedrals (I1–I9), Traders & Builders (T1–T14), the Gingerbread Man
// (G1–G12) and La Porxada (P1–P16).
#include <doctest/doctest.h>

#include "support.h"

namespace carc {
namespace {

using test::load;
using test::rejection;

bool has(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }
int category(const Game& g, int p, Category c) { return g.player(p).by_category[static_cast<int>(c)]; }

const std::string kIc = "game 1\nplayers Red Blue\norder free\ntiles base,ic\nrules ic\n";
const std::string kTb = "game 1\nplayers Red Blue\norder free\ntiles base,tb\nrules tb\n";
const std::string kTbTurns = "game 1\nplayers Red Blue\ntiles base,tb\nrules tb\n";

TEST_CASE("I1, I2: each player has one large follower, deployed like any follower") {
  const Game g = load(kIc + "Red B-U 1,0 r0 big E2\n");
  CHECK(g.player(0).supply[static_cast<int>(FigureKind::Big)] == 0);
  CHECK(g.player(1).supply[static_cast<int>(FigureKind::Big)] == 1);
  CHECK(has(rejection(kIc + "Red B-U 1,0 r0 big E2\nRed B-U 2,0 r0\nRed B-E 0,-1 r180 big S2\n"), "no big left in supply"));
}

TEST_CASE("I3, I4: the large follower counts two in a majority, scores no more, and comes back") {
  const Game g = load(kIc + "Red meeple 0,0 E2\nBlue B-U 1,0 r0\nBlue big 1,0 E2\nRed B-W -1,0 r0\nRed B-W 2,0 r0\n");
  CHECK(g.player(1).score == 4);  // 2 strength against 1; points unchanged
  CHECK(g.player(0).score == 0);
  CHECK(g.player(1).supply[static_cast<int>(FigureKind::Big)] == 1);
}

TEST_CASE("I7, I8, I9: a cathedral city pays 3 per tile and pennant when complete, 0 when not, 3 to farmers") {
  const std::string city = kIc + "Red I-01 0,-1 r0 meeple N2\nBlue B-E 0,-2 r180\nBlue B-E 1,-1 r270\nBlue B-U 1,0 r0 meeple N1\n";
  CHECK(load(city + "end\n").player(0).score == 0);
  const Game done = load(city + "Blue B-E -1,-1 r90\nend\n");
  CHECK(category(done, 0, Category::City) == 3 * 5);
  CHECK(category(done, 1, Category::Field) == 3);
  // Without the I&C rules the cathedral tile is an ordinary city tile.
  const Game plain = load("game 1\nplayers Red Blue\norder free\ntiles base,ic\nRed I-01 0,-1 r0 meeple N2\nend\n");
  CHECK(plain.player(0).score == 2);
}

TEST_CASE("T1: each player has a builder and a pig") {
  const Game g = load(kTb);
  CHECK(g.player(0).supply[static_cast<int>(FigureKind::Builder)] == 1);
  CHECK(g.player(0).supply[static_cast<int>(FigureKind::Pig)] == 1);
}

TEST_CASE("T2, T3: the completing player takes the goods of the city, knight or not (X11)") {
  const Game g = load(kTb + "start T-15 0,0 r0\nBlue meeple 0,0 E2\nRed T-17 -1,0 r0\nRed B-E -2,0 r90\nRed T-01 1,0 r270\n"
                            "Red B-E 1,1 r0\n");
  CHECK(g.player(0).goods == std::array<int, 3>{1, 2, 0});
  CHECK(g.player(1).goods == std::array<int, 3>{0, 0, 0});
  CHECK(g.player(1).score == 10);
}

TEST_CASE("T4: the most tokens of each kind score 10, ties all score, nobody scores a kind nobody has") {
  // Three small cities made by start tiles: Red closes a wine city, Blue a wine and a grain city.
  const Game g = load(kTb +
                      "start T-15 0,0 r0\nstart B-E -1,0 r90\nstart T-18 10,0 r0\nstart B-E 9,0 r90\nstart T-17 20,0 r0\n"
                      "start B-E 19,0 r90\nRed B-E 1,0 r270\nBlue B-E 11,0 r270\nBlue T-16 21,0 r270\nend\n");
  CHECK(category(g, 0, Category::Goods) == 10);
  CHECK(category(g, 1, Category::Goods) == 20);
}

TEST_CASE("T5, T6, T14: a builder joins a road or city holding the player's own follower, never blocks") {
  const std::string head = kTbTurns + "Red B-U 1,0 r0 meeple E2\nBlue B-U -1,0 r0\n";
  load(head + "Red B-U 2,0 r0 builder W2\n");
  CHECK(has(rejection(head + "Red B-E 0,-1 r180 builder S2\n"), "needs a follower of yours in that city (T5)"));
  CHECK(has(rejection(head + "Red B-U 2,0 r0 builder N2\n"), "a builder stands only on a road or city (T5)"));
  // Blue's own builder rule: the road is Red's, so Blue may not; and a builder never blocks B6.
  const Game g = load(head + "Red B-U 2,0 r0 builder W2\n");
  CHECK(g.graph().set(g.graph().find(g.figures()[1].node)).followers == 1);
}

TEST_CASE("T7, T8: extending the builder's road gives one more tile, never a third") {
  Game g = load(kTbTurns + "Red B-U 1,0 r0 meeple E2\nBlue B-U -1,0 r0\nRed B-U 2,0 r0 builder W2\nBlue B-U -2,0 r0\n");
  CHECK(g.current_player() == 0);
  std::string error;
  REQUIRE(play_line(g, "Red B-U 3,0 r0", nullptr).ok());  // extends the builder's road
  CHECK(g.current_player() == 0);                          // the second tile
  REQUIRE(play_line(g, "Red B-U 4,0 r0", nullptr).ok());  // extends it again: no third tile
  CHECK(g.current_player() == 1);
}

TEST_CASE("T9: the builder goes home when the feature is scored") {
  const Game g = load(kTb + "Red B-U 1,0 r0 meeple E2\nRed B-U 2,0 r0 builder W2\nBlue B-W 3,0 r0\nBlue B-W -1,0 r0\n");
  CHECK(g.player(0).score == 5);
  CHECK(g.figures().empty());
  CHECK(g.player(0).supply[static_cast<int>(FigureKind::Builder)] == 1);
}

TEST_CASE("T10, T11, T12, T13: a pig joins the player's farmer and makes each city worth 4 to the majority") {
  const std::string head = kTb + "Red B-E 0,-1 r180\nRed B-U 1,0 r0 meeple N1\n";
  CHECK(has(rejection(head + "Blue B-U -1,0 r0 pig N1\n"), "needs a follower of yours in that field (T10)"));
  const Game pig = load(head + "Red B-U -1,0 r0 pig N1\nend\n");
  CHECK(category(pig, 0, Category::Field) == 4);
  // A pig without the majority gives nothing.
  const Game beaten = load(head + "Red B-U -1,0 r0 pig N1\nBlue B-U 2,0 r0\nBlue meeple 2,0 N1\nBlue meeple -1,0 N2\nend\n");
  CHECK(category(beaten, 0, Category::Field) == 0);
  CHECK(category(beaten, 1, Category::Field) == 3);
}

// The X13 position: a 7-tile city (3 pennants) holding the Gingerbread Man, Red with 2 knights
// there and Blue with 1; open at 2,-1 east and -2,-1 south.
const std::string kGbm =
    "game 1\nplayers Red Blue\norder free\ntiles winter,gbm\nrules gbm\nstart B-D 0,0 r0\nRed B-C 0,-1 r0\n"
    "Red B-E 0,-2 r180\nRed meeple 0,-2 S2\nRed B-G 1,-1 r0\nRed B-F 2,-1 r0\nRed meeple 2,-1 E2\nRed B-F -1,-1 r0\n"
    "Red B-N -2,-1 r180\nBlue meeple -2,-1 E2\n";

TEST_CASE("G1: the Gingerbread Man starts in the start tile's city") {
  const Game g = load("game 1\nplayers Red Blue\ntiles winter,gbm\nrules gbm\n");
  REQUIRE(g.gbm_node() >= 0);
  CHECK(g.graph().tile(g.gbm_node()) == g.first_start());
  CHECK(g.graph().kind(g.gbm_node()) == FeatureKind::City);
}

TEST_CASE("G2, G3 (example 1): a GBM tile moves it to another unfinished city; its knights score") {
  CHECK(has(rejection(kGbm + "Red G-3 1,0 r180\n"), "the Gingerbread Man must move: add 'gbm X,Y SLOT'"));
  CHECK(has(rejection(kGbm + "Red G-3 1,0 r180 gbm 0,0 N2\n"), "must move to a different city (G2)"));
  const Game g = load(kGbm + "Red G-3 1,0 r180 gbm 1,0 S2\n");
  CHECK(category(g, 0, Category::Bonus) == 14);
  CHECK(category(g, 1, Category::Bonus) == 7);
  CHECK(g.graph().tile(g.gbm_node()) == static_cast<int>(g.placed().size()) - 1);
}

TEST_CASE("G4, G8 (example 2): completing its city pays the GBM bonus, then the city, then the completer moves it") {
  const std::string head = kGbm + "Blue B-D 1,0 r180\nRed B-E 3,-1 r270\n";
  CHECK(has(rejection(head + "Blue B-E -2,0 r0\n"), "the Gingerbread Man must move"));
  const Game g = load(head + "Blue B-E -2,0 r0 gbm 1,0 S2\n");
  CHECK(category(g, 0, Category::Bonus) == 2 * 9);  // 2 knights x 9 tiles
  CHECK(category(g, 1, Category::Bonus) == 1 * 9);
  CHECK(category(g, 0, Category::City) == 2 * 9 + 2 * 3);
  CHECK(category(g, 1, Category::City) == 0);
}

TEST_CASE("G5: a GBM tile that completes the GBM city pays one bonus and moves it once") {
  const Game g = load(kGbm + "Blue B-D 1,0 r180\nRed B-E 3,-1 r270\nBlue G-4 -2,0 r0 gbm 1,0 S2\n");
  CHECK(category(g, 0, Category::Bonus) == 2 * 9);
  CHECK(category(g, 1, Category::Bonus) == 1 * 9);
}

TEST_CASE("G8, G10, G11: a large follower counts once for the bonus, builders not at all; no end bonus") {
  std::string big = kGbm;
  big.replace(big.find("tiles winter,gbm\nrules gbm"), 26, "tiles winter,gbm,ic,tb\nrules gbm,ic,tb");
  big.replace(big.find("Blue meeple -2,-1 E2"), 20, "Blue big -2,-1 E2\nRed builder 0,-1 N2");
  const Game g = load(big + "Red G-3 1,0 r180 gbm 1,0 S2\n");
  CHECK(category(g, 1, Category::Bonus) == 7);   // the large follower: one knight (G8)
  CHECK(category(g, 0, Category::Bonus) == 14);  // the builder adds nothing (G10)
  // G11: at the end the GBM's city is an ordinary unfinished city (Red 2 knights, Blue 1).
  const Game end = load(kGbm + "end\n");
  CHECK(category(end, 0, Category::City) == 7 + 3);
  CHECK(category(end, 0, Category::Bonus) == 0);
}

TEST_CASE("G8, I3: a large follower is one knight for the GBM bonus of a completed city (G4) and two for its majority") {
  std::string big = kGbm;
  big.replace(big.find("tiles winter,gbm\nrules gbm"), 26, "tiles winter,gbm,ic\nrules gbm,ic");
  big.replace(big.find("Blue meeple -2,-1 E2"), 20, "Blue big -2,-1 E2");
  const Game g = load(big + "Blue B-D 1,0 r180\nRed B-E 3,-1 r270\nBlue B-E -2,0 r0 gbm 1,0 S2\n");
  CHECK(category(g, 1, Category::Bonus) == 1 * 9);  // G8: one knight x 9 tiles, not two
  CHECK(category(g, 0, Category::Bonus) == 2 * 9);
  CHECK(category(g, 1, Category::City) == 2 * 9 + 2 * 3);  // I3: 2 against Red's 2, a tie
  CHECK(category(g, 0, Category::City) == 2 * 9 + 2 * 3);
}

const std::string kGbmLand = "game 1\nplayers Red Blue\norder free\nmap testland\ntilecount 84\ntiles winter,gbm\nrules gbm\n"
                             "start B-D 2,2 r0\nstart B-U 7,2 r0\nRed meeple 2,2 N2\n";

// G1 on a map: the Gingerbread Man starts in the city of B-D, wherever its `start` line is written.
TEST_CASE("G1: on a map the Gingerbread Man starts in B-D's city whatever the order of the start lines") {
  const std::string head = "game 1\nplayers Red Blue\norder free\nmap testland\ntilecount 84\ntiles winter,gbm\nrules gbm\n";
  const auto gbm_square = [](const Game& g) {
    REQUIRE(g.gbm_node() >= 0);
    CHECK(g.graph().kind(g.gbm_node()) == FeatureKind::City);
    return g.placed()[static_cast<std::size_t>(g.graph().tile(g.gbm_node()))].pos;
  };
  const Pos bd{2, 2};
  // B-D written first, then second; the other start tile without a city (B-U) or with one (B-E).
  CHECK(gbm_square(load(head + "start B-D 2,2 r0\nstart B-U 7,2 r0\n")) == bd);
  CHECK(gbm_square(load(head + "start B-U 7,2 r0\nstart B-D 2,2 r0\n")) == bd);
  CHECK(gbm_square(load(head + "start B-E 7,2 r0\nstart B-D 2,2 r0\n")) == bd);
  CHECK(gbm_square(load(head + "start B-D 2,2 r0\nstart B-E 7,2 r0\n")) == bd);
}

TEST_CASE("G1, G3: with B-D's start line written second, the first GBM tile moves him out of B-D's city and pays its knight") {
  // The first start tile (B-U at 7,2) has no city: he starts in B-D's at 2,2 all the same, so
  // leaving it pays Red's knight there 1 knight x 1 tile (G3), not a return from beside the board.
  const std::string head = "game 1\nplayers Red Blue\norder free\nmap testland\ntilecount 84\ntiles winter,gbm\nrules gbm\n"
                           "start B-U 7,2 r0\nstart B-D 2,2 r0\nRed meeple 2,2 N2\n";
  const Game g = load(head + "Blue G-3 6,2 r0 gbm 6,2 N2\n");
  CHECK(category(g, 0, Category::Bonus) == 1);
  CHECK(category(g, 1, Category::Bonus) == 0);
  CHECK(g.placed()[static_cast<std::size_t>(g.graph().tile(g.gbm_node()))].pos == Pos{6, 2});
}

TEST_CASE("G6: with no other unfinished city the Gingerbread Man stays and nobody scores") {
  // G-2's caps at 7,1 face the map's edge and the sea: both are finished at once.
  const Game g = load(kGbmLand + "Red G-2 7,1 r0\n");
  CHECK(g.graph().tile(g.gbm_node()) == g.first_start());
  CHECK(g.player(0).score == 0);
}

TEST_CASE("G7, G11: a completed GBM city with no unfinished city left sets it beside the board until a GBM tile") {
  Game g = load(kGbmLand + "Blue B-E 2,1 r180\n");
  CHECK(g.gbm_node() == -1);
  CHECK(category(g, 0, Category::Bonus) == 1 * 2);  // G4: the bonus, then the city
  CHECK(category(g, 0, Category::City) == 4);
  std::string error;
  REQUIRE(test::play(g, "Blue G-3 6,2 r0 gbm 6,2 N2", nullptr) == "");
  CHECK(g.gbm_node() >= 0);
  CHECK(g.player(1).score == 0);  // it left no city: no bonus
}

const std::string kPx = "game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\n";

TEST_CASE("P8: the refusing player gives up any follower of theirs on the board; the swap does not happen") {
  // Blue refuses with the monk at 1,1 instead of the one at 0,1 the swap named: that monk and
  // Red's thief stay where they stood, the other monk leaves the game for good.
  const std::string head = kPx + "Red B-U 1,0 r0 meeple E2\nBlue B-B 0,1 r0 meeple M\nBlue B-B 1,1 r0 meeple M\n";
  const Game g = load(head + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M refuse 1,1 M\n");
  CHECK(g.player(1).removed[0] == 1);
  CHECK(g.player(1).supply[0] == 5);  // 7 - 2 stood; the one given up does not come back
  REQUIRE(g.figures().size() == 2);
  for (const Figure& f : g.figures()) CHECK(g.placed()[f.tile].pos == (f.owner == 0 ? Pos{1, 0} : Pos{0, 1}));
  // A follower that is not the refusing player's is no payment.
  CHECK(has(rejection(head + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M refuse 1,0 E2\n"), "(P8)"));
}


TEST_CASE("P2, P3, P4: La Porxada asks its owner for the swap or the bonus; the swap needs a follower on the board") {
  CHECK(has(rejection(kPx + "Red LP-1 0,-1 r0\n"), "add 'porxada swap' or 'porxada bonus' (P3)"));
  CHECK(has(rejection(kPx + "Red LP-1 0,-1 r0 porxada swap swap none\n"), "needs a follower of yours on the board (P4)"));
  load(kPx + "Red LP-1 0,-1 r0 porxada bonus meeple N2\n");
}

TEST_CASE("P5, P6, P7: an accepted swap puts each follower where the other stood; declining is allowed") {
  const std::string head = kPx + "Red B-U 1,0 r0 meeple E2\nBlue B-B 0,1 r0 meeple M\n";
  const Game g = load(head + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M accept\n");
  REQUIRE(g.figures().size() == 2);
  for (const Figure& f : g.figures()) {
    const Pos at = g.placed()[f.tile].pos;
    CHECK(at == (f.owner == 0 ? Pos{0, 1} : Pos{1, 0}));
  }
  load(head + "Red LP-1 0,-1 r0 porxada swap swap none\n");
  CHECK(has(rejection(head + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 1,0 E2 accept\n"), "no other player's follower at 1,0 E2"));
}

TEST_CASE("P8, P16: a refused swap costs the refusing player a follower for good (from supply if switched on)") {
  const std::string head = kPx + "Red B-U 1,0 r0 meeple E2\nBlue B-B 0,1 r0 meeple M\n";
  const Game g = load(head + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M refuse 0,1 M\n");
  CHECK(g.player(1).removed[0] == 1);
  CHECK(g.player(1).supply[0] == 6);
  CHECK(g.figures().size() == 1);
  CHECK(has(rejection(head + "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M refuse supply\n"), "must come from the board (P8)"));
  const Game h = load("game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\noption porxada-refusal supply\n"
                      "Red B-U 1,0 r0 meeple E2\nBlue B-B 0,1 r0 meeple M\n"
                      "Red LP-1 0,-1 r0 porxada swap swap 1,0 E2 0,1 M refuse supply\n");
  CHECK(h.player(1).supply[0] == 5);
  CHECK(h.player(1).removed[0] == 1);
  CHECK(h.figures().size() == 2);
}

TEST_CASE("P9, P10, P11, P14: the bonus gives every knight of the completed Porxada city a token; unfinished cities score as completed, not for fields") {
  const std::string head = kPx + "Red LP-1 0,-1 r0 porxada bonus meeple N2\nBlue meeple 0,0 N2\nRed meeple 0,-1 E2\n"
                                 "Red B-E 0,-2 r180\nRed B-E 1,-1 r270\nRed B-E -1,-1 r90\n";
  const Game done = load(head);
  CHECK(done.has_porxada_token(0));
  CHECK(done.has_porxada_token(1));
  CHECK(category(done, 0, Category::City) == 2 * 5 + 2 * 1);
  // Red's open one-tile city scores 2 (completed rate) instead of 1; its field counts no city.
  const Game end = load(head + "Red B-E 0,1 r90 meeple E2\nRed meeple 0,1 W2\nend\n");
  CHECK(category(end, 0, Category::City) == 2 * 5 + 2 * 1 + 2);
  CHECK(category(end, 0, Category::Field) == 0);
  // P10, P16: a player without a token tied with a holder scores the end rate; switched, the
  // completed rate.
  const std::string red_token = "Red LP-1 0,-1 r0 porxada bonus meeple N2\nRed B-E 0,-2 r180\nRed B-E 1,-1 r270\nRed B-E -1,-1 r90\n"
                                "Red B-E 0,1 r90 meeple E2\nBlue B-N 1,1 r270\nBlue meeple 1,1 W2\nend\n";
  const Game end_rate = load(kPx + red_token);
  CHECK_FALSE(end_rate.has_porxada_token(1));
  CHECK(category(end_rate, 0, Category::City) == 2 * 5 + 2 * 1 + 2 * 2);
  CHECK(category(end_rate, 1, Category::City) == 2);
  const Game completed = load(kPx + "option porxada-tie completed\n" + red_token);
  CHECK(category(completed, 1, Category::City) == 4);
}

TEST_CASE("P10, P11, P16: with nobody holding a token no city scores as completed, even with porxada-tie completed") {
  // Red chose the bonus but the La Porxada city (LP-1 and the start tile's city: 2 tiles, 1
  // pennant) was never finished: no token exists (P9, P10). Blue's one-tile city is open too.
  const std::string open = "Red LP-1 0,-1 r0 porxada bonus meeple N2\nBlue B-E 0,1 r90 meeple E2\nend\n";
  for (const char* option : {"", "option porxada-tie completed\n", "option porxada-tie end\n"}) {
    CAPTURE(option);
    const Game g = load(kPx + option + open);
    CHECK_FALSE(g.has_porxada_token(0));
    CHECK_FALSE(g.has_porxada_token(1));
    CHECK(category(g, 0, Category::City) == 2 + 1);  // the unfinished rate, 1 per tile and pennant
    CHECK(category(g, 1, Category::City) == 1);
  }
  // A token exists (Red's), but Blue wins Blue's own city alone: no tie with a holder, so the
  // switch gives Blue nothing (P10 speaks of a tie only).
  const std::string red_token = "Red LP-1 0,-1 r0 porxada bonus meeple N2\nRed B-E 0,-2 r180\nRed B-E 1,-1 r270\nRed B-E -1,-1 r90\n"
                                "Blue B-E 0,1 r90 meeple E2\nend\n";
  const Game alone = load(kPx + "option porxada-tie completed\n" + red_token);
  CHECK(alone.has_porxada_token(0));
  CHECK_FALSE(alone.has_porxada_token(1));
  CHECK(category(alone, 1, Category::City) == 1);
}

TEST_CASE("P12: inside the bubble a cathedral city pays its completed value, 3 per tile") {
  const std::string px = "game 1\nplayers Red Blue\norder free\ntiles base,porxada,ic\nrules porxada,ic\n";
  const std::string token = "Red LP-1 0,-1 r0 porxada bonus meeple N2\nRed B-E 0,-2 r180\nRed B-E 1,-1 r270\nRed B-E -1,-1 r90\n";
  const std::string cathedral = "Red B-E 0,1 r90 meeple E2\nRed I-01 1,1 r0\nend\n";
  CHECK(category(load(px + token + cathedral), 0, Category::City) == 2 * 5 + 2 * 1 + 3 * 2);
  CHECK(category(load(px + cathedral), 0, Category::City) == 0);  // I8 without a token
}

TEST_CASE("P15 (house rule): the completed La Porxada city waits for the end; knights may withdraw first") {
  const std::string house = "game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\noption porxada-house on\n"
                            "Red LP-1 0,-1 r0 porxada bonus meeple N2\nBlue meeple 0,0 N2\nRed B-E 0,-2 r180\nRed B-E 1,-1 r270\n";
  std::string error;
  test::record(house + "Red B-E -1,-1 r90 withdraw 0,0 E2\n", &error);
  CHECK(has(error, "no knight of that player can withdraw"));
  // Red completes it: not scored; Blue takes the knight home, Red keeps his.
  const Game g = load(house + "Red B-E -1,-1 r90 withdraw 0,0 N2\n");
  CHECK(g.player(0).score == 0);
  CHECK(g.player(1).supply[0] == 7);
  CHECK(g.player(0).supply[0] == 6);
  CHECK(g.phase() == Phase::PlaceTile);
  // At the end Red, still there, gets the token and the city's points after the other cities;
  // Red's open city then counts as completed.
  const Game end = load(house + "Red B-E -1,-1 r90 withdraw 0,0 N2\nRed B-E 0,1 r90 meeple E2\nend\n");
  CHECK(end.has_porxada_token(0));
  CHECK_FALSE(end.has_porxada_token(1));
  CHECK(category(end, 0, Category::City) == 2 * 5 + 2 * 1 + 2 * 1);
}

TEST_CASE("P15 (house rule): an unfinished La Porxada city gives no token and scores like any unfinished city") {
  const std::string house = "game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\noption porxada-house on\n"
                            "Red LP-1 0,-1 r0 porxada bonus meeple N2\n";
  // La Porxada and the start tile: 2 tiles and 1 pennant at the end rate, 3 (not 2 x 3).
  const Game alone = load(house + "end\n");
  CHECK(alone.player(0).score == 3);
  CHECK_FALSE(alone.has_porxada_token(0));
  // Without a token Red's other unfinished city (1 tile) is no bubble either: 1, not 2.
  const Game two = load(house + "Red B-E 0,1 r90 meeple E2\nend\n");
  CHECK(category(two, 0, Category::City) == 3 + 1);
  CHECK_FALSE(two.has_porxada_token(0));
}

// Red's knight completes the La Porxada city, which holds the Gingerbread Man (G1): the GBM
// bonus (1 knight x 5 tiles), the city (2 x 5 + 2 x 1 pennant) and a token; the GBM moves to Red's
// one-tile city at 0,1, where Blue stands a knight too.
const std::string kPxGbm =
    "game 1\nplayers Red Blue\norder free\ntiles winter,gbm,porxada\nrules gbm,porxada\n"
    "Red LP-1 0,-1 r0 porxada bonus meeple N2\nRed B-E 0,-2 r180\nRed B-E 1,-1 r270\nRed B-E 0,1 r90 meeple E2\n"
    "Red B-E -1,-1 r90 gbm 0,1 E2\nBlue meeple 0,1 E2\n";

TEST_CASE("P12, G4: a bubble-scored city holding the Gingerbread Man pays its bonus to the bubble's players; it stays") {
  const Game before = load(kPxGbm);
  CHECK(category(before, 0, Category::Bonus) == 1 * 5);
  CHECK(category(before, 0, Category::City) == 2 * 5 + 2 * 1);
  REQUIRE(before.has_porxada_token(0));
  const int gbm_tile = before.graph().tile(before.gbm_node());
  const Game end = load(kPxGbm + "end\n");
  // Red (token, tied 1-1 with Blue) scores the city at the completed rate, 2, and the GBM bonus,
  // 1 knight x 1 tile; Blue, without a token, the end rate, 1, and no bonus (P10).
  CHECK(category(end, 0, Category::City) == 2 * 5 + 2 * 1 + 2);
  CHECK(category(end, 0, Category::Bonus) == 1 * 5 + 1);
  CHECK(category(end, 1, Category::City) == 1);
  CHECK(category(end, 1, Category::Bonus) == 0);
  CHECK(end.graph().tile(end.gbm_node()) == gbm_tile);  // no move, no chain (P12)
}

TEST_CASE("P11, P13: after the game nothing but scoring happens: a bubble city hands out no goods, the GBM stays") {
  const std::string px = "game 1\nplayers Red Blue\norder free\ntiles base,porxada,tb\nrules porxada,tb\n";
  const std::string token = "Red LP-1 0,-1 r0 porxada bonus meeple N2\nRed B-E 0,-2 r180\nRed B-E 1,-1 r270\nRed B-E -1,-1 r90\n";
  // Red's unfinished one-tile city at 0,1 holds a wine (T-15).
  Game g = load(px + token + "Red T-15 0,1 r0 meeple E2\n");
  const std::array<int, 3> goods = g.player(0).goods;
  REQUIRE(test::play(g, "end") == "");
  CHECK(category(g, 0, Category::City) == 2 * 5 + 2 * 1 + 2);  // the bubble: completed rate
  CHECK(g.player(0).goods == goods);  // completed only inside the scoring: no goods (P11)
  CHECK(g.phase() == Phase::Over);
  CHECK(has(test::play(g, "Blue B-U 0,2 r0"), "no tile can be placed now"));  // nobody has a turn (P13)
}

TEST_CASE("G9: there is no dragon; the rules list names only the sets the engine plays") {
  const std::string why = rejection("game 1\nplayers Red Blue\ntiles winter,gbm\nrules gbm,dragon\n");
  CHECK(has(why, "unknown rules 'dragon'"));
}

}  // namespace
}  // namespace carc
