// The player's remembered choices (src/app/play/preferences.cpp): read once from the storage hook under
// the keys the page has always used (choices stored by an older page survive the update), saved on
// change only, unknown stored texts ignored, bad names and values rejected with the reason.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "app/play/preferences.h"
#include "app/session_support.h"

namespace carc {
namespace {

using app::Pace;
using app::Preferences;

// localStorage as a map, with every write listed.
struct FakeStorage final : app::PreferenceStorage {
  std::map<std::string, std::string> items;
  std::vector<std::string> writes;  // "key=value"
  bool refuses = false;              // embeds and demos: nothing is written

  std::string read(const std::string& key) const override { return items.count(key) ? items.at(key) : std::string(); }
  void write(const std::string& key, const std::string& value) override {
    if (refuses) return;
    items[key] = value;
    writes.push_back(key + "=" + value);
  }
};

TEST_CASE("preferences stored by the page before this version are read under the same keys") {
  FakeStorage storage;
  storage.items = {{"carcassonne.lang", "cs"}, {"carcassonne.pace", "slow"}, {"carcassonne.palette", "okabe-ito"},
                   {"carcassonne.sound", "off"}};
  const Preferences p(storage);
  CHECK(p.language() == "cs");
  CHECK(p.pace() == Pace::Slow);
  CHECK(p.okabe_ito());
  CHECK_FALSE(p.sound());
  CHECK(p.json() == R"({"language":"cs","pace":"slow","palette":"okabe-ito","sound":false,"map":"taiwan"})");
  CHECK(storage.writes.empty());  // loading writes nothing
}

TEST_CASE("nothing stored, or texts this version does not know, give the defaults") {
  FakeStorage empty;
  const Preferences fresh(empty);
  CHECK(fresh.language().empty());
  CHECK(fresh.pace() == Pace::Normal);
  CHECK_FALSE(fresh.okabe_ito());
  CHECK(fresh.sound());

  FakeStorage odd;
  odd.items = {{"carcassonne.lang", "<script>"}, {"carcassonne.pace", "warp"}, {"carcassonne.palette", "neon"},
               {"carcassonne.sound", "loud"}};
  const Preferences p(odd);
  CHECK(p.language().empty());
  CHECK(p.pace() == Pace::Normal);
  CHECK_FALSE(p.okabe_ito());
  CHECK(p.sound());
}

TEST_CASE("the language the platform chose to start in is the one held: chosen once, by the page") {
  FakeStorage storage;
  storage.items = {{"carcassonne.lang", "en"}};
  // A link's lang=cs over a stored English: the page chose Czech, and Preferences says so.
  const Preferences linked(storage, "cs");
  CHECK(linked.language() == "cs");
  CHECK(linked.json().find(R"("language":"cs")") != std::string::npos);
  // Natively the environment's form: the code before "_" or "-", lower-case.
  CHECK(Preferences(storage, "cs_CZ.UTF-8").language() == "cs");
  CHECK(Preferences(storage, "CS-cz").language() == "cs");
  // No request, or one that names no language: the stored choice.
  CHECK(Preferences(storage, "").language() == "en");
  CHECK(Preferences(storage, "<b>").language() == "en");
  CHECK(storage.writes.empty());  // starting in a language is not choosing it: nothing saved
}

TEST_CASE("a language switch changes the preference and the words drawn at once, and saves the code once") {
  FakeStorage storage;
  Preferences p(storage, "en-GB");
  i18n::Translator words = i18n::shipped();  // the app's own: a copy of the shipped catalogues
  words.choose(p.language());
  CHECK(words.text("turn.confirm") == "Place");
  CHECK(app::speak_language(p, words, "cs-CZ") == "cs");
  CHECK(p.language() == "cs");
  CHECK(words.code() == "cs");
  CHECK(words.text("turn.confirm") == "Přiložit");
  CHECK(storage.writes == std::vector<std::string>{"carcassonne.lang=cs"});
  CHECK(app::speak_language(p, words, "de") == "en");  // no German catalogue: English, as the page asked
  CHECK(p.language() == "en");
  CHECK(words.text("turn.confirm") == "Place");
}

TEST_CASE("each change is saved once through the storage hook, in the stored texts of the page") {
  FakeStorage storage;
  Preferences p(storage);
  p.set_pace(Pace::Fast);
  p.set_pace(Pace::Fast);  // no change: no write
  p.set_okabe_ito(true);
  p.set_sound(false);
  p.set_language("cs");
  p.set_language("cs");
  CHECK(storage.writes == std::vector<std::string>{"carcassonne.pace=fast", "carcassonne.palette=okabe-ito",
                                                   "carcassonne.sound=off", "carcassonne.lang=cs"});
  const Preferences again(storage);  // the next visit
  CHECK(again.json() == p.json());
}

TEST_CASE("pass and play's map is remembered for the next visit: Taiwan first, one of the three maps only") {
  FakeStorage storage;
  Preferences p(storage);
  CHECK(p.map() == "taiwan");
  p.set_map("iberia");
  p.set_map("atlantis");  // not a map pass and play offers: ignored
  CHECK(storage.writes == std::vector<std::string>{"carcassonne.pass-map=iberia"});
  CHECK(Preferences(storage).map() == "iberia");
  storage.items["carcassonne.pass-map"] = "narnia";  // a text this version does not know: the default
  CHECK(Preferences(storage).map() == "taiwan");
  CHECK(p.set("map", "classic").ok());
  CHECK(Preferences(storage).json().find(R"("map":"classic")") != std::string::npos);
}

TEST_CASE("a storage that refuses to write keeps the choice for this visit") {
  FakeStorage storage;
  storage.refuses = true;
  Preferences p(storage);
  p.set_pace(Pace::Instant);
  CHECK(p.pace() == Pace::Instant);
  CHECK(storage.items.empty());
  Preferences without_storage;  // natively, or before the page hooks exist
  without_storage.set_sound(false);
  CHECK_FALSE(without_storage.sound());
}

TEST_CASE("setting a preference by name rejects unknown names and values, naming them, and changes nothing") {
  test::speak_english();
  FakeStorage storage;
  Preferences p(storage);
  CHECK(p.set("pace", "slow").ok());
  CHECK(p.set("palette", "okabe-ito").ok());
  CHECK(p.set("sound", "off").ok());
  CHECK(p.set("language", "cs").ok());
  const std::string before = p.json();
  const std::size_t writes = storage.writes.size();
  // A refusal is a key and its arguments (words only at the page's edge), the English words these.
  const auto refusal = [&](std::string_view name, std::string_view value, ErrorKey key) {
    const Status s = p.set(name, value);
    REQUIRE_FALSE(s.ok());
    CHECK(s.error().key == key);
    return s.message();
  };
  CHECK(refusal("pace", "warp", err::pace_unknown) == "unknown pace 'warp' (slow, normal, fast, instant)");
  CHECK(refusal("palette", "neon", err::preference_bad) == "the preference 'palette' does not take 'neon'");
  CHECK(refusal("sound", "loud", err::preference_bad) == "the preference 'sound' does not take 'loud'");
  CHECK(refusal("language", "cs\"><b", err::preference_bad) == "the preference 'language' does not take 'cs\"><b'");
  CHECK(refusal("map", "atlantis", err::preference_bad) == "the preference 'map' does not take 'atlantis'");
  CHECK(refusal("volume", "11", err::preference_unknown) == "unknown preference 'volume' (language, pace, palette, sound, map)");
  CHECK(p.json() == before);
  CHECK(storage.writes.size() == writes);
}

}  // namespace
}  // namespace carc
