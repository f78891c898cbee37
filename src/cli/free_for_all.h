// `carc arena --seats A,B,C…`: a free-for-all of 3 to 6 computer players, each seat its own
// player, the seating rotated so no seat keeps the first move; each seat's and each level's
// first places, mean score, mean rank and the Wilson 95% interval of the first-place rate.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"

namespace carc::cli {

inline constexpr int kMinFreeForAllSeats = 3;

// A rate's Wilson score interval (95%) from `hits` out of `n` (n > 0; hits may be fractional).
struct Interval {
  double low = 0, high = 0;
};
Interval wilson_interval(double hits, double n);

// What one seat (or, added up, one level) did over the games.
struct SeatTally {
  std::string spec;       // its spec as parse_spec reads it back ("hard", "mcts:50")
  int seats = 1;          // seats added up (a level's tally: how many seats play it)
  long long games = 0;    // games played by these seats (a level: seat-games)
  double firsts = 0;      // first places; k seats tied for first get 1/k each
  long long points = 0;   // final scores added up
  double ranks = 0;       // ranks added up; tied seats share the mean of the places they span
  long long decisions = 0;
  double seconds = 0, worst = 0;  // time deciding, by the CLI's clock, and the longest decision
};

struct FreeForAll {
  std::vector<SeatTally> seats;  // in the order of --seats
  long long games = 0;
  std::uint64_t signature = 0;  // a hash of every move of every game
};

// Reads --seats: 3 to 6 specs separated by commas ("hard,medium,medium,medium"). Fails with
// err::cli_seat (the seat and, nested, why its spec does not read) or err::cli_seat_count, `out`
// left as it was.
Status read_seats(std::string_view text, std::vector<ai::Spec>& out);

// Counts one finished game: `scores[s]` is seat s's final score.
void count_game(const std::vector<int>& scores, FreeForAll& tally);

// Plays `games` games of `seats` on `game`'s set-up (its player count must be seats.size()).
// Game i deals seed·1000003 + i/k (k seats) and rotates the table by i mod k: seat s moves
// (s − i mod k) mod k-th, so each group of k games plays one deal with every seat in every place.
// The error of a refused move; `out.games` then counts the games finished before it.
Status play_free_for_all(Game& game, const std::vector<ai::Spec>& seats, long long games, long long seed,
                         FreeForAll& out);

// One decision of `agent`: its iteration budget, or its time budget (`ms:T`) on the CLI's clock.
Move decide_by_clock(ai::Agent& agent, const Game& g, std::uint64_t seed);

// The seats added up per level (seats with the same spec), in the order each level first sits.
std::vector<SeatTally> tally_levels(const FreeForAll& tally);

}  // namespace carc::cli
