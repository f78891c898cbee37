// The game state as JSON for window.carcassonne.state(): map, players, scores, phase, drawn tile.
#pragma once

#include <string>

#include "app/play/ai_turns.h"
#include "app/play/session.h"

namespace carc::app {

std::string state_json(const Session& session, const AiTurns& ai, Pace pace);

}  // namespace carc::app
