// The set-up form's defaults, its players' default names in the chosen language and the record
// headers of the custom form and of the first screen's one-click games (docs/records.md).
#include "app/ui/setup_form.h"

#include <cstdio>

#include "engine/setup/seat_spec.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {


constexpr float kDefaultColours[6][3] = {{0.86f, 0.16f, 0.14f}, {0.15f, 0.35f, 0.85f}, {0.15f, 0.65f, 0.20f},
                                         {0.95f, 0.82f, 0.10f}, {0.12f, 0.12f, 0.12f}, {0.58f, 0.22f, 0.70f}};

// The one-click games: the map, map chips and the tiles the maps recommend (M1), no expansion rules.
SetupForm one_click_form(const SetupForm& form, int players) {
  SetupForm quick;
  quick.names = form.names;
  quick.seed = form.seed;
  quick.players = players;
  return quick;  // SetupForm's defaults: Taiwan, chips on, base + ic + tb, rules none, no options
}

}  // namespace

const char* seat_kind_level(int kind) {
  // Seat kinds 1.. are the named levels of the one grammar (engine/setup/seat_spec.h) from easy on.
  static_assert(kSeatKinds == 4 && kSeatLevelNames[1] == "easy" && kSeatLevelNames[kMediumSeat] == "medium" &&
                kSeatLevelNames[3] == "hard");
  return kind > 0 && kind < kSeatKinds ? kSeatLevelNames[kind].data() : "";
}

std::optional<SeatSpec> seat_kind_spec(int kind) {
  static_assert(SeatLevel::Easy == SeatLevel{1} && SeatLevel::Medium == SeatLevel{kMediumSeat} && SeatLevel::Hard == SeatLevel{3});
  if (kind <= 0 || kind >= kSeatKinds) return std::nullopt;
  return SeatSpec{.level = SeatLevel{static_cast<std::uint8_t>(kind)}};
}

std::string computer_game_header(const SetupForm& form) {
  SetupForm quick = one_click_form(form, 2);
  quick.seats[1] = kMediumSeat;
  return setup_header(quick);
}

std::string pass_and_play_header(const SetupForm& form) {
  SetupForm quick = one_click_form(form, form.players);
  quick.map = form.pass_map;
  quick.chips = on_map(quick);  // map chips lie on a map's squares only
  return setup_header(quick);
}

int next_seed(int seed) {
  auto x = static_cast<unsigned>(seed) * 2654435761u + 0x9E3779B9u;
  x ^= x << 13, x ^= x >> 17, x ^= x << 5;
  return static_cast<int>(x % 999999u) + 1;
}

void init_setup_form(const i18n::Translator& w, SetupForm& form) {
  for (int p = 0; p < 6; ++p) {
    std::snprintf(form.names[p].data(), form.names[p].size(), "%s", w.text("player." + std::to_string(p)).c_str());
    for (int c = 0; c < 3; ++c) form.colours[p][c] = kDefaultColours[p][c];
  }
}

void rename_default_players(const i18n::Translator& w, SetupForm& form, const std::array<std::string, 6>& defaults) {
  for (int p = 0; p < 6; ++p)
    if (defaults[p] == form.names[p].data())
      std::snprintf(form.names[p].data(), form.names[p].size(), "%s", w.text("player." + std::to_string(p)).c_str());
}

Status check_seat_names(const SetupForm& form, int seats) {
  for (int p = 0; p < seats && p < static_cast<int>(form.names.size()); ++p)
    if (Status why = check_player_name(form.names[static_cast<std::size_t>(p)].data()); !why) return why;
  return {};
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
