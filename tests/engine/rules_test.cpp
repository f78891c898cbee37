// Base rules B1–B24, one or more tests each, on small records.
#include <doctest/doctest.h>

#include "engine/record/selfplay.h"
#include "support.h"

namespace carc {
namespace {

using test::load;
using test::rejection;

Move place(const Game& g, std::string_view tile, Pos p, int rot) {
  return Move{.kind = MoveKind::Place, .player = g.current_player(), .tile = test::tile(tile), .pos = p, .rot = std::uint8_t(rot)};
}

TEST_CASE("B1: the start tile B-D lies at 0,0, the other 71 tiles form the pile, 7 followers each") {
  const Game g = load("game 1\nplayers Red Blue\n");
  REQUIRE(g.placed().size() == 1);
  CHECK(g.catalogue().def(g.placed()[0].type).id == "B-D");
  CHECK(g.placed()[0].pos == Pos{0, 0});
  CHECK(g.tiles_left() == 71);
  CHECK(g.remaining(test::tile("B-D")) == 3);
  CHECK(g.player(0).supply[0] == 7);
  CHECK(g.player(1).supply[0] == 7);
  CHECK(g.player(0).supply[1] == 0);  // no large follower without the I&C rules
}

TEST_CASE("B1: the draw order comes from the seed and differs between seeds") {
  const Game a = load("game 1\nplayers Red Blue\nseed 5\n");
  const Game b = load("game 1\nplayers Red Blue\nseed 5\n");
  const Game c = load("game 1\nplayers Red Blue\nseed 6\n");
  CHECK(a.drawn_tile() == b.drawn_tile());
  std::string sa, sc;
  Game x = a, y = c;
  for (int i = 0; i < 10; ++i) {
    sa += x.catalogue().def(x.drawn_tile()).id;
    sc += y.catalogue().def(y.drawn_tile()).id;
    (void)x.apply(Move{.kind = MoveKind::End});  // refused once the first has ended the game
  }
  CHECK(sa != sc);
}

TEST_CASE("B2: a turn is place, then at most one follower, then scoring; then the next player") {
  Game g = load("game 1\nplayers Red Blue\n");
  CHECK(g.current_player() == 0);
  REQUIRE(g.apply(place(g, "B-E", Pos{0, -1}, 2)));
  CHECK(g.phase() == Phase::Deploy);
  CHECK_FALSE(g.apply(place(g, "B-E", Pos{1, -1}, 2)));  // a second tile
  std::vector<Event> events;
  REQUIRE(g.apply(Move{.kind = MoveKind::Deploy, .player = 0, .slot = 7}, &events));
  CHECK(g.current_player() == 1);
  CHECK(g.phase() == Phase::PlaceTile);
  // The knight on the city the tile closed was scored (B8) and came back.
  CHECK(g.player(0).score == 4);
  CHECK(g.player(0).supply[0] == 7);
}

TEST_CASE("B3: a tile must share a side with the board and match every touching side") {
  const char* head = "game 1\nplayers Red Blue\n";
  CHECK(rejection(std::string(head) + "Red B-E 1,1 r0\n").find("touches no placed tile (B3)") != std::string::npos);
  CHECK(rejection(std::string(head) + "Red B-E 0,0 r0\n").find("already holds a tile") != std::string::npos);
  CHECK(rejection(std::string(head) + "Red B-U 0,-1 r0\n").find("south side of the tile is a field") != std::string::npos);
  // Any rotation that matches is fine.
  load(std::string(head) + "Red B-E 0,-1 r180\nBlue B-E 0,1 r90\nRed B-E 1,1 r270\n");
}

TEST_CASE("B3: the legal placements next to the lone start tile, counted by hand") {
  const Game g = load("game 1\nplayers Red Blue\n");
  std::vector<Placement> out;
  const std::pair<const char*, int> expected[] = {{"B-C", 1}, {"B-E", 4}, {"B-U", 3}, {"B-X", 2}, {"B-B", 1}, {"B-D", 6}};
  for (const auto& e : expected) {
    CAPTURE(e.first);
    g.legal_placements(test::tile(e.first), out);
    CHECK(static_cast<int>(out.size()) == e.second);
  }
}

TEST_CASE("B4: a tile that fits nowhere is discarded; one that fits cannot be") {
  // The start city closed by a cap leaves only roads and fields open: the all-city B-C fits nowhere.
  Game g = load("game 1\nplayers Red Blue\nRed B-E 0,-1 r180\n");
  CHECK_FALSE(g.can_place(test::tile("B-C")));
  const int left = g.tiles_left();
  const Status refused = g.apply(Move{.kind = MoveKind::Discard, .player = 1, .tile = test::tile("B-E")});
  REQUIRE_FALSE(refused);
  CHECK(refused.error().what().find("fits somewhere") != std::string::npos);
  REQUIRE(g.apply(Move{.kind = MoveKind::Discard, .player = 1, .tile = test::tile("B-C")}, nullptr));
  CHECK(g.tiles_left() == left - 1);
  CHECK(g.current_player() == 1);  // the same player draws again
  CHECK(g.phase() == Phase::PlaceTile);
  CHECK(test::validate(g).empty());
}

TEST_CASE("B3, B4: check() accepts only the drawn tile; apply() draws the tile a move names, as a record does") {
  Game g = load("game 1\nplayers Red Blue\nseed 3\n");
  const TileType drawn = g.drawn_tile();
  const TileType other = test::tile(drawn == test::tile("B-U") ? "B-V" : "B-U");
  REQUIRE(g.remaining(other) > 0);
  const Move m = place(g, g.def(other).id, Pos{1, 0}, 0);  // east of the start, where it fits
  const Status checked = g.check(m);
  REQUIRE_FALSE(checked);
  CHECK(checked.error().what() == g.def(other).id + " is not the drawn tile (" + g.def(drawn).id + ")");
  CHECK_FALSE(g.check(Move{.kind = MoveKind::Discard, .player = 0, .tile = other}));
  // Rejected at its square: the pile is put back, the drawn tile is still the seed's.
  const std::uint64_t before = fuzz::state_signature(g);
  REQUIRE_FALSE(g.apply(place(g, g.def(other).id, Pos{5, 5}, 0)));
  CHECK(g.drawn_tile() == drawn);
  CHECK(fuzz::state_signature(g) == before);
  // Accepted: the named tile was drawn, one fewer of it is left, the seed's tile is still there.
  const int left = g.remaining(other), drawn_left = g.remaining(drawn);
  REQUIRE(g.apply(m));
  CHECK(g.placed().back().type == other);
  CHECK(g.remaining(other) == left - 1);
  CHECK(g.remaining(drawn) == drawn_left);
}

TEST_CASE("B4: a square that no tile left in the pile fits is reported as unfillable") {
  // 0,0 needs city north and south, road east and west: no base tile has that; I-05 has.
  const char* around = "start B-E 0,-1 r180\nstart B-U 1,0 r0\nstart B-E 0,1 r0\nstart B-U -1,0 r0\n";
  const Game base = load(std::string("game 1\nplayers Red Blue\n") + around);
  std::vector<Pos> dead;
  base.unfillable_squares(dead);
  REQUIRE(dead.size() == 1);
  CHECK(dead[0] == Pos{0, 0});
  const Game ic = load(std::string("game 1\nplayers Red Blue\ntiles base,ic\n") + around);
  ic.unfillable_squares(dead);
  CHECK(dead.empty());
}

TEST_CASE("B5: a follower goes on one feature of the tile just placed") {
  Game g = load("game 1\nplayers Red Blue\n");
  REQUIRE(g.apply(place(g, "B-A", Pos{1, 0}, 1)));  // monastery, road west
  std::vector<Move> options;
  g.legal_moves(options);
  // no figure, then road (joined to the start road), monastery, field: one offer each.
  REQUIRE(options.size() == 4);
  CHECK(options[0].kind == MoveKind::NoFigure);
  Slot m = 0;
  parse_slot("M", m);
  CHECK_FALSE(g.check(Move{.kind = MoveKind::Deploy, .player = 1, .slot = m}));  // not Blue's turn
  REQUIRE(g.apply(Move{.kind = MoveKind::Deploy, .player = 0, .slot = m}, nullptr));
  REQUIRE(g.figures().size() == 1);
  CHECK(g.figures()[0].tile == 1);
  CHECK(g.graph().kind(g.figures()[0].node) == FeatureKind::Monastery);
}

TEST_CASE("B6: no follower on a feature already occupied, even by the deploying player") {
  const char* head = "game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple E2\n";
  CHECK(rejection(std::string(head) + "Blue B-U -1,0 r0 meeple E2\n").find("already occupied (B6)") != std::string::npos);
  CHECK(rejection(std::string(head) + "Blue B-U 2,0 r0\nRed B-U -1,0 r0 meeple W2\n").find("already occupied (B6)") != std::string::npos);
  // A separate field on the same tile is free.
  load(std::string(head) + "Blue B-U -1,0 r0 meeple S2\n");
}

TEST_CASE("B7: joining two separately occupied pieces puts two followers on one feature") {
  // Red's road runs east from the start, Blue's one row below; a curve at 2,1 joins them.
  Game g = load("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple E2\nBlue B-U 1,1 r0 meeple E2\nRed B-V 2,0 r0\n");
  CHECK(g.graph().find(g.figures()[0].node) != g.graph().find(g.figures()[1].node));
  std::string error;
  REQUIRE(play_line(g, "Blue B-V 2,1 r90", nullptr).ok());
  CHECK(g.graph().find(g.figures()[0].node) == g.graph().find(g.figures()[1].node));
  CHECK(test::validate(g).empty());
}

TEST_CASE("B8: a follower placed on the feature its tile completes scores and returns at once") {
  const Game g = load("game 1\nplayers Red Blue\nRed B-E 0,-1 r180 meeple S2\n");
  CHECK(g.player(0).score == 4);
  CHECK(g.player(0).supply[0] == 7);
  CHECK(g.figures().empty());
}

TEST_CASE("B9: a road is complete when both ends stop at a junction, city or monastery") {
  // The start road runs west to a junction and east into a monastery's road end.
  const Game g = load("game 1\nplayers Red Blue\nRed B-W -1,0 r0 meeple E2\nBlue B-A 1,0 r90\n");
  CHECK(g.player(0).score == 3);
  const Game open = load("game 1\nplayers Red Blue\nRed B-W -1,0 r0 meeple E2\nBlue B-U 1,0 r0\n");
  CHECK(open.player(0).score == 0);
}

TEST_CASE("B10, B15: a city closed by two caps scores 2 points per tile") {
  const Game g = load("game 1\nplayers Red Blue\nRed B-F 0,-1 r90 meeple N2\nBlue B-E 0,-2 r180\n");
  CHECK(g.player(0).score == 2 * 3 + 2 * 1);  // three tiles, B-F's pennant
}

TEST_CASE("B11, B16: a monastery with all eight neighbours scores 9") {
  const Game g = load(
      "game 1\nplayers Red Blue\nRed B-B 0,1 r0\nBlue B-B 0,2 r0 meeple M\nRed B-B -1,1 r0\nBlue B-B 1,1 r0\n"
      "Red B-E -1,2 r270\nBlue B-E 1,2 r90\nRed B-E -1,3 r180\nBlue B-E 0,3 r180\n");
  CHECK(g.player(1).score == 0);
  Game h = g;
  std::string error;
  REQUIRE(play_line(h, "Red B-E 1,3 r180", nullptr).ok());
  CHECK(h.player(1).score == 9);
  CHECK(h.player(1).by_category[static_cast<int>(Category::Monastery)] == 9);
  CHECK(h.player(1).supply[0] == 7);
}

TEST_CASE("B12: on a tie every tied player scores the full value") {
  const Game g = load(
      "game 1\nplayers Red Blue Green\norder free\nRed meeple 0,0 E2\nBlue B-U 1,0 r0\nBlue meeple 1,0 E2\n"
      "Green B-W -1,0 r0\nGreen B-W 2,0 r0\n");
  CHECK(g.player(0).score == 4);
  CHECK(g.player(1).score == 4);
  CHECK(g.player(2).score == 0);
}

TEST_CASE("B13: followers return after scoring; farmers stay until the end") {
  Game g = load("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple S2\nBlue B-W 2,0 r0 meeple N2\n");
  CHECK(g.player(0).supply[0] == 6);  // the farmer stays
  std::string error;
  REQUIRE(play_line(g, "Red B-W -1,0 r0 meeple S2", nullptr).ok());
  CHECK(g.player(0).supply[0] == 5);
  REQUIRE(play_line(g, "end", nullptr).ok());
  CHECK(g.player(0).supply[0] == 5);  // farmers are scored, not returned
}

TEST_CASE("B14: a completed road scores 1 point per tile") {
  const Game g = load("game 1\nplayers Red Blue\nRed B-W -1,0 r0\nBlue B-U 1,0 r0 meeple E2\nRed B-U 2,0 r0\nBlue B-W 3,0 r0\n");
  CHECK(g.player(1).score == 5);
}

TEST_CASE("B18: the game ends after the last tile, then final scoring") {
  Game g = load("game 1\nplayers Red Blue\n");
  SelfplayScratch scratch;
  while (g.tiles_left() > 0) {
    if (g.phase() == Phase::PlaceTile) {
      g.legal_placements(g.drawn_tile(), scratch.placements);
      const Move m = scratch.placements.empty()
                         ? Move{.kind = MoveKind::Discard, .player = g.current_player(), .tile = g.drawn_tile()}
                         : place(g, g.catalogue().def(g.drawn_tile()).id, scratch.placements[0].pos, scratch.placements[0].rot);
      REQUIRE(g.apply(m));
    } else {
      REQUIRE(g.apply(Move{.kind = MoveKind::NoFigure, .player = g.current_player()}));
    }
  }
  if (g.phase() == Phase::Deploy) REQUIRE(g.apply(Move{.kind = MoveKind::NoFigure, .player = g.current_player()}));
  CHECK(g.phase() == Phase::GameEnd);
  CHECK_FALSE(g.check(Move{.kind = MoveKind::Place, .player = g.current_player()}));
  REQUIRE(g.apply(Move{.kind = MoveKind::End}, nullptr));
  CHECK(g.phase() == Phase::Over);
  const Status again = g.apply(Move{.kind = MoveKind::End});
  REQUIRE_FALSE(again);
  CHECK(again.error().what() == "the game is already over");
}

TEST_CASE("B19: at the end an inn-less open road scores 1 per tile, an open city 1 per tile and pennant") {
  const Game g = load(
      "game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple E2\nBlue B-F 0,-1 r90 meeple N2\nRed B-U 2,0 r0\nend\n");
  CHECK(g.player(0).score == 3);
  CHECK(g.player(1).score == 2 + 1);
}

TEST_CASE("B19: an unfinished monastery on the classic table scores 1 plus each tile around it, nothing for empty squares") {
  // The monastery at 0,1 has the start tile (0,0) above it, then also 1,1 and -1,1 beside it.
  const std::string head = "game 1\nplayers Red Blue\norder free\nRed B-B 0,1 r0 meeple M\n";
  CHECK(load(head + "end\n").player(0).by_category[static_cast<int>(Category::Monastery)] == 1 + 1);
  CHECK(load(head + "Blue B-B 1,1 r0\nBlue B-B -1,1 r0\nend\n").player(0).by_category[static_cast<int>(Category::Monastery)] == 1 + 3);
  CHECK(load(head).player(0).score == 0);  // nothing before the end
}

TEST_CASE("B20: a field pays its farmer majority 3 points per completed city, only at the end") {
  Game g = load("game 1\nplayers Red Blue\nRed B-E 0,-1 r180\nBlue B-U 1,0 r0 meeple N1\n");
  CHECK(g.player(1).score == 0);
  std::string error;
  REQUIRE(play_line(g, "end", nullptr).ok());
  CHECK(g.player(1).score == 3);
  CHECK(g.player(1).by_category[static_cast<int>(Category::Field)] == 3);
  // A field next to an unfinished city pays nothing.
  const Game open = load("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple N1\nend\n");
  CHECK(open.player(0).score == 0);
}

TEST_CASE("B21: a city counts once per field but for every field it borders") {
  // The city 0,0 - 0,-2 is closed. Red farms west of it on 0,-1; Blue farms the field that wraps
  // around its east side and touches it on 0,-1 and on 0,-2: one city for each of them.
  const Game g = load(
      "game 1\nplayers Red Blue\nRed B-F 0,-1 r90 meeple W2\nBlue B-E 0,-2 r180 meeple E2\n"
      "Red B-B 1,-1 r0\nBlue B-B 1,-2 r0\nend\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::Field)] == 3);
  CHECK(g.player(1).by_category[static_cast<int>(Category::Field)] == 3);
}

TEST_CASE("B22: roads bound fields; a monastery does not split its field") {
  // Red farms south of the start road, Blue north of it: separate fields.
  const Game g = load("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple S2\nBlue B-U 2,0 r0 meeple N2\n");
  CHECK(g.graph().find(g.figures()[0].node) != g.graph().find(g.figures()[1].node));
  // A monastery tile's field surrounds it: the farmer south of the road reaches all around it.
  const Game m = load("game 1\nplayers Red Blue\nRed B-B 0,1 r0 meeple N2\nBlue B-B 1,1 r0\n");
  CHECK_FALSE(m.check(Move{.kind = MoveKind::Place}));
  CHECK(m.graph().find(m.node_at(2, 0)) == m.graph().find(m.figures()[0].node));
}

TEST_CASE("B23: final scoring does not depend on the order the figures came") {
  const char* a = "game 1\nplayers Red Blue\norder free\nRed B-U 1,0 r0 meeple N1\nBlue B-F 0,-1 r90 meeple N2\nRed B-B 1,1 r0 meeple M\nend\n";
  const char* b = "game 1\nplayers Red Blue\norder free\nRed B-U 1,0 r0\nBlue B-F 0,-1 r90\nRed B-B 1,1 r0\nRed meeple 1,1 M\nBlue meeple 0,-1 N2\nRed meeple 1,0 N1\nend\n";
  const Game x = load(a), y = load(b);
  CHECK(x.player(0).score == y.player(0).score);
  CHECK(x.player(1).score == y.player(1).score);
  CHECK(x.player(0).score > 0);
}

TEST_CASE("B24: the highest total wins and a tie is a shared victory") {
  const Game tie = load(
      "game 1\nplayers Red Yellow\norder free\nRed meeple 0,0 E2\nYellow B-U 1,0 r0\nYellow meeple 1,0 E2\n"
      "Red B-W -1,0 r0\nRed B-W 2,0 r0\nend\n");
  CHECK(tie.winners() == 0b11);
  const Game red = load("game 1\nplayers Red Blue\nRed B-E 0,-1 r180 meeple S2\nend\n");
  CHECK(red.winners() == 0b01);
}

}  // namespace
}  // namespace carc
