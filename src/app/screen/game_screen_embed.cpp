// GameScreen in an embed (web/embed.js): the room its bars leave the board, and the example's
// squares (web/replay.js) fitted in the viewer and between the game's bars when the reader plays
// on from a step ("Play from here").
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/screen/game_screen.h"
#include "app/ui/compact_layout.h"

namespace carc::app {

// Embeds under 560 CSS px high: the top bar holds the names and scores only.
bool GameScreen::is_short_embed() { return ImGui::GetIO().DisplaySize.y < 560.0f; }

// Embeds: the height the turn bar may take so that the board keeps half of the frame below the
// page's controls and the top bar (last frame's height).
float GameScreen::embed_bar_room() const {
  const float top = ui::top_inset() + bar_.height;
  return ImGui::GetIO().DisplaySize.y * 0.5f - top - 2.0f;
}

// The example's squares between `top` and `bottom` CSS px of bars, with a quarter square around
// them; never closer than 2.5 times the default zoom (a single square stays in context).
void GameScreen::fit_example(Viewer& example, float top, float bottom) {
  const gfx::Vec2 size = camera.viewport();
  const float w = static_cast<float>(example.x1 - example.x0 + 1) + 0.5f, h = static_cast<float>(example.y1 - example.y0 + 1) + 0.5f;
  const float room = std::max(40.0f, size.y - top - bottom);
  const float zoom = std::clamp(std::min(size.x / w, room / h), gfx::Camera::kMinZoom, 2.5f * gfx::Camera::kDefaultZoom);
  const float cx = 0.5f * static_cast<float>(example.x0 + example.x1 + 1), cy = 0.5f * static_cast<float>(example.y0 + example.y1 + 1);
  camera.look_at({cx, cy - 0.5f * (top - bottom) / zoom}, zoom);
  example.fitted_zoom = camera.zoom(), example.fitted_at = camera.center();
}

// Playing on from an example ("Play from here"): its squares between the game's bars, fitted again
// while the bars' heights settle (their first frames), until the player moves the camera or makes
// a move.
void GameScreen::fit_played_example() {
  Viewer& example = played_from_;
  if (example.x1 < example.x0 || bottom_bar_ <= 0 || bar_.height <= 0) return;
  const bool moved = camera.zoom() != example.fitted_zoom || camera.center().x != example.fitted_at.x ||
                     camera.center().y != example.fitted_at.y;
  if (moved || session.revision() != example.revision) {
    example = Viewer{};  // the player's camera, or the turn's own following, from now on
    return;
  }
  const float top = ui::top_inset() + bar_.height;
  if (std::abs(top - example.bars.x) < 1.0f && std::abs(bottom_bar_ - example.bars.y) < 1.0f) return;
  example.bars = {top, bottom_bar_};
  // The squares the drawn tile may go to beside the example's are in view too: the turn starts there.
  Viewer shown = example;
  for (const Choice& c : view.choices) {
    const Pos p = c.move.pos;
    if (c.move.kind != MoveKind::Place || p.x < example.x0 - 1 || p.x > example.x1 + 1 || p.y < example.y0 - 1 || p.y > example.y1 + 1) continue;
    shown.x0 = std::min(shown.x0, p.x), shown.x1 = std::max(shown.x1, p.x), shown.y0 = std::min(shown.y0, p.y), shown.y1 = std::max(shown.y1, p.y);
  }
  fit_example(shown, top, bottom_bar_);
  example.fitted_zoom = shown.fitted_zoom, example.fitted_at = shown.fitted_at;
}

}  // namespace carc::app
