// AiTurns: one computer decision spread over frames, applied through the Session, then the pace.
#include "app/play/ai_turns.h"

#include <algorithm>

#include "engine/setup/seat_spec.h"
#include "i18n/translate.h"

namespace carc::app {

namespace {

// Whether a computer seat decides now (not a human, and something to decide).
bool is_computer_deciding(const Session& session) {
  if (!session.has_game()) return false;
  const Game& g = session.game();
  if (g.phase() == Phase::Over || g.phase() == Phase::GameEnd) return false;
  return !is_human_seat(g.setup(), g.deciding_player());
}

// The search time after which a decision takes its best move so far: the level's own budget
// (`ms:T`) or the page's cap, whichever is smaller.
double search_cap_ms(const ai::Spec& spec) {
  return spec.time_ms > 0 && spec.time_ms < ai::kPageSearchCapMs ? spec.time_ms : ai::kPageSearchCapMs;
}

}  // namespace

bool AiTurns::wants_frames(const Session& session) const {
  const bool refused = !refusal_ && session.revision() == refusal_revision_;
  return playing_ && !refused && is_computer_deciding(session);
}

void AiTurns::update(Session& session, double now_ms, double (*clock_ms)(), Pace pace) {
  thinking_ = -1;
  if (!wants_frames(session)) return;
  refusal_ = {};
  if (now_ms < turn_ended_ms_ + pace_ms(pace)) return;
  const Game& g = session.game();
  const PlayerId who = g.deciding_player();
  thinking_ = who;
  const double slice_start = clock_ms();
  if (revision_ != session.revision()) {
    decision_started_ms_ = slice_start;
    decision_search_ms_ = 0;
    // The seats' agents' specs once per set-up (a new game, other levels).
    if (seat_levels_ != g.setup().levels || seat_specs_.size() != g.setup().players.size()) {
      seat_levels_ = g.setup().levels;
      seat_specs_ = ai::seat_specs(g.setup());
    }
    agent_ = ai::Agent(seat_specs_[static_cast<std::size_t>(who)]);
    agent_.start(g, g.setup().seed * 1000003ull + g.history().size());  // as aiMove() and `carc arena`
    revision_ = session.revision();
  }
  // Time decides how many iterations run in this frame, and never which move is chosen unless
  // the search reaches the cap (a device far slower than a laptop): then it takes the best so far.
  while (!agent_.is_ready() && clock_ms() - now_ms < kFrameBudgetMs) agent_.step(1);
  const double slice_end = clock_ms();
  decision_search_ms_ += slice_end - slice_start;
  if (!agent_.is_ready() && decision_search_ms_ < search_cap_ms(agent_.spec())) return;
  ++times_.decisions;
  times_.search_ms += decision_search_ms_;
  times_.worst_search_ms = std::max(times_.worst_search_ms, decision_search_ms_);
  times_.wall_ms += slice_end - decision_started_ms_;
  times_.worst_wall_ms = std::max(times_.worst_wall_ms, slice_end - decision_started_ms_);
  const Move move = agent_.move();
  refusal_ = session.apply(move);
  revision_ = -1;
  if (!refusal_) {  // waits for the next change of the game (a take-back, a new game)
    refusal_revision_ = session.revision();
    return;
  }
  const Game& after = session.game();
  if (after.phase() == Phase::PlaceTile || after.phase() == Phase::Over || after.deciding_player() != who)
    turn_ended_ms_ = clock_ms();
  thinking_ = -1;
}

// Every level the seat grammar reads (parse_seat_spec) in the player's words: a named level by its
// key, `mcts:N` with its iterations, its playout length if given, `ms:T` with its time.
std::string level_words(const i18n::Translator& w, const std::optional<SeatSpec>& level) {
  if (!level) return "";
  const SeatSpec& spec = *level;
  const auto iterations = i18n::arg("iterations", std::to_string(spec.iterations));
  switch (spec.level) {
    case SeatLevel::Random: return w.text("ai.level.random");
    case SeatLevel::Easy: return w.text("ai.level.easy");
    case SeatLevel::Greedy: return w.text("ai.level.greedy");
    case SeatLevel::Medium: return w.text("ai.level.medium");
    case SeatLevel::Hard: return w.text("ai.level.hard");
    case SeatLevel::Ms: return w.text("ai.level.ms", {i18n::arg("ms", std::to_string(spec.time_ms))});
    case SeatLevel::Mcts: break;
  }
  if (!spec.playout_given) return w.text("ai.level.mcts", {i18n::arg("n", std::to_string(spec.iterations))});
  if (spec.playout_turns < 0) return w.text("ai.level.mcts_end", {iterations});
  return w.count("ai.level.mcts_playout", spec.playout_turns, {iterations});
}

}  // namespace carc::app
