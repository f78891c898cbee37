// Set-up screen drawing and the header it writes (docs/records.md).
#include "app/ui/setup_panel.h"

#include <imgui.h>

#include <cstdio>

namespace carc::app::ui {
namespace {

constexpr const char* kMaps[] = {"Classic (open table)", "Taiwan", "Iberian Peninsula"};
constexpr const char* kMapIds[] = {"classic", "taiwan", "iberia"};
constexpr const char* kSets[] = {"base", "ic", "tb", "winter", "gbm", "porxada"};
constexpr const char* kSetNames[] = {"Base game", "Inns & Cathedrals", "Traders & Builders", "Winter Edition",
                                     "Gingerbread Man", "La Porxada"};
constexpr const char* kRules[] = {"ic", "tb", "gbm", "porxada"};
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
  if (f.map != 0) ImGui::Checkbox("Map chips", &f.chips);
  ImGui::TextDisabled("Tile sets (maps: base + ic + tb, M1; Winter replaces Base)");
  for (int i = 0; i < 6; ++i) {
    if (i % 3) ImGui::SameLine(170.0f * static_cast<float>(i % 3) + 8.0f);
    if (ImGui::Checkbox(kSetNames[i], &f.sets[i]) && f.sets[i] && (i == 0 || i == 3)) f.sets[3 - i] = false;
  }
  ImGui::TextDisabled("Expansion rules");
  for (int i = 0; i < 4; ++i) {
    if (i) ImGui::SameLine();
    ImGui::Checkbox(kRules[i], &f.rules[i]);
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
  ImGui::InputInt("Tile count (0: map default)", &f.tile_count);
  if (f.tile_count < 0) f.tile_count = 0;
  if (!f.error.empty()) ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", f.error.c_str());
  const bool start = ImGui::Button("Start the game", ImVec2(-1, 36));
  ImGui::End();
  return start;
}

}  // namespace carc::app::ui
