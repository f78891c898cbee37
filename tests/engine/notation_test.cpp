// Game records (docs/records.md): replay(write(game)) is the same game; bad lines are rejected
// with their line number and change nothing.
#include <doctest/doctest.h>

#include "engine/record/selfplay.h"
#include "engine/expansions/expansions.h"
#include "support.h"

namespace carc {
namespace {

Setup two_players() {
  Setup s;
  s.players = {"Red", "Blue"};
  return s;
}

TEST_CASE("a written record replays to the same game, move for move") {
  Game g;
  std::string error;
  Setup s = two_players();
  s.tiles = {"base", "ic", "tb"};
  REQUIRE(Game::create(s, test::library(), g));
  SelfplayScratch scratch;
  Rng rng(11);
  for (int i = 0; i < 40; ++i) {
    REQUIRE(g.restart(500 + i));
    REQUIRE(play_random_game(g, rng, scratch) != 0);
    const std::string text = write_record(g);
    Game again = test::record(text, &error);
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(write_record(again) == text);
    CHECK(again.phase() == Phase::Over);
    for (int p = 0; p < 2; ++p) {
      CHECK(again.player(p).score == g.player(p).score);
      CHECK(again.player(p).by_category == g.player(p).by_category);
    }
  }
}

TEST_CASE("a record cut mid-game continues with the same draw order") {
  Game g;
  std::string error;
  REQUIRE(Game::create(two_players(), test::library(), g));
  std::vector<Placement> placements;
  for (int turn = 0; turn < 12; ++turn) {
    g.legal_placements(g.drawn_tile(), placements);
    if (placements.empty()) {
      REQUIRE(g.apply(Move{.kind = MoveKind::Discard, .player = g.current_player(), .tile = g.drawn_tile()}, nullptr));
      continue;
    }
    REQUIRE(g.apply(Move{.kind = MoveKind::Place, .player = g.current_player(), .tile = g.drawn_tile(),
                         .pos = placements.back().pos, .rot = placements.back().rot}, nullptr));
    REQUIRE(g.apply(Move{.kind = MoveKind::NoFigure, .player = g.current_player()}, nullptr));
  }
  const Game again = test::record(write_record(g), &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(again.drawn_tile() == g.drawn_tile());
  CHECK(again.tiles_left() == g.tiles_left());
  CHECK(again.current_player() == g.current_player());
}

TEST_CASE("malformed and illegal lines are rejected with the line number and the reason") {
  const std::pair<const char*, const char*> cases[] = {
      {"players Red Blue\n", "line 1: players Red Blue: a record starts with 'game 1'"},
      {"game 2\n", "line 1: game 2: only record format version 1 is known"},
      // A set-up the engine rejects is blamed on the header line that asked for it.
      {"game 1\nplayers Red\nRed B-E 0,-1 r180\n", "line 2: players Red: a game needs 2 to 6 players"},
      {"game 1\nplayers Red Blue\nmap mars\nRed B-E 0,-1 r180\n", "line 3: map mars: map 'mars' is not loaded"},
      {"game 1\nplayers Red Blue\nGreen B-E 0,-1 r180\n", "line 3: Green B-E 0,-1 r180: unknown player 'Green'"},
      {"game 1\nplayers Red Blue\n\n# note\nRed B-Z 0,-1 r180\n", "line 5: Red B-Z 0,-1 r180: unknown tile 'B-Z'"},
      {"game 1\nplayers Red Blue\nRed B-E 0;-1 r180\n", "line 3: Red B-E 0;-1 r180: '0;-1' is not a square X,Y"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r45\n", "line 3: Red B-E 0,-1 r45: 'r45' is not a rotation"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180 meeple Q9\n", "line 3: Red B-E 0,-1 r180 meeple Q9: 'Q9' is not a slot"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180 dragon N2\n", "'dragon' is not a figure"},
      {"game 1\nplayers Red Blue\nBlue B-E 0,-1 r180\n", "line 3: Blue B-E 0,-1 r180: it is Red's turn"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180\nseed 4\n", "line 4: seed 4: header lines come before the first move"},
      {"game 1\nplayers Red Blue\nRed B-C 0,-1 r0\nBlue B-C 0,-2 r0\n", "line 4: Blue B-C 0,-2 r0: no B-C left in the draw pile"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180 big S2\n", "the big is not in this game's rules"},
      {"game 1\nplayers Red Blue\nRed meeple 0,0 N2\n", "standing a figure on any tile needs 'order free'"},
      {"game 1\nplayers Red Blue\nRed B-E 0,-1 r180 meeple M\n", "line 3: Red B-E 0,-1 r180 meeple M: the tile has no feature at M"},
      {"game 1\nplayers Red Red\n", "line 2: players Red Red: player name 'Red' is used twice"},
      {"game 1\nplayers Red Blue\ntiles base,moon\n", "unknown tile set 'moon'"},
  };
  test::check_record_errors(cases);
}

TEST_CASE("a rejected line leaves the game exactly as it was") {
  std::string error;
  Game g = test::record("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple E2\n", &error);
  REQUIRE(error.empty());
  const std::string before = write_record(g);
  const int tiles = g.tiles_left();
  // The tile fits, but the figure breaks B6: the placement must be undone too.
  CHECK(test::play(g, "Blue B-U -1,0 r0 meeple E2") == "the road is already occupied (B6)");
  CHECK(write_record(g) == before);
  CHECK(g.tiles_left() == tiles);
  CHECK(g.placed().size() == 2);
  CHECK(g.phase() == Phase::PlaceTile);
  CHECK(test::validate(g).empty());
  CHECK_FALSE(play_line(g, "seed 3", nullptr).ok());
  CHECK_FALSE(play_line(g, "Blue B-U", nullptr).ok());
  CHECK(write_record(g) == before);
  // And the same line without the figure is fine.
  CHECK(play_line(g, "Blue B-U -1,0 r0", nullptr).ok());
}

TEST_CASE("play_line reports what happened") {
  std::string error;
  Game g = test::record("game 1\nplayers Red Blue\n", &error);
  std::vector<Event> events;
  REQUIRE(play_line(g, "Red B-E 0,-1 r180 meeple S2", &events).ok());
  REQUIRE(events.size() == 4);
  CHECK(events[0].kind == EventKind::TilePlaced);
  CHECK(events[1].kind == EventKind::FigureDeployed);
  CHECK(events[2].kind == EventKind::FeatureScored);
  CHECK(events[2].points == 4);
  CHECK(events[2].winners == 1);
  CHECK(events[2].tiles == 2);
  CHECK(events[3].kind == EventKind::FigureReturned);
}

TEST_CASE("the header is written back with every setting") {
  std::string error;
  const char* text =
      "game 1\nplayers Ann Bob Cid\ntiles base,ic\nrules ic\nseed 42\norder free\nfollowers 5\nstart B-D 0,0 r0\n"
      "Ann B-E 0,-1 r180\nBob big 0,0 E2\nend\n";
  const Game g = test::record(text, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(write_record(g) == text);
  CHECK(g.player(1).supply[0] == 5);
}

TEST_CASE("every rule switch reads both its values and is written back only when not the default") {
  const Setup defaults;
  for (const RuleSwitch& rule : rule_switches()) {
    for (const bool on : {true, false}) {
      const std::string line = "option " + std::string(rule.name) + " " + std::string(on ? rule.on : rule.off);
      CAPTURE(line);
      const std::string header = "game 1\nplayers Ann Bob\nmap taiwan\nrules porxada\n" + line + "\n";
      const Game g = test::load(header);
      CHECK(rule.get(g.setup()) == (on ? 1 : 0));
      const std::string written = write_record(g);
      CHECK((written.find(line + "\n") != std::string::npos) == (rule.get(defaults) != (on ? 1 : 0)));
      CHECK(rule.get(test::load(written).setup()) == (on ? 1 : 0));  // and it replays the same
    }
  }
  CHECK(find_rule_switch("arms")->get(defaults) == -1);  // C5: with the chips unless chosen
  CHECK(test::rejection("game 1\nplayers A B\noption cache x4\n").find("option cache is x3 or x2") != std::string::npos);
  CHECK(test::rejection("game 1\nplayers A B\noption fery road\n").find("unknown option 'fery' (ferry, monastery-border") !=
        std::string::npos);
}

TEST_CASE("the rules line switches on exactly the named expansions, in any order with the options") {
  const Game g = test::load("game 1\nplayers A B\noption porxada-house on\nrules porxada,ic\n");
  for (const RuleSetInfo& r : rule_sets()) CHECK(g.setup().rules.*r.flag == (r.id == "ic" || r.id == "porxada"));
  CHECK(g.setup().rules.porxada_house);  // the rules line does not reset the switches
  CHECK(test::rejection("game 1\nplayers A B\nrules ic,pig\n").find("unknown rules 'pig' (known: ic, tb, gbm, porxada)") !=
        std::string::npos);
}

TEST_CASE("every tile set the engine knows has a player name, in the catalogue's order") {
  REQUIRE(tile_sets().size() == std::size(kTileSets));
  for (std::size_t i = 0; i < tile_sets().size(); ++i) {
    CHECK(tile_sets()[i].id == kTileSets[i]);
    CHECK(!tile_sets()[i].name.empty());
    CHECK(test::catalogue().has_set(kTileSets[i]));
  }
}

}  // namespace
}  // namespace carc

namespace carc {

TEST_CASE("numbers with trailing junk are rejected, naming the line and the word") {
  // Squares, rotations, slots, counts, seeds and payments: each must be the whole word.
  const std::pair<const char*, const char*> cases[] = {
      {"game 1\nplayers Red Blue\norder free\nRed B-E 0,-1x r180\n", "line 4: Red B-E 0,-1x r180: '0,-1x' is not a square X,Y"},
      {"game 1\nplayers Red Blue\norder free\nRed B-E 0x,-1 r180\n", "line 4: Red B-E 0x,-1 r180: '0x,-1' is not a square X,Y"},
      {"game 1\nplayers Red Blue\norder free\nRed B-E 0,-1 r180x\n", "line 4: Red B-E 0,-1 r180x: 'r180x' is not a rotation"},
      {"game 1\nplayers Red Blue\norder free\nRed B-E 0,-1 r180 meeple S2x\n", "line 4: Red B-E 0,-1 r180 meeple S2x: 'S2x' is not a slot"},
      {"game 1\nplayers Red Blue\norder free\nRed meeple 0,0x N2\n", "line 4: Red meeple 0,0x N2: '0,0x' is not a square X,Y"},
      {"game 1\nplayers Red Blue\nseed 12abc\n", "line 3: seed 12abc: seed must be a whole number >= 0"},
      {"game 1\nplayers Red Blue\nseed 0x10\n", "line 3: seed 0x10: seed must be a whole number >= 0"},
      {"game 1\nplayers Red Blue\nseed 1e3\n", "line 3: seed 1e3: seed must be a whole number >= 0"},
      {"game 1\nplayers Red Blue\nseed +5\n", "line 3: seed +5: seed must be a whole number >= 0"},
      {"game 1\nplayers Red Blue\nfollowers 3x\n", "line 3: followers 3x: followers must be 1 to 30"},
      {"game 1\nplayers Red Blue\ntilecount 20x\n", "line 3: tilecount 20x: tilecount must be 1 to"},
      {"game 1\nplayers Red Blue\nstart B-D 0,0x r0\n", "line 3: start B-D 0,0x r0: '0,0x' is not a square X,Y"},
      {"game 1\nplayers Red Blue\nmap taiwan\nchips on\nchip orange 1 3,4x\n", "line 5: chip orange 1 3,4x: '3,4x' is not a square X,Y"},
      {"game 1\nplayers Red Blue\nmap taiwan\nchips on\nchip orange 1x 3,4\n", "line 5: chip orange 1x 3,4: a chip is worth 1 or 2"},
      {"game 1\nplayers Red Blue\norder free\nRed B-E 0,-1 r180 upgrade 2+2x 0,0 N2\n", "line 4: Red B-E 0,-1 r180 upgrade 2+2x 0,0 N2: '2+2x' is not a chip payment"},
      {"game 1\nplayers Red Blue\norder free\nRed B-E 0,-1 r180 cache 3,4x\n", "line 4: Red B-E 0,-1 r180 cache 3,4x: write 'cache X,Y' once"},
      {"game 1x\nplayers Red Blue\n", "line 1: game 1x: only record format version 1 is known"},
  };
  test::check_record_errors(cases);
  // The same words without the junk load.
  CHECK(test::load("game 1\nplayers Red Blue\nseed 12\nfollowers 3\ntilecount 20\norder free\nRed B-E 0,-1 r180 meeple S2\n").player(0).score == 4);
}

}  // namespace carc
