// The set-up screen's first view: the games kept in progress, three one-click choices (play
// against the computer, pass and play, a custom game), the pass-and-play names, and the seat rows (colour, name, who plays) that
// the custom form shares with it.
#pragma once

#include <string>

#include "app/platform/text_field.h"
#include "app/ui/setup_form.h"
#include "i18n/translate.h"

namespace carc::app::ui {

// What a click on the set-up screen starts.
enum class SetupStart { None, Computer, PassAndPlay, Custom };

// "Games in progress" (form.kept_games), when the page keeps any: a row per game with its players,
// date and whose turn, and Open / Delete, which set form.kept_action and form.kept_key. Nothing
// without a kept game.
void draw_kept_games(const i18n::Translator& w, SetupForm& form);
// A key pressed on the first screen (an SDL key code; `shift`: Shift held) for "Games in progress"
// (issue 26): Tab or Down rings the next game, Shift+Tab or Up the one before (wrapping), Enter opens
// the ringed game and Delete deletes it (form.kept_action), Escape leaves the list. Key events, not
// ImGui's key state: a press and release within one frame still count.
void press_kept_games_key(SetupForm& form, int key, bool shift);
// The three choices; Computer starts at once, the others change `form.stage`.
SetupStart draw_first_choices(const i18n::Translator& w, SetupForm& form);
// How many people and their names, then Start (PassAndPlay) or Back (form.stage).
SetupStart draw_pass_and_play(const i18n::Translator& w, SetupForm& form, PageTextFields& fields, bool okabe_ito);
// A row per seat: its colour (the chosen palette's when the colour-blind-safe one is on, fixed
// then), its name (a field of `fields`) and, with `who_plays`, a person or a computer level.
void draw_seat_rows(const i18n::Translator& w, SetupForm& form, PageTextFields& fields, bool who_plays, bool okabe_ito);
// A full-width "← Back" to the three choices.
void draw_back_to_choices(const i18n::Translator& w, SetupForm& form);
// For a field with its label ("text###id") beside it: when the label would not fit beside the
// field (phones, long Czech words) it is written above it, wrapped, and the field takes the whole
// width. Returns the label to submit the field with (the same ID either way); label_widget() with
// the full label names it for the tests.
std::string fit_label(const std::string& label);
// The big Start button at the end of a view.
bool draw_start_button(const i18n::Translator& w);

}  // namespace carc::app::ui
