// The resume point of a game: replays its history from the set-up up to the turn in progress,
// then finds each move of that turn among the listed choices.
#include "app/history.h"

#include <cstdio>
#include <cstring>

#include "app/choices.h"
#include "engine/notation.h"
#include "engine/selfplay.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

bool same_move(const Move& a, const Move& b) {
  return a.kind == b.kind && a.player == b.player && a.tile == b.tile && a.pos == b.pos && a.rot == b.rot &&
         a.figure == b.figure && a.slot == b.slot && a.pay.count == b.pay.count &&
         std::memcmp(a.pay.chips, b.pay.chips, sizeof a.pay.chips) == 0 && a.pos2 == b.pos2 && a.slot2 == b.slot2;
}

// The index in history of the first move of the turn in progress (history.size() between turns).
std::size_t turn_start(const Game& game) {
  const std::vector<Move>& h = game.history();
  const Phase p = game.phase();
  if (p == Phase::PlaceTile || p == Phase::GameEnd || p == Phase::Over) return h.size();
  std::size_t i = h.size();
  while (i > 0 && h[i - 1].kind != MoveKind::Place) --i;
  return i > 0 ? i - 1 : h.size();
}

}  // namespace

bool resume_point(const Game& game, ResumePoint& out, std::string& error) {
  const std::vector<Move>& h = game.history();
  const std::size_t start = turn_start(game);
  out.steps.clear();
  if (start == h.size()) {
    out.record = write_record(game);
    return true;
  }
  Game replay;
  Status s = Game::create(game.setup(), game.library(), replay);
  for (std::size_t i = 0; s && i < start; ++i) s = replay.apply(h[i]);
  if (!s) {
    error = i18n::words().message(s.error().what);
    return false;
  }
  out.record = write_record(replay);
  std::vector<Choice> choices;
  for (std::size_t i = start; i < h.size(); ++i) {
    list_choices(replay, choices);
    int found = -1;
    for (std::size_t c = 0; c < choices.size() && found < 0; ++c)
      if (same_move(choices[c].move, h[i])) found = static_cast<int>(c);
    if (found < 0) {
      error = i18n::tr("api.not_listed", {i18n::arg("n", static_cast<long>(i + 1))});
      return false;
    }
    out.steps.push_back(found);
    if (Status applied = replay.apply(h[i]); !applied) {
      error = i18n::words().message(applied.error().what);
      return false;
    }
  }
  return true;
}

std::uint64_t state_signature(const Game& game) {
  std::uint64_t h = kHashStart;
  for (const Move& m : game.history()) h = hash_move(h, m);
  h = hash_mix(h, static_cast<std::uint64_t>(game.phase()));
  h = hash_mix(h, game.deciding_player());
  h = hash_mix(h, static_cast<std::uint64_t>(game.tiles_left()));
  if (game.phase() == Phase::PlaceTile && game.tiles_left() > 0) h = hash_mix(h, to_int(game.drawn_tile()));
  for (int p = 0; p < game.player_count(); ++p) {
    const PlayerState& player = game.player(p);
    h = hash_mix(h, static_cast<std::uint64_t>(static_cast<std::int64_t>(player.score)));
    for (int n : player.supply) h = hash_mix(h, static_cast<std::uint64_t>(n));
    for (int n : player.goods) h = hash_mix(h, static_cast<std::uint64_t>(n));
  }
  return h;
}

std::string signature_text(const Game& game) {
  char text[20];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(state_signature(game)));
  return text;
}

}  // namespace carc::app
