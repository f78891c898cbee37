// The player's remembered choices (README "Page API", "Preferences"): the language, the computer
// pace, the palette and the turn tone. Loaded once from a storage hook (the browser's localStorage
// on the page) and saved through it on every change; the keys are the page's since its first
// version, so choices stored by an older page are read as they are.
#pragma once

#include <string>
#include <string_view>

#include "app/platform/storage.h"
#include "app/play/pace.h"
#include "engine/base/error.h"
#include "i18n/translate.h"

namespace carc::app {

class Preferences {
 public:
  // The stored keys and texts (localStorage): language code; pace name (pace.h pace_name);
  // "okabe-ito" or "default"; "off" when the turn tone is muted; pass and play's map.
  static constexpr const char* kLanguageKey = "carcassonne.lang";
  static constexpr const char* kPaceKey = "carcassonne.pace";
  static constexpr const char* kPaletteKey = "carcassonne.palette";
  static constexpr const char* kSoundKey = "carcassonne.sound";
  static constexpr const char* kMapKey = "carcassonne.pass-map";

  Preferences() = default;
  // Reads every preference once from `storage` (which must outlive it); a stored text this
  // version does not know keeps the default. `requested` is the language the platform chose to
  // start in, its one choice (the page: a link's or the address's lang=, else the stored choice,
  // else the browser's, web/loader.js; natively CARC_LANG or LANG): "cs", "cs-CZ", "cs_CZ.UTF-8"
  // give "cs"; an empty or unreadable request leaves the stored choice. Reading writes nothing.
  explicit Preferences(PreferenceStorage& storage, std::string_view requested = {});

  // The language to show, lower-case letters ("cs"); "" when neither the platform nor the
  // storage named one (the catalogues' first, English, is shown).
  const std::string& language() const { return language_; }
  Pace pace() const { return pace_; }
  bool okabe_ito() const { return okabe_ito_; }  // the colour-blind-safe palette (theme.h)
  bool sound() const { return sound_; }           // the tone when a human seat's turn begins
  const std::string& map() const { return map_; }  // pass and play's: "taiwan", "iberia" or "classic"

  // Each setter saves the new value when it differs from the one held.
  void set_language(std::string_view code);
  void set_pace(Pace pace);
  void set_okabe_ito(bool on);
  void set_sound(bool on);
  void set_map(std::string_view map);  // not one of the three: ignored

  // {"language", "pace", "palette", "sound", "map"} for the page (carcassonne.preferences()).
  std::string json() const;
  // Sets one preference by the page's name and text ("pace" "fast", "palette" "okabe-ito",
  // "sound" "off", "language" "cs"). Fails with err::preference_unknown (the name),
  // err::preference_bad (the name and the text) or err::pace_unknown, nothing changed.
  Status set(std::string_view name, std::string_view value);

 private:
  void save(const char* key, const std::string& value);

  PreferenceStorage* storage_ = nullptr;  // none: nothing is read or saved
  std::string language_;
  Pace pace_ = Pace::Normal;
  bool okabe_ito_ = false;
  bool sound_ = true;
  std::string map_ = "taiwan";
};

// The one way the page's language changes (the language switch, the page's setPreference; at the
// start the app tells its words Preferences::language() and saves nothing): `request` ("cs", "cs-CZ"; an unknown one gives English) picks the catalogue, the
// preferences keep its code, and `words` speaks the language the preferences hold. Returns it.
std::string speak_language(Preferences& preferences, i18n::Translator& words, std::string_view request);

}  // namespace carc::app
