// Keeping a game across reloads: the game as a record of its finished turns plus the steps of
// the turn in progress (a record line only exists for a whole turn).
// Only the engine's own records and legal-move lists are used; nothing here decides a rule.
#pragma once

#include <cstdint>
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

// The state signature of a game: a 64-bit FNV-1a hash (hash_move) of every move of its history,
// then its phase, the deciding player, the tiles left and the drawn tile, and each player's score,
// figures in supply and goods. Two games with the same signature have played the same moves to the
// same position; tests/compat keeps the signature each saved game was written with.
std::uint64_t state_signature(const Game& game);
// The signature as 16 lowercase hex digits (what the page's signature() returns).
std::string signature_text(const Game& game);

}  // namespace carc::app
