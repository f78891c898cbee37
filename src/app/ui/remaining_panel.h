// Remaining tiles: how many of each tile type are still in the draw pile (hideable window).
#pragma once

#include "engine/game.h"

namespace carc::app::ui {

void draw_remaining_panel(const Game& game, bool* open);

}  // namespace carc::app::ui
