// `carc selfplay` and `carc bench`: random games, their signature, and the engine's speed.
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>

#include "cli/cli.h"
#include "engine/record/selfplay.h"
#include "engine/base/text.h"
#include "util/json.h"

namespace carc::cli {
namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int run_selfplay(const Args& args, const Library& library) {
  long long games = 0, seed = 0, players = 0;
  Game game;
  Status ok = args.number("games", 100, games);
  if (ok) ok = args.number("seed", 1, seed);
  if (ok) ok = args.number("players", 2, players);
  if (ok) ok = make_game(args, library, static_cast<int>(players), game);
  if (!ok) {
    std::fprintf(stderr, "carc selfplay: %s\n", ok.message().c_str());
    return 2;
  }
  std::uint64_t signature = 0;
  if (Status s = selfplay_signature(game, static_cast<int>(games), static_cast<std::uint64_t>(seed), signature); !s) {
    std::fprintf(stderr, "carc selfplay: %s\n", s.message().c_str());
    return 1;
  }
  std::printf("games: %lld\nplayers: %lld\nsignature: %016" PRIx64 "\n", games, players, signature);
  return 0;
}

// Random games per second of one set-up, with its signature.
Status games_per_second(Game& game, long long games, std::uint64_t& signature, double& rate) {
  const auto start = std::chrono::steady_clock::now();
  if (Status s = selfplay_signature(game, static_cast<int>(games), 1, signature); !s) return s;
  rate = static_cast<double>(games) / seconds_since(start);
  return {};
}

// Nanoseconds for Game::legal_moves at the placement step (every distinct placement of the drawn
// tile and `end`), over every turn of random games. Fails when a seed's set-up does.
Status placement_ns(Game& game, double& ns) {
  SelfplayScratch scratch;
  Rng rng(2);
  long long listings = 0;
  double seconds = 0;
  for (int i = 0; i < 200; ++i) {
    if (Status s = game.restart(1000 + i); !s) return s;
    while (game.phase() == Phase::PlaceTile) {
      const auto t0 = std::chrono::steady_clock::now();
      for (int k = 0; k < 64; ++k) game.legal_moves(scratch.moves);
      seconds += seconds_since(t0);
      listings += 64;
      scratch.moves.pop_back();  // `end`: the placements (or the discard) remain
      // Listed moves are legal: apply() cannot refuse them.
      (void)game.apply(scratch.moves[rng.below(static_cast<std::uint32_t>(scratch.moves.size()))]);
      if (game.phase() == Phase::Deploy) (void)game.apply(Move{.kind = MoveKind::NoFigure, .player = game.current_player()});
    }
  }
  ns = seconds * 1e9 / static_cast<double>(listings);
  return {};
}

int run_bench(const Args& args, const Library& library) {
  long long games = 0, iterations = 0;
  Game classic, taiwan, iberia;
  Args taiwan_args, iberia_args;
  taiwan_args.options = {{"map", "taiwan"}, {"chips", "on"}};
  iberia_args.options = {{"map", "iberia"}, {"chips", "on"}};
  Status ok = args.number("games", 20000, games);
  if (ok && games < 1) ok = failure(err::cli_games);
  if (ok) ok = args.number("iterations", 3000, iterations);
  if (ok) ok = make_game(args, library, 2, classic);
  if (ok) ok = make_game(taiwan_args, library, 2, taiwan);
  if (ok) ok = make_game(iberia_args, library, 2, iberia);
  if (!ok) {
    std::fprintf(stderr, "carc bench: %s\n", ok.message().c_str());
    return 2;
  }
  std::uint64_t signature = 0, unused = 0;
  double classic_rate = 0, listing_ns = 0, taiwan_rate = 0, iberia_rate = 0;
  Status ran = games_per_second(classic, games, signature, classic_rate);
  if (ran) ran = placement_ns(classic, listing_ns);
  if (ran) ran = games_per_second(taiwan, games / 2 + 1, unused, taiwan_rate);
  if (ran) ran = games_per_second(iberia, games / 2 + 1, unused, iberia_rate);
  if (!ran) {
    std::fprintf(stderr, "carc bench: %s\n", ran.message().c_str());
    return 1;
  }
  const double mcts_rate = mcts_iterations_per_s(library, static_cast<int>(std::max(1LL, iterations)));
  if (args.has("json")) {
    char hex[20];
    std::snprintf(hex, sizeof hex, "%016" PRIx64, signature);
    json::Writer w;
    w.begin_object().key("random_games_per_s").value(classic_rate, 0).key("placement_ns").value(listing_ns, 1);
    w.key("signature").value(hex).key("games").value(games);
    w.key("taiwan_chips_games_per_s").value(taiwan_rate, 0).key("iberia_chips_games_per_s").value(iberia_rate, 0);
    w.key("mcts_iterations_per_s").value(mcts_rate, 0);
    std::printf("%s\n", w.end_object().str().c_str());
  } else {
    std::printf("random 2-player games per second (one core):\n");
    std::printf("  classic table, base tiles:          %8.0f  (%lld games)\n", classic_rate, games);
    std::printf("  Taiwan, chips on, base+ic+tb tiles:  %8.0f\n", taiwan_rate);
    std::printf("  Iberia, chips on, base+ic+tb tiles:  %8.0f\n", iberia_rate);
    std::printf("legal moves of the placement step: %.1f ns per listing\n", listing_ns);
    std::printf("AI search iterations per second, mid-game position: %.0f (%lld iterations)\n", mcts_rate, iterations);
    std::printf("signature: %016" PRIx64 "\n", signature);
  }
  return 0;
}

}  // namespace carc::cli
