// The set-up tables: tile sets, expansion rules and rule switches (docs/rules.md).
#include "engine/setup/switches.h"

namespace carc {
namespace {

constexpr TileSetInfo kTileSetInfo[] = {
    {"base", "Base game"},         {"ic", "Inns & Cathedrals"}, {"tb", "Traders & Builders"},
    {"winter", "Winter Edition"}, {"gbm", "Gingerbread Man"},  {"porxada", "La Porxada"},
};

constexpr RuleSetInfo kRuleSetInfo[] = {
    {"ic", "Inns & Cathedrals rules (large meeple, inns, cathedrals)",
     "Each player gets a large meeple that counts as two followers (I2-I4). A road with an inn scores 2 per "
     "tile when completed, 0 if unfinished at the end (I5, I6). A city with a cathedral scores 3 per tile and "
     "pennant when completed, 0 if unfinished (I7, I8).",
     &Rules::ic},
    {"tb", "Traders & Builders rules (goods, builder, pig)",
     "Whoever completes a city takes its goods; the most of each kind scores 10 at the end (T2-T4). Builder: "
     "stands on a road or city with your follower; extending it gives you a second tile (T5-T9). Pig: stands in "
     "a field with your farmer; if you win the field, its cities pay 4 each, not 3 (T10-T13).",
     &Rules::tb},
    {"gbm", "Gingerbread Man rules",
     "The Gingerbread Man starts in the start tile's city. Whoever places a Gingerbread Man tile moves him to "
     "another unfinished city; each player with knights in the city he leaves scores knights x tiles. When his "
     "city is completed it scores that bonus too, and he moves on (G1-G7).",
     &Rules::gbm},
    {"porxada", "La Porxada rules",
     "Whoever places the La Porxada tile chooses: A, swap one of their followers with another player's (who may "
     "refuse by giving up a follower for good), or B, when its city is completed each player with a knight there "
     "gets a token; at the end token holders score their unfinished cities as if completed (P3-P10).",
     &Rules::porxada},
};

constexpr RuleSwitch kSwitches[] = {
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
    {"porxada-refusal", "supply", "board", "A refusing player may give up a follower from the supply (P8)", "porxada",
     [](const Setup& s) { return s.rules.porxada_refusal_supply ? 1 : 0; },
     [](Setup& s, bool on) { s.rules.porxada_refusal_supply = on; }},
    {"porxada-tie", "completed", "end", "A tied player without a token also scores the completed value (P10)",
     "porxada", [](const Setup& s) { return s.rules.porxada_tie_completed ? 1 : 0; },
     [](Setup& s, bool on) { s.rules.porxada_tie_completed = on; }},
    {"porxada-house", "on", "off", "House rule: the La Porxada city is scored only at the end (P15)", "porxada",
     [](const Setup& s) { return s.rules.porxada_house ? 1 : 0; },
     [](Setup& s, bool on) { s.rules.porxada_house = on; }},
    {"tournament", "on", "off", "Tournament mode: no aids on the page (projected score, remaining tiles, dead squares, hints); no rule changes",
     "any", [](const Setup& s) { return s.tournament ? 1 : 0; }, [](Setup& s, bool on) { s.tournament = on; }},
};

}  // namespace

std::span<const TileSetInfo> tile_sets() { return kTileSetInfo; }
std::span<const RuleSetInfo> rule_sets() { return kRuleSetInfo; }
std::span<const RuleSwitch> rule_switches() { return kSwitches; }

const RuleSetInfo* find_rule_set(std::string_view id) {
  for (const RuleSetInfo& r : kRuleSetInfo)
    if (r.id == id) return &r;
  return nullptr;
}

std::string option_line(const RuleSwitch& rule, const Setup& setup) {
  const int value = rule.get(setup);
  if (value < 0 || value == rule.get(Setup{})) return "";
  return "option " + std::string(rule.name) + " " + std::string(value ? rule.on : rule.off) + "\n";
}

const RuleSwitch* find_rule_switch(std::string_view name) {
  for (const RuleSwitch& s : kSwitches)
    if (s.name == name) return &s;
  return nullptr;
}

}  // namespace carc
