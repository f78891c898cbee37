// Seeded random games with the self-check after every move, and the placement listing compared
// with a brute-force search of the whole board.
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/base/hash.h"
#include "engine/record/selfplay.h"
#include "support.h"

namespace carc {
namespace {

// Every (square, distinct rotation) found by trying every empty square: next to a placed tile,
// next to a large city that a tile touches (M13), or an island's landing square whose harbour
// holds a tile (M20). A printed coast edge constrains nothing.
std::vector<std::pair<int, int>> brute_force_placements(const Game& g, TileType t) {
  const Board& b = g.board();
  const TileDef& d = g.def(t);
  const auto is_printed = [&](int cell) { return b.tile_at(cell) >= 0 && g.placed()[b.tile_at(cell)].printed; };
  const auto city_touched = [&](int cell) {  // a large-city square with a real tile beside it
    for (int side = 0; side < 4; ++side) {
      const int n = b.neighbour(cell, side);
      if (b.tile_at(n) >= 0 && !is_printed(n)) return true;
    }
    return false;
  };
  std::vector<std::pair<int, int>> out;
  for (int cell = 0; cell < b.cells(); ++cell) {
    if (!b.is_placeable(cell) || b.tile_at(cell) >= 0) continue;
    bool reachable = false;
    for (int side = 0; side < 4; ++side) {
      const int n = b.neighbour(cell, side);
      if (b.tile_at(n) >= 0) reachable = reachable || !is_printed(n) || city_touched(n);
    }
    if (g.map())
      for (const Island& island : g.map()->islands)
        reachable = reachable || (b.cell(island.landing) == cell && b.tile_at(b.cell(island.harbour)) >= 0);
    if (!reachable) continue;
    for (int r = 0; r < 4; ++r) {
      if (!(d.distinct_rotations >> r & 1)) continue;
      bool fits = true;
      for (int side = 0; side < 4; ++side) {
        const int other = b.tile_at(b.neighbour(cell, side));
        if (other < 0) continue;
        const PlacedTile& pt = g.placed()[other];
        const Terrain theirs = g.def(pt.type).side_terrain(pt.rot, opposite(side));
        fits = fits && (theirs == Terrain::None || theirs == d.side_terrain(r, side));
      }
      if (fits) out.emplace_back(cell, r);
    }
  }
  return out;
}

class Checker : public MoveObserver {
 public:
  bool compare_placements = false;
  long long moves = 0;
  Status after(const Game& g, const Move&) override {
    ++moves;
    if (Status s = g.validate(); !s) return s;
    for (int p = 0; p < g.player_count(); ++p) {
      if (g.player(p).score < last_[p]) return failure(err::check_score_down);
      last_[p] = g.player(p).score;
    }
    if (compare_placements && g.phase() == Phase::PlaceTile) {
      g.legal_placements(g.drawn_tile(), listed_);
      std::vector<std::pair<int, int>> engine;
      for (const Placement& p : listed_) engine.emplace_back(g.board().cell(p.pos), p.rot);
      std::sort(engine.begin(), engine.end());
      if (engine != brute_force_placements(g, g.drawn_tile())) return failure(err::check_placements);
    }
    return {};
  }
  void start() { std::fill(std::begin(last_), std::end(last_), 0); }

 private:
  int last_[kMaxPlayers] = {};
  std::vector<Placement> listed_;
};

// Returns the checker so a test can see how often each step was compared.
Checker play_games(const Setup& setup, int games, std::uint64_t seed, bool compare) {
  Game g;
  Status error;
  Checker checker;
  REQUIRE(Game::create(setup, test::library(), g));
  checker.compare_placements = compare;
  SelfplayScratch scratch;
  Rng rng(seed);
  for (int i = 0; i < games; ++i) {
    REQUIRE(g.restart(seed + static_cast<std::uint64_t>(i)));
    checker.start();
    const std::uint64_t h = play_random_game(g, rng, scratch, &checker, &error);
    if (h == 0) {
      CAPTURE(i);
      FAIL_CHECK(error.message());
      return checker;
    }
    REQUIRE(g.phase() == Phase::Over);
  }
  CHECK(checker.moves > games * 20);
  return checker;
}

// NOTE: under the sanitizers (10x slower) the heavy runs play a tenth of the games, under Node a
// quarter; the native run plays them all.
#ifdef CARC_SANITIZED
constexpr int kScale = 10;
#elif defined(__EMSCRIPTEN__)
constexpr int kScale = 4;  // Node runs the same code about 3x slower; the native run plays them all
#else
constexpr int kScale = 1;
#endif

using test::players;

TEST_CASE("10,000 random 2-player base games keep every invariant after every move") {
  play_games(players(2), 10000 / kScale, 1, false);
}

TEST_CASE("random games with 3 to 6 players and every tile set keep every invariant") {
  for (int n = 3; n <= 6; ++n) {
    Setup s = players(n);
    s.tiles = n % 2 ? std::vector<std::string>{"base", "ic", "tb", "porxada"} : std::vector<std::string>{"winter", "ic", "tb", "porxada"};
    CAPTURE(n);
    play_games(s, 300 / kScale, 100 * n, false);
  }
}

TEST_CASE("random games on both maps with chips keep every invariant, chips conserved (M, C, T, I rules)") {
  for (const char* map : {"taiwan", "iberia"}) {
    Setup s = players(2);
    s.map = map;
    s.tiles = {"base", "ic", "tb"};
    s.chips = true;
    CAPTURE(map);
    play_games(s, 400 / kScale, 31, false);
    s.players = {"A", "B", "C", "D", "E"};
    play_games(s, 100 / kScale, 77, false);
  }
}

TEST_CASE("random games with every tile set and every expansion rule keep every invariant") {
  for (const char* map : {"classic", "taiwan", "iberia"}) {
    Setup s = players(3);
    s.map = map;
    s.tiles = {"winter", "ic", "tb", "gbm", "porxada"};
    s.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true};
    s.chips = std::string(map) != "classic";
    CAPTURE(map);
    play_games(s, 300 / kScale, 57, false);
    s.rules.porxada_refusal_supply = true;
    s.rules.porxada_house = true;
    s.rules.porxada_tie_completed = true;
    s.options.cache_multiplier = 3;
    s.options.ferry_road = true;
    s.options.border_monastery = false;
    play_games(s, 100 / kScale, 58, false);
  }
}

TEST_CASE("the placement listing equals a brute-force search at every turn") {
  Setup s = players(2);
  play_games(s, 150 / kScale, 7, true);
  s.tiles = {"base", "ic", "tb"};
  play_games(s, 150 / kScale, 8, true);
  s.map = "iberia";
  s.chips = true;
  play_games(s, 100 / kScale, 9, true);
}

TEST_CASE("self-play is deterministic: the same seed gives the same signature") {
  Game a, b;
  std::string error;
  REQUIRE(Game::create(players(2), test::library(), a));
  REQUIRE(Game::create(players(2), test::library(), b));
  std::uint64_t x = 0, y = 0, z = 0;
  REQUIRE(selfplay_signature(a, 50, 3, x));
  REQUIRE(selfplay_signature(b, 50, 3, y));
  REQUIRE(selfplay_signature(b, 50, 4, z));
  CHECK(x == y);
  CHECK(x != z);
}

TEST_CASE("the self-play hash of a move covers every field its kind carries: an upgrade's payment, a swap's second follower") {
  const Move up{.kind = MoveKind::Upgrade, .pos = Pos{3, 4}, .slot = 1, .pay = Payment{.chips = {2, 1, 1}, .count = 3}};
  Move other_pay = up;
  other_pay.pay = Payment{.chips = {1, 1, 2}, .count = 3};
  CHECK(hash_move(kHashStart, up) != hash_move(kHashStart, other_pay));
  const Move swap{.kind = MoveKind::Swap, .pos = Pos{1, 0}, .slot = 4, .pos2 = Pos{2, 0}, .slot2 = 4};
  Move other_pos = swap, other_slot = swap;
  other_pos.pos2 = Pos{2, 1};
  other_slot.slot2 = 7;
  CHECK(hash_move(kHashStart, swap) != hash_move(kHashStart, other_pos));
  CHECK(hash_move(kHashStart, swap) != hash_move(kHashStart, other_slot));
  // The other kinds hash as before (the classic signatures of README and tests/run stay).
  const Move place{.kind = MoveKind::Place, .player = 1, .tile = TileType(5), .pos = Pos{-2, 3}, .rot = 3};
  Move noise = place;
  noise.pos2 = Pos{9, 9};
  CHECK(hash_move(kHashStart, place) == hash_move(kHashStart, noise));
}

}  // namespace
}  // namespace carc
