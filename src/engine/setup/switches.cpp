// A rule switch as the record line that sets it (docs/rules.md).
#include "engine/setup/switches.h"

namespace carc {

std::string option_line(const RuleSwitch& rule, const Setup& setup) {
  const int value = rule.get(setup);
  if (value < 0 || value == rule.get(Setup{})) return "";
  return "option " + std::string(rule.name) + " " + std::string(value ? rule.on : rule.off) + "\n";
}

}  // namespace carc
