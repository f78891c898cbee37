// `carc arena` (src/cli/free_for_all.*): the Wilson interval against published values, the
// free-for-all's standings per seat and per level (shared first places, shared ranks, rotated
// seating) and the rejection of a bad --seats naming the spec and its seat.
#include <doctest/doctest.h>

#include "../ai/ai_support.h"
#include "cli/cli.h"
#include "cli/free_for_all.h"

namespace carc {
namespace {

using cli::FreeForAll;
using cli::SeatTally;

TEST_CASE("the Wilson 95% interval gives the published values (Newcombe 1998, table I, the score method)") {
  const struct {
    double hits, n, low, high;
  } known[] = {{81, 263, 0.2553, 0.3662}, {15, 148, 0.0624, 0.1605}, {0, 20, 0.0, 0.1611},
               {1, 29, 0.0061, 0.1718},   {5, 10, 0.2366, 0.7634},   {34.5, 50, 0.5522, 0.8007}};
  for (const auto& k : known) {
    CAPTURE(k.hits);
    CAPTURE(k.n);
    const cli::Interval i = cli::wilson_interval(k.hits, k.n);
    CHECK(i.low == doctest::Approx(k.low).epsilon(0.00006));
    CHECK(i.high == doctest::Approx(k.high).epsilon(0.00006));
  }
  const cli::Interval all = cli::wilson_interval(10, 10);
  CHECK(all.high <= 1.0);
  CHECK(all.low == doctest::Approx(0.7225).epsilon(0.0001));
}

FreeForAll empty_tally(int seats) {
  FreeForAll f;
  for (int s = 0; s < seats; ++s) f.seats.push_back(SeatTally{.spec = s == 0 ? "hard" : "medium"});
  return f;
}

TEST_CASE("a free-for-all's standings: k seats tied for first share it 1/k each and the mean of their places") {
  FreeForAll f = empty_tally(4);
  cli::count_game({30, 50, 50, 10}, f);  // seats 2 and 3 share first: places 1 and 2
  cli::count_game({70, 20, 20, 20}, f);  // seats 2-4 share places 2 to 4
  cli::count_game({40, 40, 40, 40}, f);  // all four share first
  CHECK(f.games == 3);
  const double firsts[] = {1 + 0.25, 0.5 + 0.25, 0.5 + 0.25, 0.25};
  const double ranks[] = {3 + 1 + 2.5, 1.5 + 3 + 2.5, 1.5 + 3 + 2.5, 4 + 3 + 2.5};
  for (int s = 0; s < 4; ++s) {
    CAPTURE(s);
    CHECK(f.seats[s].games == 3);
    CHECK(f.seats[s].firsts == doctest::Approx(firsts[s]));
    CHECK(f.seats[s].ranks == doctest::Approx(ranks[s]));
  }
  CHECK(f.seats[0].points == 140);
  const std::vector<SeatTally> levels = cli::tally_levels(f);
  REQUIRE(levels.size() == 2);
  CHECK(levels[0].spec == "hard");
  CHECK(levels[0].seats == 1);
  CHECK(levels[1].spec == "medium");
  CHECK(levels[1].seats == 3);
  CHECK(levels[1].games == 9);
  CHECK(levels[1].firsts == doctest::Approx(1.75));
  CHECK(levels[1].points == (50 + 50 + 10) + (20 + 20 + 20) + (40 + 40 + 40));
}

TEST_CASE("a small free-for-all: every seat plays every game, first places and ranks add up, same seed same games") {
  std::vector<ai::Spec> seats;
  REQUIRE(cli::read_seats("greedy,random,random", seats).ok());
  Setup setup = test::ai_setup(3, "classic", false);
  setup.tile_count = 24;
  Game game = test::new_game(setup, 1);
  FreeForAll f;
  REQUIRE(cli::play_free_for_all(game, seats, 6, 5, f));
  CHECK(f.games == 6);
  double firsts = 0, ranks = 0;
  for (const SeatTally& s : f.seats) {
    CHECK(s.games == 6);
    CHECK(s.decisions > 0);
    firsts += s.firsts;
    ranks += s.ranks;
  }
  CHECK(firsts == doctest::Approx(6));      // one first place a game, however shared
  CHECK(ranks == doctest::Approx(6 * 6));   // places 1 + 2 + 3 a game
  CHECK(f.seats[0].firsts >= 4);            // greedy beats two random players
  const std::vector<SeatTally> levels = cli::tally_levels(f);
  REQUIRE(levels.size() == 2);
  CHECK(levels[1].spec == "random");
  CHECK(levels[1].seats == 2);
  CHECK(levels[1].games == 12);
  CHECK(levels[1].decisions == f.seats[1].decisions + f.seats[2].decisions);
  FreeForAll again;
  REQUIRE(cli::play_free_for_all(game, seats, 6, 5, again));
  CHECK(again.signature == f.signature);
  CHECK(again.seats[0].firsts == f.seats[0].firsts);
  // The seating rotates: the same three players with the first two seats swapped in the spec
  // list play other games.
  std::swap(seats[0], seats[1]);
  REQUIRE(cli::play_free_for_all(game, seats, 6, 5, again));
  CHECK(again.signature != f.signature);
}

TEST_CASE("a bad --seats is rejected naming the spec and its seat, and changes nothing") {
  std::vector<ai::Spec> seats(1);
  const std::pair<const char*, const char*> cases[] = {
      {"hard,hardest,easy", "--seats: seat 2: unknown computer level 'hardest'"},
      {"hard,,easy", "--seats: seat 2: unknown computer level ''"},
      {"hard,medium,mcts:0", "--seats: seat 3: computer level 'mcts:0' wants mcts:N"},
      {"hard,easy", "--seats wants 3 to 6 specs separated by commas (one a seat), got 2 in 'hard,easy'"},
      {"easy,easy,easy,easy,easy,easy,easy", "got 7"},
      {"", "--seats: seat 1: unknown computer level ''"},
  };
  for (const auto& each : cases) {  // no structured binding: CAPTURE's lambda cannot take one (clang 14)
    const auto& text = each.first;
    const auto& message = each.second;
    CAPTURE(text);
    const Status read = cli::read_seats(text, seats);
    REQUIRE_FALSE(read.ok());
    CHECK(read.message().find(message) != std::string::npos);
    // Typed to the CLI's edge: the seat count, or the seat and its spec's own error nested.
    const bool count = read.error().key == err::cli_seat_count;
    CHECK((count || (read.error().key == err::cli_seat && read.error().arg("why") != nullptr)));
    CHECK(seats.size() == 1);
  }
  CHECK(cli::read_seats("hard, medium ,greedy,easy,random,mcts:5", seats).ok());
  CHECK(seats.size() == 6);
  CHECK(seats[2].level == ai::Level::Greedy);
}

TEST_CASE("the arena's --games and --seed, head to head and free-for-all alike: defaults, a count below 1 refused") {
  long long games = 0, seed = 0;
  cli::Args none;
  CHECK(cli::read_games_and_seed(none, games, seed).ok());
  CHECK(games == 100);
  CHECK(seed == 1);
  cli::Args some;
  some.options = {{"games", "7"}, {"seed", "42"}};
  CHECK(cli::read_games_and_seed(some, games, seed).ok());
  CHECK(games == 7);
  CHECK(seed == 42);
  cli::Args zero;
  zero.options = {{"games", "0"}};
  const Status refused = cli::read_games_and_seed(zero, games, seed);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.message() == "--games must be at least 1");
  cli::Args word;
  word.options = {{"seed", "many"}};
  const Status not_a_number = cli::read_games_and_seed(word, games, seed);
  REQUIRE_FALSE(not_a_number.ok());
  CHECK(not_a_number.message().find("--seed") != std::string::npos);
}

}  // namespace
}  // namespace carc
