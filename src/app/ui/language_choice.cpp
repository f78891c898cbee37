// The language combo: each language listed under its own name ("Čeština", "English").
#include "app/ui/language_choice.h"

#include <imgui.h>

#include <iterator>

#include "app/platform/finger_widgets.h"
#include "app/platform/widget_registry.h"
#include "i18n/translate.h"

namespace carc::app::ui {

std::string draw_language_choice(const i18n::Translator& w) {
  const std::string label = w.text("language.label") + "###language";
  std::string picked;
  if (begin_combo(label.c_str(), w.text("language.name").c_str())) {
    for (std::string_view code : i18n::kLanguages) {
      const i18n::Catalogue* c = w.find(code);
      const std::string* name = c ? c->find("language.name") : nullptr;
      if (!name) continue;
      if (ImGui::Selectable(name->c_str(), code == w.code()) && code != w.code()) picked = std::string(code);
    }
    end_combo();
  }
  label_widget(label.c_str());
  return picked;
}

std::string draw_language_switch(const i18n::Translator& w, bool touch) {
  for (std::size_t i = 0; i < std::size(i18n::kLanguages); ++i) {
    if (i18n::kLanguages[i] != w.code()) continue;
    const std::string_view next = i18n::kLanguages[(i + 1) % std::size(i18n::kLanguages)];
    const i18n::Catalogue* c = w.find(next);
    const std::string* name = c ? c->find("language.name") : nullptr;
    if (name && (touch ? ImGui::Button(name->c_str()) : ImGui::SmallButton(name->c_str()))) return std::string(next);
  }
  return "";
}

}  // namespace carc::app::ui
