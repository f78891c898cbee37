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

// Takes a figure off the board: back to supply, or out of the game (P8).
void Game::remove_figure(int index, bool to_supply, std::vector<Event>* events) {
  const Figure f = figures_[index];
  figures_.erase(figures_.begin() + index);
  if (is_follower(f.kind)) --graph_.set(graph_.find(f.node)).followers;
  if (to_supply) ++players_[f.owner].supply[static_cast<int>(f.kind)];
  else ++players_[f.owner].removed[static_cast<int>(f.kind)];
  if (f.chip >= 0) chips_[f.chip].place = ChipPlace::Out;
  if (events) {
    events->push_back(Event{.kind = EventKind::FigureReturned, .player = f.owner, .tile = placed_[f.tile].type,
                            .pos = placed_[f.tile].pos, .figure = f.kind, .slot = f.slot});
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

// G3, G4a, G8: every player (of `players`, bit p for player p) with knights in the city scores
// knights x tiles (a large follower counts once); knights stay.
void Game::pay_gbm_bonus(int root, std::vector<Event>* events, std::uint8_t players) {
  int knights[kMaxPlayers] = {};
  for (const Figure& f : figures_)
    if (is_follower(f.kind) && (players >> f.owner & 1) && graph_.find(f.node) == root) ++knights[f.owner];
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

Status Game::check_gbm(const Move& m) const {
  if (phase_ != Phase::Gbm) return failure("the Gingerbread Man does not move now");
  if (m.player != current_) return failure("it is " + players_[current_].name + "'s turn");
  const int cell = board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  // G2: the GBM goes to a city of the placed tiles (a large city once a tile's city joins it).
  if (tile >= 0 && placed_[tile].printed) return failure("name the city by a placed tile, not a large-city square (G2)");
  const int node = tile < 0 || m.slot >= kSlotCount ? -1 : node_at(tile, m.slot);
  if (node < 0 || graph_.kind(node) != FeatureKind::City) return failure("no city at " + spot_text(m.pos, m.slot));
  const int root = graph_.find(node);
  if (graph_.set(root).open == 0) return failure("that city is finished (G2)");
  if (gbm_node_ >= 0 && graph_.find(gbm_node_) == root) return failure("the Gingerbread Man must move to a different city (G2)");
  return {};
}

Status Game::check_porxada(const Move& m) const {
  if (phase_ != Phase::Porxada) return failure("no La Porxada choice is due");
  if (m.player != current_) return failure("it is " + players_[current_].name + "'s turn");
  if (m.kind == MoveKind::PorxadaBonus) return {};
  for (const Figure& f : figures_)
    if (f.owner == m.player && is_follower(f.kind)) return {};
  return failure("the swap needs a follower of yours on the board (P4)");
}

Status Game::check_swap(const Move& m) const {
  if (phase_ != Phase::Swap) return failure("no swap is due");
  if (m.player != current_) return failure("it is " + players_[current_].name + "'s turn");
  if (m.kind == MoveKind::NoSwap) return {};  // P5: the swap is a may
  if (figure_at(m.pos, m.slot, m.player) < 0) return failure("no follower of yours at " + spot_text(m.pos, m.slot) + " (P7)");
  for (int p = 0; p < player_count(); ++p)
    if (p != m.player && figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p)) >= 0) return {};
  return failure("no other player's follower at " + spot_text(m.pos2, m.slot2) + " (P6, P7)");
}

Status Game::check_refuse(const Move& m) const {
  if (phase_ != Phase::Refuse) return failure("no swap waits for an answer");
  const PlayerId target = figures_[swap_[1]].owner;
  if (m.player != target) return failure("the swap is " + players_[target].name + "'s to accept or refuse");
  if (m.kind == MoveKind::Accept) return {};
  if (m.kind == MoveKind::RefuseSupply) {
    if (!setup_.rules.porxada_refusal_supply) return failure("the follower given up must come from the board (P8)");
    if (players_[m.player].supply[0] == 0) return failure("no meeple in supply to give up");
    return {};
  }
  if (figure_at(m.pos, m.slot, m.player) < 0) return failure("no follower of yours at " + spot_text(m.pos, m.slot) + " (P8)");
  return {};
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

Status Game::check_withdraw(const Move& m) const {
  if (phase_ != Phase::Withdraw) return failure("no knights can withdraw now (P15)");
  if (m.player != withdrawing_) return failure("it is " + players_[withdrawing_].name + "'s knights that may withdraw");
  if (m.kind == MoveKind::Stay) return {};
  const int i = figure_at(m.pos, m.slot, m.player);
  if (i < 0 || graph_.find(figures_[i].node) != graph_.find(porxada_node_))
    return failure("no knight of yours in the La Porxada city at " + spot_text(m.pos, m.slot));
  return {};
}

// P15: a knight leaves the La Porxada city (the player may take more), or the player stays and
// the next one with knights there decides; after the last, the turn goes on.
void Game::apply_withdrawal(const Move& m, std::vector<Event>* events) {
  if (m.kind == MoveKind::Withdraw) {
    remove_figure(figure_at(m.pos, m.slot, m.player), true, events);
    if (has_knight_in_porxada(m.player)) return;
  }
  const int next = next_withdrawing(m.player);
  if (next >= 0) {
    withdrawing_ = static_cast<PlayerId>(next);
    return;
  }
  return_orphan_builders(events);
  next_step(events);
}

// P5: accepted, each follower stands where the other stood; P8: refused, the target gives up a
// follower (or with the switch a meeple from supply) for good.
void Game::answer_swap(const Move& m, std::vector<Event>* events) {
  Figure& a = figures_[swap_[0]];
  Figure& b = figures_[swap_[1]];
  if (m.kind == MoveKind::Accept) {
    std::swap(a.tile, b.tile);
    std::swap(a.slot, b.slot);
    std::swap(a.node, b.node);
    if (events)
      events->push_back(Event{.kind = EventKind::Swapped, .player = current_, .pos = placed_[b.tile].pos, .slot = b.slot,
                              .pos2 = placed_[a.tile].pos, .slot2 = a.slot});
  } else if (m.kind == MoveKind::RefuseSupply) {
    if (events) events->push_back(Event{.kind = EventKind::SwapRefusedSupply, .player = m.player});
    --players_[m.player].supply[0];
    ++players_[m.player].removed[0];
  } else {
    if (events) events->push_back(Event{.kind = EventKind::SwapRefused, .player = m.player, .pos = m.pos, .slot = m.slot});
    remove_figure(figure_at(m.pos, m.slot, m.player), false, events);
  }
  swap_[0] = swap_[1] = -1;
  return_orphan_builders(events);
}

void Game::apply_expansion(const Move& m, std::vector<Event>* events) {
  switch (m.kind) {
    case MoveKind::Withdraw:
    case MoveKind::Stay: apply_withdrawal(m, events); return;
    case MoveKind::PorxadaSwap:  // P3: A, the swap now
      turn_.porxada = false;
      porxada_option_ = 1;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaSwapChosen, .player = m.player});
      phase_ = Phase::Swap;
      return;
    case MoveKind::PorxadaBonus:  // P3: B, the end bonus
      turn_.porxada = false;
      porxada_option_ = 2;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaBonusChosen, .player = m.player});
      break;
    case MoveKind::Swap:
      swap_[0] = figure_at(m.pos, m.slot, m.player);
      for (int p = 0; p < player_count() && swap_[1] < 0; ++p)
        if (p != m.player) swap_[1] = figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p));
      phase_ = Phase::Refuse;
      return;
    case MoveKind::NoSwap: break;
    case MoveKind::Accept:
    case MoveKind::Refuse:
    case MoveKind::RefuseSupply: answer_swap(m, events); break;
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
        Event e{.kind = EventKind::FeatureScored, .player = static_cast<PlayerId>(p), .final_scoring = true, .points = 10,
                .winners = static_cast<std::uint8_t>(1 << p), .category = Category::Goods};
        e.goods[g] = static_cast<std::uint8_t>(best);
        events->push_back(e);
      }
    }
  }
}

}  // namespace carc
