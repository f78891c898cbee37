// Words (in the chosen language) for the engine's events (the turn log) and for a player's moves (dialog buttons).
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"

namespace carc::app {

// "Red", "Red and Blue", "Red, Blue and Green" in the chosen language.
std::string names_text(const std::vector<std::string>& names);
// The map's name in the chosen language ("Classic (open table)" for nullptr).
std::string map_words(const MapDef* map);
// One log line for an event, or "" for events the log does not show.
std::string describe_event(const Game& game, const Event& event);
bool is_scoring_event(const Event& event);
// "3,4" and "3,4 N2" as records write them.
std::string pos_words(Pos p);
std::string spot_words(Pos p, Slot s);

}  // namespace carc::app
