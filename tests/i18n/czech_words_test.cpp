// Every Czech text a player or a wiki editor reads: the catalogue (assets/i18n/cs.lang), the
// examples' Czech captions (assets/examples, `# say cs:`) and the wiki extension's messages
// (web/mediawiki/CarcassonneMaps/i18n/cs.json). Typography (no line break after a one-letter word,
// "se žetonem" not "s žetonem"), the fan wiki's terms (herní plán, sedlák, trajekt), player names
// in the nominative and capitalised, and counts that read right whatever the number.
#include <doctest/doctest.h>

#include <cctype>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "data/assets.h"
#include "data/examples.h"
#include "engine/record/captions.h"
#include "engine/base/text.h"
#include "support/shipped_catalogues.h"
#include "support/text_list.h"

namespace carc::i18n {
namespace {

struct Text {
  std::string where;  // "cs.lang choice.swap", "taiwan-chip.rec:17", "cs.json carcassonnemaps-play"
  std::string text;
};

const std::string kAssets = std::string(CARC_SOURCE_DIR) + "/assets";

std::vector<Text> catalogue_texts() {
  std::vector<Text> out;
  for (const auto& [key, text] : shipped().find("cs")->entries()) out.push_back({"cs.lang " + key, text});
  return out;
}

std::vector<Text> caption_texts() {
  std::vector<Text> out;
  for (const std::string& name : data::list_examples(kAssets)) {
    std::string record;
    REQUIRE(data::read_example(kAssets, name, record));
    for (const Caption& c : captions_in(record_captions(record), "cs"))
      out.push_back({name + ".rec:" + std::to_string(c.line), c.text});
  }
  return out;
}

// The messages of cs.json, one `"key": "text",` a line (MediaWiki's layout); a text with a JSON
// escape would be read as written, which the typography checks do not mind.
std::vector<Text> wiki_texts() {
  std::string file;
  REQUIRE(data::read_file(std::string(CARC_SOURCE_DIR) + "/web/mediawiki/CarcassonneMaps/i18n/cs.json", file));
  static const std::regex kMessage(R"re(^\s*"(carcassonnemaps-[a-z0-9-]+)": "(.*)",?\s*$)re");
  std::vector<Text> out;
  std::smatch m;
  for (std::string_view line : split(file, '\n')) {
    const std::string text(line);
    if (std::regex_match(text, m, kMessage)) out.push_back({"cs.json " + m.str(1), m.str(2)});
  }
  return out;
}

std::vector<Text> all_czech_texts() {
  std::vector<Text> out = catalogue_texts();
  for (std::vector<Text> more : {caption_texts(), wiki_texts()}) out.insert(out.end(), more.begin(), more.end());
  return out;
}

// The texts for which `bad` finds something, each with what it found.
std::vector<std::string> found(const std::vector<Text>& texts, const std::regex& bad) {
  std::vector<std::string> out;
  std::smatch m;
  for (const Text& t : texts)
    if (std::regex_search(t.text, m, bad)) out.push_back(t.where + ": …" + m.str() + "… in “" + t.text + "”");
  return out;
}


#define NBSP "\xC2\xA0"
// A one-letter preposition or conjunction (after the start, a space, a bracket or a no-break space)
// followed by an ordinary space, where a line may break.
const std::regex kBreakable("(^|[ (]|" NBSP ")[ksvzouaiKSVZOUAI] ");
// "s žetonem", "z záznamu", "v všech", "k kartičce": the vocalised "se", "ze", "ve", "ke" is needed.
const std::regex kUnvocalised("(^|[ (]|" NBSP ")([sSzZ]( |" NBSP ")([sSzZ]|š|Š|ž|Ž)|[vV]( |" NBSP ")[vVfF]|[kK]( |" NBSP ")[kKgG])");
// Words the fan wiki does not use: deska (herní plán), rolník (sedlák), přívoz (trajekt).
const std::regex kNotWikiWords("(^|[^[:alpha:]])([Dd]esk[aouyáě]|[Dd]esce|[Rr]olník|[Pp]řívoz)");

}  // namespace

TEST_CASE("the Czech checks find what they are for: a break after a one-letter word, also after a no-break space; s žetonem; deska") {
  const std::vector<Text> sample = {{"a", "místo patří k" NBSP "městu i" NBSP "k louce"},
                                    {"b", "Červený položí kartičku na pole s žetonem"},
                                    {"c", "Ukázat celou desku"},
                                    {"d", "místo patří k" NBSP "městu i" NBSP "k" NBSP "louce se žetonem na herním plánu"}};
  CHECK(found(sample, kBreakable).size() == 2);  // "k louce" after "i ", and "s žetonem"
  CHECK(found(sample, kUnvocalised).size() == 1);
  CHECK(found(sample, kNotWikiWords).size() == 1);
  CHECK(found({sample[3]}, kBreakable).empty());
}

TEST_CASE("every Czech text reads all three sources: the catalogue, the examples' captions and the wiki's messages") {
  CHECK(catalogue_texts().size() > 500);
  CHECK(caption_texts().size() > 40);
  CHECK(wiki_texts().size() > 60);
}

TEST_CASE("Czech texts keep a one-letter word on the line of the word after it (a no-break space), in every source") {
  const std::vector<std::string> problems = found(all_czech_texts(), kBreakable);
  CHECK_MESSAGE(problems.empty(), problems.size() << " texts may break a line after a one-letter word:" << test::indented_lines(problems));
}

TEST_CASE("Czech texts write \"se žetonem\", \"ze\", \"ve\", \"ke\" before a word that starts with the same sound") {
  const std::vector<std::string> problems = found(all_czech_texts(), kUnvocalised);
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

TEST_CASE("Czech texts use the fan wiki's words: herní plán, sedlák, trajekt") {
  const std::vector<std::string> problems = found(all_czech_texts(), kNotWikiWords);
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
  CHECK(*shipped().find("cs")->find("role.field") == "sedláka");
}

// A colour word in a player's case forms, lower-case, where it is no chip's colour ("modrý s hodnotou 1",
// "modrý žeton", "modrých řad" are chips and rows).
std::vector<std::string> lower_case_names(const std::vector<Text>& texts) {
  static const std::regex kLowerName("(^|[^[:alpha:]])(červen|modr)(ý|ého|ému|ým)");
  std::vector<std::string> out;
  for (const Text& t : texts)
    for (auto m = std::sregex_iterator(t.text.begin(), t.text.end(), kLowerName); m != std::sregex_iterator(); ++m) {
      const std::string after = m->suffix().str();
      const unsigned char next = after.empty() ? ' ' : static_cast<unsigned char>(after[0]);
      if (std::isalpha(next) || next >= 0x80) continue;  // a longer word: modrých, červenou
      const bool chip = after.rfind(" s hodnotou", 0) == 0 || after.rfind(" s" NBSP "hodnotou", 0) == 0 || after.rfind(" žeton", 0) == 0;
      if (!chip) out.push_back(t.where + ": " + m->str() + " in “" + t.text + "”");
    }
  return out;
}

TEST_CASE("the examples' Czech captions capitalise the players' names (Červený, Modrého) but not a chip's colour") {
  CHECK(lower_case_names({{"a", "Červený má 2 rytíře, modrý jednoho."}}).size() == 1);
  CHECK(lower_case_names({{"b", "žeton, modrý s hodnotou 1, do modrých řad; modrý žeton"}}).empty());
  const std::vector<std::string> problems = lower_case_names(caption_texts());
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

TEST_CASE("a player's name stays in the nominative: no name placeholder after hráče, hráči, hráčem") {
  const std::regex kDeclinedName("hráč(e|i|em|ům)( |" NBSP ")\\{(owner|who|name|player|names)\\}");
  const std::vector<std::string> problems = found(catalogue_texts(), kDeclinedName);
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

TEST_CASE("a computer level is said of the computer, not of a \"heavy player\"") {
  const std::regex kLevelPlayer("([Ll]ehk|[Ss]třední|[Tt]ěžk)(ý|ého|ému|ým)( |" NBSP ")hráč");
  const std::vector<std::string> problems = found(catalogue_texts(), kLevelPlayer);
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

TEST_CASE("an error about a word given twice says to write it only once (jen jednou)") {
  int read = 0;
  for (const auto& entry : shipped().find("cs")->entries()) {  // no structured bindings: clang 14 cannot capture them in INFO
    const std::string& key = entry.first;
    const std::string& text = entry.second;
    if (key.rfind("error.", 0) != 0 || key.size() < 5 || key.compare(key.size() - 5, 5, "_once") != 0) continue;
    ++read;
    INFO(key << ": " << text);
    CHECK(text.find("jen jednou") != std::string::npos);
  }
  CHECK(read == 6);  // porxada, swap, answer, gbm, cache, figure
}

// A count in a sentence that is not a plural key must need no agreement: "{n} polí" reads wrong for
// 2 ("2 polí"), "po {n} tazích" for 1. Such a key says "počet …: {n}" or "je {n}" instead. The keys
// listed give an index ({n}. kartička) or a limit that is always above 4.
TEST_CASE("a count outside a plural key is followed by no counted noun (počet: {n}), in Czech") {
  const std::set<std::string> kIndexOrLimit = {
      "error.step.not_listed", "error.kept.step",   "error.check.tile_square", "error.check.tiles_match", "error.check.joined",
      "error.tile.features",   "error.map.rows_max", "error.map.size_max",     "error.map.tiles_max",     "error.tiles_in_play",
      "error.line_too_long",   "web.text_too_long",  "web.file_too_long",      "web.link_too_long",       "web.link.inflates_too_long"};
  const std::regex kCounted("\\{(n|count)\\}( |" NBSP ")(?!je |jsou |ze |z" NBSP ")([a-z]|[\xC3\xC4\xC5])");
  std::vector<std::string> problems;
  for (const auto& [key, text] : shipped().find("cs")->entries()) {
    const bool plural = key.rfind("n.", 0) == 0 || key.find(".one") != std::string::npos || key.find(".few") != std::string::npos ||
                        key.find(".other") != std::string::npos;
    if (!plural && !kIndexOrLimit.count(key) && std::regex_search(text, kCounted)) problems.push_back(key + ": " + text);
  }
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

TEST_CASE("tournament mode names the aids it hides as the page names them") {
  const Catalogue& cs = *shipped().find("cs");
  const std::string& tournament = *cs.find("option.tournament");
  for (const char* key : {"insight.hint.short", "remaining.window", "players.projected_short"}) {
    std::string label = *cs.find(key);
    if (label.rfind("N", 0) == 0) label = "n" + label.substr(1);    // Nápověda
    if (label.rfind("Z", 0) == 0) label = "z" + label.substr(1);    // Zbývající kartičky
    INFO(key << ": " << label << " in " << tournament);
    CHECK(tournament.find(label) != std::string::npos);
  }
}

}  // namespace carc::i18n
