// The shapes of what a game can be set up with: tile sets, expansion rules and the `option` rule
// switches. Each expansion's descriptor fills them (engine/expansions/expansions.h lists them all).
#pragma once

#include <string>
#include <string_view>

#include "engine/setup/setup.h"

namespace carc {

struct TileSetInfo {
  std::string_view id;    // record: tiles ID,…
  std::string_view name;  // what players call it
};

struct RuleSetInfo {
  std::string_view id;    // record: rules ID,…
  std::string_view name;  // what players call it, e.g. "Gingerbread Man rules"
  std::string_view adds;  // what switching it on adds to the game, with its rule ids
  bool Rules::*flag;
};

// `option NAME VALUE` (docs/rules.md): a choice between two values where the sources differ.
struct RuleSwitch {
  std::string_view name;     // NAME
  std::string_view on;       // the VALUE this switch turns on
  std::string_view off;      // the other VALUE
  std::string_view label;    // what "on" means for players, with its rule ids
  std::string_view applies;  // "map" (map games only), "any", or the id of the rules it needs ("porxada")
  // 1 for `on`, 0 for `off`, -1 when neither was chosen (only `arms`: it follows the chips).
  int (*get)(const Setup&);
  void (*set)(Setup&, bool on);
};

// The record line `option NAME VALUE\n` for the switch as `setup` has it, or "" when it is at its
// default (or, like `arms`, not chosen).
std::string option_line(const RuleSwitch& rule, const Setup& setup);

}  // namespace carc
