// The game state as JSON for window.carcassonne.state(): map, players, scores, phase, drawn tile.
#pragma once

#include <string>

#include "app/session.h"

namespace carc::app {

std::string state_json(const Session& session);
// A JSON string literal of `s` (quotes and backslashes escaped).
std::string json_quote(std::string_view s);
// A JSON array of strings.
std::string json_strings(const std::vector<std::string>& items);

}  // namespace carc::app
