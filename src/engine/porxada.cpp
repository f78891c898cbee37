// La Porxada: the owner's choice (P3), the swap and its refusal (P4–P8), tokens and their end
// bonus (P9–P14), and the house rule's withdrawal (P15).
#include "engine/figure_spots.h"
#include "engine/game.h"
#include "engine/text.h"

namespace carc {

// P3: La Porxada was placed (its city feature `node`): its owner chooses before anything else.
void Game::porxada_tile_placed(int node) {
  porxada_.choice_due = porxada_.choice_due || setup_.rules.porxada;
  porxada_.node = node;
}

Status Game::check_porxada(const Move& m) const {
  if (phase_ != Phase::Porxada) return failure(err::no_porxada_choice);
  if (m.player != current_) return failure(err::turn, {"name", players_[current_].name});
  if (m.kind == MoveKind::PorxadaBonus) return {};
  for (const Figure& f : figures_)
    if (f.owner == m.player && is_follower(f.kind)) return {};
  return failure(err::swap_follower);
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

Status Game::check_swap(const Move& m) const {
  if (phase_ != Phase::Swap) return failure(err::no_swap);
  if (m.player != current_) return failure(err::turn, {"name", players_[current_].name});
  if (m.kind == MoveKind::NoSwap) return {};  // P5: the swap is a may
  if (figure_at(m.pos, m.slot, m.player) < 0) return failure(err::swap_mine, {"spot", spot_text(m.pos, m.slot)});
  for (int p = 0; p < player_count(); ++p)
    if (p != m.player && figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p)) >= 0) return {};
  return failure(err::swap_theirs, {"spot", spot_text(m.pos2, m.slot2)});
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

Status Game::check_refuse(const Move& m) const {
  if (phase_ != Phase::Refuse) return failure(err::no_answer);
  const PlayerId target = figures_[porxada_.swap[1]].owner;
  if (m.player != target) return failure(err::answer_turn, {"name", players_[target].name});
  if (m.kind == MoveKind::Accept) return {};
  if (m.kind == MoveKind::RefuseSupply) {
    if (!setup_.rules.porxada_refusal_supply) return failure(err::refuse_board);
    if (players_[m.player].supply[0] == 0) return failure(err::refuse_supply);
    return {};
  }
  if (figure_at(m.pos, m.slot, m.player) < 0) return failure(err::refuse_mine, {"spot", spot_text(m.pos, m.slot)});
  return {};
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

// P3: the choice (A swap, B bonus); P5: the swap offered or not; P5, P8: the answer.
void Game::apply_porxada(const Move& m, std::vector<Event>* events) {
  switch (m.kind) {
    case MoveKind::PorxadaSwap:  // P3: A, the swap now
      porxada_.choice_due = false;
      porxada_.option = 1;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaSwapChosen, .player = m.player});
      phase_ = Phase::Swap;
      return;
    case MoveKind::PorxadaBonus:  // P3: B, the end bonus
      porxada_.choice_due = false;
      porxada_.option = 2;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaBonusChosen, .player = m.player});
      break;
    case MoveKind::Swap:
      porxada_.swap[0] = figure_at(m.pos, m.slot, m.player);
      for (int p = 0; p < player_count() && porxada_.swap[1] < 0; ++p)
        if (p != m.player) porxada_.swap[1] = figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p));
      phase_ = Phase::Refuse;
      return;
    case MoveKind::NoSwap: break;
    case MoveKind::Accept:
    case MoveKind::Refuse:
    case MoveKind::RefuseSupply: answer_swap(m, events); break;
    default: return;
  }
  next_step(events);
}

// P5: accepted, each follower stands where the other stood; P8: refused, the target gives up a
// follower (or with the switch a meeple from supply) for good.
void Game::answer_swap(const Move& m, std::vector<Event>* events) {
  Figure& a = figures_[porxada_.swap[0]];
  Figure& b = figures_[porxada_.swap[1]];
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
  porxada_.swap[0] = porxada_.swap[1] = -1;
  return_orphan_builders(events);
}

// P10, P11: at the final scoring of an unfinished city, the `winners` holding a La Porxada token
// (all of them with `option porxada-tie completed`) score it as if completed.
std::uint8_t Game::porxada_bubble(int root, std::uint8_t winners, bool complete, bool final_scoring) const {
  std::uint8_t bubble = 0;
  if (final_scoring && !complete && graph_.kind(root) == FeatureKind::City && porxada_.option == 2) {
    for (int p = 0; p < player_count(); ++p)
      if ((winners >> p & 1) && has_porxada_token(p)) bubble |= static_cast<std::uint8_t>(1 << p);
    if (bubble && setup_.rules.porxada_tie_completed) bubble = winners;
  }
  return bubble;
}

// P14: a player holds one token at most.
void Game::give_porxada_token(PlayerId p, std::vector<Event>* events) {
  if (has_porxada_token(p)) return;
  porxada_.tokens = static_cast<std::uint8_t>(porxada_.tokens | 1u << p);
  if (events) events->push_back(Event{.kind = EventKind::PorxadaToken, .player = p});
}

// P9: with the bonus option, every player with a knight in the completed La Porxada city gets a
// token (one each, P14).
void Game::give_porxada_tokens(int root, std::vector<Event>* events) {
  if (porxada_.option != 2 || porxada_.node < 0 || graph_.find(porxada_.node) != root) return;
  for (const Figure& f : figures_)
    if (is_follower(f.kind) && graph_.find(f.node) == root) give_porxada_token(f.owner, events);
}

// P15 at the final scoring: the La Porxada city of the house rule (its root, or -1) is scored
// after the other cities; only if it was completed do its knights get their tokens, first.
int Game::score_porxada_house_tokens(std::vector<Event>* events) {
  int house = -1;
  for (const Figure& f : figures_) {
    if (!is_follower(f.kind) || !is_porxada_house_city(graph_.find(f.node))) continue;
    house = graph_.find(f.node);
    if (is_complete(house)) give_porxada_token(f.owner, events);
  }
  return house;
}

// P15: after scoring, when the La Porxada city of the house rule was completed this turn, each
// player with knights there may withdraw them, from the current player on. True: the step is due.
bool Game::withdraw_step() {
  if (!porxada_.withdraw_due) return false;
  porxada_.withdraw_due = false;
  const int first = next_withdrawing(current_ - 1 + player_count());
  if (first < 0) return false;
  porxada_.withdrawing = static_cast<PlayerId>(first);
  return true;
}

// P15: the next player after `after` (in turn order, wrapping) with a knight in the La Porxada
// city; -1 once every player has had the turn since porxada_.withdrawing started.
int Game::next_withdrawing(int after) const {
  for (int step = 1; step <= player_count(); ++step) {
    const int p = (after + step) % player_count();
    if (phase_ == Phase::Withdraw && p == current_) return -1;  // back at the completer: done
    if (has_knight_in_porxada(static_cast<PlayerId>(p))) return p;
  }
  return -1;
}

bool Game::has_knight_in_porxada(PlayerId p) const {
  const int root = graph_.find(porxada_.node);
  for (const Figure& f : figures_)
    if (f.owner == p && is_follower(f.kind) && graph_.find(f.node) == root) return true;
  return false;
}

Status Game::check_withdraw(const Move& m) const {
  if (phase_ != Phase::Withdraw) return failure(err::no_withdraw);
  if (m.player != porxada_.withdrawing) return failure(err::withdraw_turn, {"name", players_[porxada_.withdrawing].name});
  if (m.kind == MoveKind::Stay) return {};
  const int i = figure_at(m.pos, m.slot, m.player);
  if (i < 0 || graph_.find(figures_[i].node) != graph_.find(porxada_.node))
    return failure(err::withdraw_knight, {"spot", spot_text(m.pos, m.slot)});
  return {};
}

// P15 house rule: each knight of the deciding player in the La Porxada city, or stay.
void Game::add_withdraw_moves(std::vector<Move>& out) const {
  const PlayerId p = porxada_.withdrawing;
  const int root = graph_.find(porxada_.node);
  const auto follower_of_p = [&](const Figure& f) { return f.owner == p && is_follower(f.kind); };
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    const Figure& f = figures_[i];
    if (follower_of_p(f) && graph_.find(f.node) == root && first_at_spot(figures_, i, follower_of_p))
      out.push_back(Move{.kind = MoveKind::Withdraw, .player = p, .pos = placed_[f.tile].pos, .slot = f.slot});
  }
  out.push_back(Move{.kind = MoveKind::Stay, .player = p});
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
    porxada_.withdrawing = static_cast<PlayerId>(next);
    return;
  }
  return_orphan_builders(events);
  next_step(events);
}

// La Porxada tokens only with its bonus option.
Status Game::validate_porxada() const {
  if (porxada_.tokens && porxada_.option != 2) return failure(err::check_porxada_token);
  return {};
}

}  // namespace carc
