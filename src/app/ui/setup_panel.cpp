// Set-up screen drawing and the header it writes (docs/records.md).
#include "app/ui/setup_panel.h"

#include <imgui.h>

#include <cstdio>

#include "app/widget_registry.h"

namespace carc::app::ui {
namespace {

constexpr const char* kMaps[] = {"Classic (open table)", "Taiwan", "Iberian Peninsula"};
constexpr const char* kMapIds[] = {"classic", "taiwan", "iberia"};
constexpr const char* kSets[] = {"base", "ic", "tb", "winter", "gbm", "porxada"};
constexpr const char* kSetNames[] = {"Base game", "Inns & Cathedrals", "Traders & Builders", "Winter Edition",
                                     "Gingerbread Man", "La Porxada"};
constexpr const char* kRules[] = {"ic", "tb", "gbm", "porxada"};
constexpr int kRuleOfSet[] = {-1, 0, 1, -1, 2, 3};  // the rules that come with each tile set
// Players' names of the rule switches, and what each adds (shared/spec sections 3-6).
constexpr const char* kRuleNames[] = {"Inns & Cathedrals rules (large meeple, inns, cathedrals)",
                                      "Traders & Builders rules (goods, builder, pig)", "Gingerbread Man rules",
                                      "La Porxada rules"};
constexpr const char* kRuleHints[] = {
    "Each player gets a large meeple that counts as two followers (I2-I4).\n"
    "A road with an inn scores 2 per tile when completed, 0 if unfinished at the end (I5, I6).\n"
    "A city with a cathedral scores 3 per tile and pennant when completed, 0 if unfinished (I7, I8).",
    "Whoever completes a city takes its goods; the most of each kind scores 10 at the end (T2-T4).\n"
    "Builder: stands on a road or city with your follower; extending it gives you a second tile (T5-T9).\n"
    "Pig: stands in a field with your farmer; if you win the field, its cities pay 4 each, not 3 (T10-T13).",
    "The Gingerbread Man starts in the start tile's city. Whoever places a Gingerbread Man tile moves\n"
    "him to another unfinished city; each player with knights in the city he leaves scores\n"
    "knights x tiles. When his city is completed it scores that bonus too, and he moves on (G1-G7).",
    "Whoever places the La Porxada tile chooses: A, swap one of their followers with another\n"
    "player's (who may refuse by giving up a follower for good), or B, when its city is completed\n"
    "each player with a knight there gets a token; at the end token holders score their\n"
    "unfinished cities as if completed (P3-P10).",
};
// Tiles in play when the count is 0 (docs/records.md `tilecount`; the maps' `tiles` lines, M2).
constexpr const char* kTileCountLabels[] = {"Tile count (0: every tile of the sets)###tiles",
                                            "Tile count (0: the map's 110)###tiles",
                                            "Tile count (0: the map's 115)###tiles"};
constexpr const char* kDefaultNames[] = {"Red", "Blue", "Green", "Yellow", "Black", "Purple"};
constexpr float kDefaultColours[6][3] = {{0.86f, 0.16f, 0.14f}, {0.15f, 0.35f, 0.85f}, {0.15f, 0.65f, 0.20f},
                                         {0.95f, 0.82f, 0.10f}, {0.12f, 0.12f, 0.12f}, {0.58f, 0.22f, 0.70f}};

}  // namespace

void init_setup_form(SetupForm& form) {
  for (int p = 0; p < 6; ++p) {
    std::snprintf(form.names[p].data(), form.names[p].size(), "%s", kDefaultNames[p]);
    for (int c = 0; c < 3; ++c) form.colours[p][c] = kDefaultColours[p][c];
  }
}

std::string setup_header(const SetupForm& f) {
  std::string s = "game 1\nplayers";
  for (int p = 0; p < f.players; ++p) s += " " + std::string(f.names[p].data());
  s += "\nmap " + std::string(kMapIds[f.map]) + "\ntiles ";
  bool first = true;
  for (int i = 0; i < 6; ++i)
    if (f.sets[i]) s += (first ? "" : ",") + std::string(kSets[i]), first = false;
  s += "\nrules ";
  first = true;
  for (int i = 0; i < 4; ++i)
    if (f.rules[i]) s += (first ? "" : ",") + std::string(kRules[i]), first = false;
  if (first) s += "none";
  s += "\nchips " + std::string(f.chips && f.map != 0 ? "on" : "off");
  s += "\nseed " + std::to_string(f.seed) + "\n";
  if (f.tile_count > 0) s += "tilecount " + std::to_string(f.tile_count) + "\n";
  if (f.ferry_road) s += "option ferry road\n";
  if (f.border_open) s += "option monastery-border open\n";
  if (f.cache_x3) s += "option cache x3\n";
  if (f.arms == 1) s += "option arms on\n";
  if (f.arms == 2) s += "option arms off\n";
  if (f.refusal_supply) s += "option porxada-refusal supply\n";
  if (f.tie_completed) s += "option porxada-tie completed\n";
  if (f.porxada_house) s += "option porxada-house on\n";
  if (f.followers > 0) s += "followers " + std::to_string(f.followers) + "\n";
  return s;
}

bool draw_setup_panel(SetupForm& f) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(420, 0), ImVec2(560, size.y - 20));
  ImGui::Begin("New game", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  ImGui::TextUnformatted("Carcassonne Maps: Taiwan and the Iberian Peninsula");
  ImGui::Separator();
  if (ImGui::Combo("Map", &f.map, kMaps, 3) && f.map != 0) f.sets = {true, true, true, f.sets[3], f.sets[4], f.sets[5]};
  label_widget("Map");
  if (f.map != 0) ImGui::Checkbox("Map chips", &f.chips);
  ImGui::TextDisabled("Tile sets (maps: base + ic + tb, M1; Winter replaces Base)");
  for (int i = 0; i < 6; ++i) {
    if (i % 3) ImGui::SameLine(170.0f * static_cast<float>(i % 3) + 8.0f);
    if (ImGui::Checkbox(kSetNames[i], &f.sets[i]) && f.sets[i]) {
      if (i == 0 || i == 3) f.sets[3 - i] = false;
      if (f.map == 0 && kRuleOfSet[i] >= 0) f.rules[kRuleOfSet[i]] = true;
    }
    if (kRuleOfSet[i] >= 0 && ImGui::IsItemHovered())
      ImGui::SetTooltip("On the classic table ticking it ticks its rules too. On a map it does not:\n"
                        "the maps recommend the expansions' tiles without their rules (M1).");
  }
  ImGui::TextDisabled("Expansion rules: figures and scoring (maps recommend none, M1)");
  for (int i = 0; i < 4; ++i) {
    if (i == 3) ImGui::SameLine(250.0f);
    ImGui::Checkbox(kRuleNames[i], &f.rules[i]);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kRuleHints[i]);
  }
  if (ImGui::CollapsingHeader("Rule options")) {
    ImGui::Checkbox("Ferry harbour needs a road (M20)", &f.ferry_road);
    ImGui::Checkbox("Open borders around monasteries (M24)", &f.border_open);
    ImGui::Checkbox("Caches pay x3 (2019 rules)", &f.cache_x3);
    ImGui::Combo("Coat-of-arms bonus", &f.arms, "with the chips\0on\0off\0");
    ImGui::Checkbox("Porxada refusal from supply (P8)", &f.refusal_supply);
    ImGui::Checkbox("Porxada tie scores completed (P10)", &f.tie_completed);
    ImGui::Checkbox("Porxada house rule (P15)", &f.porxada_house);
    ImGui::InputInt("Followers (0: default)", &f.followers);
    if (f.followers < 0) f.followers = 0;
  }
  ImGui::SliderInt("Players", &f.players, 2, 6);
  for (int p = 0; p < f.players; ++p) {
    ImGui::PushID(p);
    ImGui::ColorEdit3("##colour", f.colours[p].data(), ImGuiColorEditFlags_NoInputs);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(160);
    ImGui::InputText("##name", f.names[p].data(), f.names[p].size(), ImGuiInputTextFlags_CharsNoBlank);
    ImGui::PopID();
  }
  ImGui::InputInt("Seed", &f.seed);
  label_widget("Seed");
  ImGui::InputInt(kTileCountLabels[f.map], &f.tile_count);
  label_widget(kTileCountLabels[f.map]);
  if (f.tile_count < 0) f.tile_count = 0;
  if (!f.error.empty()) ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", f.error.c_str());
  const bool start = ImGui::Button("Start the game", ImVec2(-1, 36));
  ImGui::End();
  return start;
}

}  // namespace carc::app::ui
