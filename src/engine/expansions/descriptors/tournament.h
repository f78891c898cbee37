// Tournament mode: a way to play, not an expansion: one switch that hides the page's aids and
// changes no rule (the record keeps it so that every player of the game sees it).
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::descriptors {

inline constexpr RuleSwitch kTournamentSwitches[] = {
    {"tournament", "on", "off", "Tournament mode: no aids on the page (projected score, remaining tiles, dead squares, hints); no rule changes",
     "any", [](const Setup& s) { return s.tournament ? 1 : 0; }, [](Setup& s, bool on) { s.tournament = on; }},
};

inline constexpr ExpansionDescriptor kTournament{.id = "tournament", .name = "Tournament mode", .switches = kTournamentSwitches};

}  // namespace carc::descriptors
