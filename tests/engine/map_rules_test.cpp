// The map rules M1–M27 on the small test maps of tests/maps and on the
// shipped Taiwan and Iberia maps.
#include <doctest/doctest.h>

#include "support.h"

namespace carc {
namespace {

// testland: start tiles on both gates; Testburg (4,2) is a large city with city edges N and W,
// a road E and a field S; the harbour 6,2 connects the island square 9,2.
const char* kLand = "game 1\nplayers Red Blue\nmap testland\ntilecount 72\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";

using test::load;
using test::rejection;

bool contains(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

TEST_CASE("M1, M2: a map game plays the map's recommended number of tiles, start tiles included") {
  const Game taiwan = load("game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\n");
  CHECK(taiwan.tiles_left() + taiwan.start_count() == 110);
  const Game iberia = load("game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb,gbm\n");
  CHECK(iberia.tiles_left() + iberia.start_count() == 115);
  const Game fewer = load("game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\n");
  CHECK(fewer.tiles_left() + fewer.start_count() == 114);  // all there are
  const Game chosen = load("game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\ntilecount 90\n");
  CHECK(chosen.tiles_left() + chosen.start_count() == 90);
  CHECK(contains(rejection("game 1\nplayers Red Blue\nmap iberia\ntilecount 90\n"), "more than the 72 tiles"));
}

TEST_CASE("M3: each player has 9 followers on a map") {
  const Game g = load(kLand);
  CHECK(g.player(0).supply[0] == 9);
  CHECK(g.player(1).supply[0] == 9);
}

TEST_CASE("M6, M7, M8: Taiwan uses both start squares, Iberia 3 of its 4, the start tile on one") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    const Game t = load("game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nseed " + std::to_string(seed) + "\n");
    REQUIRE(t.start_count() == 2);
    const Game i = load("game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\nseed " + std::to_string(seed) + "\n");
    REQUIRE(i.start_count() == 3);
    for (const Game* g : {&t, &i}) {
      int start_tiles = 0;
      for (int k = g->first_start(); k < g->first_start() + g->start_count(); ++k) {
        CHECK(g->map()->kind(g->placed()[k].pos) == SquareKind::Start);
        start_tiles += g->catalogue().def(g->placed()[k].type).id == "B-D" && k == g->first_start();
      }
      CHECK(start_tiles == 1);
    }
  }
}

TEST_CASE("M9: an unused start square is an ordinary placeable square") {
  const Game g = load("game 1\nplayers Red Blue\nmap iberia\nstart B-D 5,2 r0\nstart B-U 10,2 r0\nstart B-U 10,9 r0\n");
  CHECK(g.board().is_placeable(g.board().cell(Pos{2, 9})));
  CHECK(g.board().tile_at(g.board().cell(Pos{2, 9})) < 0);
}

TEST_CASE("M10, M12, M19: tiles go only on printed squares, never on a large city or the sea") {
  CHECK(contains(rejection(std::string(kLand) + "Red B-U 8,2 r0\n"), "8,2 is not a square of the map (M10)"));
  CHECK(contains(rejection(std::string(kLand) + "Red B-K 3,2 r90\nBlue B-U 4,2 r0\n"), "4,2 is a large city (M12)"));
}

TEST_CASE("M11, M13: a large city opens all its sides once a tile touches it") {
  // 4,1 lies next to Testburg only: not yet a legal square.
  CHECK(contains(rejection(std::string(kLand) + "Red B-E 4,1 r180\n"), "touches no placed tile (B3)"));
  const Game g = load(std::string(kLand) + "Red B-K 3,2 r90\nBlue B-E 4,1 r180\n");
  CHECK(g.board().tile_at(g.board().cell(Pos{4, 1})) >= 0);
  CHECK(g.board().is_frontier(g.board().cell(Pos{5, 2})));
  CHECK(g.board().is_frontier(g.board().cell(Pos{4, 3})));
}

TEST_CASE("M14: a tile next to a large city matches the terrain printed on its edge") {
  CHECK(contains(rejection(std::string(kLand) + "Red B-K 3,2 r90\nBlue B-E 5,2 r90\n"),
                 "west side of the tile is a field but the neighbour's east side is a road"));
  CHECK(contains(rejection(std::string(kLand) + "Red B-U 3,2 r0\n"), "east side of the tile is a road but the neighbour's west side is a city"));
}

TEST_CASE("M16, M17: a road printed across the map's edge must be met by a road") {
  const std::string head = std::string(kLand) + "Red B-E 2,1 r180\n";
  CHECK(contains(rejection(head + "Blue B-B 1,1 r0\n"), "west side of the tile is a field but the map prints a road there (M16)"));
  load(head + "Blue B-V 1,1 r0\n");
}

TEST_CASE("M20, M21: an island square opens when its harbour holds a tile; the ferry joins nothing") {
  CHECK(contains(rejection(std::string(kLand) + "Red B-C 9,2 r0\n"), "on an island its ferry has not reached yet (M20)"));
  // B-U on the harbour connects the island; a city tile there faces only sea (neutral).
  const Game g = load(std::string(kLand) + "Red B-U 6,2 r0\nBlue B-C 9,2 r0 meeple N2\n");
  CHECK(g.player(1).score == 2 * 1 + 2 * 1);  // M23: the sea closes the 1-tile city (pennant 1)
}

TEST_CASE("M4, M23: base scoring applies; a road that runs into the map's edge is closed there") {
  // The start road at 7,2 runs east into the sea; Red's road from Testburg's gate joins it.
  const Game g = load(std::string(kLand) + "Red B-K 3,2 r90\nBlue B-U 5,2 r0 meeple E2\n");
  CHECK(g.player(1).score == 0);
  Game h = g;
  std::string error;
  REQUIRE(play_line(h, "Red B-U 6,2 r0", nullptr).ok());
  CHECK(h.player(1).score == 3);  // M26: the gate ends the road; Testburg is no road tile
}

TEST_CASE("M24: a monastery on the coast counts missing squares as filled") {
  const std::string head = std::string(kLand) + "Red B-B 7,1 r0 meeple M\nBlue B-U 6,2 r0\n";
  CHECK(load(head).player(0).score == 0);
  CHECK(load(head + "Red B-B 6,1 r0\n").player(0).score == 9);
  // With the other reading the sea does not count: at the end 1 + the 3 real neighbours.
  const std::string open = "game 1\nplayers Red Blue\nmap testland\ntilecount 72\noption monastery-border open\nstart B-D 2,2 r0\n"
                           "start B-D 7,2 r180\nRed B-B 7,1 r0 meeple M\nBlue B-U 6,2 r0\nRed B-B 6,1 r0\n";
  CHECK(load(open).player(0).score == 0);
  CHECK(load(open + "end\n").player(0).score == 4);
}

TEST_CASE("M25: a completed city with a large city counts each printed square as a tile and 2 per arms") {
  const Game g = load(std::string(kLand) + "Red B-K 3,2 r90 meeple E2\nBlue B-E 4,1 r180\n");
  CHECK(g.player(0).score == 2 * 3 + 2 * 1);
  CHECK(g.player(0).supply[0] == 9);
}

TEST_CASE("M25 (Germany page example): 6 city tiles and 4 arms score 20") {
  // Porto Baixo (4,5) has 4 arms; five placed tiles around it and its own square make six.
  const Game g = load(std::string(kLand) +
                      "Red B-B 2,3 r0\nBlue B-E 3,3 r180\nRed B-N 3,4 r90 meeple E2\nBlue B-R 4,4 r180\nRed B-N 5,4 r0\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::City)] == 0);
  Game h = g;
  std::string error;
  REQUIRE(test::play(h, "Blue B-E 5,3 r180", nullptr) == "");
  CHECK(h.player(0).by_category[static_cast<int>(Category::City)] == 6 * 2 + 4 * 2);
}

// testwide: Twin Towers, one large city over 2,1 and 3,1 with 2 coats of arms for the whole
// city; the start square 2,2 lies below 2,1.
const char* kWide = "game 1\nplayers Red Blue\nmap testwide\norder free\nstart B-E 2,2 r0\n";

TEST_CASE("M25: a multi-square large city completed counts each square as a tile and its arms once per city") {
  // B-E at 2,2 and 3,2, city north: 2 printed squares + 2 tiles, 2 arms: 4 x 2 + 2 x 2 = 12.
  const Game g = load(std::string(kWide) + "Red B-E 3,2 r0 meeple N2\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::City)] == 4 * 2 + 2 * 2);
  CHECK(g.player(0).supply[0] == 9);  // the knight came home: the city is complete
}

TEST_CASE("M26: a multi-square large city left unfinished scores 1 per square and tile and 1 per arms, once") {
  const Game g = load(std::string(kWide) + "Red meeple 2,2 N2\nend\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::City)] == 3 + 2);  // 2 squares + 1 tile, 2 arms
}

TEST_CASE("M26: a field next to a completed large city pays for it at the end") {
  const Game g = load(std::string(kLand) + "Red B-K 3,2 r90\nBlue B-E 4,1 r180\nRed B-B 4,3 r0 meeple N2\nend\n");
  CHECK(g.player(0).by_category[static_cast<int>(Category::Field)] == 3);
}

TEST_CASE("M26: no figure stands on a large-city square, not even with 'order free'") {
  const std::string free = "game 1\nplayers Red Blue\nmap testland\ntilecount 72\norder free\nstart B-D 2,2 r0\nstart B-D 7,2 r180\n";
  CHECK(contains(rejection(free + "Red meeple 4,2 N2\n"), "4,2 is a large city: no figure stands on it (M26)"));
  CHECK(contains(rejection(free + "Red B-K 3,2 r90\nBlue meeple 4,2 W2\n"), "(M26)"));
  load(free + "Red B-K 3,2 r90\nBlue meeple 3,2 E2\n");  // the knight next to it claims the city
}

// Iberia: a road from Pamplona (10,2) to Menorca's harbour (14,3), which lies north of
// Barcelona's road gate (14,4 N); the sea is north and east of the harbour.
const std::string kFerry = "game 1\nplayers Red Blue\nmap iberia\norder free\noption ferry road\nstart B-U 10,2 r0\n"
                           "Red B-U 11,2 r0\nRed B-V 12,2 r0\nRed B-V 12,3 r180\nRed B-U 13,3 r0\n";

TEST_CASE("M20 (option ferry road): only a road running to the sea reaches the ferry, not one ending at a large city's gate") {
  // B-V r0: roads west and south, the south one ending at Barcelona's gate: Menorca stays closed.
  CHECK(contains(rejection(kFerry + "Red B-V 14,3 r0\nBlue B-C 17,5 r0\n"), "ferry has not reached yet (M20)"));
  // B-W r0 adds a road east, into the sea: Menorca's landing square opens.
  load(kFerry + "Red B-W 14,3 r0\nBlue B-C 17,5 r0\n");
  // Without the option any tile on the harbour connects the island.
  std::string any = kFerry;
  any.erase(any.find("option ferry road\n"), 18);
  load(any + "Red B-V 14,3 r0\nBlue B-C 17,5 r0\n");
}

TEST_CASE("M20 (option ferry road): the harbour tile's roads are read as it lies, turned, not as printed in the catalogue") {
  // B-J (city N, road E+S) turned r90: city E and field N toward the sea, its road W+S ends at
  // Barcelona's gate. Unturned its road would run east into the sea: it must not count.
  CHECK(contains(rejection(kFerry + "Red B-J 14,3 r90\nBlue B-C 17,5 r0\n"), "ferry has not reached yet (M20)"));
  // B-W turned r90: roads N (into the sea), W and S: Menorca opens.
  load(kFerry + "Red B-W 14,3 r90\nBlue B-C 17,5 r0\n");
  // The same B-J without the option connects the island (any tile on the harbour does).
  std::string any = kFerry;
  any.erase(any.find("option ferry road\n"), 18);
  load(any + "Red B-J 14,3 r90\nBlue B-C 17,5 r0\n");
}

TEST_CASE("M24 (option monastery-border open): only tiles count around a monastery, large-city squares not") {
  // The monastery at 4,3 touches Testburg (4,2) and the tile at 3,2.
  const std::string tiles = "start B-D 2,2 r0\nstart B-D 7,2 r180\nRed B-K 3,2 r90\nBlue B-B 4,3 r0 meeple M\nend\n";
  CHECK(load("game 1\nplayers Red Blue\nmap testland\ntilecount 72\n" + tiles).player(1).score == 1 + 1 + 1);
  CHECK(load("game 1\nplayers Red Blue\nmap testland\ntilecount 72\noption monastery-border open\n" + tiles).player(1).score == 1 + 1);
}

TEST_CASE("M8, M17: a restart whose seed draws a start tile that fits no rotation fails and leaves the game as it was") {
  // Both start squares print a city across their north edge: B-D always fits there (turned), the
  // second start tile only when it has a city side.
  MapDef map;
  REQUIRE(parse_map("map testnorth\nname Testnorth\nsize 3x1\ntiles 3\nstarts-used 2\nchips-on-islands yes\n"
                    "  1 |S.S|\nstart West 1,1\nstart East 3,1\nborder 1,1 N city\nborder 3,1 N city\n",
                    "testnorth.map", map));
  const Library library{test::catalogue(), {map}};
  Setup setup;
  setup.players = {"Red", "Blue"};
  setup.map = "testnorth";
  std::uint64_t good = 0, bad = 0;
  Game g;
  for (std::uint64_t seed = 1; seed <= 40 && (!good || !bad); ++seed) {
    setup.seed = seed;
    (Game::create(setup, library, g) ? good : bad) = seed;
  }
  REQUIRE(good > 0);
  REQUIRE(bad > 0);
  setup.seed = good;
  REQUIRE(Game::create(setup, library, g));
  std::vector<Move> moves;
  g.legal_moves(moves);
  REQUIRE(g.apply(moves.front()));  // a placement (or the discard): the game has a history
  const std::uint64_t before = fuzz::state_signature(g);
  const std::string record = write_record(g);
  const Status failed = g.restart(bad);
  REQUIRE_FALSE(failed);
  CHECK(contains(failed.error().what(), "fits no rotation"));
  CHECK(g.setup().seed == good);
  CHECK(write_record(g) == record);
  CHECK(fuzz::state_signature(g) == before);
  CHECK(test::validate(g).empty());
  REQUIRE(g.restart(good));  // and a seed that sets up still restarts it
  CHECK(g.history().empty());
}

TEST_CASE("M8, M17: a written start tile must fit its square as written; it is never turned") {
  // testtiny prints a road across the west edge of its start square 1,1.
  CHECK(contains(rejection("game 1\nplayers Red Blue\nmap testtiny\ntilecount 72\nstart B-D 1,1 r90\n"),
                 "start tile B-D 1,1 r90 does not fit the edges printed around it (M8, M17)"));
  const Game g = load("game 1\nplayers Red Blue\nmap testtiny\ntilecount 72\nstart B-D 1,1 r0\n");
  CHECK(g.placed()[g.first_start()].rot == 0);
  // A start tile drawn from the seed is turned until it fits (M8): every seed sets up.
  for (std::uint64_t seed = 1; seed <= 8; ++seed) load("game 1\nplayers Red Blue\nmap testtiny\nseed " + std::to_string(seed) + "\n");
}

TEST_CASE("M27: the game ends when the placeable squares run out, tiles left or not") {
  Game g = load("game 1\nplayers Red Blue\nmap testtiny\ntilecount 72\nstart B-D 1,1 r0\n");
  CHECK(g.tiles_left() == 71);
  std::string error;
  REQUIRE(test::play(g, "Red B-W 2,1 r0", nullptr) == "");
  CHECK(g.phase() == Phase::GameEnd);
  CHECK(g.tiles_left() == 70);
  CHECK_FALSE(play_line(g, "Blue B-U 3,1 r0", nullptr).ok());
  REQUIRE(play_line(g, "end", nullptr).ok());
  CHECK(g.phase() == Phase::Over);
}

TEST_CASE("M18, M22: towns take tiles like any square; a tile that fits nowhere on the map is discarded") {
  const Game town = load(std::string(kLand) + "Red B-B 2,3 r0\n");
  CHECK(town.board().tile_at(town.board().cell(Pos{2, 3})) >= 0);
  Game tiny = load("game 1\nplayers Red Blue\nmap testtiny\ntilecount 72\nstart B-D 1,1 r0\n");
  std::string error;
  CHECK_FALSE(play_line(tiny, "Red discard B-U", nullptr).ok());  // B-U fits 2,1
  REQUIRE(test::play(tiny, "Red discard B-C", nullptr) == "");
  CHECK(tiny.tiles_left() == 70);
  CHECK(tiny.current_player() == 0);
}

}  // namespace
}  // namespace carc
