// Random self-play and the signature hash.
#include "engine/record/selfplay.h"

#include "engine/base/hash.h"

namespace carc {

std::uint64_t hash_move(std::uint64_t h, const Move& m) {
  h = hash_mix(h, static_cast<std::uint64_t>(m.kind) | std::uint64_t(m.player) << 8 | std::uint64_t(to_int(m.tile)) << 16 |
                      std::uint64_t(m.rot) << 32 |
                      std::uint64_t(static_cast<int>(m.figure)) << 48 | std::uint64_t(m.slot) << 56);
  h = hash_mix(h, std::uint64_t(std::uint32_t(m.pos.x)) | std::uint64_t(std::uint32_t(m.pos.y)) << 32);
  // Only the kinds that carry them add these (the other moves hash as they always did).
  if (m.kind == MoveKind::Upgrade)
    for (int i = 0; i < 4; ++i) h = hash_mix(h, i < m.pay.count ? m.pay.chips[i] : 0);
  if (m.kind == MoveKind::Swap) {
    h = hash_mix(h, std::uint64_t(std::uint32_t(m.pos2.x)) | std::uint64_t(std::uint32_t(m.pos2.y)) << 32);
    h = hash_mix(h, m.slot2);
  }
  return h;
}

namespace {

// Self-play's own turns, from the generator's turn list (no `end` before the pile is empty):
// `end` at the game's end, else the deciding player's moves without `order free` stands (a random
// game plays the turns out).
bool is_turn_move(const Game& game, const Move& m) {
  return m.kind == MoveKind::End || (m.kind != MoveKind::Stand && m.player == game.deciding_player());
}

// One of the generator's moves, uniformly among the turn moves.
const Move& random_move(const Game& game, Rng& rng, const std::vector<Move>& moves) {
  std::uint32_t count = 0;
  for (const Move& m : moves) count += is_turn_move(game, m);
  std::uint32_t pick = rng.below(count);
  for (const Move& m : moves)
    if (is_turn_move(game, m) && pick-- == 0) return m;
  return moves.front();
}

}  // namespace

std::uint64_t play_random_game(Game& game, Rng& rng, SelfplayScratch& scratch, MoveObserver* observer, Status* error) {
  std::uint64_t h = kHashStart;
  while (game.phase() != Phase::Over) {
    game.legal_moves(scratch.moves, Game::EndMove::AtGameEndOnly);
    const Move m = random_move(game, rng, scratch.moves);
    if (Status s = game.apply(m); !s) {
      if (error) *error = failure(err::selfplay_move, {"why", s.error()});
      return 0;
    }
    h = hash_move(h, m);
    if (!observer) continue;
    if (Status s = observer->after(game, m); !s) {
      if (error) *error = std::move(s);
      return 0;
    }
  }
  for (int p = 0; p < game.player_count(); ++p) h = hash_mix(h, static_cast<std::uint64_t>(game.player(p).score));
  return h;
}

Status selfplay_signature(Game& game, int games, std::uint64_t seed, std::uint64_t& signature) {
  SelfplayScratch scratch;
  Rng rng(seed);
  std::uint64_t h = kHashStart;
  for (int i = 0; i < games; ++i) {
    const std::uint64_t game_seed = seed * 1000003ull + static_cast<std::uint64_t>(i);
    if (Status s = game.restart(game_seed); !s) return failure(err::selfplay_seed, {"seed", game_seed}, {"why", s.error()});
    h = hash_mix(h, play_random_game(game, rng, scratch));
  }
  signature = h;
  return {};
}

}  // namespace carc
