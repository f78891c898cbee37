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

// The words the tests of the app's words speak (event lines, buttons, the keyboard's focus): the
// shipped catalogues, in the language speak() chose last. The tests' own; the app owns its
// translator (AppContext::words). A test that switches to another language switches back to English
// before it ends: later tests read English.
inline Translator& spoken() {
  static Translator t = shipped();
  return t;
}
inline void speak(const char* language) { spoken().choose(language); }

}  // namespace carc::i18n
