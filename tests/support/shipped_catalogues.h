// The catalogues the game ships (assets/i18n), loaded once for the tests that read them.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "i18n/translate.h"

namespace carc::i18n {

inline const Translator& shipped() {
  static Translator t = [] {
    Translator loaded;
    const Status s = loaded.load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
    REQUIRE_MESSAGE(s.ok(), s.message());
    return loaded;
  }();
  return t;
}

// The app's own translator (words()) with the shipped catalogues, in `language`: for tests of the
// app's words (event lines, buttons, the keyboard's focus). A test that switches to another language
// switches back to English before it ends: later tests read English.
inline void speak(const char* language) {
  static const bool loaded = [] {
    const Status s = words().load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
    REQUIRE_MESSAGE(s.ok(), s.message());
    return true;
  }();
  CHECK(loaded);
  words().choose(language);
}

}  // namespace carc::i18n
