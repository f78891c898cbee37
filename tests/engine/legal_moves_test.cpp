// Game::legal_moves against brute force: at every step of random games on every map, with chips
// on and off and every expansion rule, every syntactically possible move (every tile type in a
// placement) is tried through check() and the moves it accepts must be exactly the generator's,
// each distinct outcome listed once.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>

#include "brute_force.h"
#include "engine/record/selfplay.h"
#include "support.h"

namespace carc {
namespace {

using brute::BruteForce;
using brute::Key;
using brute::key_of;

#ifdef CARC_SANITIZED
constexpr int kScale = 10;  // the sanitizers are about 10-25x slower (brute force most of all)
#elif defined(__EMSCRIPTEN__)
constexpr int kScale = 6;  // Node runs the same code about 3-4x slower; the native run plays them all
#else
constexpr int kScale = 1;
#endif

struct Tally {
  long long steps = 0;
  std::array<long long, 16> by_phase{};
};

// Plays random games from `setup`, comparing the generator with brute force before every move.
// The player picks uniformly among the generator's moves (`end` only once no tile is left; with
// `order free` now and then a Stand). Every listed move must apply and keep validate() happy.
void compare_games(const Setup& setup, int games, std::uint64_t seed, Tally& tally) {
  Game g;
  std::string error;
  REQUIRE(Game::create(setup, test::library(), g));
  Rng rng(seed);
  std::vector<Move> moves, pool;
  for (int i = 0; i < games; ++i) {
    REQUIRE(g.restart(seed * 7919 + static_cast<std::uint64_t>(i)));
    while (g.phase() != Phase::Over) {
      g.legal_moves(moves);
      std::vector<Key> listed;
      for (const Move& m : moves) listed.push_back(key_of(g, m));
      std::sort(listed.begin(), listed.end());
      CAPTURE(i);
      CAPTURE(phase_name(g.phase()));
      CAPTURE(g.history().size());
      REQUIRE_MESSAGE(std::adjacent_find(listed.begin(), listed.end()) == listed.end(), "a move is listed twice");
      REQUIRE(listed == BruteForce(g).run());
      ++tally.steps;
      ++tally.by_phase[static_cast<int>(g.phase())];
      pool.clear();
      for (const Move& m : moves)
        if ((m.kind != MoveKind::End || g.phase() == Phase::GameEnd) && m.kind != MoveKind::Stand) pool.push_back(m);
      if (setup.free_order && rng.below(8) == 0) {
        std::vector<Move> stands;
        for (const Move& m : moves)
          if (m.kind == MoveKind::Stand) stands.push_back(m);
        if (!stands.empty()) pool = stands;
      }
      const Move m = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
      REQUIRE(g.apply(m, nullptr));
      REQUIRE(g.validate());
    }
  }
}

using test::players;

TEST_CASE("B3-B6, B18: the legal-move generator equals brute force on the classic table") {
  Tally t;
  compare_games(players(2), 60 / kScale, 1, t);
  Setup s = players(3);
  s.tiles = {"base", "ic", "tb"};
  s.rules = Rules{.ic = true, .tb = true};
  compare_games(s, 40 / kScale, 2, t);
  CHECK(t.by_phase[static_cast<int>(Phase::Deploy)] > 1000 / kScale);
}

TEST_CASE("G2, G4, P3-P8, P15: the generator equals brute force with every expansion rule and La Porxada switch") {
  Tally t;
  Setup s = players(3);
  s.tiles = {"winter", "ic", "tb", "gbm", "porxada"};
  s.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true};
  compare_games(s, 40 / kScale, 3, t);
  s.rules.porxada_house = true;
  compare_games(s, 40 / kScale, 4, t);
  s.rules.porxada_refusal_supply = true;
  s.rules.porxada_tie_completed = true;
  compare_games(s, 40 / kScale, 5, t);
  for (Phase p : {Phase::Gbm, Phase::Porxada, Phase::Swap, Phase::Refuse, Phase::Withdraw}) {
    CAPTURE(phase_name(p));
    CHECK((kScale > 1 || t.by_phase[static_cast<int>(p)] > 0));  // the sanitized run plays too few games
  }
}

TEST_CASE("M, C, TW, IB rules: the generator equals brute force on Taiwan and Iberia, chips on and off") {
  Tally t;
  for (const char* map : {"taiwan", "iberia"}) {
    Setup s = players(3);
    s.map = map;
    s.tiles = {"base", "ic", "tb", "gbm", "porxada"};
    s.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true, .porxada_house = true};
    s.chips = true;
    compare_games(s, 30 / kScale, 6, t);
    s.chips = false;
    s.rules = Rules{};
    compare_games(s, 15 / kScale, 7, t);
  }
  CHECK((kScale > 1 || t.by_phase[static_cast<int>(Phase::Cache)] > 0));
  CHECK((kScale > 1 || t.by_phase[static_cast<int>(Phase::Upgrade)] > 0));
}

TEST_CASE("B3, B5: with `order free` the generator lists every player's placements and stands, as brute force finds") {
  Tally t;
  Setup s = players(2);
  s.free_order = true;
  s.tile_count = 20;
  compare_games(s, 20 / kScale, 8, t);
  CHECK(t.steps > 20 / kScale * 20);
}

}  // namespace
}  // namespace carc
