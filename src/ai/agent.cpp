// Levels and the decision loop of a computer player.
#include "ai/agent.h"

#include <charconv>

namespace carc::ai {

namespace {

// A whole decimal number from `lo` to `hi`, or false.
bool parse_count(std::string_view digits, int lo, int hi, int& out) {
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
  return ec == std::errc() && end == digits.data() + digits.size() && out >= lo && out <= hi;
}

Status bad_spec(std::string_view text, const char* why) {
  return failure("player '" + std::string(text) + "': " + why);
}

}  // namespace

Status parse_spec(std::string_view text, Spec& out) {
  if (text == "random") out = Spec{.level = Level::Random};
  else if (text == "easy") out = Spec{.level = Level::Easy};
  else if (text == "medium") out = Spec{.level = Level::Medium, .iterations = kMediumIterations};
  else if (text == "hard") out = Spec{.level = Level::Hard, .iterations = kHardIterations};
  else if (text.substr(0, 5) == "mcts:") {
    std::string_view digits = text.substr(5), playout;
    if (const std::size_t colon = digits.find(':'); colon != std::string_view::npos) {
      playout = digits.substr(colon + 1);
      digits = digits.substr(0, colon);
    }
    Spec spec{.level = Level::Mcts};
    if (!parse_count(digits, 1, 10000000, spec.iterations))
      return bad_spec(text, "mcts:N wants N from 1 to 10000000 iterations");
    const bool has_playout = digits.size() + 5 < text.size();  // a ':' after N
    if (playout == "playout=end") spec.search.playout_turns = -1;
    else if (has_playout && (playout.substr(0, 8) != "playout=" ||
                                  !parse_count(playout.substr(8), 0, 1000, spec.search.playout_turns)))
      return bad_spec(text, "after mcts:N comes only :playout=K (0 to 1000 turns) or :playout=end");
    out = spec;
  } else if (text.substr(0, 3) == "ms:") {
    Spec spec{.level = Level::Mcts, .iterations = 10000000};
    if (!parse_count(text.substr(3), 1, 600000, spec.time_ms))
      return bad_spec(text, "ms:T wants T from 1 to 600000 milliseconds");
    out = spec;
  } else {
    return failure("player '" + std::string(text) + "' is not random, easy, medium, hard, mcts:N or ms:T");
  }
  return {};
}

std::string spec_name(const Spec& spec) {
  switch (spec.level) {
    case Level::Random: return "random";
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Hard: return "hard";
    case Level::Mcts: break;
  }
  if (spec.time_ms > 0) return "ms:" + std::to_string(spec.time_ms);
  std::string name = "mcts:" + std::to_string(spec.iterations);
  if (spec.search.playout_turns < 0) name += ":playout=end";
  else if (spec.search.playout_turns != kPlayoutTurns) name += ":playout=" + std::to_string(spec.search.playout_turns);
  return name;
}

std::string_view level_meaning(Level level) {
  switch (level) {
    case Level::Random: return "plays any legal move at random";
    case Level::Easy: return "takes the move that scores best this turn, with a little noise; beatable by a beginner";
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
