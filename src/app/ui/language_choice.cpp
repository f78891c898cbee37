// The language combo: each language listed under its own name ("Čeština", "English").
#include "app/ui/language_choice.h"

#include <imgui.h>

#include "app/widget_registry.h"
#include "i18n/translate.h"

namespace carc::app::ui {

std::string draw_language_choice() {
  const i18n::Translator& words = i18n::words();
  const std::string label = i18n::tr("language.label") + "###language";
  std::string picked;
  if (ImGui::BeginCombo(label.c_str(), i18n::tr("language.name").c_str())) {
    for (std::string_view code : i18n::kLanguages) {
      const i18n::Catalogue* c = words.find(code);
      const std::string* name = c ? c->find("language.name") : nullptr;
      if (!name) continue;
      if (ImGui::Selectable(name->c_str(), code == words.code()) && code != words.code()) picked = std::string(code);
    }
    ImGui::EndCombo();
  }
  label_widget(label.c_str());
  return picked;
}

}  // namespace carc::app::ui
