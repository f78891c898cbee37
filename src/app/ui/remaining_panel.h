// Remaining tiles: how many of each tile type are still in the draw pile, each with its picture
// (hideable window). The panel reserves the rects; the play screen shows the tile atlas's pictures
// there as ImGui images, so they clip and stack like the window's own content.
#pragma once

#include <vector>

#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app::ui {

struct TilePicture {
  TileType type{};
  float x = 0, y = 0, size = 0;  // window pixels, top-left
};

// On phones a sheet above the bottom bar (`bottom` pixels high). Each tile type left: its picture
// and "2 tiles with a city and a road" (no tile codes).
void draw_remaining_panel(const i18n::Translator& w, const Game& game, bool* open, float bottom, std::vector<TilePicture>& pictures);

}  // namespace carc::app::ui
