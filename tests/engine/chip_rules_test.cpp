// The map-chip rules in play: collecting (C4–C6), Taiwan's upgrades
// (TW1–TW12) on the band-less test map, Iberia's caches (IB1–IB11) on the banded one.
#include <doctest/doctest.h>

#include <algorithm>

#include "support.h"

namespace carc {
namespace {

// testland: start tiles at 2,2 and 7,2; harbour 6,2; island 9,2 with a coat of arms. No chip
// lies next to a used start square (C3 e), so the chips below lie one square further out:
// `Red B-U 1,2 r0` then `Red B-V 1,1 r90` reach 1,1; `Red B-E 2,1 r180` then B-B reach 3,1;
// B-B on 1,3 and 2,3 (the town) reach 3,3.
const std::string kLand =
    "game 1\nplayers Red Blue\nmap testland\ntilecount 72\nchips on\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";
const std::string kBands =
    "game 1\nplayers Red Blue\nmap testbands\ntilecount 72\nchips on\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";

using test::load;
using test::rejection;

bool contains(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

int count_chips(const Game& g, ChipPlace where) {
  int n = 0;
  for (const ChipState& c : g.chips()) n += c.place == where;
  return n;
}

// Places a tile and stands no figure, stopping at whatever step comes next.
Game place_only(const std::string& text, const char* tile, Pos pos, int rot) {
  Game g = load(text);
  TileType t{};
  REQUIRE(g.catalogue().find(tile, t));
  std::string error;
  REQUIRE(g.apply(Move{.kind = MoveKind::Place, .player = 0, .tile = t, .pos = pos, .rot = std::uint8_t(rot)}, nullptr));
  if (g.phase() == Phase::Deploy) REQUIRE(g.apply(Move{.kind = MoveKind::NoFigure, .player = 0}, nullptr));
  return g;
}

TEST_CASE("C1: the seeded deal lays all 30 chips, 10 per colour, six 1s and four 2s each") {
  const Game g = load("game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 9\n");
  CHECK(count_chips(g, ChipPlace::FaceDown) == 30);
  int value[3] = {0, 0, 0};
  for (int c = 0; c < kChipCount; ++c) value[chip_colour(c)] += chip_value(c);
  CHECK(value[0] == 14);
  CHECK(value[1] == 14);
  CHECK(value[2] == 14);
  CHECK(g.dealt_chips().size() == 30);
}

TEST_CASE("C2: with the chips Taiwan plays 110 tiles from 2 start squares, Iberia 115 (110-120) from 3") {
  const Game taiwan = load("game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 3\n");
  CHECK(taiwan.tiles_left() + taiwan.start_count() == 110);
  CHECK(taiwan.start_count() == 2);
  const Game iberia = load("game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb,gbm\nchips on\nseed 3\n");
  const int tiles = iberia.tiles_left() + iberia.start_count();
  CHECK(tiles >= 110);
  CHECK(tiles <= 120);
  CHECK(iberia.start_count() == 3);
}

TEST_CASE("TW1, IB1: the seeded deal keeps C3 (a)-(e) on Taiwan and also (f) on Iberia, with 2 and 3 start squares used") {
  for (const char* map : {"taiwan", "iberia"}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      CAPTURE(map);
      CAPTURE(seed);
      const Game g = load(std::string("game 1\nplayers Red Blue\ntiles base,ic,tb\nchips on\nmap ") + map + "\nseed " +
                          std::to_string(seed) + "\n");
      CHECK(g.start_count() == (std::string(map) == "taiwan" ? 2 : 3));
      std::vector<Pos> used;
      for (int k = g.first_start(); k < g.first_start() + g.start_count(); ++k) used.push_back(g.placed()[k].pos);
      std::vector<ChipSpot> before;
      for (const ChipSpot& c : g.dealt_chips()) {
        CHECK_FALSE(chip_square_problem(*g.map(), used, before, c.square));
        before.push_back(c);
      }
    }
  }
}

// Iberia with León, Pamplona and Murcia used; Évora (2,9) unused.
const std::string kIberia = "game 1\nplayers Red Blue\nmap iberia\nchips on\nstart B-D 5,2 r0\nstart B-U 10,2 r0\nstart B-U 10,9 r0\n";

TEST_CASE("C3 (chip lines): a written chip obeys the deal's rules; the error names the chip line and the rule") {
  const auto why = [](const std::string& chips) { return rejection(kIberia + chips); };
  CHECK(contains(why("chip purple 1 17,5\n"), "line 8: "));
  CHECK(contains(why("chip purple 1 17,5\n"), "chip purple 1 17,5: no chip may lie on 17,5: it is an island square"));
  CHECK(contains(why("chip purple 1 17,5\n"), "(C3 f)"));
  CHECK(contains(why("chip orange 1 8,1\n"), "line 8: "));
  CHECK(contains(why("chip orange 1 8,1\n"), "8,1: no chip may lie on 8,1: it is a town square (C3 c)"));
  CHECK(contains(why("chip blue 1 7,6\n"), "it is a large-city square (C3 c)"));
  CHECK(contains(why("chip blue 1 2,9\n"), "it is a start square (C3, M9)"));
  CHECK(contains(why("chip orange 1 5,3\n"), "it is next to a used start square (C3 e)"));
  CHECK(contains(why("chip blue 1 7,5\n"), "it is next to an open edge of a large city (C3 e)"));
  CHECK(contains(why("chip purple 1 3,11\nchip purple 2 4,11\n"), "line 9: "));
  CHECK(contains(why("chip purple 1 3,11\nchip purple 2 4,11\n"), "chip purple 2 4,11: no chip may lie on 4,11: it is next to another chip (C3 d)"));
  CHECK(contains(why("chip purple 1 3,11\nchip purple 2 3,11\n"), "another chip lies there (C3 b)"));
  const std::string too_many = why("chip purple 2 3,11\nchip purple 2 5,11\nchip purple 2 1,11\nchip purple 2 4,10\nchip purple 2 6,10\n");
  CHECK(contains(too_many, "line 12: "));
  CHECK(contains(too_many, "chip purple 2 6,10: no purple chip of value 2 is left for 6,10 (C1)"));
  // Diagonal neighbours are fine (C3 d), and so is the island of a map that allows it (Taiwan).
  const Game g = load(kIberia + "chip purple 1 3,11\nchip purple 2 4,10\n");
  CHECK(g.chip_at(g.board().cell(Pos{4, 10})) >= 0);
  load("game 1\nplayers Red Blue\nmap taiwan\nchips on\nstart B-D 10,6 r0\nstart B-U 8,12 r0\nchip orange 1 1,11\n");
}

TEST_CASE("C4, TW2, TW3 (example 2): a tile on a face-down 2 scores 2 and the chip stays face up with its owner") {
  const Game g = load(kLand + "chip orange 2 1,1\nRed B-U 1,2 r0\nRed B-V 1,1 r90\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 2);
  const ChipState& c = g.chips()[6];  // the first orange 2
  CHECK(c.place == ChipPlace::Supply);
  CHECK(c.owner == 0);
  CHECK(g.chip_at(g.board().cell(Pos{1, 1})) < 0);
}

TEST_CASE("C5, M5 (Taiwan example 1): a tile on an island square with a coat of arms scores 2, with the chips only") {
  const std::string island = "Red B-U 6,2 r0\nBlue B-B 9,2 r0\n";
  CHECK(load(kLand + "chip orange 1 1,4\n" + island).player(1).by_category[static_cast<int>(Category::Bonus)] == 2);
  const std::string no_chips = "game 1\nplayers Red Blue\nmap testland\ntilecount 72\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";
  CHECK(load(no_chips + island).player(1).score == 0);
  CHECK(load("game 1\nplayers Red Blue\nmap testland\ntilecount 72\noption arms on\norder free\nstart B-D 2,2 r0\n"
             "start B-D 7,2 r180\n" + island).player(1).score == 2);
}

TEST_CASE("C6: a placement collects its chip and arms before the figure step and the scoring") {
  // B-V at 1,1 has a road running west and north off the map: complete at once (M23).
  Game g = load(kBands + "chip orange 1 1,1\nRed B-U 1,2 r0\n");
  std::vector<Event> events;
  std::string error;
  REQUIRE(test::play(g, "Red B-V 1,1 r90 cache 3,1 meeple W2", &events) == "");
  std::vector<EventKind> kinds;
  for (const Event& e : events) kinds.push_back(e.kind);
  const std::vector<EventKind> expected = {EventKind::TilePlaced, EventKind::ChipCollected, EventKind::CachePlaced,
                                           EventKind::FigureDeployed, EventKind::FeatureScored, EventKind::FigureReturned};
  CHECK(kinds == expected);
}

// The distinct payments among the legal upgrades, in the generator's order.
std::vector<std::vector<int>> payments(const Game& g) {
  std::vector<Move> moves;
  g.legal_moves(moves);
  std::vector<std::vector<int>> out;
  for (const Move& m : moves) {
    const std::vector<int> pay(m.pay.chips, m.pay.chips + m.pay.count);
    if (m.kind == MoveKind::Upgrade && std::find(out.begin(), out.end(), pay) == out.end()) out.push_back(pay);
  }
  return out;
}

TEST_CASE("TW4, TW11 (payments): only sets worth exactly 4 can be paid") {
  const std::string ones = kLand + "chip orange 1 1,1\nchip orange 1 3,1\nchip blue 1 1,3\nchip purple 1 3,3\n"
                                   "Red B-U 1,2 r0 meeple E2\nRed B-V 1,1 r90\nRed B-E 2,1 r180\nRed B-B 3,1 r0\n"
                                   "Red B-B 1,3 r0\nRed B-B 2,3 r0\n";
  Game four = place_only(ones, "B-B", Pos{3, 3}, 0);
  REQUIRE(four.phase() == Phase::Upgrade);
  CHECK(payments(four) == std::vector<std::vector<int>>{{1, 1, 1, 1}});
  // {2, 1}: nothing to pay, so no upgrade step at all.
  const Game three = place_only(kLand + "chip orange 2 1,1\nchip orange 1 3,1\nRed B-U 1,2 r0 meeple E2\nRed B-V 1,1 r90\n"
                                        "Red B-E 2,1 r180\n", "B-B", Pos{3, 1}, 0);
  CHECK(three.phase() == Phase::PlaceTile);
  // {2, 2, 1}: only 2+2.
  Game five = place_only(kLand + "chip orange 2 1,1\nchip blue 2 1,3\nchip orange 1 3,1\nRed B-U 1,2 r0 meeple E2\n"
                                 "Red B-V 1,1 r90\nRed B-B 1,3 r0\nRed B-E 2,1 r180\n", "B-B", Pos{3, 1}, 0);
  REQUIRE(five.phase() == Phase::Upgrade);
  CHECK(payments(five) == std::vector<std::vector<int>>{{2, 2}});
  const Move overpay{.kind = MoveKind::Upgrade, .player = 0, .pos = Pos{1, 2}, .slot = 4, .pay = Payment{{2, 2, 1}, 3}};
  const Status refused = five.check(overpay);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().what() == "an upgrade costs chips worth exactly 4, not 5 (TW4, TW11)");
}

TEST_CASE("TW5, TW6, TW7 (upgrade examples): 1+1+2 puts one chip under the meeple and takes two out of the game") {
  const Game g = load(kLand + "chip orange 1 1,1\nchip orange 1 3,1\nchip blue 2 1,3\nRed B-U 1,2 r0 meeple E2\n"
                              "Red B-V 1,1 r90\nRed B-E 2,1 r180\nRed B-B 3,1 r0\nRed B-B 1,3 r0 upgrade 1+1+2 1,2 E2\n");
  REQUIRE(g.figures().size() == 1);
  const int under = g.figures()[0].chip;
  REQUIRE(under >= 0);
  CHECK(chip_value(under) == 1);
  CHECK(g.chips()[under].place == ChipPlace::Under);
  CHECK(count_chips(g, ChipPlace::Out) == 2);
  CHECK(count_chips(g, ChipPlace::Supply) == 0);
}

TEST_CASE("TW8: a meeple is upgraded only once") {
  const std::string text = kLand + "chip orange 2 1,1\nchip orange 2 3,1\nchip blue 2 1,3\nchip purple 2 3,3\n"
                                   "Red B-U 1,2 r0 meeple E2\nRed B-V 1,1 r90\nRed B-E 2,1 r180\n"
                                   "Red B-B 3,1 r0 upgrade 2+2 1,2 E2\nRed B-B 1,3 r0\nRed B-B 2,3 r0 meeple M\n";
  CHECK(rejection(text + "Red B-B 3,3 r0 upgrade 2+2 1,2 E2\n").find("upgraded already (TW8)") != std::string::npos);
  load(text + "Red B-B 3,3 r0 upgrade 2+2 2,3 M\n");
}

TEST_CASE("TW9, TW10 (scoring example): an upgraded meeple counts two; afterwards its chip leaves the game") {
  const Game g = load(kLand + "chip blue 2 1,1\nchip orange 2 1,3\nRed B-U 1,2 r0 meeple E2\nRed B-V 1,1 r90\n"
                              "Red B-B 1,3 r0 upgrade 2+2 1,2 E2\nBlue B-K 3,2 r90\nBlue meeple 3,2 W2\nRed B-A 3,1 r0\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::Road)] == 4);
  CHECK(g.player(1).score == 0);
  CHECK(g.player(0).supply[0] == 9);
  CHECK(count_chips(g, ChipPlace::Out) == 2);
  CHECK(count_chips(g, ChipPlace::Under) == 0);
}

TEST_CASE("TW12 (final scoring): an upgraded farmer beats one opposing farmer; chips left score nothing") {
  // One field north of the roads at 1,2 and 2,2 (Red's farmer, Blue's), bordering the start city
  // that B-E at 2,1 completes.
  const std::string farms = kLand + "chip blue 2 1,1\nchip orange 2 1,3\nchip purple 1 3,3\nRed B-U 1,2 r0 meeple N2\n"
                                    "Blue meeple 2,2 E1\nRed B-B 1,3 r0\nRed B-B 2,3 r0\nRed B-B 3,3 r0\n";
  const Game up = load(farms + "Red B-V 1,1 r90 upgrade 2+2 1,2 N2\nRed B-E 2,1 r180\nend\n");
  CHECK(up.player(0).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(up.player(1).by_category[static_cast<int>(Category::Field)] == 0);
  const Game plain = load(farms + "Red B-V 1,1 r90\nRed B-E 2,1 r180\nend\n");
  CHECK(plain.player(0).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(plain.player(1).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(plain.player(0).score == 3 + 2 + 2 + 1);  // the chips in supply add nothing at the end
}

TEST_CASE("IB2, IB3, IB4: a collected chip is laid again face up on a free square of its colour's rows") {
  Game g = place_only(kBands + "chip orange 1 1,1\nRed B-U 1,2 r0\n", "B-V", Pos{1, 1}, 1);
  REQUIRE(g.phase() == Phase::Cache);
  CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 1);
  std::vector<Move> squares;
  g.legal_moves(squares);
  CHECK_FALSE(squares.empty());
  for (const Move& m : squares) CHECK((m.kind == MoveKind::Cache && (m.pos.y == 1 || m.pos.y == 2)));
  // TC-I-free: not on a tile, a large city, a chip, an island square, nor outside the rows.
  for (Pos bad : {Pos{2, 2}, Pos{4, 2}, Pos{9, 2}, Pos{3, 3}}) {
    CAPTURE(bad.x);
    CHECK_FALSE(g.check(Move{.kind = MoveKind::Cache, .player = 0, .pos = bad}));
  }
  REQUIRE(g.apply(Move{.kind = MoveKind::Cache, .player = 0, .pos = Pos{5, 1}}, nullptr));
  CHECK(g.chips()[0].place == ChipPlace::Cache);
  CHECK(g.chip_at(g.board().cell(Pos{5, 1})) == 0);
  CHECK(g.phase() == Phase::Deploy);
  CHECK(rejection(kBands + "chip orange 1 1,1\nRed B-U 1,2 r0\nRed B-V 1,1 r90\n").find("add 'cache X,Y' (IB4)") != std::string::npos);
}

TEST_CASE("IB4 (Iberia): no cache on a sea square of the chip's rows, neither checked nor listed") {
  // tests/scenarios/ib-chips-cache.rec: Red's B-U on 7,2 collects the orange 1 there. Rows 1-4
  // are orange; 1,1, 12,1, 16,2 and 1,4 are sea inside those rows (M19).
  const std::string head = "game 1\nplayers Red Blue\nmap iberia\nchips on\norder free\nstart B-D 5,2 r0\nstart B-U 10,2 r90\n"
                           "start B-U 10,9 r0\nchip orange 1 7,2\nchip purple 2 3,11\nRed B-U 6,2 r0 meeple E2\n";
  Game g = load(head);
  REQUIRE(g.apply(Move{.kind = MoveKind::Place, .player = 0, .tile = test::tile("B-U"), .pos = Pos{7, 2}, .rot = 0}, nullptr));
  REQUIRE(g.phase() == Phase::Cache);
  const MapDef& map = *g.map();
  for (Pos sea : {Pos{1, 1}, Pos{12, 1}, Pos{16, 2}, Pos{1, 4}}) {
    CAPTURE(sea.x);
    CAPTURE(sea.y);
    REQUIRE(map.kind(sea) == SquareKind::None);
    CHECK_FALSE(g.check(Move{.kind = MoveKind::Cache, .player = 0, .pos = sea}));
    CHECK(contains(rejection(head + "Red B-U 7,2 r0 cache " + pos_text(sea) + "\n"), "is not a free square of the orange rows (IB4)"));
  }
  // The listed squares are exactly the free land squares of rows 1-4 (no sea, town squares
  // included, large cities and tiles not).
  std::vector<Move> moves;
  g.legal_moves(moves);
  int land = 0;
  for (int y = 1; y <= 4; ++y)
    for (int x = 1; x <= map.cols; ++x)
      land += map.is_placeable(Pos{x, y}) && g.board().tile_at(g.board().cell(Pos{x, y})) < 0;
  CHECK(static_cast<int>(moves.size()) == land);
  for (const Move& m : moves) {
    CAPTURE(pos_text(m.pos));
    CHECK(m.kind == MoveKind::Cache);
    CHECK(map.kind(m.pos) != SquareKind::None);
    CHECK(map.kind(m.pos) != SquareKind::Island);
    CHECK((m.pos.y >= 1 && m.pos.y <= 4));
  }
  load(head + "Red B-U 7,2 r0 cache 8,2\n");  // a land square of the rows
}

TEST_CASE("IB5: with no free square in its rows the chip leaves the game") {
  // The purple row 5: chips on 1,5 and 5,5, tiles on 2,5 and 3,5 (the road meets Porto
  // Baixo's gate), Porto Baixo on 4,5.
  const Game g = load(kBands + "chip purple 1 1,5\nchip purple 1 5,5\nchip purple 2 1,1\nRed B-B 2,3 r0\nRed B-B 2,4 r0\n"
                               "Red B-B 2,5 r0\nRed B-V 3,5 r180\nRed B-U 1,2 r0\nRed B-V 1,1 r90\n");
  CHECK(g.player(0).score == 2);
  CHECK(count_chips(g, ChipPlace::Out) == 1);
  CHECK(g.phase() == Phase::PlaceTile);
}

TEST_CASE("IB6, IB7 (example 3): a cache pays double its value (triple with the 2019 rules) and leaves") {
  const std::string text = "chip orange 2 1,1\nRed B-U 1,2 r0\nRed B-V 1,1 r90 cache 3,1\nRed B-E 2,1 r180\nRed B-B 3,1 r0\n";
  const Game g = load(kBands + text);
  CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 2 + 4);
  CHECK(count_chips(g, ChipPlace::Out) == 1);
  CHECK(g.chip_at(g.board().cell(Pos{3, 1})) < 0);
  const std::string legacy = "game 1\nplayers Red Blue\nmap testbands\ntilecount 72\nchips on\noption cache x3\norder free\n"
                             "start B-D 2,2 r0\nstart B-D 7,2 r180\n";
  CHECK(load(legacy + text).player(0).by_category[static_cast<int>(Category::Chips)] == 2 + 6);
}

TEST_CASE("IB6, IB7: a blue cache of value 1 pays 2 (2023) or 3 (2019, option cache x3), as its event says") {
  // testbands: blue rows 3-4; the chip collected at 1,1 is laid at 1,3, below the road at 1,2.
  const std::string text = "chip blue 1 1,1\nRed B-U 1,2 r0\nRed B-V 1,1 r90 cache 1,3\n";
  for (const int multiplier : {2, 3}) {
    CAPTURE(multiplier);
    std::string head = kBands;
    if (multiplier == 3) head.replace(head.find("chips on\n"), 9, "chips on\noption cache x3\n");
    Game g = load(head + text);
    CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 1);  // face down: its value (IB2)
    std::vector<Event> events;
    REQUIRE(test::play(g, "Blue B-U 1,3 r0", &events) == "");
    CHECK(g.player(1).by_category[static_cast<int>(Category::Chips)] == multiplier * 1);
    int collected = 0;
    for (const Event& e : events)
      if (e.kind == EventKind::ChipCollected) {
        ++collected;
        CHECK(e.from_cache);
        CHECK(e.points == multiplier);
      }
    CHECK(collected == 1);
  }
}

TEST_CASE("IB8: on Iberia with the chips features score by the normal rules") {
  // The start city at 2,2 closed by B-E at 2,1: 2 tiles, 4 points, chips on or off.
  const std::string city = "Red B-U 1,2 r0\nRed B-E 2,1 r180 meeple S2\n";
  const Game with = load(kBands + "chip orange 2 1,1\n" + city);
  const Game without = load("game 1\nplayers Red Blue\nmap testbands\ntilecount 72\norder free\nstart B-D 2,2 r0\n"
                            "start B-D 7,2 r180\n" + city);
  CHECK(with.player(0).by_category[static_cast<int>(Category::City)] == 4);
  CHECK(without.player(0).by_category[static_cast<int>(Category::City)] == 4);
}

TEST_CASE("IB10: a face-down chip is named by no event until collected; a cache is named when laid") {
  Game g = load(kBands + "chip orange 2 1,1\nchip blue 1 3,3\n");
  std::vector<Event> events;
  std::string error;
  REQUIRE(test::play(g, "Red B-U 1,2 r0", &events) == "");
  for (const Event& e : events) CHECK(e.chip < 0);  // nothing about the chips yet
  events.clear();
  REQUIRE(test::play(g, "Red B-V 1,1 r90 cache 5,1", &events) == "");
  int named = 0;
  for (const Event& e : events) {
    if (e.chip < 0) continue;
    ++named;
    CHECK(e.chip == 6);  // the orange 2 collected and laid face up, never the blue one at 3,3
    CHECK((e.kind == EventKind::ChipCollected || e.kind == EventKind::CachePlaced));
  }
  CHECK(named == 2);
}

TEST_CASE("IB9, TW12: chips still on the map at the end score nothing") {
  const Game g = load(kBands + "chip orange 2 5,1\nchip blue 1 3,3\nchip orange 1 1,1\nRed B-U 1,2 r0\nRed B-V 1,1 r90 cache 3,1\nend\n");
  CHECK(g.player(0).score == 1);
  CHECK(count_chips(g, ChipPlace::FaceDown) == 2);
  CHECK(count_chips(g, ChipPlace::Cache) == 1);
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// The header `write_record` gives a seeded chip game on `map`, without its `chip` lines (the
// chips are dealt again from the seed), as lines.
std::vector<std::string> seeded_header(const char* map) {
  const Game g = load(std::string("game 1\nplayers Red Blue\nmap ") + map + "\nchips on\nseed 3\n");
  std::vector<std::string> lines;
  std::string line;
  for (char c : write_record(g)) {
    if (c != '\n') {
      line += c;
      continue;
    }
    if (line.rfind("chip ", 0) != 0) lines.push_back(line);
    line.clear();
  }
  return lines;
}

std::string joined_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

std::size_t last_start_line(const std::vector<std::string>& lines) {
  std::size_t at = 0;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].rfind("start ", 0) == 0) at = i + 1;
  return at;
}

}  // namespace

TEST_CASE("M7, C2: a Taiwan chip record with one start square is rejected at its start line; both load") {
  std::vector<std::string> lines = seeded_header("taiwan");
  REQUIRE(lines.size() > 4);
  load(joined_lines(lines));  // both start squares: the seeded set-up as written
  // Drop the first start line: one start square left.
  const std::size_t first = [&] {
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (lines[i].rfind("start ", 0) == 0) return i;
    return lines.size();
  }();
  REQUIRE(first < lines.size());
  lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(first));
  const std::size_t at = last_start_line(lines);
  const std::string why = rejection(joined_lines(lines));
  CHECK(why == "line " + std::to_string(at) + ": " + lines[at - 1] +
                   ": Taiwan with the map chips uses 2 of its 2 start squares (M7, C2), not 1");
  // `order free` (a test position) may lay any number; without the chips any number is a set-up.
  lines.insert(lines.begin() + 1, "order free");
  load(joined_lines(lines));
  lines.erase(lines.begin() + 1);
  std::erase(lines, std::string("chips on"));
  load(joined_lines(lines));
}

TEST_CASE("M7, C2: an Iberia chip record with all four start squares is rejected; three load") {
  std::vector<std::string> lines = seeded_header("iberia");
  load(joined_lines(lines));  // three of four, as the seed chose them
  int starts = 0;
  for (const std::string& l : lines) starts += l.rfind("start ", 0) == 0;
  REQUIRE(starts == 3);
  // The fourth square: the one no start line names.
  std::string unused;
  for (const char* square : {"5,2", "10,2", "2,9", "10,9"}) {
    bool named = false;
    for (const std::string& l : lines) named = named || (l.rfind("start ", 0) == 0 && l.find(std::string(" ") + square + " ") != std::string::npos);
    if (!named) unused = square;
  }
  REQUIRE(!unused.empty());
  lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(last_start_line(lines)), "start B-U " + unused + " r0");
  const std::size_t at = last_start_line(lines);
  CHECK(rejection(joined_lines(lines)) == "line " + std::to_string(at) + ": start B-U " + unused +
                                              " r0: Iberian Peninsula with the map chips uses 3 of its 4 start squares (M7, C2), not 4");
}

TEST_CASE("TW3, IB3: a cache step in a Taiwan game says Taiwan has no caches; an upgrade on Iberia has none either") {
  const std::string chip = kLand + "chip orange 2 1,1\nRed B-U 1,2 r0\n";
  CHECK(contains(rejection(chip + "Red B-V 1,1 r90 cache 5,1\n"),
                 "Red B-V 1,1 r90 cache 5,1: Testland has no caches: its collected chips are kept for upgrades (TW3)"));
  CHECK(contains(rejection(chip + "Red B-V 1,1 r90 cache 5,1\n"), "line 11:"));
  CHECK(contains(rejection("game 1\nplayers Red Blue\nRed B-E 0,-1 r180 cache 3,3\n"),
                 "this game has no caches: they belong to the map chips on a map with colour bands (IB3)"));
  CHECK(contains(rejection(kBands + "chip orange 2 1,1\nRed B-U 1,2 r0 meeple E2 upgrade 2+2 1,2 E2\n"),
                 "this game has no upgrades: they belong to the map chips on a map without colour bands (TW4)"));
  // On Iberia a collected chip with no cache word still asks for one (IB4).
  CHECK(contains(rejection(kBands + "chip orange 2 1,1\nRed B-U 1,2 r0\nRed B-V 1,1 r90\n"), "add 'cache X,Y' (IB4)"));
}

TEST_CASE("TW8: upgrading the only meeple a second time cites TW8, not TW5") {
  const std::string text = kLand + "chip orange 2 1,1\nchip orange 2 3,1\nchip blue 2 1,3\nchip purple 2 3,3\n"
                                   "Red B-U 1,2 r0 meeple E2\nRed B-V 1,1 r90\nRed B-E 2,1 r180\n"
                                   "Red B-B 3,1 r0 upgrade 2+2 1,2 E2\nRed B-B 1,3 r0\nRed B-B 2,3 r0\n";
  const std::string why = rejection(text + "Red B-B 3,3 r0 upgrade 2+2 1,2 E2\n");
  CHECK(contains(why, "that meeple is upgraded already (TW8)"));
  CHECK_FALSE(contains(why, "TW5"));
  // Without the second upgrade the same turn is fine, and the chips stay in supply (TW3).
  const Game g = load(text + "Red B-B 3,3 r0\n");
  CHECK(count_chips(g, ChipPlace::Supply) == 2);
}

TEST_CASE("TW7: a large follower is never upgraded; the message cites TW7 whether or not an upgrade is due") {
  std::string ic = kLand;
  ic.replace(ic.find("chips on\n"), 9, "chips on\ntiles base,ic\nrules ic\n");
  const std::string text = ic + "chip orange 2 1,1\nchip orange 2 3,1\nRed B-U 1,2 r0 big E2\nRed B-V 1,1 r90\nRed B-E 2,1 r180\n";
  // Only the large follower on the map: no Upgrade step at all, and the line says why.
  const std::string alone = rejection(text + "Red B-B 3,1 r0 upgrade 2+2 1,2 E2\n");
  CHECK(contains(alone, "a large follower is not upgraded: it counts two already (TW7)"));
  // A meeple stands too: the Upgrade step comes, and refuses the large follower (TW7).
  const std::string beside = rejection(text + "Red B-B 3,1 r0 meeple M upgrade 2+2 1,2 E2\n");
  CHECK(contains(beside, "a large follower is not upgraded: it counts two already (TW7)"));
  load(text + "Red B-B 3,1 r0 meeple M upgrade 2+2 3,1 M\n");
}

}  // namespace carc
