// Players panel: score, figures in supply, chips and goods per player; the player to move marked.
#pragma once

#include <string>

#include "app/play_view.h"
#include "engine/game.h"

namespace carc::app::ui {

// A player's name for the panels: "Ben (Hard)" for a computer seat, then "thinking…" while it
// searches or the to-move mark.
std::string seat_words(const Game& game, const PlayView& view, int p, bool to_move);
// Returns true when "New game" was pressed.
bool draw_players_panel(const Game& game, const PlayView& view);

}  // namespace carc::app::ui
