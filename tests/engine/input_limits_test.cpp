// Untrusted input at its limits: the explicit size limits (engine/base/limits.h), line endings, bytes
// that are not text, and set-up errors blamed on their own header line. Each case here once
// crashed, overflowed, hung or gave a misleading message.
#include <doctest/doctest.h>

#include <string>

#include "engine/record/captions.h"
#include "engine/base/limits.h"
#include "engine/base/text.h"
#include "fuzz/fuzz_checks.h"
#include "support.h"

namespace carc {
namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::string kTwoPlayers = "game 1\nplayers Red Blue\n";

TEST_CASE("Game::create rejects a tile set named twice, so no path (CLI, page, record) doubles the pile") {
  Setup setup;
  setup.players = {"Red", "Blue"};
  setup.tiles = {"base", "ic", "base"};
  Game g;
  const Status created = Game::create(setup, test::library(), g);
  REQUIRE_FALSE(created);
  CHECK(created.error().what() == "tile set 'base' is named twice");
  CHECK(g.player_count() == 0);  // `out` is left as it was
  setup.tiles = {"base", "ic"};
  REQUIRE(Game::create(setup, test::library(), g));
  CHECK(g.tiles_left() == 71 + 18);
}

TEST_CASE("a tile set named twice in a record is rejected on its tiles line instead of doubling the pile") {
  CHECK(test::rejection(kTwoPlayers + "tiles base,base\n") == "line 3: tiles base,base: tile set 'base' is named twice");
  CHECK(test::rejection(kTwoPlayers + "tiles base,ic,base\nseed 4\nRed B-E 0,-1 r180\n") ==
        "line 3: tiles base,ic,base: tile set 'base' is named twice");
  // A few hundred repeats once overflowed the board-size arithmetic (46375 x 46375 squares).
  std::string sets = "base";
  for (int i = 0; i < 400; ++i) sets += ",base";
  CHECK(has(test::rejection(kTwoPlayers + "tiles " + sets + "\nRed B-E 0,-1 r180\n"), "line 3: "));
}

TEST_CASE("Game::create takes up to kMaxFollowers followers per player, the limit a record's followers line has") {
  Setup setup;
  setup.players = {"Red", "Blue"};
  setup.followers = kMaxFollowers;
  Game g;
  REQUIRE(Game::create(setup, test::library(), g));
  CHECK(g.player(1).supply[static_cast<int>(FigureKind::Meeple)] == kMaxFollowers);
  setup.followers = kMaxFollowers + 1;
  const Status created = Game::create(setup, test::library(), g);
  REQUIRE_FALSE(created);
  CHECK(created.error().what() == "followers per player must be 1 to " + std::to_string(kMaxFollowers));
  CHECK(test::rejection(kTwoPlayers + "followers " + std::to_string(kMaxFollowers + 1) + "\n") ==
        "line 3: followers " + std::to_string(kMaxFollowers + 1) + ": followers must be 1 to " + std::to_string(kMaxFollowers));
}

TEST_CASE("a tile line with more features than a tile may have is rejected, not shifted past 32 bits") {
  std::string line = "X-1 x1 CCCC | C1:N+E+S+W";
  for (int i = 1; i <= 32; ++i) line += " | F" + std::to_string(i) + ":N1 >C1";
  TileDef t;
  CHECK(parse_tile_line(line, t).message() == "more than 16 features");
  Catalogue c;
  CHECK(c.add("# one bad tile\n" + line + "\n", "base", "many.tn1").message() == "many.tn1:2: X-1: more than 16 features");
  CHECK(c.size() == 0);
}

TEST_CASE("order free takes at most kMaxStartTiles start lines, and the last of them is still in play") {
  std::string record = kTwoPlayers + "order free\n";
  for (int x = 0; x < kMaxStartTiles; ++x) record += "start B-B " + std::to_string(x) + ",0 r0\n";
  std::string error;
  Game g = test::record(record, &error);
  REQUIRE(error == "");
  // Beside the last start tile: once rejected as "touches no placed tile" (a 16-bit frontier index).
  std::vector<Placement> places;
  g.legal_placements(test::tile("B-B"), places);
  bool beside_last = false;
  for (const Placement& p : places) beside_last = beside_last || (p.pos.x == kMaxStartTiles && p.pos.y == 0);
  CHECK(beside_last);
  const int line = 4 + kMaxStartTiles;
  CHECK(test::rejection(record + "start B-B 0,5 r0\n") ==
        "line " + std::to_string(line) + ": start B-B 0,5 r0: more than " + std::to_string(kMaxStartTiles) + " start lines");
}

TEST_CASE("a set-up with more than kMaxTilesInPlay tiles on the open table is rejected before the board is sized") {
  Setup setup;
  setup.players = {"Red", "Blue"};
  setup.free_order = true;
  for (int x = 0; x <= kMaxTilesInPlay - 72; ++x) setup.starts.push_back(StartTile{"B-B", Pos{x, 0}, 0});
  Game g;
  const Status created = Game::create(setup, test::library(), g);
  REQUIRE_FALSE(created);
  CHECK(created.error().what() == std::to_string(kMaxTilesInPlay + 1) + " tiles in play (draw pile and start tiles); the limit is " +
                     std::to_string(kMaxTilesInPlay));
}

TEST_CASE("lines longer than kMaxLineLength are rejected in records, maps and catalogues") {
  const std::string long_name(kMaxLineLength, 'a');
  CHECK(test::rejection(kTwoPlayers + "players Red " + long_name + "\n") ==
        "line 3: the line is " + std::to_string(kMaxLineLength + 12) + " bytes long; the limit is " + std::to_string(kMaxLineLength));
  MapDef m;
  CHECK(has(parse_map("map x\nname " + long_name + "\n", "long.map", m).message(), "long.map:2: the line is"));
  Catalogue c;
  CHECK(has(c.add("B-X x1 FFFF | F1:N1,N2,N3,E1,E2,E3,S1,S2,S3,W1,W2,W3 | M ; ref=" + long_name + "\n", "base", "long.tn1").message(),
            "long.tn1:1: the line is"));
}

TEST_CASE("a map larger than kMaxMapSide or kMaxMapSquares is rejected at its size line") {
  MapDef m;
  CHECK(parse_map("map big\nname Big\nsize 251x1\n", "big.map", m).message() ==
        "big.map:3: size: a map has at most 250 columns and rows and 30000 squares");
  CHECK(has(parse_map("map big\nname Big\nsize 200x200\n", "big.map", m).message(), "big.map:3: size:"));
}

TEST_CASE("a big island and a big large city are checked square by square (M14, M20)") {
  // 400 squares in one island line (near the line-length limit), and a 4-square large city.
  std::string grid, island = "island Big";
  const int side = 20;
  for (int y = 1; y <= side + 3; ++y) {
    std::string row = std::to_string(y) + " |";
    for (int x = 1; x <= side + 2; ++x) {
      const bool on_island = y >= 2 && y <= side + 1 && x >= 2 && x <= side + 1;
      row += on_island ? 'i' : y == side + 3 ? (x == 1 ? 'f' : x == 2 ? 'S' : '.') : ' ';
      if (on_island) island += " " + std::to_string(x) + "," + std::to_string(y);
    }
    grid += row + "|\n";
  }
  const std::string text = "map big\nname Big\nsize " + std::to_string(side + 2) + "x" + std::to_string(side + 3) +
                           "\ntiles 10\nstarts-used 1\nchips-on-islands yes\n" + grid + "start Home 2," +
                           std::to_string(side + 3) + "\n" + island + "; harbour 1," + std::to_string(side + 3) +
                           "; landing 2," + std::to_string(side + 1) + "\n";
  MapDef m;
  REQUIRE(parse_map(text, "big.map", m).message() == "");
  CHECK(m.islands[0].squares.size() == static_cast<std::size_t>(side * side));
}

TEST_CASE("a NUL or other control byte in a line is shown escaped, and the message goes on after it") {
  const std::string nul("\0", 1);
  CHECK(test::rejection(kTwoPlayers + "Red B-E" + nul + "x 0,-1 r180\n") == "line 3: Red B-E\\0x 0,-1 r180: unknown tile 'B-E\\0x'");
  MapDef m;
  CHECK(parse_map("map mi" + nul + "ni\n", "nul.map", m).message() ==
        "nul.map:1: map: expected one id of lowercase letters, digits and '-'");
  CHECK(parse_map("map mini\nnames\x01 x\n", "ctl.map", m).message() == "ctl.map:2: names\\x01: unknown keyword (see assets/maps/README.md)");
  CHECK(escape_text("Šárka\ttab\x7F\xFF") == "Šárka\ttab\\x7F\\xFF");
}

TEST_CASE("a set-up error is blamed on its own header line, with or without move lines") {
  const std::string taiwan = kTwoPlayers + "map taiwan\nchips on\nchip orange 1 12,2\nseed 3\n";
  CHECK(test::rejection(taiwan) == "line 5: chip orange 1 12,2: no chip may lie on 12,2: it is a large-city square (C3 c)");
  CHECK(test::rejection(taiwan + "Red B-E 10,5 r0\n") == "line 5: chip orange 1 12,2: no chip may lie on 12,2: it is a large-city square (C3 c)");
  CHECK(test::rejection(kTwoPlayers + "start B-D 0,0 r0\nstart B-D 0,0 r0\n") == "line 4: start B-D 0,0 r0: start square 0,0 is not free");
  CHECK(test::rejection("game 1\nseed 2\n") == "line 1: game 1: a game needs 2 to 6 players, got 0");
  CHECK(test::rejection(kTwoPlayers + "chip orange 1 3,3\n") == "line 3: chip orange 1 3,3: chip lines need 'chips on'");
}

TEST_CASE("records, maps and catalogues with CRLF or CR-only line ends read like LF files") {
  const std::string lf = kTwoPlayers + "seed 5\nRed B-E 0,-1 r180 meeple N2\nBlue B-U -1,0 r0\n";
  const Game want = test::load(lf);
  for (const std::string& end : {std::string("\r\n"), std::string("\r")}) {
    std::string text;
    for (char c : lf) text += c == '\n' ? end : std::string(1, c);
    const Game got = test::load(text);
    CHECK(fuzz::state_signature(got) == fuzz::state_signature(want));
    std::string map_text, tiles_text;
    REQUIRE(data::read_file(std::string(CARC_SOURCE_DIR) + "/tests/maps/testtiny.map", map_text).ok());
    REQUIRE(data::read_file(std::string(CARC_SOURCE_DIR) + "/assets/tiles/gbm.tn1", tiles_text).ok());
    for (std::string* s : {&map_text, &tiles_text}) {
      std::string converted;
      for (char c : *s) converted += c == '\n' ? end : std::string(1, c);
      *s = converted;
    }
    MapDef m;
    CHECK(parse_map(map_text, "tiny.map", m).message() == "");
    Catalogue c;
    CHECK(c.add(tiles_text, "gbm", "gbm.tn1").message() == "");
    CHECK(c.size() > 0);
  }
}

TEST_CASE("player names must be UTF-8; Czech names are fine") {
  CHECK(test::rejection("game 1\nplayers Red Bl\xFFue\n") == "line 2: players Red Bl\\xFFue: player name 'Bl\\xFFue' is not valid UTF-8");
  CHECK(test::rejection("game 1\nplayers Red \xC3\n") == "line 2: players Red \\xC3: player name '\\xC3' is not valid UTF-8");
  CHECK(test::rejection("game 1\nplayers Šárka Jiří\n") == "");
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// A page's heaviest link once carried a record of 100k comment lines (a 4 KB `z=`); the page refuses
// texts over 256 KB before the engine (web/loader.js), but the engine reads any size in one pass:
// this completes at once natively (README "Keeping, sharing and replaying games" has the figures).
std::string commented_record(int comments, std::string_view comment) {
  std::string text = "game 1\nplayers Red Blue\nseed 11\nstart B-D 0,0 r0\nRed B-N 0,-1 r180\n";
  text.reserve(text.size() + static_cast<std::size_t>(comments) * (comment.size() + 1) + 40);
  for (int i = 0; i < comments; ++i) text.append(comment).push_back('\n');
  return text + "Blue B-J 1,-1 r270\n";
}

TEST_CASE("100k comment lines between two moves are read in one pass, as records, captions and marks") {
  for (const std::string_view comment : {std::string_view("#"), std::string_view("# a comment of forty characters ......"),
                                         std::string_view("#> Red has 0 points"), std::string_view("# mark 0,0")}) {
    const std::string text = commented_record(100000, comment);
    Game g;
    REQUIRE(load_record(text, test::library(), g));
    CHECK(g.history().size() >= 2);
    CHECK(split_lines(text).size() == 100006);
    const std::vector<Caption> captions = record_captions(text);
    CHECK(captions.size() == (comment.substr(0, 2) == "#>" ? 100000u : 0u));
    std::vector<Mark> marks;
    REQUIRE(record_marks(text, marks));
    CHECK(marks.size() == (comment == "# mark 0,0" ? 100000u : 0u));
    if (!marks.empty()) CHECK(marks.back().move == 1);
  }
}

}  // namespace
}  // namespace carc
