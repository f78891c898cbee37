// PlayScreen in an embed (web/embed.js): the room its bars leave the board (the example's squares
// are fitted by viewer_screen.cpp).
#include <imgui.h>


#include "app/screen/play_screen.h"
#include "app/ui/compact_layout.h"

namespace carc::app {

// Embeds under 560 CSS px high: the top bar holds the names and scores only.
bool PlayScreen::is_short_embed() { return ImGui::GetIO().DisplaySize.y < 560.0f; }

// Embeds: the height the turn bar may take so that the board keeps half of the frame below the
// page's controls and the top bar (last frame's height).
float PlayScreen::embed_bar_room() const {
  const float top = app_.shell.top + bar_.height;
  return ImGui::GetIO().DisplaySize.y * 0.5f - top - 2.0f;
}

}  // namespace carc::app
