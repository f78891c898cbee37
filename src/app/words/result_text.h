// A record's stated results ("#> Blue has 4 points for chips") in a player's words: the replay
// viewer and the examples show them at their step in the page's language ("Modrý má 4 body za žetony").
#pragma once

#include <string>

#include "engine/record/captions.h"
#include "i18n/translate.h"

namespace carc::app {

// The sentence in `words`' chosen language, the players' default names as the page shows them
// (shown_name). A rejected line keeps the engine's reason as the record writes it.
std::string result_words(const ResultSentence& result, const i18n::Translator& words);

}  // namespace carc::app
