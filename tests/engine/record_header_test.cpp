// Record header lines (src/engine/record/record_header.cpp): a set-up that Game::create rejects is
// blamed on the header line that asked for it, found by the error's key and its arguments (the
// square {at}, the tile {tile}), never by searching the words of its English text.
#include <doctest/doctest.h>

#include "engine/record/record_text.h"
#include "engine/base/text.h"
#include "support.h"

namespace carc {
namespace {

// The header of `text`, read line by line as load_record reads it.
record::Header header_of(std::string_view text) {
  record::Header h;
  int number = 0;
  for (std::string_view line : split(text, '\n')) {
    ++number;
    const auto words = split_words(line);
    if (!words.empty()) REQUIRE(h.read(number, words));
  }
  return h;
}

TEST_CASE("a set-up error is blamed by its key, whatever its words say: a player named like a square, a tile set named like a chip") {
  const std::pair<const char*, const char*> cases[] = {
      // "player name '3,4' is used twice" names square 3,4, where a start tile lies: still the players line.
      {"game 1\nstart B-D 3,4 r0\nplayers 3,4 3,4\nseed 2\n", "line 3: players 3,4 3,4: player name '3,4' is used twice"},
      // "unknown tile set 'chipset'" speaks of a chip: the tiles line, not the chips line.
      {"game 1\nplayers Red Blue\ntiles chipset\nchips off\n", "line 3: tiles chipset: unknown tile set 'chipset'"},
      // "tile set 'start' …": the tiles line, not the start line.
      {"game 1\nplayers Red Blue\nstart B-D 0,0 r0\ntiles base,start\n", "line 4: tiles base,start: unknown tile set 'start'"},
      // A player called `map` on a map that is not loaded: the map line.
      {"game 1\nmap mars\nplayers map Ben\n", "line 2: map mars: map 'mars' is not loaded"},
  };
  test::check_record_errors(cases);
}

TEST_CASE("B1, M8, C3: a start or chip error is blamed on the line of its square or tile; set-up errors on their header word") {
  const record::Header h = header_of(
      "game 1\nplayers Red Blue\nmap taiwan\nchips on\ntiles base,ic\nfollowers 5\ntilecount 40\n"
      "start B-D 3,4 r0\nstart B-E 5,6 r90\nchip orange 1 7,8\nchip blue 2 3,4\n");
  CHECK(h.blame(error_of(err::start_twice, {"at", "5,6"})) == 9);
  CHECK(h.blame(error_of(err::start_edges, {"tile", "B-D"}, {"at", "5,6"}, {"degrees", 90})) == 9);  // the square decides
  CHECK(h.blame(error_of(err::start_tile_unknown, {"tile", "B-D"})) == 8);
  CHECK(h.blame(error_of(err::start_count_chips, {"map", "taiwan"}, {"n", 2}, {"total", 2}, {"count", 3})) == 9);
  // A chip on a start tile's square is the chip line's fault.
  CHECK(h.blame(error_of(err::chip_square, {"at", "3,4"}, {"why", error_of(err::empty_move)})) == 11);
  CHECK(h.blame(error_of(err::chip_left, {"why_colour", error_of(err::colour_orange)}, {"value", 1}, {"at", "7,8"})) == 10);
  CHECK(h.blame(error_of(err::player_twice, {"name", "7,8"})) == 2);
  CHECK(h.blame(error_of(err::map_not_loaded, {"map", "start"})) == 3);
  CHECK(h.blame(error_of(err::no_chip_deal)) == 4);
  CHECK(h.blame(error_of(err::tile_set_twice, {"set", "chip"})) == 5);
  CHECK(h.blame(error_of(err::followers_range)) == 6);
  CHECK(h.blame(error_of(err::tile_count_too_big, {"n", 400}, {"total", 90})) == 7);
  CHECK(h.blame(error_of(err::tiles_in_play, {"n", 251}, {"limit", 250})) == 5);
  // A key of no header word, and a header word the record does not have: `game 1`.
  CHECK(h.blame(error_of(err::empty_move)) == 1);
  CHECK(header_of("game 1\nplayers Red Blue\n").blame(error_of(err::tile_set_twice, {"set", "base"})) == 1);
  // Without a `chips` line, chip lines without chips are the chip line's fault.
  CHECK(header_of("game 1\nplayers Red Blue\nchip orange 1 3,3\n").blame(error_of(err::chip_lines_need_chips)) == 3);
}

}  // namespace
}  // namespace carc
