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

template <typename T>
const T& pick(Rng& rng, const std::vector<T>& v) {
  return v[rng.below(static_cast<std::uint32_t>(v.size()))];
}

void set_spot(Move& m, const Spot& s) {
  m.pos = s.pos;
  m.slot = s.slot;
}

// The steps of a turn beyond placing and deploying: map chips and expansions.
void random_step(const Game& game, Rng& rng, SelfplayScratch& scratch, Move& m) {
  m.player = game.deciding_player();
  switch (game.phase()) {
    case Phase::Cache:
      m.kind = MoveKind::Cache;
      game.legal_cache_squares(scratch.spots_pos);
      m.pos = pick(rng, scratch.spots_pos);
      return;
    case Phase::Upgrade: {
      m.kind = MoveKind::Upgrade;
      game.legal_upgrade_targets(scratch.spots);
      if (scratch.spots.empty() || rng.below(2) == 0) return;
      game.legal_payments(scratch.payments);
      const std::vector<int>& pay = pick(rng, scratch.payments);
      set_spot(m, pick(rng, scratch.spots));
      m.has_figure = true;
      m.pay_count = static_cast<std::uint8_t>(pay.size());
      for (std::size_t i = 0; i < pay.size(); ++i) m.pay[i] = static_cast<std::uint8_t>(pay[i]);
      return;
    }
    case Phase::Porxada:
      m.kind = MoveKind::Porxada;
      game.follower_spots(m.player, scratch.spots);
      m.has_figure = !scratch.spots.empty() && rng.below(2) == 0;
      return;
    case Phase::Swap: {
      m.kind = MoveKind::Swap;
      game.legal_swaps(scratch.swaps);
      if (scratch.swaps.empty() || rng.below(4) == 0) return;
      const SwapPair& pair = pick(rng, scratch.swaps);
      m.has_figure = true;
      set_spot(m, pair.mine);
      m.pos2 = pair.theirs.pos;
      m.slot2 = pair.theirs.slot;
      return;
    }
    case Phase::Refuse:
      m.kind = MoveKind::Refuse;
      game.follower_spots(m.player, scratch.spots);
      if (rng.below(2) == 0) return;  // accept
      m.has_figure = true;
      set_spot(m, pick(rng, scratch.spots));
      return;
    case Phase::Withdraw: {
      m.kind = MoveKind::Withdraw;
      scratch.spots.clear();
      for (const Figure& f : game.figures())
        if (f.owner == m.player && is_follower(f.kind) && game.is_porxada_house_city(game.graph().find(f.node)))
          scratch.spots.push_back(Spot{game.placed()[f.tile].pos, f.slot});
      if (scratch.spots.empty() || rng.below(2) == 0) return;
      m.has_figure = true;
      set_spot(m, pick(rng, scratch.spots));
      return;
    }
    case Phase::Gbm: {
      m.kind = MoveKind::Gbm;
      game.legal_gbm_targets(scratch.spots);
      set_spot(m, pick(rng, scratch.spots));
      return;
    }
    default: return;
  }
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
      default: random_step(game, rng, scratch, m); break;
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
