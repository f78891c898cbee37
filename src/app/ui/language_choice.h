// The language control (set-up screen and the players panel): the catalogues' own names.
#pragma once

#include <string>
#include "i18n/translate.h"

namespace carc::app::ui {

// Draws the language choice; returns the code just picked, or "" when nothing changed.
std::string draw_language_choice(const i18n::Translator& w);
// Phones: one button named after the next language ("English" while in Czech), finger-sized on a
// touch screen; returns its code when pressed, else "".
std::string draw_language_switch(const i18n::Translator& w, bool touch);

}  // namespace carc::app::ui
