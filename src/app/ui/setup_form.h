// The set-up screen's state and the record headers it writes (docs/records.md): the first screen's
// one-click games, and the custom form's map, chips, tile sets, expansion rules and rule switches,
// seats with names, colours and computer levels, seed, tile count. No drawing here
// (ui/setup_panel.h draws it).
#pragma once

#include <array>
#include <iterator>
#include <string>
#include <vector>

#include "app/play/ai_turns.h"
#include "app/play/kept_games.h"
#include "engine/setup/catalogue.h"
#include "engine/base/error.h"
#include "engine/setup/setup.h"
#include "engine/expansions/expansions.h"
#include "i18n/translate.h"

namespace carc::app::ui {

// Seat kinds of the set-up screen: 0 a person, then the computer levels easy, medium, hard.
inline constexpr int kSeatKinds = 4;
inline constexpr int kMediumSeat = 2;
// The record's level for a seat kind ("" for a person, "easy", "medium", "hard").
const char* seat_kind_level(int kind);
// The same level typed (none for a person): what level_words says.
std::optional<SeatSpec> seat_kind_spec(int kind);

// What the set-up screen shows: the first screen's three choices, the pass-and-play names, or the
// whole form.
enum class SetupStage { Choose, PassAndPlay, Custom };

struct SetupForm {
  SetupStage stage = SetupStage::Choose;
  std::string map = "taiwan";  // "classic" or a map id of the library
  std::string pass_map = "taiwan";  // pass and play's map: "taiwan", "iberia" or "classic"
  bool chips = true;
  std::array<bool, std::size(kTileSets)> sets{true, true, true, false, false, false};  // kTileSets order
  Setup switches;      // only .rules and .options: the expansion rules and the `option` switches
  int players = 2;
  std::array<std::array<char, 16>, 6> names{};
  std::array<std::array<float, 3>, 6> colours{};
  std::array<int, 6> seats{};  // per seat: 0 a person, else a computer level (ui/seat_choice.h)
  int seed = 1;        // a new one after every start (next_seed), so no two games deal alike
  int followers = 0;   // 0: the rules' default (7, or 9 on a map)
  int tile_count = 0;  // 0: the map's default
  Status error;        // the engine's answer to the last start (said by the set-up panel)
  std::string language;  // a language code the player just chose in the form, else ""
  // "Games in progress" (play/kept_games.h): the page's kept games, and the row the player chose
  // this frame: its key and "open" or "delete" (ui/first_screen.h).
  std::vector<KeptGameRow> kept_games;
  std::string kept_action, kept_key;
  int kept_focus = -1;  // the row the keys are on (Tab, arrows; Enter opens it), or -1
  bool kept_focus_moved = false;  // a key moved it since the last frame: the list scrolls to it
};

void init_setup_form(const i18n::Translator& w, SetupForm& form);
// Players still called by a default name of the language being left (`defaults`) take the
// chosen language's default name.
void rename_default_players(const i18n::Translator& w, SetupForm& form, const std::array<std::string, 6>& defaults);
// The record header the form describes (docs/records.md).
std::string setup_header(const SetupForm& form);
// The first of the names of seats 0..seats-1 that the name grammar refuses (engine/setup/seat_spec.h:
// one word, no control or direction characters ...), before it is written into a header where a
// space would split it into two players: that name's error, else success.
Status check_seat_names(const SetupForm& form, int seats);
// The first screen's one-click games, with the form's names, seed and colours and nothing else of
// it (the custom form's seats stay as they were): Taiwan with map chips and the tiles the maps
// recommend (M1), the first player against Computer: Medium ...
std::string computer_game_header(const SetupForm& form);
// ... and `form.players` people passing one screen round, on `form.pass_map` (map chips on a map).
std::string pass_and_play_header(const SetupForm& form);
// The seed after `seed`, for the next game: an xorshift step kept in 1..999,999 (so it reads well
// under "More" and fits a link's seed=).
int next_seed(int seed);
// Is the form for a map (not the classic table)?
inline bool on_map(const SetupForm& f) { return f.map != "classic"; }
// Does a switch matter for this set-up ("map" switches on maps, others with the rules they name)?
inline bool applies(const RuleSwitch& rule, const SetupForm& f) {
  if (rule.applies == "any" || rule.applies == "map") return rule.applies == "any" || on_map(f);
  const RuleSetInfo* needs = find_rule_set(rule.applies);
  return needs && f.switches.rules.*needs->flag;
}

}  // namespace carc::app::ui
