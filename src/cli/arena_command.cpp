// `carc arena`: seat-swapped games between two computer players, with the Wilson interval of A's
// win rate and counts of what A did with the map and expansion rules (`--seats`: a free-for-all,
// free_for_all_command.cpp).
#include <algorithm>
#include <array>
#include <chrono>
#include <cinttypes>
#include <cstdio>

#include "ai/agent.h"
#include "cli/cli.h"
#include "cli/free_for_all.h"
#include "engine/base/hash.h"
#include "engine/base/text.h"
#include "util/json.h"

namespace carc::cli {
namespace {

struct Tally {
  long long games = 0, a_wins = 0, b_wins = 0, draws = 0;
  long long score_diff = 0, a_points = 0, b_points = 0;
  long long a_upgrades = 0, a_caches = 0, a_swaps = 0, a_bonus = 0, a_figures = 0;
  long long a_decisions = 0;
  std::array<long long, kCategories> a_kinds{}, b_kinds{};  // points per Category, each side's seats added up
  double a_seconds = 0, a_worst = 0;
  std::uint64_t signature = kHashStart;
};

// The best score among the seats one side holds.
int best_of(const Game& g, int side, int swap) {
  int best = -1;
  for (int p = 0; p < g.player_count(); ++p)
    if ((p + swap) % 2 == side) best = std::max(best, g.player(p).score);
  return best;
}

void count_events(const std::vector<Event>& events, Tally& t) {
  for (const Event& e : events) {
    t.a_upgrades += e.kind == EventKind::Upgraded;
    t.a_caches += e.kind == EventKind::CachePlaced;
    t.a_swaps += e.kind == EventKind::PorxadaSwapChosen;
    t.a_bonus += e.kind == EventKind::PorxadaBonusChosen;
    t.a_figures += e.kind == EventKind::FigureDeployed;
  }
}

// Plays one game to the end; seats p with (p + swap) even belong to A. The error of a refused move.
Status play_game(Game& g, ai::Agent* agents[2], int swap, Tally& t) {
  std::vector<Event> events;
  while (g.phase() != Phase::Over) {
    const int side = (g.deciding_player() + swap) % 2;
    const std::uint64_t seed = hash_mix(g.setup().seed, g.history().size());
    const auto start = std::chrono::steady_clock::now();
    const Move m = decide_by_clock(*agents[side], g, seed);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    events.clear();
    if (Status s = g.apply(m, &events); !s) return s;
    t.signature = hash_mix(t.signature, move_hash(m));
    if (side != 0) continue;
    count_events(events, t);
    ++t.a_decisions;
    t.a_seconds += seconds;
    t.a_worst = std::max(t.a_worst, seconds);
  }
  const int a = best_of(g, 0, swap), b = best_of(g, 1, swap);
  for (int p = 0; p < g.player_count(); ++p)
    for (int c = 0; c < kCategories; ++c) ((p + swap) % 2 == 0 ? t.a_kinds : t.b_kinds)[c] += g.player(p).by_category[c];
  ++t.games;
  t.a_wins += a > b;
  t.b_wins += b > a;
  t.draws += a == b;
  t.score_diff += a - b;
  t.a_points += a;
  t.b_points += b;
  return {};
}

// The summary: one JSON object with --json (one key per line below; the `signature` is compared
// native against WASM by tests/run), else a few lines of text.
void print(const Tally& t, const ai::Spec& a, const ai::Spec& b, bool json) {
  const double n = static_cast<double>(t.games), rate = (t.a_wins + 0.5 * t.draws) / n;
  const auto [low, high] = wilson_interval(t.a_wins + 0.5 * t.draws, n);
  const double diff = t.score_diff / n, ms = t.a_decisions ? 1000 * t.a_seconds / t.a_decisions : 0;
  char signature[20];
  std::snprintf(signature, sizeof signature, "%016" PRIx64, t.signature);
  if (json) {
    json::Writer w;
    w.begin_object();
    w.key("a").value(ai::spec_name(a));
    w.key("b").value(ai::spec_name(b));
    w.key("games").value(t.games);
    w.key("a_wins").value(t.a_wins);
    w.key("b_wins").value(t.b_wins);
    w.key("draws").value(t.draws);
    w.key("a_win_rate").value(rate, 4);
    w.key("wilson_low").value(low, 4);
    w.key("wilson_high").value(high, 4);
    w.key("mean_score_diff").value(diff, 2);
    w.key("a_mean_score").value(t.a_points / n, 2);
    w.key("b_mean_score").value(t.b_points / n, 2);
    for (int side = 0; side < 2; ++side) {
      w.key(side == 0 ? "a_points_by_kind" : "b_points_by_kind").begin_object();
      for (int c = 0; c < kCategories; ++c) w.key(category_name(static_cast<Category>(c))).value((side == 0 ? t.a_kinds : t.b_kinds)[c] / n, 2);
      w.end_object();
    }
    w.key("a_figures").value(t.a_figures);
    w.key("a_upgrades").value(t.a_upgrades);
    w.key("a_caches").value(t.a_caches);
    w.key("a_porxada_swaps").value(t.a_swaps);
    w.key("a_porxada_bonus").value(t.a_bonus);
    w.key("a_decisions").value(t.a_decisions);
    w.key("a_ms_per_decision").value(ms, 3);
    w.key("a_worst_ms").value(1000 * t.a_worst, 3);
    w.key("signature").value(signature);
    w.key("search").value(ai::kSearchRevision);
    std::printf("%s\n", w.end_object().str().c_str());
    return;
  }
  std::printf("%s (A) vs %s (B), %lld seat-swapped games\n", ai::spec_name(a).c_str(), ai::spec_name(b).c_str(), t.games);
  std::printf("A wins %lld, draws %lld, B wins %lld\n", t.a_wins, t.draws, t.b_wins);
  std::printf("A's win rate %.1f%% (Wilson 95%%: %.1f%%-%.1f%%), mean score difference %+.1f (A %.1f, B %.1f)\n",
              100 * rate, 100 * low, 100 * high, diff, t.a_points / n, t.b_points / n);
  for (int side = 0; side < 2; ++side) {
    std::printf("%s's points per game:", side == 0 ? "A" : "B");
    for (int c = 0; c < kCategories; ++c)
      std::printf(" %s %.1f", std::string(category_name(static_cast<Category>(c))).c_str(), (side == 0 ? t.a_kinds : t.b_kinds)[c] / n);
    std::printf("\n");
  }
  std::printf("A: %lld figures, %lld upgrades, %lld caches, La Porxada %lld swaps / %lld bonus; %.1f ms per decision (worst %.0f)\n",
              t.a_figures, t.a_upgrades, t.a_caches, t.a_swaps, t.a_bonus, ms, 1000 * t.a_worst);
  std::printf("signature: %s\n", signature);
}

}  // namespace

double mcts_iterations_per_s(const Library& library, int iterations) {
  Game game;
  if (!make_game(Args{}, library, 2, game) || !game.restart(2026)) return 0;
  Rng rng(7);
  std::vector<Move> moves;
  for (int i = 0; i < 40; ++i) {  // a fixed mid-game position: 40 random moves in
    ai::list_moves(game, moves);
    ai::apply_move(game, moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
  }
  ai::Search search;
  search.start(game, 1);
  const auto start = std::chrono::steady_clock::now();
  search.step(iterations);
  return iterations / std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int run_arena(const Args& args, const Library& library) {
  if (args.has("seats")) return run_free_for_all(args, library);
  long long games = 0, seed = 0, players = 0;
  ai::Spec specs[2];
  Game game;
  Status ok = ai::parse_spec(args.get("a", "hard"), specs[0]);
  if (ok) ok = ai::parse_spec(args.get("b", "easy"), specs[1]);
  if (ok) ok = read_games_and_seed(args, games, seed);
  if (ok) ok = args.number("players", 2, players);
  if (ok) ok = make_game(args, library, static_cast<int>(players), game);
  if (!ok) {
    std::fprintf(stderr, "carc arena: %s\n", ok.message().c_str());
    return 2;
  }
  ai::Agent a(specs[0]), b(specs[1]);
  ai::Agent* agents[2] = {&a, &b};
  Tally tally;
  for (long long i = 0; i < games; ++i) {
    Status played = game.restart(static_cast<std::uint64_t>(seed) * 1000003ull + static_cast<std::uint64_t>(i / 2));
    if (played) played = play_game(game, agents, static_cast<int>(i % 2), tally);
    if (!played) {
      std::fprintf(stderr, "carc arena: game %lld: %s\n", i + 1, played.message().c_str());
      return 1;
    }
  }
  print(tally, specs[0], specs[1], args.has("json"));
  return 0;
}

}  // namespace carc::cli
