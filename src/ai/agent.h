// A computer player: the levels (random, easy, greedy, medium, hard, mcts:N, ms:T), their meaning, and one
// decision at a time, resumable in slices so the page can spread a search over frames.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/greedy.h"
#include "ai/search.h"
#include "engine/setup/seat_spec.h"

namespace carc::ai {

enum class Level : std::uint8_t { Random, Easy, Medium, Hard, Mcts, Greedy };

struct Spec {
  Level level = Level::Hard;
  int iterations = 0;  // search iterations per decision at most (Medium, Hard, Mcts)
  int time_ms = 0;     // a caller with a clock stops each search after this much of it (0: never)
  SearchOptions search{};
};

// Search iterations per decision of the named levels (README: their strength and time per move).
inline constexpr int kMediumIterations = 500;
inline constexpr int kHardIterations = 10000;
// Medium's UCB1 exploration constant: revision 4's 0.7, kept when revision 5 lowered the search's
// (SearchOptions::exploration, 0.25) for Hard and mcts:N (docs/ai.md, search revision 5).
inline constexpr double kMediumExploration = 0.7;
// Easy's noise: each sequence's value gets up to this many points more or less (Greedy: none).
inline constexpr double kEasyNoise = 3.0;
// The page stops any search after this much search time, so a slow device still gets its move
// in time; on a laptop a Hard decision needs a fraction of it and plays exactly its iterations.
inline constexpr int kPageSearchCapMs = 1500;

// Parses a player spec with the one grammar (engine/setup/seat_spec.h, parse_seat_spec): "random",
// "easy", "greedy" (Easy without noise), "medium", "hard", "mcts:N" (N iterations per decision, 1 <= N <= 10,000,000; optionally
// ":playout=K", playouts cut after K turns, or ":playout=end") or "ms:T" (searches T milliseconds
// per decision, 1 <= T <= 600,000; needs a caller with a clock, as `carc arena`). Rejects
// anything else with a message naming the text.
Status parse_spec(std::string_view text, Spec& out);
// What a parsed seat spec means for the AI: its iterations and search options.
Spec spec_of(const SeatSpec& seat);
// What each seat of a set-up plays (app/play/ai_turns.cpp): its typed spec (Setup::levels, parsed
// once by the record reader) through spec_of; a human seat gets the default Spec. Nothing to
// parse, so nothing fails: no seat plays another level than the one it names.
std::vector<Spec> seat_specs(const Setup& setup);

// The spelling parse_spec reads ("hard", "mcts:50").
std::string spec_name(const Spec& spec);
// One line on what the level does, for the set-up screen.
std::string_view level_meaning(Level level);

class Agent {
 public:
  explicit Agent(Spec spec = {}) : spec_(spec), search_(spec.search) {}
  const Spec& spec() const { return spec_; }
  // Begins a decision for the deciding player of `game`. Random, Easy and Greedy decide here at once.
  void start(const Game& game, std::uint64_t seed);
  // Runs up to `iterations` more search iterations; true once the decision is ready: the level's
  // budget is spent, or the rest of it could not change the move (Search::is_settled). A caller
  // with a clock may stop earlier (spec().time_ms) and take move() anyway.
  bool step(int iterations);
  bool is_ready() const { return ready_; }
  int iterations_done() const;
  // The chosen move (the best so far while the search runs).
  Move move() const;
  // start() and step() to the end of the iteration budget: one whole decision (no clock: a
  // time budget is the caller's, see spec().time_ms).
  Move decide(const Game& game, std::uint64_t seed);

 private:
  Spec spec_;
  Search search_;
  Greedy greedy_;
  std::vector<Move> moves_;
  Move chosen_{};
  bool searching_ = false;
  bool ready_ = false;
};

}  // namespace carc::ai
