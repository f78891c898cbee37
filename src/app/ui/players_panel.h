// Players panel: score, figures in supply, chips and goods per player; the player to move marked.
#pragma once

#include "app/play_view.h"
#include "engine/game.h"

namespace carc::app::ui {

// Returns true when "New game" was pressed.
bool draw_players_panel(const Game& game, const PlayView& view);

}  // namespace carc::app::ui
