// The set-up screen's record headers (src/app/ui/setup_form.h): the first screen's one-click games
// load as the games they promise (Taiwan with map chips and the tiles the maps recommend, M1),
// never take the custom form's seats, and every start gets a new seed.
#include <doctest/doctest.h>

#include <cstdio>
#include <set>
#include <string>

#include "app/ui/setup_form.h"
#include "engine/support.h"

namespace carc {
namespace {

app::ui::SetupForm named_form(int players) {
  app::ui::SetupForm form;
  for (int p = 0; p < 6; ++p) std::snprintf(form.names[p].data(), form.names[p].size(), "P%d", p);
  form.players = players;
  form.seed = 77;
  return form;
}

}  // namespace

TEST_CASE("set-up: one click against the computer is Taiwan with map chips, the player against Medium") {
  app::ui::SetupForm form = named_form(4);
  form.map = "iberia", form.sets.fill(true), form.seats = {3, 3, 3, 3, 0, 0};  // the custom form's choices
  const std::string header = app::ui::computer_game_header(form);
  const Game game = test::record(header);
  CHECK(game.player_count() == 2);
  CHECK(game.map()->id == "taiwan");
  CHECK(game.chips_on());
  CHECK(game.setup().tiles == std::vector<std::string>{"base", "ic", "tb"});  // M1: the maps' tiles ...
  CHECK_FALSE(game.setup().rules.ic);                                        // ... without their rules
  CHECK_FALSE(game.setup().rules.tb);
  CHECK(game.setup().players == std::vector<std::string>{"P0", "P1"});
  CHECK(is_human_seat(game.setup(), 0));  // the player moves first
  CHECK(seat_level(game.setup(), 1) == SeatSpec{.level = SeatLevel::Medium});
  CHECK(game.setup().seed == 77);
  CHECK(form.seats[0] == 3);  // the custom form keeps its own seats for the next custom game
}

TEST_CASE("set-up: pass and play seats only people, as many as chosen, with their names") {
  app::ui::SetupForm form = named_form(3);
  form.seats = {0, 2, 1, 0, 0, 0};  // computer seats chosen in the custom form are not taken
  const Game game = test::record(app::ui::pass_and_play_header(form));
  CHECK(game.setup().players == std::vector<std::string>{"P0", "P1", "P2"});
  for (int p = 0; p < 3; ++p) CHECK(is_human_seat(game.setup(), p));
  CHECK(game.map()->id == "taiwan");
  CHECK(game.chips_on());
}

TEST_CASE("set-up: pass and play starts the map chosen, map chips on a map and none on the open table") {
  app::ui::SetupForm form = named_form(2);
  form.map = "taiwan";  // the custom form's map is not pass and play's
  form.pass_map = "iberia";
  const Game iberia = test::record(app::ui::pass_and_play_header(form));
  REQUIRE(iberia.map());
  CHECK(iberia.map()->id == "iberia");
  CHECK(iberia.chips_on());
  form.pass_map = "classic";
  const Game classic = test::record(app::ui::pass_and_play_header(form));
  CHECK(classic.map() == nullptr);
  CHECK_FALSE(classic.chips_on());
  CHECK(classic.setup().players == std::vector<std::string>{"P0", "P1"});
}

TEST_CASE("set-up: the custom form's header keeps its map, seats and seed") {
  app::ui::SetupForm form = named_form(2);
  form.map = "iberia", form.seats = {0, 3, 0, 0, 0, 0}, form.tile_count = 40;
  const Game game = test::record(app::ui::setup_header(form));
  CHECK(game.map()->id == "iberia");
  CHECK(seat_level(game.setup(), 1) == SeatSpec{.level = SeatLevel::Hard});
  CHECK(game.setup().seed == 77);
  CHECK(game.setup().tile_count == 40);
}

TEST_CASE("set-up: every start takes a new seed in 1..999999, and a seed sequence does not repeat soon") {
  std::set<int> seen;
  int seed = 1;
  for (int i = 0; i < 1000; ++i) {
    seed = app::ui::next_seed(seed);
    CHECK(seed >= 1);
    CHECK(seed <= 999999);
    seen.insert(seed);
  }
  CHECK(seen.size() > 990);
  CHECK(app::ui::next_seed(5) == app::ui::next_seed(5));  // a function of the seed only
}

TEST_CASE("set-up: a name the grammar refuses is named before any header is written; good names pass") {
  app::ui::SetupForm form = named_form(3);
  CHECK(app::ui::check_seat_names(form, 3).ok());
  std::snprintf(form.names[2].data(), form.names[2].size(), "%s", "Eva\u202E");
  CHECK(app::ui::check_seat_names(form, 2).ok());  // a one-click game against the computer seats two
  const Status rlo = app::ui::check_seat_names(form, 3);
  REQUIRE_FALSE(rlo.ok());
  CHECK(rlo.message() ==
        "player name 'Eva\\u202E': character 4 is U+202E, which a name may not hold (control characters, direction "
        "marks, embeddings, overrides and isolates, the byte order mark and noncharacters are refused)");
  std::snprintf(form.names[1].data(), form.names[1].size(), "%s", "Ana Bet");  // would be two players in a header
  CHECK(app::ui::check_seat_names(form, 3).error().key == err::player_word);
  std::snprintf(form.names[1].data(), form.names[1].size(), "%s", "B\x07n");
  CHECK(app::ui::check_seat_names(form, 3).message().find("character 2 is U+0007") != std::string::npos);
  std::snprintf(form.names[1].data(), form.names[1].size(), "%s", "Šárka");
  std::snprintf(form.names[2].data(), form.names[2].size(), "%s", "Jiří");
  CHECK(app::ui::check_seat_names(form, 3).ok());
}

TEST_CASE("set-up: a rule switch shows where its descriptor says: map switches on a map, La Porxada's with its rules") {
  app::ui::SetupForm f;
  const auto shown = [&f] {
    std::set<std::string> names;
    for (const RuleSwitch& rule : rule_switches())
      if (app::ui::applies(rule, f)) names.insert(std::string(rule.name));
    return names;
  };
  f.map = "classic";
  CHECK(shown() == std::set<std::string>{"tournament"});
  f.switches.rules.porxada = true;
  CHECK(shown() == std::set<std::string>{"porxada-house", "porxada-refusal", "porxada-tie", "tournament"});
  f.map = "iberia";
  f.switches.rules.porxada = false;
  f.switches.rules.gbm = true;  // rules no switch needs show nothing more
  CHECK(shown() == std::set<std::string>{"arms", "cache", "ferry", "monastery-border", "tournament"});
}

}  // namespace carc
