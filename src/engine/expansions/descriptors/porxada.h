// La Porxada (P1–P16): its tile, its rules and switches, its steps (the choice, the swap, the
// answer, the house rule's withdrawal), moves and events.
#pragma once

#include "engine/expansions/descriptor.h"

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
inline constexpr Phase kPorxadaPhases[] = {Phase::Porxada, Phase::Swap, Phase::Refuse, Phase::Withdraw};
inline constexpr MoveKind kPorxadaMoves[] = {MoveKind::PorxadaSwap, MoveKind::PorxadaBonus, MoveKind::Swap,
                                             MoveKind::NoSwap,      MoveKind::Accept,       MoveKind::Refuse,
                                             MoveKind::RefuseSupply, MoveKind::Withdraw,    MoveKind::Stay};
inline constexpr EventKind kPorxadaEvents[] = {EventKind::PorxadaSwapChosen, EventKind::PorxadaBonusChosen,
                                               EventKind::Swapped,           EventKind::SwapRefused,
                                               EventKind::SwapRefusedSupply, EventKind::PorxadaToken};
// `porxada swap|bonus`, `swap X,Y SLOT X,Y SLOT|none`, `accept`, `refuse X,Y SLOT|supply`, `withdraw X,Y SLOT`
inline constexpr StepWord kPorxadaWords[] = {{"porxada", 1}, {"swap", 2}, {"accept", 3}, {"refuse", 3}, {"withdraw", 6}};

inline constexpr ExpansionDescriptor kPorxada{
    .id = "porxada", .name = "La Porxada", .tile_sets = kPorxadaTiles, .rules = kPorxadaRules,
    .switches = kPorxadaSwitches, .phases = kPorxadaPhases, .moves = kPorxadaMoves, .events = kPorxadaEvents,
    .step_words = kPorxadaWords};

}  // namespace carc::descriptors
