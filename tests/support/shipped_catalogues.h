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

}  // namespace carc::i18n
