// The set-up tables: tile sets, expansion rules and rule switches (docs/rules.md).
#include "engine/switches.h"

namespace carc {
namespace {

constexpr TileSetInfo kTileSetInfo[] = {
    {"base", "Base game"},         {"ic", "Inns & Cathedrals"}, {"tb", "Traders & Builders"},
    {"winter", "Winter Edition"}, {"gbm", "Gingerbread Man"},  {"porxada", "La Porxada"},
};

constexpr RuleSetInfo kRuleSetInfo[] = {
    {"ic", "Inns & Cathedrals rules", "a large follower each; inns and cathedrals change road and city values (I1-I9)",
     &Rules::ic},
    {"tb", "Traders & Builders rules", "goods tokens, a builder and a pig each (T1-T14)", &Rules::tb},
    {"gbm", "Gingerbread Man rules", "the Gingerbread Man moves between cities and pays their knights (G1-G12)",
     &Rules::gbm},
    {"porxada", "La Porxada rules", "its owner chooses a follower swap or the end bonus (P1-P16)", &Rules::porxada},
};

constexpr RuleSwitch kSwitches[] = {
    {"ferry", "road", "any", "A ferry's harbour tile needs a road to the sea (M20, Q1)", "map",
     [](const Setup& s) { return s.options.ferry_road ? 1 : 0; },
     [](Setup& s, bool on) { s.options.ferry_road = on; }},
    {"monastery-border", "filled", "open", "Missing squares around a monastery count as filled (M24, Q3)", "map",
     [](const Setup& s) { return s.options.border_monastery ? 1 : 0; },
     [](Setup& s, bool on) { s.options.border_monastery = on; }},
    {"cache", "x3", "x2", "Caches pay three times their value, 2019 rules (I6, I7)", "map",
     [](const Setup& s) { return s.options.cache_multiplier == 3 ? 1 : 0; },
     [](Setup& s, bool on) { s.options.cache_multiplier = on ? 3 : 2; }},
    {"arms", "on", "off", "Coat-of-arms bonus, also without the chips (C5, Q2)", "map",
     [](const Setup& s) { return s.options.arms_bonus; },
     [](Setup& s, bool on) { s.options.arms_bonus = on ? 1 : 0; }},
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

}  // namespace

std::span<const TileSetInfo> tile_sets() { return kTileSetInfo; }
std::span<const RuleSetInfo> rule_sets() { return kRuleSetInfo; }
std::span<const RuleSwitch> rule_switches() { return kSwitches; }

const RuleSwitch* find_rule_switch(std::string_view name) {
  for (const RuleSwitch& s : kSwitches)
    if (s.name == name) return &s;
  return nullptr;
}

}  // namespace carc
