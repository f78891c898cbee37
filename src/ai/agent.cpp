// Levels and the decision loop of a computer player.
#include "ai/agent.h"

#include <charconv>

namespace carc::ai {

Status parse_spec(std::string_view text, Spec& out) {
  if (text == "random") out = Spec{Level::Random, 0};
  else if (text == "easy") out = Spec{Level::Easy, 0};
  else if (text == "medium") out = Spec{Level::Medium, kMediumIterations};
  else if (text == "hard") out = Spec{Level::Hard, kHardIterations};
  else if (text.substr(0, 5) == "mcts:") {
    const std::string_view digits = text.substr(5);
    int n = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (ec != std::errc() || end != digits.data() + digits.size() || n < 1 || n > 10000000)
      return failure("player '" + std::string(text) + "': mcts:N wants N from 1 to 10000000 iterations");
    out = Spec{Level::Mcts, n};
  } else {
    return failure("player '" + std::string(text) + "' is not random, easy, medium, hard or mcts:N");
  }
  return {};
}

std::string spec_name(const Spec& spec) {
  switch (spec.level) {
    case Level::Random: return "random";
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Hard: return "hard";
    case Level::Mcts: return "mcts:" + std::to_string(spec.iterations);
  }
  return "?";
}

std::string_view level_meaning(Level level) {
  switch (level) {
    case Level::Random: return "plays any legal move at random";
    case Level::Easy: return "takes the move that scores best this turn, with a little noise; beatable by a beginner";
    case Level::Medium: return "looks ahead with a short search (500 simulated games per decision)";
    case Level::Hard: return "searches deeply (10,000 simulated games per decision, about 1 to 1.5 s in the browser)";
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
  } else if (spec_.level == Level::Easy) {
    chosen_ = greedy_.choose(game, rng);
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
  ready_ = search_.iterations() >= spec_.iterations;
  return ready_;
}

int Agent::iterations_done() const { return searching_ ? search_.iterations() : 0; }

Move Agent::move() const { return searching_ ? search_.best_move() : chosen_; }

Move Agent::decide(const Game& game, std::uint64_t seed) {
  start(game, seed);
  while (!step(1 << 20)) {
  }
  return move();
}

}  // namespace carc::ai
