// The AI's view of moves: the moves it chooses among (the engine's legal_moves) and applying a
// move to a search copy. A move's identity is the engine's (Move::operator==); the search keys its
// tables by a cheap mix of the fields and confirms a key with ==.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/game/game.h"

namespace carc::ai {

// Game::legal_moves without `end` before the pile runs out (ending a game early is a record
// convenience, not a player's choice) and without `order free` stands. Cleared first; empty
// once the game is over.
void list_moves(const Game& game, std::vector<Move>& out);
// Applies a move known to be legal (from list_moves); false if the engine refused it.
bool apply_move(Game& game, const Move& move);

}  // namespace carc::ai
