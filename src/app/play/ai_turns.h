// Computer seats in the page: when the deciding player is a seat with a computer level
// (`players Ana Ben:hard`), its ai::Agent searches in slices across frames, at most a frame's
// budget of the app's clock at a time, then its move goes through the Session like a click. The
// move depends on the level's iteration budget only (never on time) unless a decision's search
// reaches ai::kPageSearchCapMs, and after each computer turn the page waits the chosen pace so a
// person can follow.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"
#include "app/play/pace.h"
#include "app/play/session.h"
#include "i18n/translate.h"

namespace carc::app {

// How long computer decisions took since the last reset: `search_ms` the app's clock spent in the
// search itself (its slices), `wall_ms` from the decision's first slice to its move (the frames in
// between included); totals and the worst decision.
struct AiTimes {
  int decisions = 0;
  double search_ms = 0, worst_search_ms = 0, wall_ms = 0, worst_wall_ms = 0;
};

class AiTurns {
 public:
  // Search time per frame (ms of the app's clock) while a computer seat decides.
  static constexpr double kFrameBudgetMs = 8.0;

  // Whether a computer seat decides now (thinking or waiting out the pace): the frame loop keeps
  // drawing while true. Cheap; called before a frame is drawn.
  bool wants_frames(const Session& session) const;
  // This frame's work: starts, continues or finishes the deciding computer seat's decision and
  // applies it, once `pace` (the player's, Preferences) has passed since the last computer turn.
  // `now_ms` is the app's clock; `clock_ms` reads it again during the search.
  void update(Session& session, double now_ms, double (*clock_ms)(), Pace pace);
  // The seat searching now, or -1.
  int thinking() const { return thinking_; }
  // Off while a record is only being looked at (the replay viewer): computer seats wait.
  void set_playing(bool on) { playing_ = on; }
  bool playing() const { return playing_; }
  // Why the computer seats stopped: the engine refused the last move (should not happen: the
  // agent picks legal moves); ok while they play. Typed up to the page's edge, which says it in
  // the page's language.
  const Status& refusal() const { return refusal_; }
  const AiTimes& times() const { return times_; }
  void reset_times() { times_ = AiTimes{}; }

 private:
  ai::Agent agent_;
  std::vector<std::optional<SeatSpec>> seat_levels_;  // the levels seat_specs_ was made from
  std::vector<ai::Spec> seat_specs_;                   // ai::seat_specs of the game's set-up
  int revision_ = -1;               // the session revision the agent started for
  int refusal_revision_ = -1;       // the session revision whose move the engine refused
  int thinking_ = -1;
  bool playing_ = true;
  double turn_ended_ms_ = -1e300;   // when the last computer turn ended
  double decision_started_ms_ = 0;  // the first slice of the decision being searched
  double decision_search_ms_ = 0;   // its slices so far
  AiTimes times_;
  Status refusal_;
};

// The seat's level for people ("Hard", "MCTS 200"), from the catalogue; "" for a human seat.
// Typed (the record reader parsed it): nothing here reads a level's text.
std::string level_words(const i18n::Translator& w, const std::optional<SeatSpec>& level);

}  // namespace carc::app
