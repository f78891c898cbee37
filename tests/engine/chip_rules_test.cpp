// The map-chip rules in play (spec maps-and-chips §4): collecting (C4–C6), Taiwan's upgrades
// (T1–T12) on the band-less test map, Iberia's caches (I1–I11) on the banded one.
#include <doctest/doctest.h>

#include <algorithm>

#include "support.h"

namespace carc {
namespace {

// testland: start tiles at 2,2 and 7,2; harbour 6,2; island 9,2 with a coat of arms.
const std::string kLand =
    "game 1\nplayers Red Blue\nmap testland\ntilecount 72\nchips on\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";
const std::string kBands =
    "game 1\nplayers Red Blue\nmap testbands\ntilecount 72\nchips on\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";

using test::load;
using test::rejection;

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
  REQUIRE_MESSAGE(g.apply(Move{.kind = MoveKind::Place, .player = 0, .tile = t, .pos = pos, .rot = std::uint8_t(rot)}, nullptr, &error), error);
  if (g.phase() == Phase::Deploy) REQUIRE(g.apply(Move{.kind = MoveKind::NoFigure, .player = 0}, nullptr, &error));
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

TEST_CASE("C4, T2, T3 (example 2): a tile on a face-down 2 scores 2 and the chip stays face up with its owner") {
  const Game g = load(kLand + "chip orange 2 2,1\nRed B-E 2,1 r180\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 2);
  const ChipState& c = g.chips()[6];  // the first orange 2
  CHECK(c.place == ChipPlace::Supply);
  CHECK(c.owner == 0);
  CHECK(g.chip_at(g.board().cell(Pos{2, 1})) < 0);
}

TEST_CASE("C5, M5, Q2 (Taiwan example 1): a tile on an island square with a coat of arms scores 2, with the chips only") {
  const std::string island = "Red B-U 6,2 r0\nBlue B-B 9,2 r0\n";
  CHECK(load(kLand + "chip orange 1 1,4\n" + island).player(1).by_category[static_cast<int>(Category::Bonus)] == 2);
  const std::string no_chips = "game 1\nplayers Red Blue\nmap testland\ntilecount 72\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";
  CHECK(load(no_chips + island).player(1).score == 0);
  CHECK(load("game 1\nplayers Red Blue\nmap testland\ntilecount 72\noption arms on\norder free\nstart B-D 2,2 r0\n"
             "start B-D 7,2 r180\n" + island).player(1).score == 2);
}

TEST_CASE("C6: a placement collects its chip and arms before the figure step and the scoring") {
  Game g = load(kBands + "chip orange 1 2,1\n");
  std::vector<Event> events;
  std::string error;
  REQUIRE_MESSAGE(play_line(g, "Red B-E 2,1 r180 cache 3,1 meeple S2", &events, error), error);
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

TEST_CASE("T4, T11 (payments): only sets worth exactly 4 can be paid") {
  const std::string ones = kLand + "chip orange 1 1,2\nchip orange 1 2,1\nchip blue 1 2,3\nchip purple 1 3,3\n"
                                   "Red B-U 1,2 r0 meeple E2\nRed B-E 2,1 r180\nRed B-B 2,3 r0\n";
  Game four = place_only(ones, "B-B", Pos{3, 3}, 0);
  REQUIRE(four.phase() == Phase::Upgrade);
  CHECK(payments(four) == std::vector<std::vector<int>>{{1, 1, 1, 1}});
  // {2, 1}: nothing to pay, so no upgrade step at all.
  const Game three = place_only(kLand + "chip orange 2 1,2\nchip orange 1 2,1\nRed B-U 1,2 r0 meeple E2\n", "B-E", Pos{2, 1}, 2);
  CHECK(three.phase() == Phase::PlaceTile);
  // {2, 2, 1}: only 2+2.
  Game five = place_only(kLand + "chip orange 2 1,2\nchip blue 2 2,3\nchip orange 1 2,1\nRed B-U 1,2 r0 meeple E2\nRed B-B 2,3 r0\n",
                         "B-E", Pos{2, 1}, 2);
  REQUIRE(five.phase() == Phase::Upgrade);
  CHECK(payments(five) == std::vector<std::vector<int>>{{2, 2}});
  std::string error;
  const Move overpay{.kind = MoveKind::Upgrade, .player = 0, .pos = Pos{1, 2}, .slot = 4, .pay = Payment{{2, 2, 1}, 3}};
  CHECK_FALSE(five.check(overpay, &error));
  CHECK(error == "an upgrade costs chips worth exactly 4, not 5 (T4, T11)");
}

TEST_CASE("T5, T6, T7 (upgrade examples): 1+1+2 puts one chip under the meeple and takes two out of the game") {
  const Game g = load(kLand + "chip orange 1 1,2\nchip orange 1 2,1\nchip blue 2 2,3\n"
                              "Red B-U 1,2 r0 meeple E2\nRed B-E 2,1 r180\nRed B-B 2,3 r0 upgrade 1+1+2 1,2 E2\n");
  REQUIRE(g.figures().size() == 1);
  const int under = g.figures()[0].chip;
  REQUIRE(under >= 0);
  CHECK(chip_value(under) == 1);
  CHECK(g.chips()[under].place == ChipPlace::Under);
  CHECK(count_chips(g, ChipPlace::Out) == 2);
  CHECK(count_chips(g, ChipPlace::Supply) == 0);
}

TEST_CASE("T8: a meeple is upgraded only once") {
  const std::string text = kLand + "chip orange 2 1,2\nchip orange 2 2,1\nchip blue 2 2,3\nchip purple 2 3,3\n"
                                   "Red B-U 1,2 r0 meeple E2\nRed B-E 2,1 r180 upgrade 2+2 1,2 E2\nRed B-B 2,3 r0 meeple M\n";
  CHECK(rejection(text + "Red B-B 3,3 r0 upgrade 2+2 1,2 E2\n").find("upgraded already (T8)") != std::string::npos);
  load(text + "Red B-B 3,3 r0 upgrade 2+2 2,3 M\n");
}

TEST_CASE("T9, T10 (scoring example): an upgraded meeple counts two; afterwards its chip leaves the game") {
  const Game g = load(kLand + "chip blue 2 1,2\nchip orange 2 2,1\nRed B-U 1,2 r0 meeple E2\n"
                              "Red B-E 2,1 r180 upgrade 2+2 1,2 E2\nBlue B-K 3,2 r90\nBlue meeple 3,2 W2\nRed B-A 3,1 r0\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::Road)] == 4);
  CHECK(g.player(1).score == 0);
  CHECK(g.player(0).supply[0] == 9);
  CHECK(count_chips(g, ChipPlace::Out) == 2);
  CHECK(count_chips(g, ChipPlace::Under) == 0);
}

TEST_CASE("T12 (final scoring): an upgraded farmer beats one opposing farmer; chips left score nothing") {
  const std::string farms = kLand + "chip blue 2 1,2\nchip orange 2 2,1\nchip purple 1 2,3\nRed B-U 1,2 r0 meeple N2\n"
                                    "Blue meeple 2,2 E1\nRed B-B 2,3 r0\n";
  const Game up = load(farms + "Red B-E 2,1 r180 upgrade 2+2 1,2 N2\nend\n");
  CHECK(up.player(0).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(up.player(1).by_category[static_cast<int>(Category::Field)] == 0);
  const Game plain = load(farms + "Red B-E 2,1 r180\nend\n");
  CHECK(plain.player(0).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(plain.player(1).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(plain.player(0).score == 3 + 2 + 2 + 1);  // the chips in supply add nothing at the end
}

TEST_CASE("I2, I3, I4: a collected chip is laid again face up on a free square of its colour's rows") {
  Game g = place_only(kBands + "chip orange 1 2,1\n", "B-E", Pos{2, 1}, 2);
  REQUIRE(g.phase() == Phase::Cache);
  CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 1);
  std::vector<Move> squares;
  g.legal_moves(squares);
  CHECK_FALSE(squares.empty());
  for (const Move& m : squares) CHECK((m.kind == MoveKind::Cache && (m.pos.y == 1 || m.pos.y == 2)));
  std::string error;
  // TC-I-free: not on a tile, a large city, a chip, an island square, nor outside the rows.
  for (Pos bad : {Pos{2, 2}, Pos{4, 2}, Pos{9, 2}, Pos{3, 3}}) {
    CAPTURE(bad.x);
    CHECK_FALSE(g.check(Move{.kind = MoveKind::Cache, .player = 0, .pos = bad}, &error));
  }
  REQUIRE(g.apply(Move{.kind = MoveKind::Cache, .player = 0, .pos = Pos{5, 1}}, nullptr, &error));
  CHECK(g.chips()[0].place == ChipPlace::Cache);
  CHECK(g.chip_at(g.board().cell(Pos{5, 1})) == 0);
  CHECK(g.phase() == Phase::Deploy);
  CHECK(rejection(kBands + "chip orange 1 2,1\nRed B-E 2,1 r180\n").find("add 'cache X,Y' (I4)") != std::string::npos);
}

TEST_CASE("I5: with no free square in its rows the chip leaves the game") {
  const Game g = load(kBands + "chip purple 1 1,5\nchip purple 1 2,5\nchip purple 1 3,5\nchip purple 1 5,5\n"
                               "chip purple 2 2,1\nRed B-E 2,1 r180\n");
  CHECK(g.player(0).score == 2);
  CHECK(count_chips(g, ChipPlace::Out) == 1);
  CHECK(g.phase() == Phase::PlaceTile);
}

TEST_CASE("I6, I7 (example 3): a cache pays double its value (triple with the 2019 rules) and leaves") {
  const std::string text = "chip orange 2 2,1\nRed B-E 2,1 r180 cache 1,2\nRed B-U 1,2 r0\n";
  const Game g = load(kBands + text);
  CHECK(g.player(0).by_category[static_cast<int>(Category::Chips)] == 2 + 4);
  CHECK(count_chips(g, ChipPlace::Out) == 1);
  CHECK(g.chip_at(g.board().cell(Pos{1, 2})) < 0);
  const std::string legacy = "game 1\nplayers Red Blue\nmap testbands\ntilecount 72\nchips on\noption cache x3\norder free\n"
                             "start B-D 2,2 r0\nstart B-D 7,2 r180\n";
  CHECK(load(legacy + text).player(0).by_category[static_cast<int>(Category::Chips)] == 2 + 6);
}

TEST_CASE("I9, T12: chips still on the map at the end score nothing") {
  const Game g = load(kBands + "chip orange 2 5,1\nchip blue 1 3,3\nchip orange 1 2,1\nRed B-E 2,1 r180 cache 1,1\nend\n");
  CHECK(g.player(0).score == 1);
  CHECK(count_chips(g, ChipPlace::FaceDown) == 2);
  CHECK(count_chips(g, ChipPlace::Cache) == 1);
}

}  // namespace
}  // namespace carc
