// Game -> render instances: the map's squares (land, coast, bands, marks) and the placed tiles.
// Presentation only; rebuilt when the session's revision changes.
#pragma once

#include <vector>

#include "engine/game/game.h"
#include "render/board_renderer.h"

namespace carc::app {

void build_squares(const Game& game, std::vector<gfx::SquareInstance>& out);
// The map is drawn over its real land (a coast file): outer sides get a border instead of a beach.
void mark_squares_on_land(std::vector<gfx::SquareInstance>& squares);
void build_tiles(const Game& game, std::vector<gfx::TileInstance>& out);
gfx::TileInstance tile_instance(const Game& game, TileType type, int rot, float x, float y, float alpha,
                                unsigned seed, bool printed = false);
// The tile sets include winter: paint with the Winter palette.
bool is_winter(const Game& game);

}  // namespace carc::app
