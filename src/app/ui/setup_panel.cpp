// Set-up screen drawing: the first screen's choices (ui/first_screen.h) or the custom form. The tile sets, expansion rules and rule switches are the engine's tables
// (engine/setup/switches.h); the maps are the loaded ones; the header it writes is ui/setup_form.cpp's.
#include "app/ui/setup_panel.h"

#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName, SetScrollY(window): a finger's scroll

#include <algorithm>

#include "app/platform/finger_widgets.h"
#include "app/words/event_text.h"
#include "app/ui/compact_layout.h"
#include "app/ui/first_screen.h"
#include "app/ui/language_choice.h"
#include "app/ui/seat_choice.h"
#include "app/platform/page_hooks.h"
#include "app/platform/widget_registry.h"
#include "engine/expansions/expansions.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {

using i18n::arg;

constexpr int kBase = 0, kWinter = 3;  // indices in kTileSets: Winter replaces Base

// A check box whose label ("text###id") wraps to the column's width (long rule names on phones);
// a click on the text toggles it too. The tests find it by its text (label_widget).
bool wrapped_checkbox(const std::string& label, bool* on) {
  const std::size_t id = label.find("###");
  const std::size_t end = id == std::string::npos ? label.size() : id;
  bool changed = ImGui::Checkbox(label.substr(end).c_str(), on);
  label_widget(label.c_str(), *on ? 1 : 0);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(label.c_str(), label.c_str() + end);
  ImGui::PopTextWrapPos();
  if (ImGui::IsItemClicked()) {
    *on = !*on;
    changed = true;
  }
  return changed;
}

void draw_map_choice(const i18n::Translator& w, SetupForm& f, const Library& library) {
  const MapDef* chosen = library.map(f.map);
  const std::string label = w.text("setup.map") + "###map";
  if (begin_combo(fit_label(label).c_str(), map_words(w, chosen).c_str())) {
    if (ImGui::Selectable(map_words(w, nullptr).c_str(), !chosen)) f.map = "classic";
    for (const MapDef& m : library.maps) {
      if (!ImGui::Selectable(map_words(w, &m).c_str(), chosen == &m) || chosen == &m) continue;
      f.map = m.id;
      f.sets[0] = f.sets[1] = f.sets[2] = true;  // M1: base + Inns & Cathedrals + Traders & Builders
    }
    end_combo();
  }
  label_widget(label.c_str());
  if (on_map(f)) ImGui::Checkbox((w.text("setup.chips") + "###chips").c_str(), &f.chips);
}

void draw_sets_and_rules(const i18n::Translator& w, SetupForm& f, TipNote& tip) {
  const float avail = ImGui::GetContentRegionAvail().x;  // three columns, fewer on a phone
  const int columns = std::max(1, std::min(3, static_cast<int>(avail / (ImGui::GetFontSize() * 10.0f))));
  const float column = avail / static_cast<float>(columns);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", w.text("setup.tile_sets").c_str());
  if (is_touch_screen()) ImGui::SameLine(), info_button(w, tip, w.text("setup.tile_sets_hint"), "sets");  // the hint by a tap
  for (std::size_t i = 0; i < f.sets.size(); ++i) {
    if (i % columns) ImGui::SameLine(column * static_cast<float>(i % columns) + ImGui::GetStyle().WindowPadding.x);
    const TileSetInfo& set = tile_sets()[i];
    const RuleSetInfo* rules = find_rule_set(set.id);
    if (ImGui::Checkbox((w.text("tileset." + std::string(set.id)) + "###set-" + std::string(set.id)).c_str(), &f.sets[i]) &&
        f.sets[i]) {
      if (i == kBase || i == kWinter) f.sets[kBase + kWinter - i] = false;
      if (!on_map(f) && rules) f.switches.rules.*rules->flag = true;
    }
    if (rules) mouse_tip(w.text("setup.tile_sets_hint"));
  }
  ImGui::TextDisabled("%s", w.text("setup.rule_sets").c_str());
  ImGui::PopTextWrapPos();
  for (std::size_t i = 0; i < rule_sets().size(); ++i) {
    const RuleSetInfo& r = rule_sets()[i];
    const std::string key = "rules." + std::string(r.id);
    if (is_touch_screen()) info_button(w, tip, w.text(key + ".adds"), r.id), ImGui::SameLine();  // what they add, by a tap
    wrapped_checkbox(w.text(key) + "###rules-" + std::string(r.id), &(f.switches.rules.*r.flag));
    mouse_tip(w.text(key + ".adds"));
  }
}

void draw_rule_options(const i18n::Translator& w, SetupForm& f, PageTextFields& fields) {
  if (!ImGui::CollapsingHeader((w.text("setup.options") + "###options").c_str())) return;
  for (const RuleSwitch& rule : rule_switches()) {
    if (!applies(rule, f)) continue;
    const std::string label = w.text("option." + std::string(rule.name)) + "###option-" + std::string(rule.name);
    const int value = rule.get(f.switches);
    if (rule.get(Setup{}) < 0) {  // a default that follows other choices (arms: the chips)
      int pick = value < 0 ? 0 : value ? 1 : 2;
      const std::string picks[] = {w.text("setup.option_default"), w.text("setup.option_on"), w.text("setup.option_off")};
      if (combo(fit_label(label).c_str(), &pick, picks, 3)) {
        if (pick == 0) f.switches.options.arms_bonus = MapOptions{}.arms_bonus;  // the one such switch (C5)
        else rule.set(f.switches, pick == 1);
      }
      label_widget(label.c_str());
    } else {
      bool on = value == 1;
      if (wrapped_checkbox(label, &on)) rule.set(f.switches, on);
    }
  }
  const std::string followers = w.text("setup.followers") + "###followers";
  fields.number_field(fit_label(followers).c_str(), &f.followers, w.text("setup.followers").c_str());
  label_widget(followers.c_str());
  if (f.followers < 0) f.followers = 0;
}

// The seats, then the palette and the pace: the player's preferences, saved on a change.
void draw_players(const i18n::Translator& w, SetupForm& f, PageTextFields& fields, Preferences& preferences) {
  draw_seat_rows(w, f, fields, true, preferences.okabe_ito());
  const std::string palette = w.text("setup.colour_blind") + "###colour-blind";
  bool okabe_ito = preferences.okabe_ito();
  if (wrapped_checkbox(palette, &okabe_ito)) preferences.set_okabe_ito(okabe_ito);
  for (int p = 0; p < f.players; ++p)
    if (f.seats[p] > 0) return draw_pace_choice(w, preferences);  // only when a computer plays
}

// Under "More": a game repeats with its seed; the tile count shortens or lengthens it.
void draw_seed_and_count(const i18n::Translator& w, SetupForm& f, PageTextFields& fields, const Library& library) {
  if (!ImGui::CollapsingHeader((w.text("setup.more") + "###more").c_str())) return;
  const std::string seed = w.text("setup.seed") + "###seed";
  fields.number_field(fit_label(seed).c_str(), &f.seed, w.text("setup.seed").c_str());
  label_widget(seed.c_str());
  const MapDef* map = library.map(f.map);
  const std::string count = (map ? w.text("setup.tile_count_map", {arg("n", static_cast<long>(map->recommended_tiles))})
                                 : w.text("setup.tile_count_all")) + "###tiles";
  fields.number_field(fit_label(count).c_str(), &f.tile_count, count.substr(0, count.find("###")).c_str());
  label_widget(count.c_str());
  if (f.tile_count < 0) f.tile_count = 0;
}

// The whole form, after a way back to the three choices.
bool draw_custom_form(const i18n::Translator& w, SetupForm& f, const Library& library, Preferences& preferences,
                      PageTextFields& fields, TipNote& tip) {
  draw_back_to_choices(w, f);
  draw_map_choice(w, f, library);
  draw_sets_and_rules(w, f, tip);
  draw_rule_options(w, f, fields);
  draw_players(w, f, fields, preferences);
  draw_seed_and_count(w, f, fields, library);
  if (!f.error) ImGui::TextWrapped("%s", w.text("setup.error", {arg("error", w.message(f.error))}).c_str());
  return draw_start_button(w);
}

}  // namespace

SetupStart draw_setup_panel(const i18n::Translator& w, SetupForm& f, const Library& library, Preferences& preferences,
                            PageTextFields& fields, const ShellInsets& shell, TipNote& tip) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  // Phones: the whole width (one column, scrolling) below the page's toolbar; wider screens: a
  // centred column.
  const float inset = is_compact() ? shell.top : 0.0f;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, (size.y + inset) * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  const float width = std::min(size.x - 16.0f, ImGui::GetFontSize() * 36.0f);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, size.y - 16.0f - inset));
  ImGui::Begin((w.text("setup.window") + "###setup").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(w.text("setup.heading").c_str());
  ImGui::PopTextWrapPos();
  f.language = draw_language_choice(w);
  ImGui::Separator();
  SetupStart start = SetupStart::None;
  switch (f.stage) {
    case SetupStage::Choose: start = draw_first_choices(w, f); break;
    case SetupStage::PassAndPlay: start = draw_pass_and_play(w, f, fields, preferences.okabe_ito()); break;
    case SetupStage::Custom: start = draw_custom_form(w, f, library, preferences, fields, tip) ? SetupStart::Custom : SetupStart::None; break;
  }
  if (f.stage != SetupStage::Custom && !f.error)
    ImGui::TextWrapped("%s", w.text("setup.error", {arg("error", w.message(f.error))}).c_str());
  ImGui::End();
  return start;
}

void scroll_setup_panel(float dy) {
  if (ImGuiWindow* window = ImGui::FindWindowByName("###setup")) ImGui::SetScrollY(window, window->Scroll.y + dy);
}

}  // namespace carc::app::ui
