// Pace: its names and its length (pace.h).
#include "app/play/pace.h"

namespace carc::app {

bool parse_pace(std::string_view name, Pace& out) {
  for (Pace p : {Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant})
    if (name == pace_name(p)) return out = p, true;
  return false;
}

const char* pace_name(Pace pace) {
  switch (pace) {
    case Pace::Slow: return "slow";
    case Pace::Normal: return "normal";
    case Pace::Fast: return "fast";
    case Pace::Instant: return "instant";
  }
  return "normal";
}

double pace_ms(Pace pace) {
  switch (pace) {
    case Pace::Slow: return 2000.0;
    case Pace::Normal: return 800.0;
    case Pace::Fast: return 250.0;
    case Pace::Instant: return 0.0;
  }
  return 800.0;
}

}  // namespace carc::app
