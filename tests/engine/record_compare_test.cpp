// Records compared move by move (engine/record/record_compare.h): a link to a game kept on the
// page may only go on from it; the first move it changes is named with its line and both moves.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/base/text.h"
#include "engine/record/record_compare.h"
#include "engine/record/record_text.h"
#include "engine/record/selfplay.h"
#include "support.h"

namespace carc {
namespace {

// A whole random game of two players on the base set with the draw of `seed`, its moves chosen
// by a generator seeded with `moves_seed`.
Game random_game(std::uint64_t seed, std::uint64_t moves_seed) {
  Setup s;
  s.players = {"Ana", "Petr"};
  s.tiles = {"base"};
  Game g;
  REQUIRE(Game::create(s, test::library(), g));
  REQUIRE(g.restart(seed));
  SelfplayScratch scratch;
  Rng rng(moves_seed);
  REQUIRE(play_random_game(g, rng, scratch) != 0);
  return g;
}

// The header of `g`'s record and its first `moves` move lines.
std::string first_moves(const Game& g, std::size_t moves) {
  std::string text = record::write_header(g);
  const std::vector<std::string> lines = record_lines(g);
  for (std::size_t i = 0; i < moves && i < lines.size(); ++i) text += lines[i] + "\n";
  return text;
}

RecordComparison compare(const std::string& kept, const std::string& other) {
  RecordComparison c;
  const Status s = compare_records(kept, other, test::library(), c);
  REQUIRE_MESSAGE(s, s.message());
  return c;
}

int header_lines(const Game& g) { return static_cast<int>(split_lines(record::write_header(g)).size()); }

TEST_CASE("a record that goes on from the kept one, or an earlier point of it, changes no move") {
  const Game g = random_game(41, 7);
  const RecordComparison longer = compare(first_moves(g, 6), first_moves(g, 10));
  CHECK(longer.same_game);
  CHECK(longer.move == 0);
  CHECK(longer.kept_moves == 6);
  CHECK(longer.other_moves == 10);
  const RecordComparison shorter = compare(first_moves(g, 10), first_moves(g, 6));
  CHECK(shorter.same_game);
  CHECK(shorter.move == 0);
  CHECK(shorter.other_moves == 6);
}

TEST_CASE("spacing, comments and line ends are no change of a move") {
  const Game g = random_game(41, 7);
  const std::string kept = first_moves(g, 8);
  std::string written;
  for (std::string_view line : split_lines(kept)) written += "  " + std::string(line) + "   # said\r\n";
  const RecordComparison c = compare(kept, written);
  CHECK(c.same_game);
  CHECK(c.move == 0);
  CHECK(c.other_moves == 8);
}

TEST_CASE("the first move that differs is named with its line and both moves in record words") {
  // The same draw, other moves: the games part at the first move the generators chose apart.
  const Game a = random_game(41, 7);
  const Game b = random_game(41, 8);
  const std::vector<std::string> la = record_lines(a);
  const std::vector<std::string> lb = record_lines(b);
  std::size_t apart = 0;
  while (la[apart] == lb[apart]) ++apart;
  REQUIRE(apart + 3 < la.size());
  const RecordComparison c = compare(first_moves(a, apart + 3), first_moves(b, apart + 5));
  CHECK(c.same_game);
  CHECK(c.move == static_cast<int>(apart) + 1);
  CHECK(c.line == header_lines(a) + static_cast<int>(apart) + 1);
  CHECK(c.kept == la[apart]);
  CHECK(c.other == lb[apart]);
}

TEST_CASE("a move line that does not play where the kept game has a move is where the records differ") {
  const Game g = random_game(41, 7);
  const std::vector<std::string> lines = record_lines(g);
  // The third move put on a square far from every tile: the engine refuses it there.
  std::string altered = record::write_header(g) + lines[0] + "\n" + lines[1] + "\n";
  const std::vector<std::string_view> words = split_words(lines[2]);
  REQUIRE(words.size() >= 4);
  const std::string bad = std::string(words[0]) + " " + std::string(words[1]) + " 40,40 " + std::string(words[3]);
  altered += bad + "   # edited\n" + lines[3] + "\n";
  const RecordComparison c = compare(first_moves(g, 6), altered);
  CHECK(c.same_game);
  CHECK(c.move == 3);
  CHECK(c.line == header_lines(g) + 3);
  CHECK(c.kept == lines[2]);
  CHECK(c.other == bad);
  CHECK(c.other_moves == 2);
  // Beyond the kept moves, a line that does not play changes none of them (the engine rejects the
  // link itself when it is opened).
  CHECK(compare(first_moves(g, 2), altered).move == 0);
}

TEST_CASE("records of another draw or another header are another game, never compared move by move") {
  const Game g = random_game(41, 7);
  const Game other = random_game(42, 7);
  CHECK_FALSE(compare(first_moves(g, 6), first_moves(other, 6)).same_game);
  CHECK_FALSE(compare(first_moves(g, 6), "not a record\n").same_game);
  RecordComparison c;
  CHECK_FALSE(compare_records("game 1\nplayers Ana\nnonsense here\n", first_moves(g, 2), test::library(), c));
}

}  // namespace
}  // namespace carc
