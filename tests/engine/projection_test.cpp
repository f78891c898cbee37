// The projected score (Game::projected_scores): each player's score if the game ended now, the
// final scoring B18–B24 run on a copy. Between turns it must equal the scores after `end`.
#include <doctest/doctest.h>

#include "engine/base/rng.h"
#include "engine/record/selfplay.h"
#include "engine/expansions/expansions.h"
#include "support.h"

namespace carc {
namespace {

struct Counts {
  int compared = 0;     // positions where the projection was compared with `end`
  int differed = 0;     // of those, positions where some projection differed from the score
};

// Plays random legal moves (never `end` before the pile runs out) and, at every step between
// turns, compares the projection with the scores of a copy ended with `end` (B18–B24).
void compare_games(const Setup& setup, int games, std::uint64_t seed, Counts& counts) {
  Game g;
  REQUIRE(Game::create(setup, test::library(), g));
  Rng rng(seed);
  std::vector<Move> moves;
  for (int i = 0; i < games; ++i) {
    REQUIRE(g.restart(seed + static_cast<std::uint64_t>(i)));
    while (g.phase() != Phase::Over) {
      if (g.phase() == Phase::PlaceTile || g.phase() == Phase::GameEnd) {
        const std::size_t history = g.history().size();
        std::vector<int> before;
        for (int p = 0; p < g.player_count(); ++p) before.push_back(g.player(p).score);
        const std::vector<int> projected = g.projected_scores();
        // the game itself is unchanged
        REQUIRE(g.history().size() == history);
        for (int p = 0; p < g.player_count(); ++p) REQUIRE(g.player(p).score == before[static_cast<std::size_t>(p)]);
        Game ended = g;
        REQUIRE(ended.apply(Move{.kind = MoveKind::End, .player = g.current_player()}));
        REQUIRE(projected.size() == static_cast<std::size_t>(g.player_count()));
        bool differs = false;
        for (int p = 0; p < g.player_count(); ++p) {
          CAPTURE(p);
          CAPTURE(g.history().size());
          CHECK(projected[static_cast<std::size_t>(p)] == ended.player(p).score);
          differs = differs || projected[static_cast<std::size_t>(p)] != before[static_cast<std::size_t>(p)];
        }
        ++counts.compared;
        counts.differed += differs ? 1 : 0;
      }
      g.legal_moves(moves);
      std::erase_if(moves, [](const Move& m) { return m.kind == MoveKind::End; });
      if (moves.empty()) {  // only `end` is left (GameEnd)
        REQUIRE(g.apply(Move{.kind = MoveKind::End, .player = g.current_player()}));
        for (int p = 0; p < g.player_count(); ++p)  // over: the final scores, not scored twice
          CHECK(g.projected_scores()[static_cast<std::size_t>(p)] == g.player(p).score);
        break;
      }
      REQUIRE(g.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]));
    }
  }
}

Setup seats(int n) {
  Setup s;
  for (int p = 0; p < n; ++p) s.players.push_back(std::string(1, static_cast<char>('A' + p)));
  return s;
}

TEST_CASE("the projected score equals the scores after `end` (B18-B24), base game") {
  Counts counts;
  compare_games(seats(2), 6, 11, counts);
  CHECK(counts.compared > 300);
  CHECK(counts.differed > counts.compared / 4);  // unfinished features with followers do count
}

TEST_CASE("the projected score equals the scores after `end`: I&C, T&B goods (T4), GBM, La Porxada tokens (P10)") {
  Setup s = seats(3);
  s.tiles = {"winter", "ic", "tb", "gbm", "porxada"};
  s.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true};
  Counts counts;
  compare_games(s, 4, 23, counts);
  CHECK(counts.compared > 200);
  CHECK(counts.differed > 0);
}

TEST_CASE("the projected score equals the scores after `end` on the maps with chips (M, C, IB, TW rules)") {
  for (const char* map : {"taiwan", "iberia"}) {
    Setup s = seats(2);
    s.map = map;
    s.tiles = {"base", "ic", "tb"};
    s.rules.tb = true;
    s.chips = true;
    CAPTURE(map);
    Counts counts;
    compare_games(s, 2, 41, counts);
    CHECK(counts.compared > 50);
    CHECK(counts.differed > 0);
  }
}

TEST_CASE("tournament mode is recorded and read back, and changes no rule") {
  const Game g = test::load("game 1\nplayers Ann Bob\noption tournament on\n");
  CHECK(g.setup().tournament);
  const std::string written = write_record(g);
  CHECK(written.find("option tournament on\n") != std::string::npos);
  CHECK(test::load(written).setup().tournament);
  CHECK(write_record(test::load("game 1\nplayers Ann Bob\noption tournament off\n")).find("tournament") == std::string::npos);
  CHECK(test::rejection("game 1\nplayers A B\noption tournament yes\n").find("option tournament is on or off") != std::string::npos);
  // the same seeds play the same games, scores included, with and without it
  Setup s = seats(3);
  s.tiles = {"base", "ic", "tb"};
  s.rules = Rules{.ic = true, .tb = true};
  Game plain, tournament;
  REQUIRE(Game::create(s, test::library(), plain));
  s.tournament = true;
  REQUIRE(Game::create(s, test::library(), tournament));
  std::uint64_t a = 0, b = 0;
  REQUIRE(selfplay_signature(plain, 5, 9, a));
  REQUIRE(selfplay_signature(tournament, 5, 9, b));
  CHECK(a == b);
  CHECK(a != 0);
}

}  // namespace
}  // namespace carc
