// The language control (set-up screen and the players panel): the catalogues' own names.
#pragma once

#include <string>

namespace carc::app::ui {

// Draws the language choice; returns the code just picked, or "" when nothing changed.
std::string draw_language_choice();
// Phones: one button named after the next language ("English" while in Czech), finger-sized on a
// touch screen; returns its code when pressed, else "".
std::string draw_language_switch(bool touch);

}  // namespace carc::app::ui
