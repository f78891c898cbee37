// Remaining tiles: how many of each tile type are still in the draw pile, each with its picture
// (hideable window). The pictures are painted by the tile renderer after ImGui, at the rects
// this panel reports.
#pragma once

#include <vector>

#include "engine/game.h"

namespace carc::app::ui {

struct TilePicture {
  TileType type{};
  float x = 0, y = 0, size = 0;  // window pixels, top-left
};

void draw_remaining_panel(const Game& game, bool* open, std::vector<TilePicture>& pictures);

}  // namespace carc::app::ui
