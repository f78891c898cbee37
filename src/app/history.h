// Keeping a game across reloads: the game as a record of its finished turns plus the steps of
// the turn in progress (a record line only exists for a whole turn).
// Only the engine's own records and legal-move lists are used; nothing here decides a rule.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"

namespace carc::app {

// Where a game can be rebuilt from: `record` holds every finished turn (write_record of the game
// at the start of the turn in progress) and `steps` the indices into list_choices() of the moves
// already made in that turn, in order (empty between turns). Replaying the record with newGame()
// and then choosing the steps gives exactly the same game, mid-turn steps included.
struct ResumePoint {
  std::string record;
  std::vector<int> steps;
};

// The resume point of `game`; false (with the reason) if a move of the turn in progress is not
// one of the listed choices, which the page's own moves always are.
bool resume_point(const Game& game, ResumePoint& out, std::string& error);

}  // namespace carc::app
