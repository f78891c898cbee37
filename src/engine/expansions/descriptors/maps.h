// Carcassonne Maps (M1–M24, C1–C5, TW1–TW11, IB1–IB7): the Taiwan and Iberia boards, the switches
// where the sources differ, and the chips' steps (Iberia's cache, Taiwan's upgrade) and events.
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::descriptors {

inline constexpr std::string_view kMapsMaps[] = {"taiwan", "iberia"};
inline constexpr RuleSwitch kMapsSwitches[] = {
    {"ferry", "road", "any", "A ferry's harbour tile needs a road to the sea (M20)", "map",
     [](const Setup& s) { return s.options.ferry_road ? 1 : 0; },
     [](Setup& s, bool on) { s.options.ferry_road = on; }},
    {"monastery-border", "filled", "open", "Missing squares around a monastery count as filled (M24)", "map",
     [](const Setup& s) { return s.options.border_monastery ? 1 : 0; },
     [](Setup& s, bool on) { s.options.border_monastery = on; }},
    {"cache", "x3", "x2", "Caches pay three times their value, 2019 rules (IB6, IB7)", "map",
     [](const Setup& s) { return s.options.cache_multiplier == 3 ? 1 : 0; },
     [](Setup& s, bool on) { s.options.cache_multiplier = on ? 3 : 2; }},
    {"arms", "on", "off", "Coat-of-arms bonus, also without the chips (C5)", "map",
     [](const Setup& s) { return s.options.arms_bonus; },
     [](Setup& s, bool on) { s.options.arms_bonus = on ? 1 : 0; }},
};
inline constexpr Phase kMapsPhases[] = {Phase::Cache, Phase::Upgrade};
inline constexpr MoveKind kMapsMoves[] = {MoveKind::Cache, MoveKind::Upgrade, MoveKind::NoUpgrade};
inline constexpr EventKind kMapsEvents[] = {EventKind::ChipCollected, EventKind::CachePlaced, EventKind::ChipRemoved,
                                            EventKind::ArmsBonus, EventKind::Upgraded};
inline constexpr StepWord kMapsWords[] = {{"cache", 0}, {"upgrade", 5}};  // `cache X,Y`, `upgrade 2+1+1 X,Y SLOT`

inline constexpr ExpansionDescriptor kMaps{
    .id = "maps", .name = "Carcassonne Maps", .switches = kMapsSwitches, .maps = kMapsMaps,
    .phases = kMapsPhases, .moves = kMapsMoves, .events = kMapsEvents, .step_words = kMapsWords};

}  // namespace carc::descriptors
