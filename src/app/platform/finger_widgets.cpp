// Tooltips for a mouse, (i) buttons and their note for a finger; combos with 44 CSS px items on
// touch screens: an open combo's Selectable is its text plus the item spacing high, so the spacing
// grows to make up 44 px, and the popup's padding to hold the first item's half of it.
#include "app/platform/finger_widgets.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/platform/page_hooks.h"
#include "app/platform/widget_registry.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

constexpr ImGuiWindowFlags kNoteFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                        ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                        ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoSavedSettings;

constexpr float kFinger = 44.0f;  // CSS px, WCAG 2.5.5

float finger_spacing() { return std::max(ImGui::GetStyle().ItemSpacing.y, std::ceil(kFinger - ImGui::GetFontSize())); }

}  // namespace

void mouse_tip(std::string_view text) {
  if (is_touch_screen() || !ImGui::IsItemHovered()) return;
  ImGui::BeginTooltip();
  // Never wider than the screen: a long rule summary wraps inside it.
  ImGui::PushTextWrapPos(std::min(ImGui::GetFontSize() * 32.0f, ImGui::GetIO().DisplaySize.x - 40.0f));
  const std::string words(text);
  ImGui::TextUnformatted(words.c_str());
  label_last_text((words + "##tooltip").c_str());  // the browser tests see which tooltip is up
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

bool info_button(const i18n::Translator& w, TipNote& note, std::string_view text, std::string_view id) {
  if (!is_touch_screen()) return false;
  const std::string label = w.text("tip.button") + "###tip-" + std::string(id);
  if (!ImGui::Button(label.c_str())) return false;
  note = {std::string(text), ImGui::GetFrameCount()};
  return true;
}

void draw_tip_note(const i18n::Translator& w, TipNote& note, bool phone, float top) {
  if (note.text.empty()) return;
  if (ImGui::GetFrameCount() > note.opened && (ImGui::IsMouseClicked(0) || ImGui::IsMouseClicked(1))) {
    note.text.clear();
    return;
  }
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  // A clear veil over the whole screen under the note: the tap that closes it presses nothing else.
  ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("###tip-veil", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav);
  ImGui::End();
  const float width = std::min(size.x, ImGui::GetFontSize() * 34.0f);
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, phone ? top : size.y), ImGuiCond_Always, ImVec2(0.5f, phone ? 0.0f : 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, size.y * 0.5f));
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::SetNextWindowFocus();
  ImGui::Begin((w.text("tip.window") + "###tip-note").c_str(), nullptr, kNoteFlags);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(note.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::TextDisabled("%s", w.text("tip.close").c_str());
  ImGui::End();
}

bool begin_combo(const char* label, const char* preview) {
  if (!is_touch_screen()) return ImGui::BeginCombo(label, preview);
  const ImGuiStyle& style = ImGui::GetStyle();
  // The popup takes its padding from the style while BeginCombo opens it.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(style.WindowPadding.x, std::ceil(finger_spacing() * 0.5f)));
  const bool open = ImGui::BeginCombo(label, preview, ImGuiComboFlags_HeightLarge);
  ImGui::PopStyleVar();
  if (open) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(style.ItemSpacing.x, finger_spacing()));
  return open;
}

void end_combo() {
  if (is_touch_screen()) ImGui::PopStyleVar();
  ImGui::EndCombo();
}

bool combo(const char* label, int* current, const std::string* items, int count) {
  const int shown = *current >= 0 && *current < count ? *current : 0;
  if (count <= 0 || !begin_combo(label, items[shown].c_str())) return false;
  bool changed = false;
  for (int i = 0; i < count; ++i) {
    ImGui::PushID(i);
    if (ImGui::Selectable(items[i].c_str(), i == *current) && i != *current) *current = i, changed = true;
    ImGui::PopID();
  }
  end_combo();
  return changed;
}

}  // namespace carc::app
