// Never colour alone: each figure on the board carries its owner's letter, so players tell the
// figures apart without telling the colours apart.
#pragma once

#include <imgui.h>

#include <string>

#include "app/play/play_view.h"
#include "engine/game/game.h"
#include "render/camera.h"

namespace carc::app {

// Player p's letter: the first letter of their name (ASCII upper-cased), or the seat's number
// ("1"–"6") when another player's name starts with the same letter.
std::string figure_letter(const Game& game, int p);
// Draws each figure's letter on it (meeple, big meeple, builder, pig), black or white, whichever
// reads better on the figure's colour; nothing when the board is zoomed out too far to read it.
void draw_figure_letters(const Game& game, const gfx::Camera& camera, const PlayView& view, ImDrawList* dl);

}  // namespace carc::app
