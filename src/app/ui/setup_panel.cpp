// Set-up screen drawing and the header it writes (docs/records.md). The tile sets, expansion rules
// and rule switches are the engine's tables (engine/switches.h); the maps are the loaded ones.
#include "app/ui/setup_panel.h"

#include <imgui.h>

#include <cstdio>

#include "app/widget_registry.h"
#include "engine/switches.h"

namespace carc::app::ui {
namespace {

constexpr const char* kClassicName = "Classic (open table)";
constexpr const char* kDefaultNames[] = {"Red", "Blue", "Green", "Yellow", "Black", "Purple"};
constexpr float kDefaultColours[6][3] = {{0.86f, 0.16f, 0.14f}, {0.15f, 0.35f, 0.85f}, {0.15f, 0.65f, 0.20f},
                                         {0.95f, 0.82f, 0.10f}, {0.12f, 0.12f, 0.12f}, {0.58f, 0.22f, 0.70f}};
constexpr int kBase = 0, kWinter = 3;  // indices in kTileSets: Winter replaces Base

bool on_map(const SetupForm& f) { return f.map != "classic"; }

// Does a switch matter for this set-up ("map" switches on maps, "porxada" ones with its rules)?
bool applies(const RuleSwitch& rule, const SetupForm& f) {
  return rule.applies == "map" ? on_map(f) : f.switches.rules.porxada;
}

void hover_text(std::string_view text) {
  if (!ImGui::IsItemHovered()) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

void draw_map_choice(SetupForm& f, const Library& library) {
  const MapDef* chosen = library.map(f.map);
  if (ImGui::BeginCombo("Map", chosen ? chosen->name.c_str() : kClassicName)) {
    if (ImGui::Selectable(kClassicName, !chosen)) f.map = "classic";
    for (const MapDef& m : library.maps) {
      if (!ImGui::Selectable(m.name.c_str(), chosen == &m) || chosen == &m) continue;
      f.map = m.id;
      f.sets[0] = f.sets[1] = f.sets[2] = true;  // M1: base + Inns & Cathedrals + Traders & Builders
    }
    ImGui::EndCombo();
  }
  label_widget("Map");
  if (on_map(f)) ImGui::Checkbox("Map chips", &f.chips);
}

void draw_sets_and_rules(SetupForm& f) {
  ImGui::TextDisabled("Tile sets (maps: base + ic + tb, M1; Winter replaces Base)");
  for (std::size_t i = 0; i < f.sets.size(); ++i) {
    if (i % 3) ImGui::SameLine(170.0f * static_cast<float>(i % 3) + 8.0f);
    const TileSetInfo& set = tile_sets()[i];
    const RuleSetInfo* rules = find_rule_set(set.id);
    if (ImGui::Checkbox(std::string(set.name).c_str(), &f.sets[i]) && f.sets[i]) {
      if (i == kBase || i == kWinter) f.sets[kBase + kWinter - i] = false;
      if (!on_map(f) && rules) f.switches.rules.*rules->flag = true;
    }
    if (rules)
      hover_text("On the classic table ticking it ticks its rules too. On a map it does not: the maps recommend "
                 "the expansions' tiles without their rules (M1).");
  }
  ImGui::TextDisabled("Expansion rules: figures and scoring (maps recommend none, M1)");
  for (std::size_t i = 0; i < rule_sets().size(); ++i) {
    const RuleSetInfo& r = rule_sets()[i];
    if (i == 3) ImGui::SameLine(250.0f);
    ImGui::Checkbox(std::string(r.name).c_str(), &(f.switches.rules.*r.flag));
    hover_text(r.adds);
  }
}

void draw_rule_options(SetupForm& f) {
  if (!ImGui::CollapsingHeader("Rule options")) return;
  for (const RuleSwitch& rule : rule_switches()) {
    if (!applies(rule, f)) continue;
    const std::string label(rule.label);
    const int value = rule.get(f.switches);
    if (rule.get(Setup{}) < 0) {  // a default that follows other choices (arms: the chips)
      int pick = value < 0 ? 0 : value ? 1 : 2;
      if (ImGui::Combo(label.c_str(), &pick, "as the rules say\0on\0off\0")) {
        if (pick == 0) f.switches.options.arms_bonus = MapOptions{}.arms_bonus;  // the one such switch (C5)
        else rule.set(f.switches, pick == 1);
      }
      label_widget(label.c_str());
    } else {
      bool on = value == 1;
      if (ImGui::Checkbox(label.c_str(), &on)) rule.set(f.switches, on);
    }
  }
  ImGui::InputInt("Followers (0: default)", &f.followers);
  if (f.followers < 0) f.followers = 0;
}

void draw_players(SetupForm& f) {
  ImGui::SliderInt("Players", &f.players, 2, 6);
  for (int p = 0; p < f.players; ++p) {
    ImGui::PushID(p);
    ImGui::ColorEdit3("##colour", f.colours[p].data(), ImGuiColorEditFlags_NoInputs);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(160);
    ImGui::InputText("##name", f.names[p].data(), f.names[p].size(), ImGuiInputTextFlags_CharsNoBlank);
    ImGui::PopID();
  }
}

void draw_seed_and_count(SetupForm& f, const Library& library) {
  ImGui::InputInt("Seed", &f.seed);
  label_widget("Seed");
  const MapDef* map = library.map(f.map);
  const std::string count = map ? "Tile count (0: the map's " + std::to_string(map->recommended_tiles) + ")###tiles"
                                : std::string("Tile count (0: every tile of the sets)###tiles");
  ImGui::InputInt(count.c_str(), &f.tile_count);
  label_widget(count.c_str());
  if (f.tile_count < 0) f.tile_count = 0;
}

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

bool draw_setup_panel(SetupForm& f, const Library& library) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(420, 0), ImVec2(560, size.y - 20));
  ImGui::Begin("New game", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  ImGui::TextUnformatted("Carcassonne Maps: Taiwan and the Iberian Peninsula");
  ImGui::Separator();
  draw_map_choice(f, library);
  draw_sets_and_rules(f);
  draw_rule_options(f);
  draw_players(f);
  draw_seed_and_count(f, library);
  if (!f.error.empty()) ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", f.error.c_str());
  const bool start = ImGui::Button("Start the game", ImVec2(-1, 36));
  ImGui::End();
  return start;
}

}  // namespace carc::app::ui
