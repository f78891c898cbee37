// A player's name as the page shows it: records name players in English ("Red", "Blue", … the
// English catalogue's player.0 … player.5, the default names), and a default name is shown in the
// page's language ("Červený", "Modrý", …) in every panel, log line and choice label, so the top
// bar agrees with a caption in that language. Any other name is shown as written. Display only:
// records, the page API's state() and the colours keep the name as the record writes it.
#pragma once

#include <string>
#include <string_view>

#include "i18n/translate.h"

namespace carc::app {

inline std::string shown_name(const i18n::Translator& w, std::string_view name) {
  const i18n::Catalogue* english = w.find("en");
  if (english == nullptr) return std::string(name);
  for (int p = 0; p < 6; ++p) {
    const std::string key = "player." + std::to_string(p);
    const std::string* default_name = english->find(key);
    if (default_name != nullptr && *default_name == name) return w.text(key);
  }
  return std::string(name);
}

}  // namespace carc::app
