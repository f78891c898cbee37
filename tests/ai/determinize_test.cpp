// Hidden information (C3, C4, B2): Game::determinize re-deals only what the deciding player
// cannot see, from a canonical order, so the AI's choice depends on the public state alone.
#include <doctest/doctest.h>

#include <algorithm>

#include "ai/agent.h"
#include "ai_support.h"
#include "engine/record/selfplay.h"

namespace carc {
namespace {

// The face-down chip squares and every public count that must not change.
struct Public {
  std::vector<int> face_down_cells;
  std::vector<int> remaining;
  int tiles_left = 0;
  int drawn = -1;
  bool operator==(const Public&) const = default;
};

Public public_state(const Game& g) {
  Public p;
  for (const ChipState& c : g.chips())
    if (c.place == ChipPlace::FaceDown) p.face_down_cells.push_back(c.cell);
  std::sort(p.face_down_cells.begin(), p.face_down_cells.end());
  for (int t = 0; t < g.catalogue().size(); ++t) p.remaining.push_back(g.remaining(TileType(t)));
  p.tiles_left = g.tiles_left();
  if (g.phase() == Phase::PlaceTile) p.drawn = to_int(g.drawn_tile());
  return p;
}

// A hash of the rest of the game played at random from `g` with `seed`: equal hashes mean the
// same hidden order (pile and chips decide the playout).
std::uint64_t future(Game g, std::uint64_t seed) {
  SelfplayScratch scratch;
  Rng rng(seed);
  return play_random_game(g, rng, scratch);
}

TEST_CASE("C3, B2: determinize keeps the public state and the invariants, and reshuffles the hidden order") {
  Game g = test::new_game(test::ai_setup(2, "taiwan", true), 5);
  Rng rng(3);
  test::advance(g, rng, 41);  // mid-game, in some step of a turn
  const Public before = public_state(g);
  Game a = g, b = g;
  Rng ra(1), rb(2);
  a.determinize(ra);
  b.determinize(rb);
  CHECK(public_state(a) == before);
  CHECK(public_state(b) == before);
  CHECK(test::validate(a).empty());
  CHECK(test::validate(b).empty());
  CHECK(future(a, 9) != future(b, 9));  // different deals: the hidden order did change
}

TEST_CASE("C3, B2: two games that differ only in hidden order determinize identically") {
  for (const char* map : {"classic", "iberia"}) {
    CAPTURE(map);
    Game g = test::new_game(test::ai_setup(3, map, std::string(map) != "classic"), 11);
    Rng rng(4);
    test::advance(g, rng, 30);
    Game other = g;
    Rng scramble(777);
    other.determinize(scramble);  // same public state, another pile order and chip deal
    REQUIRE(future(g, 9) != future(other, 9));
    Rng ra(42), rb(42);
    g.determinize(ra);
    other.determinize(rb);
    CHECK(future(g, 9) == future(other, 9));
  }
}

TEST_CASE("the AI never sees the pile order: same public state, different pile orders, same seed => same move") {
  for (const char* spec : {"mcts:60", "easy"}) {
    CAPTURE(spec);
    ai::Spec s;
    REQUIRE(ai::parse_spec(spec, s));
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      Game g = test::new_game(test::ai_setup(2, seed % 2 ? "taiwan" : "classic", seed % 2 == 1), seed);
      Rng rng(seed);
      test::advance(g, rng, 10 + 7 * static_cast<int>(seed));
      Game other = g;
      Rng scramble(seed * 31);
      other.determinize(scramble);
      ai::Agent a(s), b(s);
      CHECK(a.decide(g, 123) == b.decide(other, 123));
    }
  }
}

}  // namespace
}  // namespace carc
