// The AI's move list over the engine's generator, move keys, and applying.
#include "ai/move_list.h"

#include <algorithm>

#include "engine/record/selfplay.h"

namespace carc::ai {

void list_moves(const Game& game, std::vector<Move>& out) {
  game.legal_moves(out, Game::EndMove::AtGameEndOnly);
  if (game.phase() != Phase::PlaceTile || !game.setup().free_order) return;
  out.erase(std::remove_if(out.begin(), out.end(),
                           [](const Move& m) { return m.kind == MoveKind::Stand; }),
            out.end());
}

bool apply_move(Game& game, const Move& move) { return game.apply(move).ok(); }

}  // namespace carc::ai
