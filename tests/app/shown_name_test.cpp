// shown_name (src/app/words/shown_name.h): the default player names of records (English, the English
// catalogue's player.0 … player.5) are shown in the page's language everywhere a name is shown;
// any other name as written. Issue 19: the top bar and a Czech caption agree ("Modrý").
#include <doctest/doctest.h>

#include <string>

#include "app/words/shown_name.h"

namespace carc::app {
namespace {

i18n::Translator shipped(const char* language) {
  i18n::Translator t;
  const Status s = t.load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
  REQUIRE_MESSAGE(s.ok(), s.message());
  t.choose(language);
  return t;
}

TEST_CASE("shown_name: default names in Czech, other names as written") {
  const i18n::Translator cs = shipped("cs");
  const char* english[] = {"Red", "Blue", "Green", "Yellow", "Black", "Purple"};
  const char* czech[] = {"Červený", "Modrý", "Zelený", "Žlutý", "Černý", "Fialový"};
  for (int p = 0; p < 6; ++p) CHECK(shown_name(cs, english[p]) == czech[p]);
  CHECK(shown_name(cs, "Ana") == "Ana");
  CHECK(shown_name(cs, "red") == "red");   // only the record's own spelling is a default name
  CHECK(shown_name(cs, "Modrý") == "Modrý");
  CHECK(shown_name(cs, "").empty());
}

TEST_CASE("shown_name: English shows the names as the record writes them") {
  const i18n::Translator en = shipped("en");
  CHECK(shown_name(en, "Blue") == "Blue");
  CHECK(shown_name(en, "Šárka") == "Šárka");
}

}  // namespace
}  // namespace carc::app
