// Words for touch screens (the `.touch` variants the turn panel, the tile buttons and the players
// panel choose when a finger is in use, src/app/ui/turn_panel.cpp): they say "tap" ("ťukněte")
// and name no keys and no mouse buttons, in both languages; the set-up screen's words cite no rule
// ids (they are a player's words, not the rules pages').
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "support/rule_ids.h"
#include "support/shipped_catalogues.h"

namespace carc {
namespace {

// Keys with a mouse-and-keyboard text and a `.touch` text.
const char* const kTouchKeys[] = {"turn.place",   "turn.cache",       "turn.deploy",        "turn.gbm",
                                  "turn.rotate",  "turn.take_back",   "upgrade.choose",     "players.remaining"};
// Instructions among them: the touch text tells the player to tap.
const char* const kInstructions[] = {"turn.place", "turn.cache", "turn.deploy", "turn.gbm", "upgrade.choose"};

bool has(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// What a text for a finger must not say: a key in brackets or by name, a click, a mouse button.
bool names_keys_or_mouse(std::string_view text) {
  for (std::string_view word : {"(R)", "(N)", "(T)", "(F)", "(Esc)", "Esc", "key", "click", "Click", "right-click",
                                "mouse", "Klávesa", "klávesa", "klikn", "Klikn", "myši", "tlačítko myši"})
    if (has(text, word)) return true;
  return false;
}

}  // namespace

TEST_CASE("touch hints say tap and name no keys or mouse buttons, in English and in Czech") {
  for (const char* code : {"en", "cs"}) {
    const i18n::Catalogue& words = *i18n::shipped().find(code);
    for (const char* key : kTouchKeys) {
      INFO(code << " " << key);
      const std::string touch = std::string(key) + ".touch";
      REQUIRE(words.find(touch) != nullptr);
      CHECK_FALSE(names_keys_or_mouse(*words.find(touch)));
      REQUIRE(words.find(key) != nullptr);
      CHECK(*words.find(key) != *words.find(touch));
    }
    for (const char* key : kInstructions) {
      INFO(code << " " << key);
      const std::string& text = *words.find(std::string(key) + ".touch");
      CHECK((has(text, "Tap") || has(text, "tap") || has(text, "Ťukn") || has(text, "ťukn")));
    }
  }
}

TEST_CASE("the set-up screen's first choices and its form cite no rule ids") {
  for (const char* code : {"en", "cs"}) {
    const i18n::Catalogue& words = *i18n::shipped().find(code);
    for (const char* key : {"setup.heading", "setup.tile_sets", "setup.tile_sets_hint", "setup.rule_sets", "setup.play_computer",
                            "setup.play_computer.what", "setup.pass_and_play", "setup.pass_and_play.what", "setup.custom",
                            "setup.custom.what", "setup.more"}) {
      INFO(code << " " << key);
      REQUIRE(words.find(key) != nullptr);
      CHECK(test::id_tokens(*words.find(key)).empty());
    }
  }
}

}  // namespace carc
