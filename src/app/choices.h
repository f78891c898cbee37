// The moves the engine allows right now, for the deciding player's current step, each with
// words for a button: Game::legal_moves, labelled.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"

namespace carc::app {

struct Choice {
  Move move;
  std::string label;
};

// Every legal move of the current step (empty when the game is over).
void list_choices(const Game& game, std::vector<Choice>& out);

}  // namespace carc::app
