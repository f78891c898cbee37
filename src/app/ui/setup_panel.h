// The set-up screen: map, chips, tile sets, rules and map-rule options, players with names and
// colours, seed and tile count. It only builds a record header; the app starts the game with it.
#pragma once

#include <array>
#include <string>

namespace carc::app::ui {

struct SetupForm {
  int map = 1;  // 0 classic, 1 taiwan, 2 iberia
  bool chips = true;
  std::array<bool, 6> sets{true, true, true, false, false, false};  // base ic tb winter gbm porxada
  std::array<bool, 4> rules{false, false, false, false};           // ic tb gbm porxada
  int players = 2;
  std::array<std::array<char, 16>, 6> names{};
  std::array<std::array<float, 3>, 6> colours{};
  int seed = 1;
  int followers = 0;   // 0: the rules' default (7, or 9 on a map)
  int tile_count = 0;  // 0: the map's default
  bool ferry_road = false, border_open = false, cache_x3 = false, refusal_supply = false, tie_completed = false,
       porxada_house = false;
  int arms = 0;        // 0 with the chips, 1 on, 2 off
  std::string error;   // the engine's answer to the last start
};

void init_setup_form(SetupForm& form);
// The record header the form describes.
std::string setup_header(const SetupForm& form);
// Draws the screen; true when the player pressed Start.
bool draw_setup_panel(SetupForm& form);

}  // namespace carc::app::ui
