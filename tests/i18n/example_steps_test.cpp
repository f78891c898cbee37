// Every step of every rule example read in Czech, as the example viewer shows it: the captions
// the page gets (PageController::notes_json, chosen as web/replay.js captionsAt chooses: the
// page's language, else English, else the `#>` results said in the page's language) contain no
// English sentence. Also the `#>` result sentences themselves: read, and said in both languages.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "app/page/page_controller.h"
#include "app/platform/json_reader.h"
#include "app/words/result_text.h"
#include "data/assets.h"
#include "data/examples.h"
#include "engine/record/captions.h"
#include "support/shipped_catalogues.h"

namespace carc {
namespace {

const std::string kAssets = std::string(CARC_SOURCE_DIR) + "/assets";

struct Note {
  int step = 0;
  bool say = false;
  std::string lang, text;
  std::string said_cs;  // a result's Czech words, "" when the app gave none
};

std::vector<Note> notes_of(const std::string& record) {
  const std::string reply = app::PageController::notes_json(i18n::spoken(), record);
  app::Json json;
  std::size_t at = 0;
  REQUIRE_MESSAGE(app::read_json(reply, json, at), reply);
  std::vector<Note> out;
  for (const app::Json& n : json.items) {
    Note note;
    note.step = static_cast<int>(n.member("step")->number);
    note.lang = n.member("lang")->text;
    note.say = !note.lang.empty();  // notes_json: "say" is true exactly for a caption with a language
    note.text = n.member("text")->text;
    if (const app::Json* said = n.member("said"); said && said->member("cs")) note.said_cs = said->member("cs")->text;
    out.push_back(note);
  }
  return out;
}

// What the viewer shows at `step` in Czech (web/replay.js captionsAt).
std::vector<std::string> shown_in_czech(const std::vector<Note>& notes, int step) {
  std::vector<std::string> czech, english, results;
  for (const Note& n : notes) {
    if (n.step != step) continue;
    if (n.say && n.lang == "cs") czech.push_back(n.text);
    if (n.say && n.lang == "en") english.push_back(n.text);
    if (!n.say) results.push_back(n.said_cs.empty() ? n.text : n.said_cs);
  }
  return !czech.empty() ? czech : !english.empty() ? english : results;
}

// English words no Czech caption or result uses (player names included: Czech says Červený, Modrý).
const std::regex kEnglish(R"(\b(has|have|points?|for|followers?|supply|the|game|is|over|rejected|line|Red|Blue|Green|Yellow|Black|Purple|chips|roads|cities|fields)\b)");

}  // namespace

TEST_CASE("a #> sentence is read as a stated result: points, points for a kind, followers in supply, the game's end") {
  const auto points = parse_result("Blue has 4 points for chips");
  REQUIRE(points);
  CHECK(points->kind == ResultSentence::Kind::Points);
  CHECK(points->who == "Blue");
  CHECK(points->number == 4);
  CHECK(points->category == Category::Chips);
  const auto one = parse_result("Red has 1 point");
  REQUIRE(one);
  CHECK(one->number == 1);
  CHECK_FALSE(one->category);
  const auto supply = parse_result("Blue has 9 followers in supply");
  REQUIRE(supply);
  CHECK(supply->kind == ResultSentence::Kind::Supply);
  CHECK(parse_result("the game is over")->kind == ResultSentence::Kind::Over);
  CHECK(parse_result("the game is not over")->kind == ResultSentence::Kind::NotOver);
  const auto rejected = parse_result("rejected at line 7: the road is already occupied (B5)");
  REQUIRE(rejected);
  CHECK(rejected->number == 7);
  CHECK(rejected->why == "the road is already occupied (B5)");
  for (const char* not_one : {"Blue has 4 points for sheep", "Blue has four points", "Blue scores 4 points", "Red has 2 followers",
                              "rejected at line x: why", ""})
    CHECK_MESSAGE(!parse_result(not_one), not_one);
}

TEST_CASE("a result is said in the player's language with the page's names and Czech plurals") {
  i18n::Translator words = i18n::shipped();
  words.choose("cs");
  const auto say = [&](const char* sentence) { return app::result_words(*parse_result(sentence), words); };
  CHECK(say("Blue has 4 points for chips") == "Modrý má 4 body za žetony");
  CHECK(say("Red has 1 point for roads") == "Červený má 1 bod za cesty");
  CHECK(say("Red has 14 points") == "Červený má 14 bodů");
  CHECK(say("Blue has 0 points for bonuses") == "Modrý má 0 bodů za bonusy");
  CHECK(say("Blue has 9 followers in supply") == "Modrý má v\u00a0zásobě 9 družiníků");
  CHECK(say("Ben has 3 followers in supply") == "Ben má v\u00a0zásobě 3 družiníky");
  CHECK(say("Ben has 1 follower in supply") == "Ben má v\u00a0zásobě 1 družiníka");
  CHECK(say("the game is over") == "Hra skončila");
  words.choose("en");
  CHECK(say("Blue has 4 points for chips") == "Blue has 4 points for chips");
  CHECK(say("Red has 1 point") == "Red has 1 point");
  CHECK(say("Blue has 1 follower in supply") == "Blue has 1 follower in supply");
  CHECK(say("the game is not over") == "The game is not over");
}

TEST_CASE("every #> sentence of the examples and the scenarios is one the viewer can say") {
  std::vector<std::string> files;
  for (const std::string& name : data::list_examples(kAssets)) files.push_back(kAssets + "/examples/" + name + ".rec");
  for (const auto& e : std::filesystem::directory_iterator(std::string(CARC_SOURCE_DIR) + "/tests/scenarios"))
    if (e.path().extension() == ".rec") files.push_back(e.path().string());
  int read = 0;
  for (const std::string& file : files) {
    std::string record;
    REQUIRE(data::read_file(file, record));
    for (const Caption& c : record_captions(record))
      if (c.lang.empty()) {
        ++read;
        CHECK_MESSAGE(parse_result(c.text), file << ":" << c.line << ": " << c.text);
      }
  }
  CHECK(read > 100);
}

TEST_CASE("every step of every example, read in Czech, shows Czech: no caption or result falls back to English") {
  i18n::speak("en");  // the app's words loaded (notes_json says each result in every language)
  int steps = 0, results = 0;
  std::vector<std::string> problems;
  for (const std::string& name : data::list_examples(kAssets)) {
    std::string record;
    REQUIRE(data::read_example(kAssets, name, record));
    const std::vector<Note> notes = notes_of(record);
    int last = 0;
    for (const Note& n : notes) last = std::max(last, n.step);
    for (int step = 0; step <= last; ++step) {
      ++steps;
      for (const Note& n : notes) results += n.step == step && !n.say;
      for (const std::string& text : shown_in_czech(notes, step))
        if (std::regex_search(text, kEnglish)) problems.push_back(name + " step " + std::to_string(step) + ": " + text);
    }
  }
  CHECK(steps > 60);
  CHECK(results > 40);
  std::string list;
  for (const std::string& p : problems) list += "\n  " + p;
  CHECK_MESSAGE(problems.empty(), problems.size() << " steps show English in Czech:" << list);
}

}  // namespace carc
