// `carc selfplay` and `carc bench`: random games, their signature, and the engine's speed.
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>

#include "cli/cli.h"
#include "engine/selfplay.h"
#include "engine/text.h"

namespace carc::cli {
namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int run_selfplay(const Args& args, const Library& library) {
  long long games = 0, seed = 0, players = 0;
  std::string error;
  Game game;
  if (!args.number("games", 100, games, error) || !args.number("seed", 1, seed, error) ||
      !args.number("players", 2, players, error) || !make_game(args, library, static_cast<int>(players), game, error)) {
    std::fprintf(stderr, "carc selfplay: %s\n", error.c_str());
    return 2;
  }
  const std::uint64_t signature = selfplay_signature(game, static_cast<int>(games), static_cast<std::uint64_t>(seed));
  std::printf("games: %lld\nplayers: %lld\nsignature: %016" PRIx64 "\n", games, players, signature);
  return 0;
}

// Random games per second of one set-up, with its signature.
double games_per_second(Game& game, long long games, std::uint64_t& signature) {
  const auto start = std::chrono::steady_clock::now();
  signature = selfplay_signature(game, static_cast<int>(games), 1);
  return static_cast<double>(games) / seconds_since(start);
}

// Nanoseconds to list the drawn tile's legal placements, over every turn of random games.
double placement_ns(Game& game) {
  SelfplayScratch scratch;
  Rng rng(2);
  long long listings = 0;
  double seconds = 0;
  for (int i = 0; i < 200; ++i) {
    game.restart(1000 + i);
    while (game.phase() == Phase::PlaceTile) {
      const TileType t = game.drawn_tile();
      const auto t0 = std::chrono::steady_clock::now();
      for (int k = 0; k < 64; ++k) game.legal_placements(t, scratch.placements);
      seconds += seconds_since(t0);
      listings += 64;
      Move m{.kind = MoveKind::Discard, .player = game.current_player(), .tile = t};
      if (!scratch.placements.empty()) {
        const Placement& p = scratch.placements[rng.below(static_cast<std::uint32_t>(scratch.placements.size()))];
        m = Move{.kind = MoveKind::Place, .player = game.current_player(), .tile = t, .pos = p.pos, .rot = p.rot};
      }
      game.apply(m, nullptr, nullptr);
      if (m.kind == MoveKind::Place) game.apply(Move{.kind = MoveKind::Deploy, .player = game.current_player()}, nullptr, nullptr);
    }
  }
  return seconds * 1e9 / static_cast<double>(listings);
}

int run_bench(const Args& args, const Library& library) {
  long long games = 0, iterations = 0;
  std::string error;
  Game classic, taiwan, iberia;
  Args taiwan_args, iberia_args;
  taiwan_args.options = {{"map", "taiwan"}, {"chips", "on"}};
  iberia_args.options = {{"map", "iberia"}, {"chips", "on"}};
  if (!args.number("games", 20000, games, error) || games < 1 || !args.number("iterations", 3000, iterations, error) || !make_game(args, library, 2, classic, error) ||
      !make_game(taiwan_args, library, 2, taiwan, error) || !make_game(iberia_args, library, 2, iberia, error)) {
    std::fprintf(stderr, "carc bench: %s\n", error.empty() ? "--games must be at least 1" : error.c_str());
    return 2;
  }
  std::uint64_t signature = 0, unused = 0;
  const double classic_rate = games_per_second(classic, games, signature);
  const double listing_ns = placement_ns(classic);
  const double taiwan_rate = games_per_second(taiwan, games / 2 + 1, unused);
  const double iberia_rate = games_per_second(iberia, games / 2 + 1, unused);
  const double mcts_rate = mcts_iterations_per_s(library, static_cast<int>(std::max(1LL, iterations)));
  if (args.has("json")) {
    std::printf("{\"random_games_per_s\":%.0f,\"placement_ns\":%.1f,\"signature\":\"%016" PRIx64
                "\",\"games\":%lld,\"taiwan_chips_games_per_s\":%.0f,\"iberia_chips_games_per_s\":%.0f,"
                "\"mcts_iterations_per_s\":%.0f}\n",
                classic_rate, listing_ns, signature, games, taiwan_rate, iberia_rate, mcts_rate);
  } else {
    std::printf("random 2-player games per second (one core):\n");
    std::printf("  classic table, base tiles:          %8.0f  (%lld games)\n", classic_rate, games);
    std::printf("  Taiwan, chips on, base+ic+tb tiles:  %8.0f\n", taiwan_rate);
    std::printf("  Iberia, chips on, base+ic+tb tiles:  %8.0f\n", iberia_rate);
    std::printf("legal placements of the drawn tile: %.1f ns per listing\n", listing_ns);
    std::printf("AI search iterations per second, mid-game position: %.0f (%lld iterations)\n", mcts_rate, iterations);
    std::printf("signature: %016" PRIx64 "\n", signature);
  }
  return 0;
}

}  // namespace carc::cli
