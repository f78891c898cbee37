// Helpers for the AI tests: set-ups by name and random positions reached from a seed.
#pragma once

#include <string>

#include "../engine/support.h"
#include "ai/move_list.h"

namespace carc::test {

inline Setup ai_setup(int players, const char* map, bool chips) {
  Setup s;
  for (int p = 0; p < players; ++p) s.players.push_back("P" + std::to_string(p + 1));
  s.map = map;
  s.chips = chips;
  if (std::string(map) != "classic") s.tiles = {"base", "ic", "tb"};
  return s;
}

inline Game new_game(const Setup& setup, std::uint64_t seed) {
  Game g;
  std::string error;
  Setup s = setup;
  s.seed = seed;
  REQUIRE(Game::create(s, library(), g));
  return g;
}

// Plays `moves` uniformly random legal moves (fewer if the game ends).
inline void advance(Game& g, Rng& rng, int moves) {
  std::vector<Move> list;
  for (int i = 0; i < moves && g.phase() != Phase::Over; ++i) {
    ai::list_moves(g, list);
    REQUIRE(!list.empty());
    REQUIRE(ai::apply_move(g, list[rng.below(static_cast<std::uint32_t>(list.size()))]));
  }
}

}  // namespace carc::test
