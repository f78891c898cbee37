// Preferences: read once from the storage hook, written back on each change.
#include "app/play/preferences.h"

#include "util/json.h"

namespace carc::app {

namespace {

// A language code as stored: letters only, at most 8 ("cs", "en"); anything else is not one.
bool is_language_code(std::string_view code) {
  if (code.empty() || code.size() > 8) return false;
  for (const char c : code)
    if (c < 'a' || c > 'z') return false;
  return true;
}

// The language code a request names: the part before "-" or "_", lower-case ("cs_CZ.UTF-8" -> "cs");
// "" when that is no code.
bool is_pass_map(std::string_view map) { return map == "taiwan" || map == "iberia" || map == "classic"; }

std::string requested_code(std::string_view request) {
  std::string code;
  for (const char c : request.substr(0, request.find_first_of("-_")))
    code += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return is_language_code(code) ? code : std::string();
}

}  // namespace

Preferences::Preferences(PreferenceStorage& storage, std::string_view requested) : storage_(&storage) {
  language_ = requested_code(requested);
  if (const std::string code = storage.read(kLanguageKey); language_.empty() && is_language_code(code)) language_ = code;
  parse_pace(storage.read(kPaceKey), pace_);  // unknown text: the default stays
  okabe_ito_ = storage.read(kPaletteKey) == "okabe-ito";
  sound_ = storage.read(kSoundKey) != "off";
  if (const std::string map = storage.read(kMapKey); is_pass_map(map)) map_ = map;
}

void Preferences::save(const char* key, const std::string& value) {
  if (storage_) storage_->write(key, value);
}

void Preferences::set_language(std::string_view code) {
  if (code == language_ || !is_language_code(code)) return;
  language_ = code;
  save(kLanguageKey, language_);
}

void Preferences::set_pace(Pace pace) {
  if (pace == pace_) return;
  pace_ = pace;
  save(kPaceKey, pace_name(pace));
}

void Preferences::set_okabe_ito(bool on) {
  if (on == okabe_ito_) return;
  okabe_ito_ = on;
  save(kPaletteKey, on ? "okabe-ito" : "default");
}

void Preferences::set_sound(bool on) {
  if (on == sound_) return;
  sound_ = on;
  save(kSoundKey, on ? "on" : "off");
}

void Preferences::set_map(std::string_view map) {
  if (map == map_ || !is_pass_map(map)) return;
  map_ = map;
  save(kMapKey, map_);
}

std::string Preferences::json() const {
  json::Writer w;
  w.begin_object().key("language").value(language_).key("pace").value(std::string(pace_name(pace_)));
  w.key("palette").value(okabe_ito_ ? "okabe-ito" : "default").key("sound").value(sound_).key("map").value(map_);
  return w.end_object().take();
}

Status Preferences::set(std::string_view name, std::string_view value) {
  const auto bad = [&] { return failure(err::preference_bad, {"name", name}, {"value", value}); };
  if (name == "language") {
    if (!is_language_code(value)) return bad();
    set_language(value);
  } else if (name == "pace") {
    Pace pace;
    if (!parse_pace(value, pace)) return failure(err::pace_unknown, {"name", value});
    set_pace(pace);
  } else if (name == "palette") {
    if (value != "okabe-ito" && value != "default") return bad();
    set_okabe_ito(value == "okabe-ito");
  } else if (name == "sound") {
    if (value != "on" && value != "off") return bad();
    set_sound(value == "on");
  } else if (name == "map") {
    if (!is_pass_map(value)) return bad();
    set_map(value);
  } else {
    return failure(err::preference_unknown, {"name", name});
  }
  return {};
}

std::string speak_language(Preferences& preferences, i18n::Translator& words, std::string_view request) {
  preferences.set_language(words.choose(request));
  return std::string(words.choose(preferences.language()));
}

}  // namespace carc::app
