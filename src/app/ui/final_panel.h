// Final breakdown: each player's points by category (roads, cities, monasteries, fields, chips,
// goods, bonuses) and the winners, once the game is over.
#pragma once

#include "app/play/play_view.h"
#include "engine/game/game.h"

namespace carc::app::ui {

// Returns true when "New game" was pressed.
bool draw_final_panel(const Game& game, const PlayView& view);

}  // namespace carc::app::ui
