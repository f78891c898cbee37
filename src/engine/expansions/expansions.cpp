// Look-ups in the list of expansion descriptors (expansions.h).
#include "engine/expansions/expansions.h"

#include <algorithm>

namespace carc {
namespace {

// The descriptor whose table `Member` holds `item`, or nullptr.
template <auto Member, class Item>
const ExpansionDescriptor* owner(const Item& item) {
  for (const ExpansionDescriptor* d : kExpansions)
    if (std::find((d->*Member).begin(), (d->*Member).end(), item) != (d->*Member).end()) return d;
  return nullptr;
}

}  // namespace

const RuleSetInfo* find_rule_set(std::string_view id) {
  for (const RuleSetInfo& r : kRuleSetInfos)
    if (r.id == id) return &r;
  return nullptr;
}

const RuleSwitch* find_rule_switch(std::string_view name) {
  for (const RuleSwitch& s : kRuleSwitches)
    if (s.name == name) return &s;
  return nullptr;
}

std::string_view phase_name(Phase p) {
  const auto i = static_cast<std::size_t>(p);
  return i < kPhaseInfos.size() ? kPhaseInfos[i].name : "?";
}

static_assert(kPhaseCount == static_cast<std::size_t>(Phase::Over) + 1, "a descriptor names every phase");
static_assert(kMoveKindCount == static_cast<std::size_t>(MoveKind::Stay) + 1, "a descriptor names every move kind");
static_assert(kEventKindCount == static_cast<std::size_t>(EventKind::GameEnded) + 1, "a descriptor names every event kind");

const PhaseInfo& phase_info(Phase p) { return kPhaseInfos[static_cast<std::size_t>(p)]; }
const EventInfo& event_info(EventKind e) { return kEventInfos[static_cast<std::size_t>(e)]; }
const MoveInfo& move_info(MoveKind k) { return kMoveInfos[static_cast<std::size_t>(k)]; }

const ExpansionDescriptor* owner_of(Phase p) { return owner<&ExpansionDescriptor::phases>(p); }
const ExpansionDescriptor* owner_of(MoveKind k) { return owner<&ExpansionDescriptor::moves>(k); }
const ExpansionDescriptor* owner_of(EventKind e) { return owner<&ExpansionDescriptor::events>(e); }

}  // namespace carc
