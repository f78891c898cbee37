// Random self-play and the signature hash.
#include "engine/selfplay.h"

namespace carc {
namespace {

std::uint64_t hash_move(std::uint64_t h, const Move& m) {
  h = hash_mix(h, static_cast<std::uint64_t>(m.kind) | std::uint64_t(m.player) << 8 | std::uint64_t(to_int(m.tile)) << 16 |
                      std::uint64_t(m.rot) << 32 | std::uint64_t(m.has_figure) << 40 |
                      std::uint64_t(static_cast<int>(m.figure)) << 48 | std::uint64_t(m.slot) << 56);
  return hash_mix(h, std::uint64_t(std::uint32_t(m.pos.x)) | std::uint64_t(std::uint32_t(m.pos.y)) << 32);
}

}  // namespace

std::uint64_t play_random_game(Game& game, Rng& rng, SelfplayScratch& scratch, MoveObserver* observer, std::string* error) {
  std::uint64_t h = kHashStart;
  while (game.phase() != Phase::Over) {
    Move m;
    m.player = game.current_player();
    switch (game.phase()) {
      case Phase::PlaceTile: {
        const TileType t = game.drawn_tile();
        game.legal_placements(t, scratch.placements);
        m.tile = t;
        if (scratch.placements.empty()) {
          m.kind = MoveKind::Discard;
        } else {
          const Placement& p = scratch.placements[rng.below(static_cast<std::uint32_t>(scratch.placements.size()))];
          m.kind = MoveKind::Place;
          m.pos = p.pos;
          m.rot = p.rot;
        }
        break;
      }
      case Phase::Deploy: {
        game.legal_deployments(scratch.deployments);
        m.kind = MoveKind::Deploy;
        const std::uint32_t pick = rng.below(static_cast<std::uint32_t>(scratch.deployments.size() + 1));
        if (pick > 0) {
          m.has_figure = true;
          m.figure = scratch.deployments[pick - 1].figure;
          m.slot = scratch.deployments[pick - 1].slot;
        }
        break;
      }
      case Phase::GameEnd: m.kind = MoveKind::End; break;
      case Phase::Over: break;
    }
    std::string why;
    if (!game.apply(m, nullptr, &why)) {
      if (error) *error = "random move rejected: " + why;
      return 0;
    }
    h = hash_move(h, m);
    if (observer && !observer->after(game, m, why)) {
      if (error) *error = why;
      return 0;
    }
  }
  for (int p = 0; p < game.player_count(); ++p) h = hash_mix(h, static_cast<std::uint64_t>(game.player(p).score));
  return h;
}

std::uint64_t selfplay_signature(Game& game, int games, std::uint64_t seed) {
  SelfplayScratch scratch;
  Rng rng(seed);
  std::uint64_t h = kHashStart;
  for (int i = 0; i < games; ++i) {
    game.restart(seed * 1000003ull + static_cast<std::uint64_t>(i));
    h = hash_mix(h, play_random_game(game, rng, scratch));
  }
  return h;
}

}  // namespace carc
