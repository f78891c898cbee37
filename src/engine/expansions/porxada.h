// La Porxada (P1–P16): its state and its rules over the table: the owner's choice (P3), the swap
// and its refusal (P4–P8), tokens and their end bonus (P9–P14), the house rule's withdrawal (P15).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/table/table.h"

namespace carc {

struct PorxadaState {
  int node = -1;                           // its city (a node of it)
  std::uint8_t option = 0;                 // 0 none, 1 swap, 2 bonus
  int swap[2] = {-1, -1};                  // P5: figure indexes offered for the swap
  std::uint8_t tokens = 0;                 // P9: bit p set when player p holds a token
  PlayerId withdrawing = 0;                // P15: whose knights may leave the La Porxada city now
  bool withdraw_due = false;               // P15: the La Porxada city was completed this turn
  bool choice_due = false;                 // turn, P3: La Porxada placed, option not chosen yet
};

namespace porxada {

// P3: the placed tile `pt` holds La Porxada: its owner chooses before anything else this turn.
void tile_placed(const Table& t, PorxadaState& s, const PlacedTile& pt);
// P15: is this root the La Porxada city kept unscored until the end by the house rule?
bool is_house_city(const Table& t, const PorxadaState& s, int root);
// P15: the completed city `root` is the house rule's: marked scored without scoring, its
// knights may withdraw after scoring. False (nothing done) for any other city.
bool defer_house_city(Table& t, PorxadaState& s, int root);
// P15: after scoring, is the withdrawal step due (and whose turn is it)?
bool withdraw_step(const Table& t, PorxadaState& s);

// Checks of the moves of the Porxada, Swap, Refuse and Withdraw steps (nothing changes).
Status check_choice(const Table& t, const PorxadaState& s, const Move& m);
Status check_swap(const Table& t, const PorxadaState& s, const Move& m);
Status check_refuse(const Table& t, const PorxadaState& s, const Move& m);
Status check_withdraw(const Table& t, const PorxadaState& s, const Move& m);
// Every legal move of those steps, appended to `out`.
void add_choice_moves(const Table& t, const PorxadaState& s, std::vector<Move>& out);
void add_swap_moves(const Table& t, const PorxadaState& s, std::vector<Move>& out);
void add_refuse_moves(const Table& t, const PorxadaState& s, std::vector<Move>& out);
void add_withdraw_moves(const Table& t, const PorxadaState& s, std::vector<Move>& out);
// A checked move of the Porxada, Swap or Refuse step (P3, P5, P8); of the Withdraw step (P15).
StepEnd apply(Table& t, PorxadaState& s, const Move& m, std::vector<Event>* events);
StepEnd apply_withdrawal(Table& t, PorxadaState& s, const Move& m, std::vector<Event>* events);

// P10, P11: of an unfinished city's `winners` at the final scoring, those who score it as if
// completed (bit p per player).
std::uint8_t bubble(const Table& t, const PorxadaState& s, int root, std::uint8_t winners, bool complete, bool final_scoring);
// P9: a completed city: with the bonus option, the knights' owners in the La Porxada city get tokens.
void give_tokens(const Table& t, PorxadaState& s, int root, std::vector<Event>* events);
// P15 at the final scoring: the house rule's city (its root, or -1), its tokens given first.
int score_house_tokens(const Table& t, PorxadaState& s, std::vector<Event>* events);

Status validate(const PorxadaState& s);

}  // namespace porxada
}  // namespace carc
