// `carc arena --seats`: free-for-all games of 3 to 6 computer players and their standings.
#include "cli/free_for_all.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>

#include "engine/base/hash.h"
#include "engine/base/text.h"
#include "util/json.h"

namespace carc::cli {

Interval wilson_interval(double hits, double n) {
  const double z = 1.959963984540054, p = hits / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Status read_seats(std::string_view text, std::vector<ai::Spec>& out) {
  std::vector<ai::Spec> seats;
  for (std::string_view word : split(text, ',')) {
    ai::Spec spec;
    if (Status parsed = ai::parse_spec(word, spec); !parsed)
      return failure(err::cli_seat, {"seat", seats.size() + 1}, {"why", parsed.error()});
    seats.push_back(spec);
  }
  if (seats.size() < kMinFreeForAllSeats || seats.size() > kMaxPlayers)
    return failure(err::cli_seat_count, {"min", kMinFreeForAllSeats}, {"max", kMaxPlayers}, {"count", seats.size()},
                   {"text", text});
  out = std::move(seats);
  return {};
}

void count_game(const std::vector<int>& scores, FreeForAll& tally) {
  ++tally.games;
  for (std::size_t s = 0; s < scores.size(); ++s) {
    int higher = 0, level = 0;  // seats scoring more, seats scoring the same (s included)
    for (int other : scores) {
      higher += other > scores[s];
      level += other == scores[s];
    }
    SeatTally& seat = tally.seats[s];
    ++seat.games;
    seat.points += scores[s];
    seat.ranks += higher + (level + 1) / 2.0;  // the mean of places higher+1 … higher+level
    if (higher == 0) seat.firsts += 1.0 / level;
  }
}

Move decide_by_clock(ai::Agent& agent, const Game& g, std::uint64_t seed) {
  const int ms = agent.spec().time_ms;
  if (ms <= 0) return agent.decide(g, seed);
  const auto start = std::chrono::steady_clock::now();
  agent.start(g, seed);
  while (!agent.step(16) && std::chrono::steady_clock::now() - start < std::chrono::milliseconds(ms)) {
  }
  return agent.move();
}

namespace {

// Plays one game; the player at place p is seat (p + turn) mod k.
Status play_game(Game& g, std::vector<ai::Agent>& agents, int turn, FreeForAll& tally) {
  const int k = static_cast<int>(agents.size());
  while (g.phase() != Phase::Over) {
    const int seat = (g.deciding_player() + turn) % k;
    const std::uint64_t seed = hash_mix(g.setup().seed, g.history().size());
    const auto start = std::chrono::steady_clock::now();
    const Move m = decide_by_clock(agents[seat], g, seed);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (Status s = g.apply(m); !s) return s;
    tally.signature = hash_mix(tally.signature, move_hash(m));
    SeatTally& t = tally.seats[seat];
    ++t.decisions;
    t.seconds += seconds;
    t.worst = std::max(t.worst, seconds);
  }
  std::vector<int> scores(k);
  for (int p = 0; p < k; ++p) scores[(p + turn) % k] = g.player(p).score;
  count_game(scores, tally);
  return {};
}

}  // namespace

Status play_free_for_all(Game& game, const std::vector<ai::Spec>& seats, long long games, long long seed,
                         FreeForAll& out) {
  const long long k = static_cast<long long>(seats.size());
  std::vector<ai::Agent> agents(seats.begin(), seats.end());
  out = FreeForAll{};
  out.signature = kHashStart;
  for (const ai::Spec& spec : seats) out.seats.push_back(SeatTally{.spec = ai::spec_name(spec)});
  for (long long i = 0; i < games; ++i) {
    Status played = game.restart(static_cast<std::uint64_t>(seed) * 1000003ull + static_cast<std::uint64_t>(i / k));
    if (played) played = play_game(game, agents, static_cast<int>(i % k), out);
    if (!played) return played;
  }
  return {};
}

std::vector<SeatTally> tally_levels(const FreeForAll& tally) {
  std::vector<SeatTally> levels;
  for (const SeatTally& seat : tally.seats) {
    auto level = std::find_if(levels.begin(), levels.end(), [&](const SeatTally& l) { return l.spec == seat.spec; });
    if (level == levels.end()) {
      levels.push_back(seat);
      continue;
    }
    ++level->seats;
    level->games += seat.games;
    level->firsts += seat.firsts;
    level->points += seat.points;
    level->ranks += seat.ranks;
    level->decisions += seat.decisions;
    level->seconds += seat.seconds;
    level->worst = std::max(level->worst, seat.worst);
  }
  return levels;
}

}  // namespace carc::cli
