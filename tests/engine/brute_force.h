// Brute force for the move generator: every syntactically possible move of the current step
// (every tile type in a placement) tried through Game::check(), and the outcome each accepted
// move has. tests/engine/legal_moves_test.cpp and perft_test.cpp compare the generator with it.
#pragma once

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "engine/game/game.h"

namespace carc::brute {

// What a move does, with every way of naming the same outcome mapped to one value: a rotation
// to the lowest one with the same layout, a slot to the feature, a spot to the figure standing
// there (the one check() and apply() take), a city to its root.
using Key = std::array<int, 7>;

// Does rotation q lay tile d out exactly like rotation r (same terrain, same features)?
inline bool same_layout(const TileDef& d, int r, int q) {
  if (d.edge_code[r] != d.edge_code[q]) return false;
  for (int s = 0; s < kSlotCount; ++s) {
    const int a = d.feature_at(r, Slot(s)), b = d.feature_at(q, Slot(s));
    if ((a < 0) != (b < 0)) return false;
    if (a < 0) continue;
    const FeatureDef &fa = d.features[a], &fb = d.features[b];
    if (fa.kind != fb.kind || fa.pennants != fb.pennants || fa.inn != fb.inn || fa.cathedral != fb.cathedral ||
        fa.porxada != fb.porxada || fa.good != fb.good)
      return false;
    for (int t = 0; t < kSlotCount; ++t)
      if ((d.feature_at(r, Slot(t)) == a) != (d.feature_at(q, Slot(t)) == b)) return false;
  }
  return true;
}

inline int lowest_rotation(const TileDef& d, int r) {
  for (int q = 0; q < r; ++q)
    if (same_layout(d, r, q)) return q;
  return r;
}

inline int tile_index(const Game& g, Pos p) {
  const int cell = g.board().cell(p);
  return cell < 0 ? -1 : g.board().tile_at(cell);
}

// The first figure at (pos, slot) that `same` accepts, as check() and apply() pick it.
inline int figure_index(const Game& g, Pos p, Slot s, auto&& same) {
  const int tile = tile_index(g, p);
  for (int i = 0; i < static_cast<int>(g.figures().size()); ++i) {
    const Figure& f = g.figures()[i];
    if (f.tile == tile && f.slot == s && same(f)) return i;
  }
  return -1;
}

inline int follower_index(const Game& g, Pos p, Slot s, PlayerId owner) {
  return figure_index(g, p, s, [&](const Figure& f) { return f.owner == owner && is_follower(f.kind); });
}

inline int feature_of(const Game& g, int tile, Slot s) {
  const PlacedTile& pt = g.placed()[tile];
  return g.def(pt.type).feature_at(pt.rot, s);
}

inline Key key_of(const Game& g, const Move& m) {
  const int k = static_cast<int>(m.kind), p = m.player;
  switch (m.kind) {
    case MoveKind::Place: return {k, p, g.board().cell(m.pos), lowest_rotation(g.def(m.tile), m.rot), to_int(m.tile)};
    case MoveKind::Discard: return {k, p, to_int(m.tile)};
    case MoveKind::End: return {k};
    case MoveKind::Stand: {
      const int tile = tile_index(g, m.pos);
      return {k, p, static_cast<int>(m.figure), tile, feature_of(g, tile, m.slot)};
    }
    case MoveKind::Deploy: return {k, p, static_cast<int>(m.figure), feature_of(g, g.last_placed(), m.slot)};
    case MoveKind::Cache: return {k, p, g.board().cell(m.pos)};
    case MoveKind::Upgrade: {
      int counts[3] = {0, 0, 0};
      for (int i = 1; i < m.pay.count; ++i) ++counts[m.pay.chips[i]];
      const int target = figure_index(g, m.pos, m.slot, [&](const Figure& f) { return f.owner == p && f.kind == FigureKind::Meeple; });
      return {k, p, target, m.pay.chips[0], counts[1], counts[2]};
    }
    case MoveKind::NoFigure:
    case MoveKind::NoUpgrade:
    case MoveKind::PorxadaSwap:
    case MoveKind::PorxadaBonus:
    case MoveKind::NoSwap:
    case MoveKind::Accept:
    case MoveKind::RefuseSupply:
    case MoveKind::Stay: return {k, p};
    case MoveKind::Swap: {
      int theirs = -1;
      for (int q = 0; q < g.player_count() && theirs < 0; ++q)
        if (q != p) theirs = follower_index(g, m.pos2, m.slot2, PlayerId(q));
      return {k, p, follower_index(g, m.pos, m.slot, m.player), theirs};
    }
    case MoveKind::Refuse:
    case MoveKind::Withdraw: return {k, p, follower_index(g, m.pos, m.slot, m.player)};
    case MoveKind::Gbm: {
      const int tile = tile_index(g, m.pos);
      return {k, p, g.graph().find(g.node_at(tile, m.slot))};
    }
  }
  return {-1};
}

class BruteForce {
 public:
  explicit BruteForce(const Game& g) : g_(g) {}

  // Every move check() accepts now, as sorted distinct keys.
  std::vector<Key> run() {
    std::vector<Key> keys;
    for (const auto& [key, move] : accepted()) keys.push_back(key);
    return keys;
  }

  // One move per distinct outcome check() accepts (the first tried), in key order.
  std::vector<Move> moves() {
    std::vector<Move> out;
    for (const auto& [key, move] : accepted()) out.push_back(move);
    return out;
  }

 private:
  std::vector<std::pair<Key, Move>> accepted() {
    found_.clear();
    fits_.clear();
    for (int p = 0; p < g_.player_count(); ++p) try_player(PlayerId(p));
    std::stable_sort(found_.begin(), found_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    found_.erase(std::unique(found_.begin(), found_.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
                 found_.end());
    return found_;
  }

  void attempt(const Move& m) {
    if (g_.check(m)) found_.emplace_back(key_of(g_, m), m);
  }

  // Every square of the map, or on the open table the placed tiles' box grown by one (B3: a
  // tile further out touches nothing).
  void each_cell(auto&& f) {
    const Board& b = g_.board();
    if (b.is_map()) {
      for (int cell = 0; cell < b.cells(); ++cell) f(b.pos(cell));
      return;
    }
    Pos lo = g_.placed()[0].pos, hi = lo;
    for (const PlacedTile& pt : g_.placed()) {
      lo = Pos{std::min(lo.x, pt.pos.x), std::min(lo.y, pt.pos.y)};
      hi = Pos{std::max(hi.x, pt.pos.x), std::max(hi.y, pt.pos.y)};
    }
    for (int y = lo.y - 1; y <= hi.y + 1; ++y)
      for (int x = lo.x - 1; x <= hi.x + 1; ++x) f(Pos{x, y});
  }

  // Every (square, slot) of every placed tile, and one off the board.
  void each_spot(auto&& f) {
    for (const PlacedTile& pt : g_.placed())
      for (int s = 0; s < kSlotCount; ++s) f(pt.pos, Slot(s));
    f(Pos{-999, -999}, Slot(0));
  }

  // The spots of tiles holding a figure (pairs of spots are tried only there: elsewhere a spot
  // names no figure, which each_spot checks on its own).
  void each_figure_spot(auto&& f) {
    for (const Figure& fig : g_.figures())
      for (int s = 0; s < kSlotCount; ++s) f(g_.placed()[fig.tile].pos, Slot(s));
  }

  void try_player(PlayerId p) {
    for (MoveKind k : {MoveKind::End, MoveKind::NoFigure, MoveKind::NoUpgrade, MoveKind::PorxadaSwap, MoveKind::PorxadaBonus,
                       MoveKind::NoSwap, MoveKind::Accept, MoveKind::RefuseSupply, MoveKind::Stay})
      attempt(Move{.kind = k, .player = p});  // the moves that name nothing
    if (g_.phase() == Phase::PlaceTile) try_tile(p);
    try_stand(p);
    if (g_.phase() == Phase::Deploy)
      for (int f = 0; f < kFigureKinds; ++f)
        for (int s = 0; s <= kSlotCount; ++s)
          attempt(Move{.kind = MoveKind::Deploy, .player = p, .figure = FigureKind(f), .slot = Slot(s)});
    if (g_.phase() == Phase::Cache) each_cell([&](Pos pos) { attempt(Move{.kind = MoveKind::Cache, .player = p, .pos = pos}); });
    try_spot_moves(p);
    if (g_.phase() == Phase::Upgrade) try_upgrades(p);
    if (g_.phase() == Phase::Swap) try_swaps(p);
  }

  // The drawn tile on every square in every rotation; every other tile type (and one beyond the
  // catalogue) discarded and, when some are left in the pile, on the first and the last square
  // where it would fit if it were drawn (else on one open square). check() knows only the drawn
  // tile: a move naming another one is apply()'s draw for records, not a choice.
  void try_tile(PlayerId p) {
    const TileType drawn = g_.drawn_tile();
    each_cell([&](Pos pos) {
      for (int r = 0; r < 4; ++r)
        attempt(Move{.kind = MoveKind::Place, .player = p, .tile = drawn, .pos = pos, .rot = std::uint8_t(r)});
    });
    const int types = g_.catalogue().size();
    if (fits_.empty()) {  // the same for every player
      fits_.resize(static_cast<std::size_t>(types) + 1);
      const auto& squares = g_.board().open_squares();
      const Placement open{squares.empty() ? g_.placed().back().pos : squares.front().pos, 0};
      for (int t = 0; t <= types; ++t) {
        auto& fits = fits_[static_cast<std::size_t>(t)];
        if (t < types && g_.remaining(TileType(t)) > 0) g_.legal_placements(TileType(t), fits);
        if (fits.size() > 2) fits = {fits.front(), fits.back()};
        if (fits.empty()) fits = {open};
      }
    }
    for (int t = 0; t <= types; ++t) {
      attempt(Move{.kind = MoveKind::Discard, .player = p, .tile = TileType(t)});
      if (TileType(t) == drawn) continue;
      for (const Placement& f : fits_[static_cast<std::size_t>(t)])
        attempt(Move{.kind = MoveKind::Place, .player = p, .tile = TileType(t), .pos = f.pos, .rot = f.rot});
    }
  }

  // Stand moves are tried everywhere with `order free`; without it check() refuses them first
  // thing, and one try per figure says so.
  void try_stand(PlayerId p) {
    for (int f = 0; f < kFigureKinds; ++f) {
      const auto stand = [&](Pos pos, Slot s) {
        attempt(Move{.kind = MoveKind::Stand, .player = p, .pos = pos, .figure = FigureKind(f), .slot = s});
      };
      if (g_.setup().free_order) each_spot(stand);
      else stand(g_.placed().back().pos, kSlotInterior);
    }
  }

  void try_spot_moves(PlayerId p) {
    const Phase ph = g_.phase();
    if (ph != Phase::Refuse && ph != Phase::Gbm && ph != Phase::Withdraw) return;
    const MoveKind k = ph == Phase::Refuse ? MoveKind::Refuse : ph == Phase::Gbm ? MoveKind::Gbm : MoveKind::Withdraw;
    each_spot([&](Pos pos, Slot s) { attempt(Move{.kind = k, .player = p, .pos = pos, .slot = s}); });
  }

  // TW4, TW11: every sequence of 1 to 4 chips of value 1 or 2 on every figure's spot, and the
  // valid payments on every spot.
  void try_upgrades(PlayerId p) {
    for (int n = 1; n <= 4; ++n) {
      for (int bits = 0; bits < (1 << n); ++bits) {
        Move m{.kind = MoveKind::Upgrade, .player = p, .pay = Payment{.count = std::uint8_t(n)}};
        for (int i = 0; i < n; ++i) m.pay.chips[i] = std::uint8_t(1 + (bits >> i & 1));
        const auto at = [&](Pos pos, Slot s) {
          m.pos = pos, m.slot = s;
          attempt(m);
        };
        int sum = 0;
        for (int i = 0; i < n; ++i) sum += m.pay.chips[i];
        if (sum == 4) each_spot(at);
        else each_figure_spot(at);
      }
    }
  }

  // P5–P7: every pair of spots on tiles holding figures, and every spot with each figure's spot.
  void try_swaps(PlayerId p) {
    Move m{.kind = MoveKind::Swap, .player = p};
    each_figure_spot([&](Pos a, Slot sa) {
      each_figure_spot([&](Pos b, Slot sb) {
        m.pos = a, m.slot = sa, m.pos2 = b, m.slot2 = sb;
        attempt(m);
      });
    });
    for (const Figure& f : g_.figures()) {
      const Pos fp = g_.placed()[f.tile].pos;
      each_spot([&](Pos pos, Slot s) {
        m.pos = fp, m.slot = f.slot, m.pos2 = pos, m.slot2 = s;
        attempt(m);
        m.pos = pos, m.slot = s, m.pos2 = fp, m.slot2 = f.slot;
        attempt(m);
      });
    }
  }

  const Game& g_;
  std::vector<std::pair<Key, Move>> found_;
  std::vector<std::vector<Placement>> fits_;  // per tile type but the drawn one: where it would fit
};

}  // namespace carc::brute
