// `carc selfplay` and `carc bench`: random games, their signature, and the engine's speed.
#include <chrono>
#include <cinttypes>
#include <cstdio>

#include "cli/cli.h"
#include "engine/selfplay.h"
#include "engine/text.h"

namespace carc::cli {
namespace {

bool make_game(const Args& args, const Library& library, int players, Game& game, std::string& error) {
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back("P" + std::to_string(p + 1));
  setup.tiles.clear();
  for (auto s : split(args.get("tiles", "base"), ',')) setup.tiles.emplace_back(s);
  return Game::create(setup, library, game, error);
}

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

int run_bench(const Args& args, const Library& library) {
  long long games = 0;
  std::string error;
  Game game;
  if (!args.number("games", 20000, games, error) || games < 1 || !make_game(args, library, 2, game, error)) {
    std::fprintf(stderr, "carc bench: %s\n", error.empty() ? "--games must be at least 1" : error.c_str());
    return 2;
  }
  // Whole random 2-player games.
  auto start = std::chrono::steady_clock::now();
  const std::uint64_t signature = selfplay_signature(game, static_cast<int>(games), 1);
  const double games_per_s = static_cast<double>(games) / seconds_since(start);
  // Listing the drawn tile's legal placements, at every turn of random games.
  SelfplayScratch scratch;
  Rng rng(2);
  long long listings = 0;
  double listing_s = 0;
  for (int i = 0; i < 200; ++i) {
    game.restart(1000 + i);
    while (game.phase() == Phase::PlaceTile) {
      const TileType t = game.drawn_tile();
      const auto t0 = std::chrono::steady_clock::now();
      for (int k = 0; k < 64; ++k) game.legal_placements(t, scratch.placements);
      listing_s += seconds_since(t0);
      listings += 64;
      Move m{.kind = MoveKind::Discard, .player = game.current_player(), .tile = t};
      if (!scratch.placements.empty()) {
        const Placement& p = scratch.placements[rng.below(static_cast<std::uint32_t>(scratch.placements.size()))];
        m = Move{MoveKind::Place, game.current_player(), t, p.pos, p.rot};
      }
      game.apply(m, nullptr, nullptr);
      if (m.kind == MoveKind::Place) game.apply(Move{.kind = MoveKind::Deploy, .player = game.current_player()}, nullptr, nullptr);
    }
  }
  const double placement_ns = listing_s * 1e9 / static_cast<double>(listings);
  if (args.has("json")) {
    std::printf("{\"random_games_per_s\":%.0f,\"placement_ns\":%.1f,\"signature\":\"%016" PRIx64 "\",\"games\":%lld}\n",
                games_per_s, placement_ns, signature, games);
  } else {
    std::printf("random 2-player base games: %.0f per second (%lld games)\n", games_per_s, games);
    std::printf("legal placements of the drawn tile: %.1f ns per listing\n", placement_ns);
    std::printf("signature: %016" PRIx64 "\n", signature);
  }
  return 0;
}

}  // namespace carc::cli
