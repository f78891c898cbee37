// Expansion steps of a turn: the builder's return (T9), the Gingerbread Man (G1–G8), La
// Porxada's choice, swap and refusal (P3–P9), goods at the end (T4).
#include "engine/game.h"
#include "engine/text.h"

namespace carc {
int Game::figure_at(Pos pos, Slot slot, PlayerId owner) const {
  const int cell = board_.cell(pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    const Figure& f = figures_[i];
    if (f.tile == tile && f.slot == slot && f.owner == owner && is_follower(f.kind)) return i;
  }
  return -1;
}

void Game::follower_spots(PlayerId player, std::vector<Spot>& out) const {
  out.clear();
  for (const Figure& f : figures_)
    if (f.owner == player && is_follower(f.kind)) out.push_back(Spot{placed_[f.tile].pos, f.slot});
}

// Takes a figure off the board: back to supply, or out of the game (P8).
void Game::remove_figure(int index, bool to_supply, std::vector<Event>* events) {
  const Figure f = figures_[index];
  figures_.erase(figures_.begin() + index);
  if (is_follower(f.kind)) --graph_.set(graph_.find(f.node)).followers;
  if (to_supply) ++players_[f.owner].supply[static_cast<int>(f.kind)];
  else ++players_[f.owner].removed[static_cast<int>(f.kind)];
  if (f.chip >= 0) chips_[f.chip].place = ChipPlace::Out;
  if (events) {
    Event e{.kind = EventKind::FigureReturned, .player = f.owner, .tile = placed_[f.tile].type, .pos = placed_[f.tile].pos};
    e.figure = f.kind;
    e.slot = f.slot;
    events->push_back(e);
  }
}

// T9: a builder goes home once its owner has no follower left in its road or city.
void Game::return_orphan_builders(std::vector<Event>* events) {
  for (int i = static_cast<int>(figures_.size()) - 1; i >= 0; --i) {
    const Figure& b = figures_[i];
    if (b.kind != FigureKind::Builder) continue;
    const int root = graph_.find(b.node);
    bool kept = false;
    for (const Figure& f : figures_) kept = kept || (f.owner == b.owner && is_follower(f.kind) && graph_.find(f.node) == root);
    if (!kept) remove_figure(i, true, events);
  }
}

// G3, G4a, G8: every player with knights in the city scores knights x tiles (a large follower
// counts once); knights stay.
void Game::pay_gbm_bonus(int root, std::vector<Event>* events) {
  int knights[kMaxPlayers] = {};
  for (const Figure& f : figures_)
    if (is_follower(f.kind) && graph_.find(f.node) == root) ++knights[f.owner];
  const int tiles = count_tiles(root);
  for (int p = 0; p < player_count(); ++p) {
    if (knights[p] == 0) continue;
    score_points(static_cast<PlayerId>(p), knights[p] * tiles, Category::Bonus);
    if (events) {
      const PlacedTile& pt = placed_[graph_.tile(root)];
      events->push_back(Event{.kind = EventKind::GbmBonus, .player = static_cast<PlayerId>(p), .pos = pt.pos,
                              .tiles = static_cast<std::uint16_t>(tiles), .points = static_cast<std::int16_t>(knights[p] * tiles)});
    }
  }
}

// Every unfinished city but the one holding the GBM, named by its first placed tile.
void Game::legal_gbm_targets(std::vector<Spot>& out) const {
  out.clear();
  const int here = gbm_node_ >= 0 ? graph_.find(gbm_node_) : -1;
  std::vector<int> seen;
  for (int t = 0; t < static_cast<int>(placed_.size()); ++t) {
    const PlacedTile& pt = placed_[t];
    if (pt.printed) continue;
    const TileDef& d = def(pt.type);
    for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
      if (d.features[f].kind != FeatureKind::City) continue;
      const int root = graph_.find(pt.first_node + f);
      if (root == here || graph_.set(root).open == 0) continue;
      bool known = false;
      for (int r : seen) known = known || r == root;
      if (known) continue;
      seen.push_back(root);
      Slot slot = 0;
      for (int s = 0; s < kEdgeSlots; ++s)
        if (d.feature_at(pt.rot, Slot(s)) == f) { slot = Slot(s); break; }
      out.push_back(Spot{pt.pos, slot});
    }
  }
}

bool Game::check_gbm(const Move& m, std::string* error) const {
  if (phase_ != Phase::Gbm) return fail_with(error, "the Gingerbread Man does not move now");
  if (m.player != current_) return fail_with(error, "it is " + players_[current_].name + "'s turn");
  const int cell = board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  // G2: the GBM goes to a city of the placed tiles (a large city once a tile's city joins it).
  if (tile >= 0 && placed_[tile].printed) return fail_with(error, "name the city by a placed tile, not a large-city square (G2)");
  const int node = tile < 0 || m.slot >= kSlotCount ? -1 : node_at(tile, m.slot);
  if (node < 0 || graph_.kind(node) != FeatureKind::City) return fail_with(error, "no city at " + spot_text(m.pos, m.slot));
  const int root = graph_.find(node);
  if (graph_.set(root).open == 0) return fail_with(error, "that city is finished (G2)");
  if (gbm_node_ >= 0 && graph_.find(gbm_node_) == root) return fail_with(error, "the Gingerbread Man must move to a different city (G2)");
  return true;
}

bool Game::check_porxada(const Move& m, std::string* error) const {
  if (phase_ != Phase::Porxada) return fail_with(error, "no La Porxada choice is due");
  if (m.player != current_) return fail_with(error, "it is " + players_[current_].name + "'s turn");
  if (m.has_figure) {
    std::vector<Spot> own;
    follower_spots(m.player, own);
    if (own.empty()) return fail_with(error, "the swap needs a follower of yours on the board (P4)");
  }
  return true;
}

void Game::legal_swaps(std::vector<SwapPair>& out) const {
  out.clear();
  if (phase_ != Phase::Swap) return;
  std::vector<Spot> mine;
  follower_spots(current_, mine);
  for (const Spot& a : mine)
    for (const Figure& f : figures_)
      if (f.owner != current_ && is_follower(f.kind)) out.push_back(SwapPair{a, Spot{placed_[f.tile].pos, f.slot}, f.owner});
}

bool Game::check_swap(const Move& m, std::string* error) const {
  if (phase_ != Phase::Swap) return fail_with(error, "no swap is due");
  if (m.player != current_) return fail_with(error, "it is " + players_[current_].name + "'s turn");
  if (!m.has_figure) return true;  // P5: the swap is a may
  if (figure_at(m.pos, m.slot, m.player) < 0) return fail_with(error, "no follower of yours at " + spot_text(m.pos, m.slot) + " (P7)");
  for (int p = 0; p < player_count(); ++p)
    if (p != m.player && figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p)) >= 0) return true;
  return fail_with(error, "no other player's follower at " + spot_text(m.pos2, m.slot2) + " (P6, P7)");
}

bool Game::check_refuse(const Move& m, std::string* error) const {
  if (phase_ != Phase::Refuse) return fail_with(error, "no swap waits for an answer");
  const PlayerId target = figures_[swap_[1]].owner;
  if (m.player != target) return fail_with(error, "the swap is " + players_[target].name + "'s to accept or refuse");
  if (!m.has_figure) return true;
  if (m.slot == kSlotCount) {
    if (!setup_.rules.porxada_refusal_supply) return fail_with(error, "the follower given up must come from the board (P8)");
    if (players_[m.player].supply[0] == 0) return fail_with(error, "no meeple in supply to give up");
    return true;
  }
  if (figure_at(m.pos, m.slot, m.player) < 0) return fail_with(error, "no follower of yours at " + spot_text(m.pos, m.slot) + " (P8)");
  return true;
}

// P15: the next player after `after` (in turn order, wrapping) with a knight in the La Porxada
// city; -1 once every player has had the turn since withdrawing_ started.
int Game::next_withdrawing(int after) const {
  for (int step = 1; step <= player_count(); ++step) {
    const int p = (after + step) % player_count();
    if (phase_ == Phase::Withdraw && p == current_) return -1;  // back at the completer: done
    if (has_knight_in_porxada(static_cast<PlayerId>(p))) return p;
  }
  return -1;
}

bool Game::has_knight_in_porxada(PlayerId p) const {
  const int root = graph_.find(porxada_node_);
  for (const Figure& f : figures_)
    if (f.owner == p && is_follower(f.kind) && graph_.find(f.node) == root) return true;
  return false;
}

bool Game::check_withdraw(const Move& m, std::string* error) const {
  if (phase_ != Phase::Withdraw) return fail_with(error, "no knights can withdraw now (P15)");
  if (m.player != withdrawing_) return fail_with(error, "it is " + players_[withdrawing_].name + "'s knights that may withdraw");
  if (!m.has_figure) return true;
  const int i = figure_at(m.pos, m.slot, m.player);
  if (i < 0 || graph_.find(figures_[i].node) != graph_.find(porxada_node_))
    return fail_with(error, "no knight of yours in the La Porxada city at " + spot_text(m.pos, m.slot));
  return true;
}

void Game::apply_expansion(const Move& m, std::vector<Event>* events) {
  if (m.kind == MoveKind::Withdraw) {
    if (m.has_figure) {
      remove_figure(figure_at(m.pos, m.slot, m.player), true, events);
      if (has_knight_in_porxada(m.player)) return;  // may take more
    }
    const int next = next_withdrawing(m.player);
    if (next >= 0) {
      withdrawing_ = static_cast<PlayerId>(next);
      return;
    }
    return_orphan_builders(events);
    next_step(events);
    return;
  }
  switch (m.kind) {
    case MoveKind::Porxada:  // P3: A, the swap now, or B, the end bonus
      turn_.porxada = false;
      porxada_option_ = m.has_figure ? 1 : 2;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaChosen, .player = m.player, .complete = m.has_figure});
      if (m.has_figure) phase_ = Phase::Swap;
      else next_step(events);
      return;
    case MoveKind::Swap:
      if (!m.has_figure) break;
      swap_[0] = figure_at(m.pos, m.slot, m.player);
      for (int p = 0; p < player_count() && swap_[1] < 0; ++p)
        if (p != m.player) swap_[1] = figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p));
      phase_ = Phase::Refuse;
      return;
    case MoveKind::Refuse: {
      Figure& a = figures_[swap_[0]];
      Figure& b = figures_[swap_[1]];
      if (!m.has_figure) {  // P5: each stands where the other stood
        std::swap(a.tile, b.tile);
        std::swap(a.slot, b.slot);
        std::swap(a.node, b.node);
        if (events) {
          Event e{.kind = EventKind::Swapped, .player = current_, .pos = placed_[b.tile].pos, .slot = b.slot};
          e.pos2 = placed_[a.tile].pos;
          e.slot2 = a.slot;
          events->push_back(e);
        }
      } else {  // P8: refused; the refusing player gives up a follower for good
        if (events) events->push_back(Event{.kind = EventKind::SwapRefused, .player = m.player, .pos = m.pos, .slot = m.slot});
        swap_[0] = swap_[1] = -1;
        if (m.slot == kSlotCount) {
          --players_[m.player].supply[0];
          ++players_[m.player].removed[0];
        } else {
          remove_figure(figure_at(m.pos, m.slot, m.player), false, events);
        }
      }
      swap_[0] = swap_[1] = -1;
      return_orphan_builders(events);
      break;
    }
    case MoveKind::Gbm: {
      const int node = node_at(board_.tile_at(board_.cell(m.pos)), m.slot);
      // G3: leaving an unfinished city pays its knights; G4/G5: a completed one already paid.
      if (gbm_node_ >= 0 && graph_.set(graph_.find(gbm_node_)).open > 0) pay_gbm_bonus(graph_.find(gbm_node_), events);
      gbm_node_ = node;
      if (events) events->push_back(Event{.kind = EventKind::GbmMoved, .player = m.player, .pos = m.pos, .slot = m.slot});
      break;
    }
    default: return;
  }
  next_step(events);
}

// T4: for each kind of goods, the players holding the most tokens score 10 (nobody for none).
void Game::score_goods(std::vector<Event>* events) {
  if (!setup_.rules.tb) return;
  for (int g = 0; g < 3; ++g) {
    int best = 0;
    for (const PlayerState& p : players_) best = p.goods[g] > best ? p.goods[g] : best;
    if (best == 0) continue;
    for (int p = 0; p < player_count(); ++p) {
      if (players_[p].goods[g] != best) continue;
      score_points(static_cast<PlayerId>(p), 10, Category::Goods);
      if (events) {
        Event e{.kind = EventKind::FeatureScored, .player = static_cast<PlayerId>(p), .final_scoring = true, .points = 10};
        e.winners = static_cast<std::uint8_t>(1 << p);
        e.category = Category::Goods;
        e.goods[g] = static_cast<std::uint8_t>(best);
        events->push_back(e);
      }
    }
  }
}

}  // namespace carc
