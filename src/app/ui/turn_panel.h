// The turn panel: whose step it is, the drawn tile, and a dialog for every choice the engine
// offers in this step (discard, figures, cache, upgrade, Gingerbread Man, La Porxada, swap,
// refusal). It returns intents; the app applies them through the session.
#pragma once

#include "app/play/play_view.h"
#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app::ui {

struct TurnIntent {
  int choice = -1;        // index into view.choices to apply
  bool rotate = false;
  bool take_back = false;
  bool fit = false;       // fit the board to the window (the F key)
  bool new_game = false;  // back to the set-up screen
  bool has_preview = false;  // where the drawn tile is shown (window pixels, top-left + size)
  float preview_x = 0, preview_y = 0, preview_size = 0;
  float height = 0;  // the panel's height this frame (on phones: the bottom bar's)
  int pointed = -1;  // the choice whose button the mouse is over (its target is ringed on the board)
};

// `board_only` (wide embeds): squares and figure spots are chosen on the board only, never from
// a list of buttons (nor an order-free record's figures on any tile).
TurnIntent draw_turn_panel(const i18n::Translator& w, const Game& game, const PlayView& view, bool can_take_back, bool board_only = false);

// Embeds narrower than kCompactWidth (a wiki frame, an example played on from a step): the same
// turn as a bar along the bottom edge that leaves the board at least half of the frame. Board-first: squares, figure spots and
// cache squares are chosen on the board only (no list of spots or squares); the drawn tile's
// picture at the left, whose turn and the tiles left, then one flowing row of the step's other
// choices (No figure, …), Rotate, Take back and Fit. The step's instruction is added when it fits
// within `room` CSS px, the height the bar may take.
TurnIntent draw_embed_turn_bar(const i18n::Translator& w, const Game& game, const PlayView& view, bool can_take_back, float room);

}  // namespace carc::app::ui
