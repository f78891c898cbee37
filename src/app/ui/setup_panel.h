// The set-up screen: first three one-click choices (ui/first_screen.h), then for a custom game the
// form: map, chips, tile sets, expansion rules and rule switches (all listed by the engine,
// engine/setup/switches.h, and the loaded maps), players with names, colours and who plays, and under
// "More" the seed and tile count. It only says what to start (ui/setup_form.h writes the record
// header); the app starts the game.
#pragma once

#include "app/platform/finger_widgets.h"
#include "app/platform/text_field.h"
#include "app/play/preferences.h"
#include "app/ui/compact_layout.h"
#include "app/ui/first_screen.h"
#include "app/ui/setup_form.h"
#include "engine/setup/library.h"
#include "i18n/translate.h"

namespace carc::app::ui {

// Draws the screen; what the player chose to start this frame.
// The palette and the pace are the player's `preferences` (read each frame, saved on a change);
// names and numbers are typed in `fields`; on phones the column starts below the page shell's
// toolbar (`shell`); on touch screens (i) buttons open `tip` with what a tile set or rule adds.
SetupStart draw_setup_panel(const i18n::Translator& w, SetupForm& form, const Library& library, Preferences& preferences,
                            PageTextFields& fields, const ShellInsets& shell, TipNote& tip);
// Scrolls the set-up screen by `dy` CSS px (a finger's drag; call before its window is drawn).
void scroll_setup_panel(float dy);

}  // namespace carc::app::ui
