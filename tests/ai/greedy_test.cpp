// The Greedy level: Easy's one-turn look-ahead without noise, so its move depends on the position
// alone, never on the seed; Easy's noise makes it differ somewhere.
#include <doctest/doctest.h>

#include "ai/agent.h"
#include "ai_support.h"

namespace carc {
namespace {

TEST_CASE("the greedy level plays the same move whatever its seed; easy's noise changes some moves") {
  ai::Spec greedy, easy;
  REQUIRE(ai::parse_spec("greedy", greedy));
  REQUIRE(ai::parse_spec("easy", easy));
  CHECK(greedy.level == ai::Level::Greedy);
  CHECK(ai::spec_name(greedy) == "greedy");
  ai::Agent agent(greedy), noisy(easy);
  int differs = 0;
  for (std::uint64_t game_seed = 1; game_seed <= 12; ++game_seed) {
    Game g = test::new_game(test::ai_setup(2, "classic", false), game_seed);
    Rng rng(game_seed);
    test::advance(g, rng, static_cast<int>(10 + 3 * game_seed));
    if (g.phase() == Phase::Over) continue;
    const Move chosen = agent.decide(g, 1);
    for (std::uint64_t seed = 2; seed <= 4; ++seed) CHECK(agent.decide(g, seed) == chosen);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) differs += !(noisy.decide(g, seed) == chosen);
  }
  CHECK(differs > 0);
}

}  // namespace
}  // namespace carc
