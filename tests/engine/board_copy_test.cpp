// Copying a board (Board::operator=): a board assigned again from the board it was copied from
// copies only the squares touched in between, and must be the same board as a full copy, on the
// open table and on the maps, round after round (the search re-copies its root every iteration).
#include <doctest/doctest.h>

#include "../ai/ai_support.h"

namespace carc {
namespace {

// Every square and the frontier in its order (which the move lists follow) must be equal.
void check_same_board(const Board& a, const Board& b) {
  REQUIRE(a.cells() == b.cells());
  CHECK(a.is_map() == b.is_map());
  CHECK(a.placeable_empty() == b.placeable_empty());
  int differing = 0;
  for (int c = 0; c < a.cells(); ++c)
    if (a.tile_at(c) != b.tile_at(c) || a.is_placeable(c) != b.is_placeable(c) || a.is_frontier(c) != b.is_frontier(c) ||
        a.required_mask(c) != b.required_mask(c) || a.required_value(c) != b.required_value(c))
      ++differing;
  CHECK(differing == 0);
  CHECK(a.frontier() == b.frontier());
  REQUIRE(a.open_squares().size() == b.open_squares().size());
  for (std::size_t i = 0; i < a.open_squares().size(); ++i) {
    const OpenSquare& x = a.open_squares()[i];
    const OpenSquare& y = b.open_squares()[i];
    CHECK((x.pos == y.pos && x.mask == y.mask && x.value == y.value));
  }
}

TEST_CASE("B3: a board re-copied from its unchanged source equals a full copy, round after round") {
  for (const char* map : {"classic", "taiwan", "iberia"}) {
    CAPTURE(map);
    Game root = test::new_game(test::ai_setup(3, map, std::string(map) != "classic"), 21);
    Rng rng(8);
    test::advance(root, rng, 25);
    Game scratch = root;
    for (int round = 0; round < 12 && root.phase() != Phase::Over; ++round) {
      CAPTURE(round);
      Game played = scratch;  // what the scratch game holds before it is re-copied
      test::advance(scratch, rng, 6 + round);
      REQUIRE(!(played.board().frontier() == scratch.board().frontier() &&
                played.board().tile_at(played.board().cell(Pos{0, 0})) == scratch.board().tile_at(scratch.board().cell(Pos{0, 0})) &&
                played.placed().size() == scratch.placed().size()));  // the scratch board did change
      scratch = root;  // the fast path: only the squares touched since
      const Game full = root;
      check_same_board(scratch.board(), full.board());
      // Every fourth round the source changes too: the next copy is a full one again.
      if (round % 4 == 3) test::advance(root, rng, 2);
    }
  }
}

TEST_CASE("B3: a board copied from another board than its source, or after its source changed, is that board") {
  Game a = test::new_game(test::ai_setup(2, "classic", false), 4);
  Game b = test::new_game(test::ai_setup(2, "classic", false), 5);
  Rng rng(6);
  test::advance(a, rng, 30);
  test::advance(b, rng, 50);
  Game copy = a;
  test::advance(copy, rng, 10);
  copy = b;  // another source of the same size
  check_same_board(copy.board(), b.board());
  test::advance(b, rng, 10);  // the source changes after the copy
  copy = b;
  check_same_board(copy.board(), b.board());
  test::advance(copy, rng, 10);
  copy = b;
  check_same_board(copy.board(), b.board());
  Game moved = std::move(copy);  // a moved board keeps its squares
  check_same_board(moved.board(), b.board());
}

}  // namespace
}  // namespace carc
