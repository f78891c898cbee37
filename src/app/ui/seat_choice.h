// Who plays a seat (a person or a computer level, with what the level does) and the pause after
// computer turns: the set-up screen's and the players panel's choices.
#pragma once

#include "app/play/ai_turns.h"
#include "app/play/preferences.h"
#include "app/ui/setup_form.h"
#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app::ui {
// A combo "Human / Computer: easy / …" for one seat, with the chosen level's meaning below it.
void draw_seat_choice(const i18n::Translator& w, int& kind);
// A combo of the paces (slow, normal, fast, instant): the preference shown, a choice saved.
void draw_pace_choice(const i18n::Translator& w, Preferences& preferences);
// Does any seat of the game have a computer level?
bool has_computer_seat(const Game& game);

}  // namespace carc::app::ui
