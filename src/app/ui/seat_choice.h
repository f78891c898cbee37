// Who plays a seat (a person or a computer level, with what the level does) and the pause after
// computer turns: the set-up screen's and the players panel's choices.
#pragma once

#include "app/ai_turns.h"
#include "engine/game.h"

namespace carc::app::ui {

// Seat kinds of the set-up screen: 0 a person, then the computer levels easy, medium, hard.
inline constexpr int kSeatKinds = 4;
// The record's level for a seat kind ("" for a person, "easy", "medium", "hard").
const char* seat_kind_level(int kind);
// A combo "Human / Computer: easy / …" for one seat, with the chosen level's meaning below it.
void draw_seat_choice(int& kind);
// A combo of the paces (slow, normal, fast, instant).
void draw_pace_choice(Pace& pace);
// Does any seat of the game have a computer level?
bool has_computer_seat(const Game& game);

}  // namespace carc::app::ui
