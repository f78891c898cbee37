// The set-up form's defaults, its players' default names in the chosen language and the record
// header it describes (docs/records.md).
#include "app/ui/setup_form.h"

#include <cstdio>

#include "app/ui/seat_choice.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {

using i18n::tr;

constexpr float kDefaultColours[6][3] = {{0.86f, 0.16f, 0.14f}, {0.15f, 0.35f, 0.85f}, {0.15f, 0.65f, 0.20f},
                                         {0.95f, 0.82f, 0.10f}, {0.12f, 0.12f, 0.12f}, {0.58f, 0.22f, 0.70f}};

}  // namespace

void init_setup_form(SetupForm& form) {
  for (int p = 0; p < 6; ++p) {
    std::snprintf(form.names[p].data(), form.names[p].size(), "%s", tr("player." + std::to_string(p)).c_str());
    for (int c = 0; c < 3; ++c) form.colours[p][c] = kDefaultColours[p][c];
  }
}

void rename_default_players(SetupForm& form, const std::array<std::string, 6>& defaults) {
  for (int p = 0; p < 6; ++p)
    if (defaults[p] == form.names[p].data())
      std::snprintf(form.names[p].data(), form.names[p].size(), "%s", tr("player." + std::to_string(p)).c_str());
}

std::string setup_header(const SetupForm& f) {
  std::string s = "game 1\nplayers";
  for (int p = 0; p < f.players; ++p) {
    const std::string level = seat_kind_level(f.seats[p]);
    s += " " + std::string(f.names[p].data()) + (level.empty() ? "" : ":" + level);
  }
  s += "\nmap " + f.map + "\ntiles ";
  bool first = true;
  for (std::size_t i = 0; i < f.sets.size(); ++i)
    if (f.sets[i]) s += (first ? "" : ",") + std::string(kTileSets[i]), first = false;
  s += "\nrules ";
  first = true;
  for (const RuleSetInfo& r : rule_sets())
    if (f.switches.rules.*r.flag) s += (first ? "" : ",") + std::string(r.id), first = false;
  if (first) s += "none";
  s += "\nchips " + std::string(f.chips && on_map(f) ? "on" : "off");
  s += "\nseed " + std::to_string(f.seed) + "\n";
  if (f.tile_count > 0) s += "tilecount " + std::to_string(f.tile_count) + "\n";
  for (const RuleSwitch& rule : rule_switches())
    if (applies(rule, f)) s += option_line(rule, f.switches);
  if (f.followers > 0) s += "followers " + std::to_string(f.followers) + "\n";
  return s;
}

}  // namespace carc::app::ui
