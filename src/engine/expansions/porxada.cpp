// La Porxada: the owner's choice (P3), the swap and its refusal (P4–P8), tokens and their end
// bonus (P9–P14), and the house rule's withdrawal (P15).
#include "engine/expansions/porxada.h"

#include "engine/table/figure_spots.h"
#include "engine/base/text.h"

namespace carc::porxada {
namespace {

bool has_token(const PorxadaState& s, int p) { return s.tokens >> p & 1; }

bool has_knight_in_porxada(const Table& t, const PorxadaState& s, PlayerId p) {
  const int root = t.graph_.find(s.node);
  for (const Figure& f : t.figures_)
    if (f.owner == p && is_follower(f.kind) && t.graph_.find(f.node) == root) return true;
  return false;
}

// P15: the next player after `after` (in turn order, wrapping) with a knight in the La Porxada
// city; -1 once every player has had the turn since s.withdrawing started.
int next_withdrawing(const Table& t, const PorxadaState& s, int after) {
  for (int step = 1; step <= t.player_count(); ++step) {
    const int p = (after + step) % t.player_count();
    if (t.phase_ == Phase::Withdraw && p == t.current_) return -1;  // back at the completer: done
    if (has_knight_in_porxada(t, s, static_cast<PlayerId>(p))) return p;
  }
  return -1;
}

// P14: a player holds one token at most.
void give_token(PorxadaState& s, PlayerId p, std::vector<Event>* events) {
  if (has_token(s, p)) return;
  s.tokens = static_cast<std::uint8_t>(s.tokens | 1u << p);
  if (events) events->push_back(Event{.kind = EventKind::PorxadaToken, .player = p});
}

// P5: accepted, each follower stands where the other stood; P8: refused, the target gives up a
// follower (or with the switch a meeple from supply) for good.
void answer_swap(Table& t, PorxadaState& s, const Move& m, std::vector<Event>* events) {
  Figure& a = t.figures_[s.swap[0]];
  Figure& b = t.figures_[s.swap[1]];
  if (m.kind == MoveKind::Accept) {
    std::swap(a.tile, b.tile);
    std::swap(a.slot, b.slot);
    std::swap(a.node, b.node);
    if (events)
      events->push_back(Event{.kind = EventKind::Swapped, .player = t.current_, .pos = t.placed_[b.tile].pos, .slot = b.slot,
                              .pos2 = t.placed_[a.tile].pos, .slot2 = a.slot});
  } else if (m.kind == MoveKind::RefuseSupply) {
    if (events) events->push_back(Event{.kind = EventKind::SwapRefusedSupply, .player = m.player});
    --t.players_[m.player].supply[0];
    ++t.players_[m.player].removed[0];
  } else {
    if (events) events->push_back(Event{.kind = EventKind::SwapRefused, .player = m.player, .pos = m.pos, .slot = m.slot});
    t.remove_figure(t.figure_at(m.pos, m.slot, m.player), false, events);
  }
  s.swap[0] = s.swap[1] = -1;
}

}  // namespace

void tile_placed(const Table& t, PorxadaState& s, const PlacedTile& pt) {
  const TileDef& d = t.def(pt.type);
  for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
    if (!d.features[f].porxada) continue;
    s.choice_due = s.choice_due || t.setup_.rules.porxada;
    s.node = pt.first_node + f;
  }
}

bool is_house_city(const Table& t, const PorxadaState& s, int root) {
  return t.setup_.rules.porxada_house && s.option == 2 && s.node >= 0 && t.graph_.find(s.node) == root;
}

bool defer_house_city(Table& t, PorxadaState& s, int root) {
  if (!is_house_city(t, s, root)) return false;
  ++t.graph_.set(root).scored;
  s.withdraw_due = true;
  return true;
}

Status check_choice(const Table& t, const PorxadaState&, const Move& m) {
  if (t.phase_ != Phase::Porxada) return failure(err::no_porxada_choice);
  if (m.player != t.current_) return failure(err::turn, {"name", t.players_[t.current_].name});
  if (m.kind == MoveKind::PorxadaBonus) return {};
  for (const Figure& f : t.figures_)
    if (f.owner == m.player && is_follower(f.kind)) return {};
  return failure(err::swap_follower);
}

// P3, P4: the swap (option A) when the player has a follower on the board; the bonus (B) always.
void add_choice_moves(const Table& t, const PorxadaState&, std::vector<Move>& out) {
  for (const Figure& f : t.figures_) {
    if (f.owner != t.current_ || !is_follower(f.kind)) continue;
    out.push_back(Move{.kind = MoveKind::PorxadaSwap, .player = t.current_});
    break;
  }
  out.push_back(Move{.kind = MoveKind::PorxadaBonus, .player = t.current_});
}

Status check_swap(const Table& t, const PorxadaState&, const Move& m) {
  if (t.phase_ != Phase::Swap) return failure(err::no_swap);
  if (m.player != t.current_) return failure(err::turn, {"name", t.players_[t.current_].name});
  if (m.kind == MoveKind::NoSwap) return {};  // P5: the swap is a may
  if (t.figure_at(m.pos, m.slot, m.player) < 0) return failure(err::swap_mine, {"spot", spot_text(m.pos, m.slot)});
  for (int p = 0; p < t.player_count(); ++p)
    if (p != m.player && t.figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p)) >= 0) return {};
  return failure(err::swap_theirs, {"spot", spot_text(m.pos2, m.slot2)});
}

// P5–P7: each own follower with each other player's follower, then no swap.
void add_swap_moves(const Table& t, const PorxadaState&, std::vector<Move>& out) {
  const auto mine = [&](const Figure& f) { return f.owner == t.current_ && is_follower(f.kind); };
  const auto theirs = [&](const Figure& f) { return f.owner != t.current_ && is_follower(f.kind); };
  const int n = static_cast<int>(t.figures_.size());
  for (int i = 0; i < n; ++i) {
    const Figure& a = t.figures_[i];
    if (!mine(a) || !first_at_spot(t.figures_, i, mine)) continue;
    for (int j = 0; j < n; ++j) {
      const Figure& b = t.figures_[j];
      if (!theirs(b) || !first_at_spot(t.figures_, j, theirs)) continue;
      out.push_back(Move{.kind = MoveKind::Swap, .player = t.current_, .pos = t.placed_[a.tile].pos, .slot = a.slot,
                         .pos2 = t.placed_[b.tile].pos, .slot2 = b.slot});
    }
  }
  out.push_back(Move{.kind = MoveKind::NoSwap, .player = t.current_});
}

Status check_refuse(const Table& t, const PorxadaState& s, const Move& m) {
  if (t.phase_ != Phase::Refuse) return failure(err::no_answer);
  const PlayerId target = t.figures_[s.swap[1]].owner;
  if (m.player != target) return failure(err::answer_turn, {"name", t.players_[target].name});
  if (m.kind == MoveKind::Accept) return {};
  if (m.kind == MoveKind::RefuseSupply) {
    if (!t.setup_.rules.porxada_refusal_supply) return failure(err::refuse_board);
    if (t.players_[m.player].supply[0] == 0) return failure(err::refuse_supply);
    return {};
  }
  if (t.figure_at(m.pos, m.slot, m.player) < 0) return failure(err::refuse_mine, {"spot", spot_text(m.pos, m.slot)});
  return {};
}

// P8: accept, or refuse giving up one of the deciding player's followers (or one from supply
// when `option porxada-refusal supply` allows it).
void add_refuse_moves(const Table& t, const PorxadaState& s, std::vector<Move>& out) {
  const PlayerId p = t.figures_[s.swap[1]].owner;
  out.push_back(Move{.kind = MoveKind::Accept, .player = p});
  const auto follower_of_p = [&](const Figure& f) { return f.owner == p && is_follower(f.kind); };
  for (int i = 0; i < static_cast<int>(t.figures_.size()); ++i) {
    const Figure& f = t.figures_[i];
    if (follower_of_p(f) && first_at_spot(t.figures_, i, follower_of_p))
      out.push_back(Move{.kind = MoveKind::Refuse, .player = p, .pos = t.placed_[f.tile].pos, .slot = f.slot});
  }
  if (t.setup_.rules.porxada_refusal_supply && t.players_[p].supply[0] > 0)
    out.push_back(Move{.kind = MoveKind::RefuseSupply, .player = p});
}

// P3: the choice (A swap, B bonus); P5: the swap offered or not; P5, P8: the answer.
StepEnd apply(Table& t, PorxadaState& s, const Move& m, std::vector<Event>* events) {
  switch (m.kind) {
    case MoveKind::PorxadaSwap:  // P3: A, the swap now
      s.choice_due = false;
      s.option = 1;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaSwapChosen, .player = m.player});
      return StepEnd::enter(Phase::Swap);
    case MoveKind::PorxadaBonus:  // P3: B, the end bonus
      s.choice_due = false;
      s.option = 2;
      if (events) events->push_back(Event{.kind = EventKind::PorxadaBonusChosen, .player = m.player});
      return StepEnd::Next;
    case MoveKind::Swap:
      s.swap[0] = t.figure_at(m.pos, m.slot, m.player);
      for (int p = 0; p < t.player_count() && s.swap[1] < 0; ++p)
        if (p != m.player) s.swap[1] = t.figure_at(m.pos2, m.slot2, static_cast<PlayerId>(p));
      return StepEnd::enter(Phase::Refuse);
    case MoveKind::NoSwap: return StepEnd::Next;
    case MoveKind::Accept:
    case MoveKind::Refuse:
    case MoveKind::RefuseSupply: answer_swap(t, s, m, events); return StepEnd::FollowersMoved;
    default: return StepEnd::Stay;
  }
}

// P10, P11: at the final scoring of an unfinished city, the `winners` holding a La Porxada token
// (all of them with `option porxada-tie completed`) score it as if completed.
std::uint8_t bubble(const Table& t, const PorxadaState& s, int root, std::uint8_t winners, bool complete, bool final_scoring) {
  std::uint8_t inside = 0;
  if (final_scoring && !complete && t.graph_.kind(root) == FeatureKind::City && s.option == 2) {
    for (int p = 0; p < t.player_count(); ++p)
      if ((winners >> p & 1) && has_token(s, p)) inside |= static_cast<std::uint8_t>(1 << p);
    if (inside && t.setup_.rules.porxada_tie_completed) inside = winners;
  }
  return inside;
}

// P9: with the bonus option, every player with a knight in the completed La Porxada city gets a
// token (one each, P14).
void give_tokens(const Table& t, PorxadaState& s, int root, std::vector<Event>* events) {
  if (s.option != 2 || s.node < 0 || t.graph_.find(s.node) != root) return;
  for (const Figure& f : t.figures_)
    if (is_follower(f.kind) && t.graph_.find(f.node) == root) give_token(s, f.owner, events);
}

// P15 at the final scoring: the La Porxada city of the house rule (its root, or -1) is scored
// after the other cities; only if it was completed do its knights get their tokens, first.
int score_house_tokens(const Table& t, PorxadaState& s, std::vector<Event>* events) {
  int house = -1;
  for (const Figure& f : t.figures_) {
    if (!is_follower(f.kind) || !is_house_city(t, s, t.graph_.find(f.node))) continue;
    house = t.graph_.find(f.node);
    if (t.is_complete(house)) give_token(s, f.owner, events);
  }
  return house;
}

// P15: after scoring, when the La Porxada city of the house rule was completed this turn, each
// player with knights there may withdraw them, from the current player on. True: the step is due.
bool withdraw_step(const Table& t, PorxadaState& s) {
  if (!s.withdraw_due) return false;
  s.withdraw_due = false;
  const int first = next_withdrawing(t, s, t.current_ - 1 + t.player_count());
  if (first < 0) return false;
  s.withdrawing = static_cast<PlayerId>(first);
  return true;
}

Status check_withdraw(const Table& t, const PorxadaState& s, const Move& m) {
  if (t.phase_ != Phase::Withdraw) return failure(err::no_withdraw);
  if (m.player != s.withdrawing) return failure(err::withdraw_turn, {"name", t.players_[s.withdrawing].name});
  if (m.kind == MoveKind::Stay) return {};
  const int i = t.figure_at(m.pos, m.slot, m.player);
  if (i < 0 || t.graph_.find(t.figures_[i].node) != t.graph_.find(s.node))
    return failure(err::withdraw_knight, {"spot", spot_text(m.pos, m.slot)});
  return {};
}

// P15 house rule: each knight of the deciding player in the La Porxada city, or stay.
void add_withdraw_moves(const Table& t, const PorxadaState& s, std::vector<Move>& out) {
  const PlayerId p = s.withdrawing;
  const int root = t.graph_.find(s.node);
  const auto follower_of_p = [&](const Figure& f) { return f.owner == p && is_follower(f.kind); };
  for (int i = 0; i < static_cast<int>(t.figures_.size()); ++i) {
    const Figure& f = t.figures_[i];
    if (follower_of_p(f) && t.graph_.find(f.node) == root && first_at_spot(t.figures_, i, follower_of_p))
      out.push_back(Move{.kind = MoveKind::Withdraw, .player = p, .pos = t.placed_[f.tile].pos, .slot = f.slot});
  }
  out.push_back(Move{.kind = MoveKind::Stay, .player = p});
}

// P15: a knight leaves the La Porxada city (the player may take more), or the player stays and
// the next one with knights there decides; after the last, the turn goes on.
StepEnd apply_withdrawal(Table& t, PorxadaState& s, const Move& m, std::vector<Event>* events) {
  if (m.kind == MoveKind::Withdraw) {
    t.remove_figure(t.figure_at(m.pos, m.slot, m.player), true, events);
    if (has_knight_in_porxada(t, s, m.player)) return StepEnd::Stay;
  }
  const int next = next_withdrawing(t, s, m.player);
  if (next >= 0) {
    s.withdrawing = static_cast<PlayerId>(next);
    return StepEnd::Stay;
  }
  return StepEnd::FollowersMoved;
}

// La Porxada tokens only with its bonus option.
Status validate(const PorxadaState& s) {
  if (s.tokens && s.option != 2) return failure(err::check_porxada_token);

  return {};
}

}  // namespace carc::porxada
