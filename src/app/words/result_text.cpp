// Says a record's "#>" result sentence with the catalogue's result.* keys.
#include "app/words/result_text.h"

#include "app/words/shown_name.h"

namespace carc::app {

std::string result_words(const ResultSentence& result, const i18n::Translator& words) {
  using i18n::arg;
  const std::string who = shown_name(words, result.who);
  switch (result.kind) {
    case ResultSentence::Kind::Points:
    {
      const std::string points = words.count("n.points", result.number);
      if (!result.category) return words.text("result.points", {arg("who", who), arg("points", points)});
      const std::string key = "result.points." + std::string(category_name(*result.category));
      return words.text(key, {arg("who", who), arg("points", points)});
    }
    case ResultSentence::Kind::Supply:
      return words.text("result.supply", {arg("who", who), arg("followers", words.count("n.result_followers", result.number))});
    case ResultSentence::Kind::Over: return words.text("result.over");
    case ResultSentence::Kind::NotOver: return words.text("result.not_over");
    case ResultSentence::Kind::Rejected: return words.text("result.rejected", {arg("line", result.number), arg("why", result.why)});
  }
  return "";
}

}  // namespace carc::app
