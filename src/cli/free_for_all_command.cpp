// `carc arena --seats A,B,C…`: reads the options, plays the free-for-all and prints its standings
// per seat and per level (text, or one JSON object with --json).
#include <cinttypes>
#include <cstdio>

#include "ai/search.h"
#include "cli/cli.h"
#include "cli/free_for_all.h"
#include "util/json.h"

namespace carc::cli {
namespace {

void write_tally(json::Writer& w, const SeatTally& t, bool level) {
  const double n = static_cast<double>(t.games);
  const Interval first = wilson_interval(t.firsts, n);
  w.begin_object();
  w.key("spec").value(t.spec);
  if (level) w.key("seats").value(t.seats);
  w.key("games").value(t.games);
  w.key("firsts").value(t.firsts, 2);
  w.key("first_rate").value(t.firsts / n, 4);
  w.key("wilson_low").value(first.low, 4);
  w.key("wilson_high").value(first.high, 4);
  w.key("mean_score").value(t.points / n, 2);
  w.key("mean_rank").value(t.ranks / n, 3);
  w.key("decisions").value(t.decisions);
  w.key("ms_per_decision").value(t.decisions ? 1000 * t.seconds / t.decisions : 0.0, 3);
  w.key("worst_ms").value(1000 * t.worst, 3);
  w.end_object();
}

void print_json(const FreeForAll& f, const std::vector<SeatTally>& levels, const char* signature) {
  json::Writer w;
  w.begin_object();
  w.key("seats").begin_array();
  for (const SeatTally& t : f.seats) w.value(t.spec);
  w.end_array();
  w.key("games").value(f.games);
  w.key("per_seat").begin_array();
  for (const SeatTally& t : f.seats) write_tally(w, t, false);
  w.end_array();
  w.key("per_level").begin_array();
  for (const SeatTally& t : levels) write_tally(w, t, true);
  w.end_array();
  w.key("signature").value(signature);
  w.key("search").value(ai::kSearchRevision);
  std::printf("%s\n", w.end_object().str().c_str());
}

void print_row(const char* name, const SeatTally& t) {
  const double n = static_cast<double>(t.games);
  const Interval first = wilson_interval(t.firsts, n);
  std::printf("%-8s %-22s %6lld %8.2f  %5.1f%% (%5.1f%%-%5.1f%%) %7.1f %6.2f %8.1f\n", name, t.spec.c_str(), t.games,
              t.firsts, 100 * t.firsts / n, 100 * first.low, 100 * first.high, t.points / n, t.ranks / n,
              t.decisions ? 1000 * t.seconds / t.decisions : 0.0);
}

void print_text(const FreeForAll& f, const std::vector<SeatTally>& levels, const char* signature) {
  std::printf("free-for-all of %zu seats, %lld games, seating rotated every game; k seats tied for first\n"
              "get 1/k of a first place each, and share the mean of the places they span\n",
              f.seats.size(), f.games);
  std::printf("%-8s %-22s %6s %8s  %-23s %7s %6s %8s\n", "seat", "spec", "games", "firsts",
              "first rate (Wilson 95%)", "score", "rank", "ms/move");
  for (std::size_t s = 0; s < f.seats.size(); ++s) print_row(std::to_string(s + 1).c_str(), f.seats[s]);
  std::printf("per level (games: seat-games, all its seats added up)\n");
  for (const SeatTally& t : levels) print_row(("x" + std::to_string(t.seats)).c_str(), t);
  std::printf("signature: %s\n", signature);
}

}  // namespace

int run_free_for_all(const Args& args, const Library& library) {
  if (args.has("a") || args.has("b") || args.has("players")) {
    std::fprintf(stderr, "carc arena: --seats names every seat: give it without --a, --b or --players\n");
    return 2;
  }
  std::vector<ai::Spec> seats;
  if (const Status read = read_seats(args.get("seats", ""), seats); !read) {
    std::fprintf(stderr, "carc arena: %s\n", read.message().c_str());
    return 2;
  }
  long long games = 0, seed = 0;
  Game game;
  Status ok = read_games_and_seed(args, games, seed);
  if (ok) ok = make_game(args, library, static_cast<int>(seats.size()), game);
  if (!ok) {
    std::fprintf(stderr, "carc arena: %s\n", ok.message().c_str());
    return 2;
  }
  FreeForAll result;
  if (Status played = play_free_for_all(game, seats, games, seed, result); !played) {
    std::fprintf(stderr, "carc arena: game %lld: %s\n", result.games + 1, played.message().c_str());
    return 1;
  }
  char signature[20];
  std::snprintf(signature, sizeof signature, "%016" PRIx64, result.signature);
  if (args.has("json")) print_json(result, tally_levels(result), signature);
  else print_text(result, tally_levels(result), signature);
  return 0;
}

}  // namespace carc::cli
