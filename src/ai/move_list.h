// The AI's view of moves: every legal move now (one list for every decision of every rule), a
// key that names a move for the search tree, and applying a move to a search copy.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/game.h"
#include "engine/selfplay.h"

namespace carc::ai {

// The per-step listings the move list is built from (reused: no allocation once warm).
using MoveScratch = SelfplayScratch;

// Every legal move of the deciding player now; cleared first. Empty once the game is over.
void list_moves(const Game& game, MoveScratch& scratch, std::vector<Move>& out);
// A 64-bit name of a move: equal moves have equal keys (distinct moves differ but for hash
// collisions, about one in 2^64).
std::uint64_t move_key(const Move& move);
// Applies a move known to be legal (from list_moves); false if the engine refused it.
bool apply_move(Game& game, const Move& move);

}  // namespace carc::ai
