// Who holds this? (Game::feature_info, issue 20): parts, holders, majority and points now, on
// positions worked out by hand (most are the scenarios' worked examples, before their `end`).
#include <doctest/doctest.h>

#include "engine/game/feature_info.h"
#include "support.h"

namespace carc {
namespace {

FeatureInfo info_at(const Game& g, Pos pos, const char* slot) {
  Slot s = 0;
  REQUIRE(parse_slot(slot, s));
  FeatureInfo info;
  const Status status = g.feature_info(pos, s, info);
  REQUIRE_MESSAGE(status.ok(), status.message());
  return info;
}

const FeatureHolder* holder(const FeatureInfo& info, int player) {
  for (const FeatureHolder& h : info.holders)
    if (h.player == player) return &h;
  return nullptr;
}

bool has_part(const FeatureInfo& info, Pos pos, const char* slot) {
  Slot s = 0;
  REQUIRE(parse_slot(slot, s));
  for (const FeaturePart& p : info.parts)
    if (p.pos == pos) return p.slots >> s & 1;
  return false;
}

// X5: an open 3-tile city with a pennant (4), an open 2-tile road (2), a monastery with 4
// neighbours (5), each held by one player (B18, B19).
const char* kOpen =
    "game 1\nplayers Red Blue Green\norder free\nstart B-D 0,0 r0\nRed B-F 0,-1 r90 meeple N2\n"
    "Blue B-U 1,0 r0 meeple E2\nRed B-R 0,-2 r180\nGreen B-B 1,-1 r0 meeple M\n";

TEST_CASE("feature_info: open city, road and monastery score as final scoring would (B17, B18, B19)") {
  const Game g = test::load(kOpen);
  const std::size_t moves = g.history().size();

  const FeatureInfo city = info_at(g, {0, 0}, "N2");  // asked from the start tile's part of it
  CHECK(city.kind == FeatureKind::City);
  CHECK_FALSE(city.complete);
  CHECK_FALSE(city.scored);
  CHECK(city.squares == 3);  // B17
  CHECK(city.value == 4);    // 3 tiles + 1 pennant, unfinished (B19)
  CHECK(has_part(city, {0, 0}, "N1"));
  CHECK(has_part(city, {0, -1}, "S2"));
  CHECK(has_part(city, {0, -2}, "S2"));
  CHECK_FALSE(has_part(city, {0, 0}, "E2"));  // the start tile's road is not part of it
  REQUIRE(city.holders.size() == 1);
  CHECK(city.holders[0].player == 0);
  CHECK(city.holders[0].followers == 1);
  CHECK(city.holders[0].strength == 1);
  CHECK(city.holders[0].points == 4);
  CHECK(city.winners == 0b001);  // B12

  const FeatureInfo road = info_at(g, {1, 0}, "W2");
  CHECK(road.kind == FeatureKind::Road);
  CHECK(road.squares == 2);
  CHECK(road.value == 2);  // B19
  REQUIRE(holder(road, 1));
  CHECK(holder(road, 1)->points == 2);
  CHECK(road.winners == 0b010);

  const FeatureInfo monastery = info_at(g, {1, -1}, "M");
  CHECK(monastery.kind == FeatureKind::Monastery);
  CHECK(monastery.squares == 1);
  CHECK(monastery.parts[0].slots == 1u << kSlotMonastery);
  CHECK(monastery.value == 5);  // 1 + 4 neighbours (B19)
  REQUIRE(holder(monastery, 2));
  CHECK(holder(monastery, 2)->points == 5);

  // the game is unchanged, and `end` pays exactly what the query said
  CHECK(g.history().size() == moves);
  CHECK(g.player(0).score == 0);
  Game ended = g;
  REQUIRE(test::play(ended, "end") == "");
  CHECK(ended.player(0).score == 4);
  CHECK(ended.player(1).score == 2);
  CHECK(ended.player(2).score == 5);
}

TEST_CASE("feature_info: a completed city says what it scored; its knight has gone home (B10, B13, B15)") {
  // X3: 3 tiles and a pennant, completed: 8 points.
  const Game g = test::load("game 1\nplayers Red Blue\norder free\nstart B-D 0,0 r0\nBlue B-M 0,-1 r180 meeple S2\nRed B-E 1,-1 r270\n");
  const FeatureInfo city = info_at(g, {1, -1}, "W2");
  CHECK(city.complete);
  CHECK(city.scored);
  CHECK(city.value == 8);
  CHECK(city.squares == 3);
  CHECK(city.holders.empty());
  CHECK(city.winners == 0);
}

TEST_CASE("feature_info: a field pays its majority 3 per completed city; a tied pig's owner 4 (B20-B24, T10, T12)") {
  // T12 (beaten): Red's farmer and pig against Blue's two farmers: Blue takes 3, Red nothing.
  const Game beaten = test::load(
      "game 1\nplayers Red Blue\norder free\ntiles base,tb\nrules tb\nRed B-E 0,-1 r180\nRed B-U 1,0 r0 meeple N1\n"
      "Red B-U -1,0 r0 pig N1\nBlue B-U 2,0 r0\nBlue B-U -2,0 r0\nBlue meeple 2,0 N1\nBlue meeple -2,0 N1\n");
  const FeatureInfo field = info_at(beaten, {1, 0}, "N1");
  CHECK(field.kind == FeatureKind::Field);
  CHECK_FALSE(field.complete);
  CHECK(field.winners == 0b10);
  REQUIRE(holder(field, 0));
  REQUIRE(holder(field, 1));
  CHECK(holder(field, 0)->followers == 1);
  CHECK(holder(field, 0)->others == 1);  // the pig (T10): no strength
  CHECK(holder(field, 0)->strength == 1);
  CHECK(holder(field, 0)->points == 0);
  CHECK(holder(field, 1)->followers == 2);
  CHECK(holder(field, 1)->strength == 2);
  CHECK(holder(field, 1)->points == 3);
  CHECK(field.value == 3);
  // the field south of the road is another feature, with nobody on it
  const FeatureInfo south = info_at(beaten, {1, 0}, "S2");
  CHECK(south.holders.empty());
  CHECK(south.value == 0);
  CHECK_FALSE(has_part(south, {1, 0}, "N1"));
  CHECK(has_part(field, {0, 0}, "E1"));  // the start tile's strip between its city and road

  // T12 (tied): the pig's owner takes 4 per city, the other winner 3.
  const Game tied = test::load(
      "game 1\nplayers Red Blue\norder free\ntiles base,tb\nrules tb\nRed B-E 0,-1 r180\nRed B-U 1,0 r0 meeple N1\n"
      "Red B-U -1,0 r0 pig N1\nBlue B-U 2,0 r0\nBlue meeple 2,0 N1\n");
  const FeatureInfo shared = info_at(tied, {2, 0}, "N2");
  CHECK(shared.winners == 0b11);
  CHECK(holder(shared, 0)->points == 4);
  CHECK(holder(shared, 1)->points == 3);
  CHECK(shared.value == 4);
}

TEST_CASE("feature_info: Inns & Cathedrals: an open cathedral city is worth 0 and a large meeple counts two (I3, I8, I6)") {
  const Game g = test::load(
      "game 1\nplayers Red Blue\norder free\ntiles base,ic\nrules ic\nstart B-D 0,0 r0\nRed I-01 0,-1 r0 big N2\n"
      "Blue meeple 0,0 N2\n");
  const FeatureInfo city = info_at(g, {0, -1}, "E2");
  CHECK(city.squares == 2);
  CHECK(city.value == 0);  // I8: an unfinished city with a cathedral scores nothing
  REQUIRE(holder(city, 0));
  REQUIRE(holder(city, 1));
  CHECK(holder(city, 0)->strength == 2);  // I3
  CHECK(holder(city, 0)->followers == 1);
  CHECK(holder(city, 1)->strength == 1);
  CHECK(city.winners == 0b01);  // 2 against 1 (B12)
  CHECK(holder(city, 0)->points == 0);

  // X9: an open road with an inn scores 0 at the end (I6)
  const Game inn = test::load("game 1\nplayers Red Blue\ntiles base,ic\nrules ic\nstart B-W 0,0 r0\nRed I-15 1,0 r0 meeple E2\nBlue B-U 2,0 r0\n");
  const FeatureInfo road = info_at(inn, {1, 0}, "E2");
  CHECK(road.kind == FeatureKind::Road);
  CHECK(road.value == 0);
  REQUIRE(holder(road, 0));
  CHECK(holder(road, 0)->points == 0);
}

TEST_CASE("feature_info: Traders & Builders: a goods city open, then completed (T2, B15)") {
  // X11: Blue's knight on a 4-tile city (open: 4), then a fifth tile closes it (10, scored).
  const std::string open =
      "game 1\nplayers Red Blue\norder free\ntiles base,tb\nrules tb\nstart T-15 0,0 r0\nBlue meeple 0,0 E2\n"
      "Red T-17 -1,0 r0\nRed B-E -2,0 r90\nRed T-01 1,0 r270\n";
  const FeatureInfo before = info_at(test::load(open), {0, 0}, "E2");
  CHECK_FALSE(before.complete);
  CHECK(before.squares == 4);
  CHECK(before.value == 4);
  CHECK(holder(before, 1)->points == 4);
  const FeatureInfo after = info_at(test::load(open + "Red B-E 1,1 r0\n"), {0, 0}, "E2");
  CHECK(after.complete);
  CHECK(after.scored);
  CHECK(after.squares == 5);
  CHECK(after.value == 10);
  CHECK(after.holders.empty());
}

TEST_CASE("feature_info: Taiwan: an upgraded meeple counts two and wins the road (TW9, B12)") {
  // tw-chips-upgraded-road, before the road closes: 9,6 10,6 11,6 12,6 = 4 tiles, open.
  const Game g = test::load(
      "game 1\nplayers Red Blue\nmap taiwan\nchips on\norder free\nstart B-D 10,6 r0\nstart B-U 8,12 r0\n"
      "chip orange 2 12,6\nchip blue 2 12,4\nchip purple 1 7,10\nRed B-U 11,6 r0 meeple E2\nBlue B-U 9,6 r0\n"
      "Blue meeple 9,6 W2\nRed B-U 12,6 r0\nRed B-B 12,5 r0\nRed B-B 12,4 r0 upgrade 2+2 11,6 E2\n");
  const FeatureInfo road = info_at(g, {10, 6}, "E2");
  CHECK(road.squares == 4);
  CHECK(holder(road, 0)->strength == 2);  // TW9
  CHECK(holder(road, 0)->followers == 1);
  CHECK(holder(road, 1)->strength == 1);
  CHECK(road.winners == 0b01);
  CHECK(holder(road, 0)->points == 4);
  CHECK(holder(road, 1)->points == 0);
}

TEST_CASE("feature_info: a large city of the map: its printed squares are parts; open it scores 1 per square and arms (M12, M26)") {
  // testwide: Twin Towers over 2,1 and 3,1 with 2 arms; the start tile B-E at 2,2 joins it.
  const Game g = test::load("game 1\nplayers Red Blue\nmap testwide\norder free\nstart B-E 2,2 r0\nRed meeple 2,2 N2\n");
  const FeatureInfo city = info_at(g, {2, 1}, "S2");
  CHECK(city.squares == 3);
  int printed = 0;
  for (const FeaturePart& p : city.parts) printed += p.printed ? 1 : 0;
  CHECK(printed == 2);
  CHECK(city.value == 3 + 2);  // 2 squares + 1 tile, 2 arms (M26)
  CHECK(holder(city, 0)->points == 5);
}

TEST_CASE("feature_info rejects a square without a tile and a slot without a feature, leaving its output") {
  const Game g = test::load(kOpen);
  FeatureInfo info;
  info.value = 77;
  const Status empty = g.feature_info({5, 5}, 0, info);
  REQUIRE_FALSE(empty.ok());
  CHECK(empty.message() == "no tile at 5,5");
  const Status monastery = g.feature_info({0, 0}, kSlotMonastery, info);
  REQUIRE_FALSE(monastery.ok());
  CHECK(monastery.message() == "no feature at 0,0 M");
  CHECK(monastery.error().key == err::info_no_feature);  // a catalogue key: the page words it in its language
  const Status slot = g.feature_info({0, 0}, 99, info);
  REQUIRE_FALSE(slot.ok());
  CHECK(slot.message() == "no slot 99 on a tile");

  CHECK(info.value == 77);
}

}  // namespace
}  // namespace carc
