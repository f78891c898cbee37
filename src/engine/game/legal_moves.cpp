// The base game's move lists: tile placements and discards, figures on the placed tile, and
// `order free` stands. Game::legal_moves() (game.cpp), the one legal-move generator, asks each
// expansion's unit for the moves of its steps.
#include "engine/table/figure_spots.h"
#include "engine/game/game.h"

namespace carc {
namespace {

// Players who may place or stand a figure now: anyone with `order free`, else the current one.
void each_player(bool free_order, int count, PlayerId current, auto&& f) {
  if (!free_order) return f(current);
  for (int p = 0; p < count; ++p) f(static_cast<PlayerId>(p));
}

}  // namespace

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

// B5, B6 (and T5, T10, I-rules through deploy_block): no figure, or one per figure kind per feature.
void Game::add_deploy_moves(std::vector<Move>& out) const {
  out.push_back(Move{.kind = MoveKind::NoFigure, .player = current_});
  const PlacedTile& pt = placed_[last_tile_];
  const int features = static_cast<int>(def(pt.type).features.size());
  for (int f = 0; f < features; ++f) {
    const Slot slot = feature_slot(pt, f);
    for (int k = 0; k < kFigureKinds; ++k) {
      if (players_[current_].supply[k] == 0) continue;
      const Move m{.kind = MoveKind::Deploy, .player = current_, .figure = FigureKind(k), .slot = slot};
      if (deploy_block(m) == DeployBlock::None) out.push_back(m);
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

}  // namespace carc
