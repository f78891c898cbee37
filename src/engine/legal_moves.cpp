// The one legal-move generator: every legal move of the current step of a turn, each distinct
// outcome once. Self-play, the page, the record reader, perft and the AI all take moves from here.
#include "engine/game.h"

namespace carc {
namespace {

// Does no figure before index i stand at the same spot as figure i and satisfy `same`? Moves
// name a figure by its spot, and check() and apply() take the first such figure there.
bool first_at_spot(const std::vector<Figure>& figures, int i, auto&& same) {
  for (int j = 0; j < i; ++j)
    if (figures[j].tile == figures[i].tile && figures[j].slot == figures[i].slot && same(figures[j])) return false;
  return true;
}

// Players who may place or stand a figure now: anyone with `order free`, else the current one.
void each_player(bool free_order, int count, PlayerId current, auto&& f) {
  if (!free_order) return f(current);
  for (int p = 0; p < count; ++p) f(static_cast<PlayerId>(p));
}

}  // namespace

// The name of feature `f` on a placed tile as it lies: its lowest slot (M for a monastery).
Slot Game::feature_slot(const PlacedTile& pt, int f) const {
  const TileDef& d = def(pt.type);
  for (int s = 0; s < kSlotMonastery; ++s)
    if (d.feature_at(pt.rot, Slot(s)) == f) return Slot(s);
  return kSlotMonastery;
}

void Game::legal_moves(std::vector<Move>& out) const {
  out.clear();
  switch (phase_) {
    case Phase::PlaceTile: add_tile_moves(out); break;
    case Phase::Deploy: add_deploy_moves(out); break;
    case Phase::Cache:
      for (int cell = 0; cell < board_.cells(); ++cell)
        if (is_cache_square(pending_chip_, cell)) out.push_back(Move{.kind = MoveKind::Cache, .player = current_, .pos = board_.pos(cell)});
      break;
    case Phase::Upgrade: add_upgrade_moves(out); break;
    case Phase::Porxada: add_porxada_moves(out); break;
    case Phase::Swap: add_swap_moves(out); break;
    case Phase::Refuse: add_refuse_moves(out); break;
    case Phase::Gbm: add_gbm_moves(out); break;
    case Phase::Withdraw: add_withdraw_moves(out); break;
    case Phase::GameEnd: break;
    case Phase::Over: return;
  }
  if (phase_ == Phase::PlaceTile || phase_ == Phase::GameEnd) {
    if (setup_.free_order) add_stand_moves(out);
    out.push_back(Move{.kind = MoveKind::End, .player = current_});
  }
}

// B3, B4: every distinct (square, rotation) of the drawn tile, or its discard.
void Game::add_tile_moves(std::vector<Move>& out) const {
  const TileType t = drawn_tile();
  const TileDef& d = def(t);
  const std::size_t first = out.size();
  // The hottest loop of random play and the AI's playouts: the rotations to try are worked out
  // once, and every move is a copy of one template with its square and rotation filled in.
  std::uint8_t codes[4];
  std::uint8_t rots[4];
  int tries = 0;
  for (int r = 0; r < 4; ++r)
    if (d.distinct_rotations >> r & 1) {
      codes[tries] = d.edge_code[r];
      rots[tries++] = std::uint8_t(r);
    }
  each_player(setup_.free_order, player_count(), current_, [&](PlayerId p) {
    Move m{.kind = MoveKind::Place, .player = p, .tile = t};
    for (const OpenSquare& square : board_.open_squares()) {
      m.pos = square.pos;
      for (int i = 0; i < tries; ++i) {
        if (!square.fits(codes[i])) continue;
        m.rot = rots[i];
        out.push_back(m);
      }
    }
  });
  if (out.size() > first) return;
  each_player(setup_.free_order, player_count(), current_,
              [&](PlayerId p) { out.push_back(Move{.kind = MoveKind::Discard, .player = p, .tile = t}); });
}

// B5, B6 (and T5, T10, I-rules through check_deploy): no figure, or one per figure kind per feature.
void Game::add_deploy_moves(std::vector<Move>& out) const {
  out.push_back(Move{.kind = MoveKind::NoFigure, .player = current_});
  const PlacedTile& pt = placed_[last_tile_];
  const int features = static_cast<int>(def(pt.type).features.size());
  for (int f = 0; f < features; ++f) {
    const Slot slot = feature_slot(pt, f);
    for (int k = 0; k < kFigureKinds; ++k) {
      if (players_[current_].supply[k] == 0) continue;
      const Move m{.kind = MoveKind::Deploy, .player = current_, .figure = FigureKind(k), .slot = slot};
      if (check_deploy(m).ok()) out.push_back(m);
    }
  }
}

// `order free`: every player may stand any figure they hold on any feature of any tile.
void Game::add_stand_moves(std::vector<Move>& out) const {
  for (int p = 0; p < player_count(); ++p) {
    for (int k = 0; k < kFigureKinds; ++k) {
      if (players_[p].supply[k] == 0) continue;
      for (const PlacedTile& pt : placed_) {
        if (pt.printed) continue;
        const int features = static_cast<int>(def(pt.type).features.size());
        for (int f = 0; f < features; ++f)
          out.push_back(Move{.kind = MoveKind::Stand, .player = PlayerId(p), .pos = pt.pos, .figure = FigureKind(k),
                             .slot = feature_slot(pt, f)});
      }
    }
  }
}

// T4–T8, T11: every distinct payment (the chip that goes under, then the rest) x meeple, then none.
void Game::add_upgrade_moves(std::vector<Move>& out) const {
  int have[3] = {0, 0, 0};
  for (int c = 0; c < kChipCount; ++c)
    if (chips_[c].place == ChipPlace::Supply && chips_[c].owner == current_) ++have[chip_value(c)];
  static constexpr Payment kPays[4] = {{{2, 2}, 2}, {{2, 1, 1}, 3}, {{1, 1, 2}, 3}, {{1, 1, 1, 1}, 4}};
  static constexpr int kNeed[4][3] = {{0, 0, 2}, {0, 2, 1}, {0, 2, 1}, {0, 4, 0}};
  const auto meeple_of_mine = [&](const Figure& g) { return g.owner == current_ && g.kind == FigureKind::Meeple; };
  for (int p = 0; p < 4; ++p) {
    if (have[1] < kNeed[p][1] || have[2] < kNeed[p][2]) continue;
    for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
      const Figure& f = figures_[i];
      if (!meeple_of_mine(f) || f.chip >= 0 || !first_at_spot(figures_, i, meeple_of_mine)) continue;
      out.push_back(Move{.kind = MoveKind::Upgrade, .player = current_, .pos = placed_[f.tile].pos, .slot = f.slot, .pay = kPays[p]});
    }
  }
  out.push_back(Move{.kind = MoveKind::NoUpgrade, .player = current_});
}

// P3, P4: the swap (option A) when the player has a follower on the board; the bonus (B) always.
void Game::add_porxada_moves(std::vector<Move>& out) const {
  for (const Figure& f : figures_) {
    if (f.owner != current_ || !is_follower(f.kind)) continue;
    out.push_back(Move{.kind = MoveKind::PorxadaSwap, .player = current_});
    break;
  }
  out.push_back(Move{.kind = MoveKind::PorxadaBonus, .player = current_});
}

// P5–P7: each own follower with each other player's follower, then no swap.
void Game::add_swap_moves(std::vector<Move>& out) const {
  const auto mine = [&](const Figure& f) { return f.owner == current_ && is_follower(f.kind); };
  const auto theirs = [&](const Figure& f) { return f.owner != current_ && is_follower(f.kind); };
  const int n = static_cast<int>(figures_.size());
  for (int i = 0; i < n; ++i) {
    const Figure& a = figures_[i];
    if (!mine(a) || !first_at_spot(figures_, i, mine)) continue;
    for (int j = 0; j < n; ++j) {
      const Figure& b = figures_[j];
      if (!theirs(b) || !first_at_spot(figures_, j, theirs)) continue;
      out.push_back(Move{.kind = MoveKind::Swap, .player = current_, .pos = placed_[a.tile].pos, .slot = a.slot,
                         .pos2 = placed_[b.tile].pos, .slot2 = b.slot});
    }
  }
  out.push_back(Move{.kind = MoveKind::NoSwap, .player = current_});
}

// P8: accept, or refuse giving up one of the deciding player's followers (or one from supply
// when `option porxada-refusal supply` allows it).
void Game::add_refuse_moves(std::vector<Move>& out) const {
  const PlayerId p = deciding_player();
  out.push_back(Move{.kind = MoveKind::Accept, .player = p});
  const auto follower_of_p = [&](const Figure& f) { return f.owner == p && is_follower(f.kind); };
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    const Figure& f = figures_[i];
    if (follower_of_p(f) && first_at_spot(figures_, i, follower_of_p))
      out.push_back(Move{.kind = MoveKind::Refuse, .player = p, .pos = placed_[f.tile].pos, .slot = f.slot});
  }
  if (setup_.rules.porxada_refusal_supply && players_[p].supply[0] > 0)
    out.push_back(Move{.kind = MoveKind::RefuseSupply, .player = p});
}

// G2, G4: every unfinished city but the Gingerbread Man's own, named by its first tile.
void Game::add_gbm_moves(std::vector<Move>& out) const {
  const int here = gbm_node_ >= 0 ? graph_.find(gbm_node_) : -1;
  const std::uint32_t gen = ++stamp_gen_;
  if (stamp_.size() < static_cast<std::size_t>(graph_.size())) stamp_.resize(graph_.size() + 64, 0);
  for (const PlacedTile& pt : placed_) {
    if (pt.printed) continue;
    const TileDef& d = def(pt.type);
    for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
      if (d.features[f].kind != FeatureKind::City) continue;
      const int root = graph_.find(pt.first_node + f);
      if (root == here || graph_.set(root).open == 0 || stamp_[root] == gen) continue;
      stamp_[root] = gen;
      out.push_back(Move{.kind = MoveKind::Gbm, .player = current_, .pos = pt.pos, .slot = feature_slot(pt, f)});
    }
  }
}

// P15 house rule: each knight of the deciding player in the La Porxada city, or stay.
void Game::add_withdraw_moves(std::vector<Move>& out) const {
  const PlayerId p = withdrawing_;
  const int root = graph_.find(porxada_node_);
  const auto follower_of_p = [&](const Figure& f) { return f.owner == p && is_follower(f.kind); };
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    const Figure& f = figures_[i];
    if (follower_of_p(f) && graph_.find(f.node) == root && first_at_spot(figures_, i, follower_of_p))
      out.push_back(Move{.kind = MoveKind::Withdraw, .player = p, .pos = placed_[f.tile].pos, .slot = f.slot});
  }
  out.push_back(Move{.kind = MoveKind::Stay, .player = p});
}

}  // namespace carc
