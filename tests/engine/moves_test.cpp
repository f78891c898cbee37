// A move's one identity and one hash (src/engine/moves.*): equal moves hash equal; moves that
// differ in any field their kind carries hash apart, so the AI's node table (keyed by move_hash)
// never merges two choices. The trap is La Porxada's swap (P5), whose second follower is the only
// move field besides the payment that sits outside the first word of the hash.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "support.h"

namespace carc {
namespace {

// Every legal move of `g` has its own hash.
void check_hashes_apart(const Game& g) {
  std::vector<Move> moves;
  g.legal_moves(moves);
  std::set<std::uint64_t> hashes;
  for (const Move& m : moves) hashes.insert(move_hash(m));
  CHECK(hashes.size() == moves.size());
}

TEST_CASE("P5: swaps that differ only in the second follower's slot have different move_hash values") {
  // Blue has two followers on the tile at 0,1: a thief on its road (E2) and a farmer (S2).
  // Red's La Porxada then offers a swap with either: same squares, same first slot.
  Game g = test::load("game 1\nplayers Red Blue\norder free\ntiles base,porxada\nrules porxada\n"
                      "Red B-U 1,0 r0 meeple E2\nBlue B-U 0,1 r0 meeple E2\nBlue meeple 0,1 S2\n");
  REQUIRE(g.apply(Move{.kind = MoveKind::Place, .player = 0, .tile = test::tile("LP-1"), .pos = Pos{0, -1}}, nullptr));
  REQUIRE(g.phase() == Phase::Porxada);
  REQUIRE(g.apply(Move{.kind = MoveKind::PorxadaSwap, .player = 0}, nullptr));
  REQUIRE(g.phase() == Phase::Swap);
  std::vector<Move> moves;
  g.legal_moves(moves);
  const Move thief{.kind = MoveKind::Swap, .player = 0, .pos = Pos{1, 0}, .slot = 4, .pos2 = Pos{0, 1}, .slot2 = 4};
  Move farmer = thief;
  farmer.slot2 = 7;  // S2
  REQUIRE(std::count(moves.begin(), moves.end(), thief) == 1);
  REQUIRE(std::count(moves.begin(), moves.end(), farmer) == 1);
  CHECK(move_hash(thief) != move_hash(farmer));
  check_hashes_apart(g);
  // The same for the second follower's square, and for an upgrade's payment (TW4).
  Move elsewhere = thief;
  elsewhere.pos2 = Pos{0, 2};
  CHECK(move_hash(thief) != move_hash(elsewhere));
  const Move up{.kind = MoveKind::Upgrade, .pos = Pos{3, 4}, .slot = 1, .pay = Payment{.chips = {2, 1, 1}, .count = 3}};
  Move other_pay = up;
  other_pay.pay = Payment{.chips = {1, 1, 2}, .count = 3};
  CHECK(move_hash(up) != move_hash(other_pay));
}

TEST_CASE("equal moves hash equal; every legal move of a position hashes apart (placements, figures)") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 4\n");
  check_hashes_apart(g);
  std::vector<Move> moves;
  g.legal_moves(moves);
  REQUIRE_FALSE(moves.empty());
  const Move copy = moves.front();
  CHECK(move_hash(copy) == move_hash(moves.front()));
  REQUIRE(g.apply(moves.front(), nullptr));
  check_hashes_apart(g);  // the figure step: a slot each
}

}  // namespace
}  // namespace carc
