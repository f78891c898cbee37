// La Porxada (P1–P16): its tile, its rules and switches, its steps (the choice, the swap, the
// answer, the house rule's withdrawal), moves and events.
#pragma once

#include "engine/expansions/descriptor.h"
#include "engine/expansions/units.h"

namespace carc::porxada_hooks {  // its hooks for Game; its record words: record/steps/porxada.cpp

inline Status set_up(Table&, UnitStates& u, std::vector<TileType>&, Rng&) {
  u.porxada_ = PorxadaState{};
  return {};
}

inline void clear_turn(UnitStates& u) { u.porxada_.choice_due = false; }

inline void tile_placed(const Table& t, UnitStates& u, PlayerId, const PlacedTile& pt) { porxada::tile_placed(t, u.porxada_, pt); }

inline bool choice_due(Table&, UnitStates& u, std::vector<Event>*) { return u.porxada_.choice_due; }  // P3

inline bool withdraw_due(Table& t, UnitStates& u, std::vector<Event>*) { return porxada::withdraw_step(t, u.porxada_); }  // P15

inline Status check(const Table& t, const UnitStates& u, const Move& m) {
  switch (m.kind) {
    case MoveKind::PorxadaSwap:
    case MoveKind::PorxadaBonus: return porxada::check_choice(t, u.porxada_, m);
    case MoveKind::Swap:
    case MoveKind::NoSwap: return porxada::check_swap(t, u.porxada_, m);
    case MoveKind::Withdraw:
    case MoveKind::Stay: return porxada::check_withdraw(t, u.porxada_, m);
    default: return porxada::check_refuse(t, u.porxada_, m);  // Accept, Refuse, RefuseSupply
  }
}

inline void add_moves(const Table& t, const UnitStates& u, Phase p, std::vector<Move>& out) {
  switch (p) {
    case Phase::Porxada: porxada::add_choice_moves(t, u.porxada_, out); break;
    case Phase::Swap: porxada::add_swap_moves(t, u.porxada_, out); break;
    case Phase::Refuse: porxada::add_refuse_moves(t, u.porxada_, out); break;
    default: porxada::add_withdraw_moves(t, u.porxada_, out); break;  // Withdraw
  }
}

inline StepEnd apply(Table& t, UnitStates& u, const Move& m, std::vector<Event>* events) {
  if (m.kind == MoveKind::Withdraw || m.kind == MoveKind::Stay) return porxada::apply_withdrawal(t, u.porxada_, m, events);
  return porxada::apply(t, u.porxada_, m, events);
}

inline Status validate(const Table&, const UnitStates& u) { return porxada::validate(u.porxada_); }

// Its scoring: the token holders' bubble (P10, P11), the tokens (P9) and the house rule's city (P15).
inline std::uint8_t scored_as_complete(const Table& t, const UnitStates& u, int root, std::uint8_t winners, bool complete,
                                       bool final_scoring) {
  return porxada::bubble(t, u.porxada_, root, winners, complete, final_scoring);
}
inline bool defers_completed(Table& t, UnitStates& u, int root) { return porxada::defer_house_city(t, u.porxada_, root); }
inline void city_completed(Table& t, UnitStates& u, int root, std::vector<Event>* events) {
  porxada::give_tokens(t, u.porxada_, root, events);
}
inline int final_first(Table& t, UnitStates& u, std::vector<Event>* events) {
  return porxada::score_house_tokens(t, u.porxada_, events);
}

// Its record words (record/steps/porxada.cpp).
Status read_choice(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status read_swap(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status read_answer(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status read_withdraw(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status why_unused(const Game& g, const Move& m);
std::string write_swap(const Move& m);
std::string write_spot(const Move& m);  // ` WORD X,Y SLOT` of a refusal or a withdrawal
std::string write_word(const Move& m);  // ` porxada swap`, ` swap none`, ` accept`, …

}  // namespace carc::porxada_hooks

namespace carc::descriptors {

inline constexpr TileSetInfo kPorxadaTiles[] = {{"porxada", "La Porxada"}};
inline constexpr RuleSetInfo kPorxadaRules[] = {
    {"porxada", "La Porxada rules",
     "Whoever places the La Porxada tile chooses: A, swap one of their followers with another player's (who may "
     "refuse by giving up a follower for good), or B, when its city is completed each player with a knight there "
     "gets a token; at the end token holders score their unfinished cities as if completed (P3-P10).",
     &Rules::porxada}};
inline constexpr RuleSwitch kPorxadaSwitches[] = {
    {"porxada-refusal", "supply", "board", "A refusing player may give up a follower from the supply (P8)", "porxada",
     [](const Setup& s) { return s.rules.porxada_refusal_supply ? 1 : 0; },
     [](Setup& s, bool on) { s.rules.porxada_refusal_supply = on; }},
    {"porxada-tie", "completed", "end", "A tied player without a token also scores the completed value (P10)",
     "porxada", [](const Setup& s) { return s.rules.porxada_tie_completed ? 1 : 0; },
     [](Setup& s, bool on) { s.rules.porxada_tie_completed = on; }},
    {"porxada-house", "on", "off", "House rule: the La Porxada city is scored only at the end (P15)", "porxada",
     [](const Setup& s) { return s.rules.porxada_house ? 1 : 0; },
     [](Setup& s, bool on) { s.rules.porxada_house = on; }},
};
inline constexpr PhaseInfo kPorxadaPhases[] = {
    {.phase = Phase::Porxada, .name = "porxada", .rank = 10, .due = &porxada_hooks::choice_due, .asked = true, .missing = err::add_porxada,
     .prompt = "turn.porxada"},
    {.phase = Phase::Swap, .name = "swap", .rank = 20, .missing = err::add_swap, .prompt = "turn.swap"},
    {.phase = Phase::Refuse, .name = "refuse", .rank = 30, .missing = err::add_answer, .prompt = "turn.refuse"},
    {.phase = Phase::Withdraw, .name = "withdraw", .rank = 60, .due = &porxada_hooks::withdraw_due, .asked = true, .skippable = true,
     .skip = MoveKind::Stay, .prompt = "turn.withdraw"}};
inline constexpr MoveInfo kPorxadaMoves[] = {
    {MoveKind::PorxadaSwap, MoveOnBoard::Button, "choice.porxada_swap"},
    {MoveKind::PorxadaBonus, MoveOnBoard::Button, "choice.porxada_bonus"},
    {MoveKind::Swap, MoveOnBoard::Features, "choice.swap", true},
    {MoveKind::NoSwap, MoveOnBoard::Button, "choice.no_swap"},
    {MoveKind::Accept, MoveOnBoard::Button, "choice.accept"},
    {MoveKind::Refuse, MoveOnBoard::Feature, "choice.refuse", true},
    {MoveKind::RefuseSupply, MoveOnBoard::Button, "choice.refuse_supply"},
    {MoveKind::Withdraw, MoveOnBoard::Feature, "choice.withdraw"},
    {MoveKind::Stay, MoveOnBoard::Button, "choice.keep"}};
inline constexpr EventInfo kPorxadaEvents[] = {
    {EventKind::PorxadaSwapChosen, "event.porxada_swap"},
    {EventKind::PorxadaBonusChosen, "event.porxada_bonus"},
    {EventKind::Swapped, "event.swapped", EventWords::Plain, EventMarks::Both},
    {EventKind::SwapRefused, "event.refused", EventWords::Plain, EventMarks::Pos},
    {EventKind::SwapRefusedSupply, "event.refused"},
    {EventKind::PorxadaToken, "event.porxada_token"}};
// `porxada swap|bonus`, `swap X,Y SLOT X,Y SLOT|none`, `accept`, `refuse X,Y SLOT|supply`, `withdraw X,Y SLOT`
inline constexpr StepWord kPorxadaWords[] = {
    {"porxada", 10, Phase::Porxada, &porxada_hooks::read_choice, &porxada_hooks::why_unused, false, err::porxada_once},
    {"swap", 20, Phase::Swap, &porxada_hooks::read_swap, &porxada_hooks::why_unused, false, err::swap_once},
    {"accept", 30, Phase::Refuse, &porxada_hooks::read_answer, &porxada_hooks::why_unused, false, err::answer_once},
    {"refuse", 30, Phase::Refuse, &porxada_hooks::read_answer, &porxada_hooks::why_unused, false, err::answer_once},
    {"withdraw", 60, Phase::Withdraw, &porxada_hooks::read_withdraw, &porxada_hooks::why_unused, true}};
inline constexpr MoveWords kPorxadaMoveWords[] = {
    {MoveKind::PorxadaSwap, &porxada_hooks::write_word},  {MoveKind::PorxadaBonus, &porxada_hooks::write_word},
    {MoveKind::Swap, &porxada_hooks::write_swap},         {MoveKind::NoSwap, &porxada_hooks::write_word},
    {MoveKind::Accept, &porxada_hooks::write_word},       {MoveKind::Refuse, &porxada_hooks::write_spot},
    {MoveKind::RefuseSupply, &porxada_hooks::write_word}, {MoveKind::Withdraw, &porxada_hooks::write_spot},
    {MoveKind::Stay, nullptr, "stay"}};
inline constexpr std::string_view kPorxadaUnits[] = {"porxada"};
inline constexpr UnitHooks kPorxadaHooks{
    .set_up = &porxada_hooks::set_up, .clear_turn = &porxada_hooks::clear_turn,
    .tile_placed = &porxada_hooks::tile_placed, .check = &porxada_hooks::check,
    .add_moves = &porxada_hooks::add_moves, .apply = &porxada_hooks::apply, .validate = &porxada_hooks::validate,
    .scored_as_complete = &porxada_hooks::scored_as_complete, .defers_completed = &porxada_hooks::defers_completed,
    .city_completed = &porxada_hooks::city_completed, .final_first = &porxada_hooks::final_first};

inline constexpr ExpansionDescriptor kPorxada{
    .id = "porxada", .name = "La Porxada", .tile_sets = kPorxadaTiles, .rules = kPorxadaRules,
    .switches = kPorxadaSwitches, .phases = kPorxadaPhases, .moves = kPorxadaMoves, .events = kPorxadaEvents,
    .step_words = kPorxadaWords, .move_words = kPorxadaMoveWords, .units = kPorxadaUnits, .hooks = &kPorxadaHooks};

}  // namespace carc::descriptors
