// Listing the legal moves of every step of a turn from the engine's per-step queries.
#include "ai/move_list.h"

namespace carc::ai {
namespace {

Move with_spot(Move m, const Spot& s) {
  m.pos = s.pos;
  m.slot = s.slot;
  return m;
}

void list_place(const Game& game, MoveScratch& scratch, Move base, std::vector<Move>& out) {
  base.tile = game.drawn_tile();
  game.legal_placements(base.tile, scratch.placements);
  if (scratch.placements.empty()) {
    base.kind = MoveKind::Discard;
    out.push_back(base);
    return;
  }
  for (const Placement& p : scratch.placements) {
    base.pos = p.pos;
    base.rot = p.rot;
    out.push_back(base);
  }
}

void list_deploy(const Game& game, MoveScratch& scratch, Move base, std::vector<Move>& out) {
  base.kind = MoveKind::Deploy;
  out.push_back(base);  // no figure
  game.legal_deployments(scratch.deployments);
  base.has_figure = true;
  for (const Deployment& d : scratch.deployments) {
    base.figure = d.figure;
    base.slot = d.slot;
    out.push_back(base);
  }
}

void list_upgrade(const Game& game, MoveScratch& scratch, Move base, std::vector<Move>& out) {
  base.kind = MoveKind::Upgrade;
  out.push_back(base);  // no upgrade
  game.legal_upgrade_targets(scratch.spots);
  if (scratch.spots.empty()) return;
  game.legal_payments(scratch.payments);
  base.has_figure = true;
  for (const std::vector<int>& pay : scratch.payments) {
    base.pay_count = static_cast<std::uint8_t>(pay.size());
    for (std::size_t i = 0; i < pay.size(); ++i) base.pay[i] = static_cast<std::uint8_t>(pay[i]);
    for (const Spot& s : scratch.spots) out.push_back(with_spot(base, s));
  }
}

void list_swap(const Game& game, MoveScratch& scratch, Move base, std::vector<Move>& out) {
  base.kind = MoveKind::Swap;
  out.push_back(base);  // no swap
  game.legal_swaps(scratch.swaps);
  base.has_figure = true;
  for (const SwapPair& pair : scratch.swaps) {
    Move m = with_spot(base, pair.mine);
    m.pos2 = pair.theirs.pos;
    m.slot2 = pair.theirs.slot;
    out.push_back(m);
  }
}

// Refusal (P8, from the board or from supply) and withdrawal (P15): none, or one follower.
void list_followers(const Game& game, MoveScratch& scratch, Move base, std::vector<Move>& out) {
  out.push_back(base);
  base.has_figure = true;
  if (base.kind == MoveKind::Refuse) {
    game.follower_spots(base.player, scratch.spots);
    Move supply = base;
    supply.slot = kSlotCount;
    if (game.check(supply, nullptr)) out.push_back(supply);
  } else {
    scratch.spots.clear();
    for (const Figure& f : game.figures())
      if (f.owner == base.player && is_follower(f.kind) && game.is_porxada_house_city(game.graph().find(f.node)))
        scratch.spots.push_back(Spot{game.placed()[f.tile].pos, f.slot});
  }
  for (const Spot& s : scratch.spots) {
    const Move m = with_spot(base, s);
    if (game.check(m, nullptr)) out.push_back(m);
  }
}

void list_step(const Game& game, MoveScratch& scratch, Move base, std::vector<Move>& out) {
  switch (game.phase()) {
    case Phase::Cache:
      base.kind = MoveKind::Cache;
      game.legal_cache_squares(scratch.spots_pos);
      for (const Pos& p : scratch.spots_pos) {
        base.pos = p;
        out.push_back(base);
      }
      return;
    case Phase::Upgrade: return list_upgrade(game, scratch, base, out);
    case Phase::Porxada:
      base.kind = MoveKind::Porxada;
      out.push_back(base);  // the end bonus (option B)
      base.has_figure = true;
      if (game.check(base, nullptr)) out.push_back(base);  // the swap (option A)
      return;
    case Phase::Swap: return list_swap(game, scratch, base, out);
    case Phase::Refuse: base.kind = MoveKind::Refuse; return list_followers(game, scratch, base, out);
    case Phase::Withdraw: base.kind = MoveKind::Withdraw; return list_followers(game, scratch, base, out);
    case Phase::Gbm:
      base.kind = MoveKind::Gbm;
      game.legal_gbm_targets(scratch.spots);
      for (const Spot& s : scratch.spots) out.push_back(with_spot(base, s));
      return;
    default: return;
  }
}

}  // namespace

void list_moves(const Game& game, MoveScratch& scratch, std::vector<Move>& out) {
  out.clear();
  Move base;
  base.player = game.deciding_player();
  switch (game.phase()) {
    case Phase::PlaceTile: return list_place(game, scratch, base, out);
    case Phase::Deploy: return list_deploy(game, scratch, base, out);
    case Phase::GameEnd: base.kind = MoveKind::End; out.push_back(base); return;
    case Phase::Over: return;
    default: return list_step(game, scratch, base, out);
  }
}

std::uint64_t move_key(const Move& m) {
  std::uint64_t h = hash_mix(kHashStart, static_cast<std::uint64_t>(m.kind) | std::uint64_t(m.player) << 8 |
                                             std::uint64_t(to_int(m.tile)) << 16 | std::uint64_t(m.rot) << 32 |
                                             std::uint64_t(m.has_figure) << 40 |
                                             std::uint64_t(static_cast<int>(m.figure)) << 48 | std::uint64_t(m.slot) << 56);
  h = hash_mix(h, std::uint64_t(std::uint32_t(m.pos.x)) | std::uint64_t(std::uint32_t(m.pos.y)) << 32);
  h = hash_mix(h, std::uint64_t(std::uint32_t(m.pos2.x)) | std::uint64_t(std::uint32_t(m.pos2.y)) << 32);
  std::uint64_t pay = m.pay_count | std::uint64_t(m.slot2) << 8;
  for (int i = 0; i < 4; ++i) pay |= std::uint64_t(m.pay[i]) << (16 + 8 * i);
  return hash_mix(h, pay);
}

bool apply_move(Game& game, const Move& move) { return game.apply(move, nullptr, nullptr); }

}  // namespace carc::ai
