// Widgets for a mouse and for a finger (issue 26). A mouse resting on an item shows its words in a
// tooltip; a touch screen has no hover, so there the words come from an (i) button, shown in a note
// away from the turn's instructions and closed by the next tap anywhere. Dropdowns: on touch
// screens each item of an open combo is a 44 CSS px row (the frame itself is 44 px by the theme).
#pragma once

#include <string>
#include <string_view>
#include "i18n/translate.h"

namespace carc::app {

// A tooltip over the item just drawn while the mouse rests on it; nothing on a touch screen (call
// it where a finger finds the same words another way, or add an info_button).
void mouse_tip(std::string_view text);
// The note an (i) button opened. The app owns one (AppContext::tip) and draws it once a frame.
struct TipNote {
  std::string text;  // empty: closed
  int opened = -1;   // the frame the (i) button opened it in (its own tap must not close it)
};

// Touch screens only: an (i) button (a finger's 44 CSS px) whose tap shows `text` in `note`;
// returns false and draws nothing for a mouse. `id` tells the buttons of one window apart.
bool info_button(const i18n::Translator& w, TipNote& note, std::string_view text, std::string_view id);
// The `note` an (i) button opened, `top` CSS px from the top on phones (`phone`: the turn's
// instructions are in the bottom bar), else at the bottom edge (the turn panel is at the top); a
// tap anywhere closes it and presses nothing else (a clear veil lies over the screen while it is
// open). Call once a frame, after the screen's panels.
void draw_tip_note(const i18n::Translator& w, TipNote& note, bool phone, float top);

// ImGui::BeginCombo with finger-sized items on touch screens; call end_combo() when it returns true.
bool begin_combo(const char* label, const char* preview);
void end_combo();
// A combo of `items` (ImGui::Combo with finger-sized items): true when the player chose another.
bool combo(const char* label, int* current, const std::string* items, int count);

}  // namespace carc::app
