// Board input for playing: click (press and release without dragging) picks a legal square or a
// figure target, right click and R rotate the drawn tile, N answers "none" (no figure, no
// upgrade, no swap), Esc takes the tile back. Keyboard-only play: the arrow keys move a focus
// between the step's legal squares or choices (app/play/key_focus.h), Enter applies the focused one,
// Shift+R rotates back; the board pans to keep the focus in view.
#pragma once

#include <SDL.h>

#include "app/play/play_view.h"
#include "app/play/session.h"
#include "render/camera.h"
#include "i18n/translate.h"

namespace carc::app {

struct PointerState {
  bool left_down = false;
  float down_x = 0, down_y = 0;
  bool dragged = false;  // moved beyond the click slop, or a second finger touched: no click
  int fingers = 0;       // touch points down now
};

void handle_play_input(const i18n::Translator& w, const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard, gfx::Camera& camera,
                       PointerState& pointer, PlayView& view, Session& session);
// After the cache step (IB4), puts the board back as it was before a tap on a cache square zoomed
// in, unless the player moved it since. Call once a frame.
void settle_cache_zoom(const Game& game, PlayView& view, gfx::Camera& camera);
// Applies choice `index` of the view through the session; keeps the engine's refusal as message.
void apply_choice(Session& session, PlayView& view, int index);

}  // namespace carc::app
