// Levels and the decision loop of a computer player.
#include "ai/agent.h"

#include "engine/base/limits.h"

namespace carc::ai {

Status parse_spec(std::string_view text, Spec& out) {
  SeatSpec seat;
  if (Status parsed = parse_seat_spec(text, seat); !parsed) return parsed;
  out = spec_of(seat);
  return {};
}

Spec spec_of(const SeatSpec& seat) {
  switch (seat.level) {
    case SeatLevel::Random: return Spec{.level = Level::Random};
    case SeatLevel::Easy: return Spec{.level = Level::Easy};
    case SeatLevel::Greedy: return Spec{.level = Level::Greedy};
    case SeatLevel::Medium: return Spec{.level = Level::Medium, .iterations = kMediumIterations, .search = {.exploration = kMediumExploration}};
    case SeatLevel::Hard: return Spec{.level = Level::Hard, .iterations = kHardIterations};
    case SeatLevel::Ms: return Spec{.level = Level::Mcts, .iterations = kMaxSearchIterations, .time_ms = seat.time_ms};
    case SeatLevel::Mcts: break;
  }
  Spec spec{.level = Level::Mcts, .iterations = seat.iterations};
  if (seat.playout_given) spec.search.playout_turns = seat.playout_turns;
  return spec;
}

std::vector<Spec> seat_specs(const Setup& setup) {
  std::vector<Spec> out(setup.players.size());
  for (std::size_t p = 0; p < out.size(); ++p)
    if (const std::optional<SeatSpec>& level = seat_level(setup, static_cast<int>(p))) out[p] = spec_of(*level);
  return out;
}

std::string spec_name(const Spec& spec) {
  SeatSpec seat;
  switch (spec.level) {
    case Level::Random: seat.level = SeatLevel::Random; break;
    case Level::Easy: seat.level = SeatLevel::Easy; break;
    case Level::Greedy: seat.level = SeatLevel::Greedy; break;
    case Level::Medium: seat.level = SeatLevel::Medium; break;
    case Level::Hard: seat.level = SeatLevel::Hard; break;
    case Level::Mcts:
      seat = spec.time_ms > 0 ? SeatSpec{.level = SeatLevel::Ms, .time_ms = spec.time_ms}
                              : SeatSpec{.level = SeatLevel::Mcts, .iterations = spec.iterations,
                                         .playout_given = spec.search.playout_turns != kPlayoutTurns,
                                         .playout_turns = spec.search.playout_turns};
      break;
  }
  return seat_spec_name(seat);
}

std::string_view level_meaning(Level level) {
  switch (level) {
    case Level::Random: return "plays any legal move at random";
    case Level::Easy: return "takes the move that scores best this turn, with a little noise; beatable by a beginner";
    case Level::Greedy: return "takes the move that scores best this turn, without noise";
    case Level::Medium: return "looks ahead with a short search (500 simulated games per decision)";
    case Level::Hard: return "searches deeply (10,000 simulated games per decision, well under a second in the browser)";
    case Level::Mcts: return "searches with a fixed number of simulated games per decision";
  }
  return "";
}

void Agent::start(const Game& game, std::uint64_t seed) {
  searching_ = false;
  ready_ = true;
  list_moves(game, moves_);
  Rng rng(seed);
  if (moves_.size() <= 1) {
    chosen_ = moves_.empty() ? Move{} : moves_.front();
  } else if (spec_.level == Level::Random) {
    chosen_ = moves_[rng.below(static_cast<std::uint32_t>(moves_.size()))];
  } else if (spec_.level == Level::Easy || spec_.level == Level::Greedy) {
    chosen_ = greedy_.choose(game, rng, spec_.level == Level::Easy ? kEasyNoise : 0.0);
  } else {
    search_.start(game, seed);
    searching_ = true;
    ready_ = false;
  }
}

bool Agent::step(int iterations) {
  if (ready_) return true;
  const int left = spec_.iterations - search_.iterations();
  search_.step(iterations < left ? iterations : left);
  const int more = spec_.iterations - search_.iterations();
  ready_ = more <= 0 || search_.is_settled(more);
  return ready_;
}

int Agent::iterations_done() const { return searching_ ? search_.iterations() : 0; }

Move Agent::move() const { return searching_ ? search_.best_move() : chosen_; }

Move Agent::decide(const Game& game, std::uint64_t seed) {
  start(game, seed);
  while (!step(64)) {  // small steps, so a settled search stops early
  }
  return move();
}

}  // namespace carc::ai
