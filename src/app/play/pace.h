// The pause after a computer turn, so a person can follow: its names (the page API's aiPace and the
// stored preference, play/preferences.h) and its length.
#pragma once

#include <string_view>

namespace carc::app {

// The pause after a computer turn: slow 2 s, normal 0.8 s, fast 0.25 s, instant none.
enum class Pace { Slow, Normal, Fast, Instant };

bool parse_pace(std::string_view name, Pace& out);
const char* pace_name(Pace pace);
double pace_ms(Pace pace);

}  // namespace carc::app
