// What the shipped catalogues say about the rules: every rule id a text cites is defined in
// docs/rules.md or docs/rules/*.md and belongs to the expansion the key is about; Czech
// typography (en dash in ranges, no-break spaces in numbers, Czech quotes for names; the no-break
// space after a one-letter word, in every Czech text, is tests/i18n/czech_words_test.cpp's).
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/translate.h"
#include "support/shipped_catalogues.h"
#include "support/text_list.h"
#include "support/rule_ids.h"

namespace carc::i18n {
namespace {
namespace fs = std::filesystem;

// The rule ids of a catalogue text in order: id-like tokens but the slots of a tile's sides.
std::vector<std::string> rule_ids(std::string_view text) {
  std::vector<std::string> ids;
  for (std::string& id : test::id_tokens(text))
    if (!test::is_slot_name(id)) ids.push_back(std::move(id));
  return ids;
}

// The ids the rules pages define.
std::set<std::string> defined_rule_ids() {
  std::vector<std::string> twice;
  std::set<std::string> ids;
  for (const auto& [id, where] : test::defined_ids(twice)) ids.insert(id);
  return ids;
}

// A key about an expansion cites only that expansion's rules: a word of the key and the rule
// families its texts may cite (P La Porxada, IB Iberia's caches, TW Taiwan's upgrades, G the
// Gingerbread Man, I Inns & Cathedrals, T Traders & Builders, C the map chips, M the maps).
struct Family {
  std::string_view key_word;
  std::set<std::string> prefixes;
};
const Family kFamilies[] = {
    {"porxada", {"P"}}, {"swap", {"P"}},   {"refus", {"P"}},   {"answer", {"P"}},     {"withdraw", {"P"}},
    {"cache", {"IB"}},  {"iberia", {"IB"}}, {"taiwan", {"TW"}}, {"upgrade", {"TW"}},   {"gbm", {"G"}},
    {"rules.ic", {"I"}}, {"rules.tb", {"T"}}, {"builder", {"T"}}, {"pig", {"T"}},      {"chip", {"C", "M"}},
    {"arms", {"C"}},    {"ferry", {"M"}},   {"monastery-border", {"M"}},
};

// What is wrong with the rule ids of one catalogue entry: ids no rules page defines, ids of another
// expansion's family. Empty when all is well.
std::vector<std::string> rule_id_problems(const std::string& key, const std::string& text, const std::set<std::string>& defined) {
  std::vector<std::string> problems;
  for (const std::string& id : rule_ids(text)) {
    if (!defined.count(id)) problems.push_back(key + " cites " + id + ", which docs/rules does not define");
    for (const Family& f : kFamilies)
      if (key.find(f.key_word) != std::string::npos && !f.prefixes.count(test::prefix_of(id)))
        problems.push_back(key + " cites " + id + ", not a rule of its expansion ('" + std::string(f.key_word) + "')");
  }
  return problems;
}


}  // namespace

TEST_CASE("rule ids are read from catalogue texts as the rules pages write them; slots and words are no ids") {
  CHECK(rule_ids("(I2–I4) TW3-TW11, C3 b; M8, M17") == std::vector<std::string>{"I2", "I4", "TW3", "TW11", "C3", "M8", "M17"});
  CHECK(rule_ids("N1 … W3, WebGL2 / OpenGL ES 3.0, UTF-8, C1:N, 3,4 N2, mcts:N, 2+1+1").empty());
  const std::set<std::string> defined = defined_rule_ids();
  CHECK(defined.count("IB6") == 1);
  CHECK(defined.count("P15") == 1);
  CHECK(defined.count("I6") == 1);
  CHECK(defined.count("IB12") == 0);
}

TEST_CASE("a catalogue key about an expansion that cites another family's rule is reported (an inn rule cited for caches)") {
  const std::set<std::string> defined = defined_rule_ids();
  CHECK(rule_id_problems("option.cache", "Caches pay three times their value, 2019 rules (IB6, IB7)", defined).empty());
  CHECK(rule_id_problems("option.cache", "Caches pay three times their value, 2019 rules (I6, I7)", defined) ==
        std::vector<std::string>{"option.cache cites I6, not a rule of its expansion ('cache')",
                                 "option.cache cites I7, not a rule of its expansion ('cache')"});
  CHECK(rule_id_problems("option.porxada-tie", "… (P10, G4)", defined) ==
        std::vector<std::string>{"option.porxada-tie cites G4, not a rule of its expansion ('porxada')"});
  CHECK(rule_id_problems("setup.tile_sets", "… (M1, Q7)", defined) ==
        std::vector<std::string>{"setup.tile_sets cites Q7, which docs/rules does not define"});
}

TEST_CASE("every rule id a shipped catalogue cites is defined in docs/rules, and keys about an expansion cite its rules") {
  const std::set<std::string> defined = defined_rule_ids();
  REQUIRE(defined.size() > 100);
  std::vector<std::string> problems;
  std::size_t cited = 0;
  for (std::string_view code : kLanguages)
    for (const auto& [key, text] : shipped().find(code)->entries()) {
      cited += rule_ids(text).size();
      for (const std::string& p : rule_id_problems(key, text, defined)) problems.push_back(std::string(code) + ": " + p);
    }
  CHECK(cited > 50);  // the catalogues cite rules, and the reader found them
  CHECK_MESSAGE(problems.empty(), problems.size() << " catalogue texts cite the wrong rules:" << test::indented_lines(problems));
}

TEST_CASE("Czech typography: en dash in rule ranges, no-break spaces in 10 000, „…“ around names") {
  const Catalogue& cs = *shipped().find("cs");
  static const std::regex kHyphenRange(R"([A-Z]{1,2}[0-9]{1,2}-[A-Z]{1,2}[0-9]{1,2})");
  static const std::regex kThousands(R"([0-9] 000)");
  std::vector<std::string> problems;
  for (const auto& [key, text] : cs.entries()) {
    if (std::regex_search(text, kHyphenRange)) problems.push_back(key + ": a hyphen in a rule range (I2–I4)");
    if (std::regex_search(text, kThousands)) problems.push_back(key + ": an ordinary space in a number");
  }
  for (const auto& [key, text] : shipped().find("en")->entries())
    if (key.rfind("error.", 0) != 0 && std::regex_search(text, kHyphenRange)) problems.push_back("en " + key + ": a hyphen in a rule range");
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
  CHECK(*cs.find("final.and") == "{a} a\u00a0{b}");
  CHECK(*cs.find("error.unknown_player") == "neznámý hráč „{name}“");
  CHECK(cs.find("ai.meaning.hard")->find("10\u00a0000") != std::string::npos);
}

// What a tooltip says is for a player: the rules in words, never the rule ids of the documents
// (I2–I4, T5, P3–P10), in either language.
TEST_CASE("tooltips and (i) notes name no rule id: the expansions' rules, the computer levels, Fit, the tile sets, upgrades, "
          "the projected scores, the log's lines, the figure markers' choices") {
  static const std::regex kRuleId(R"(\b[A-Z]{1,2}[0-9]{1,2}\b)");
  std::vector<std::string> problems;
  std::size_t read = 0;
  for (const char* language : {"en", "cs"}) {
    for (const auto& [key, text] : shipped().find(language)->entries()) {
      const bool tooltip = (key.rfind("rules.", 0) == 0 && key.size() > 5 && key.compare(key.size() - 5, 5, ".adds") == 0) ||
                           key.rfind("ai.meaning.", 0) == 0 || key == "board.fit.tip" || key == "setup.tile_sets_hint" ||
                           key == "upgrade.tip" || key == "players.projected_help" || key == "log.show" ||
                           key.rfind("choice.", 0) == 0 || key.rfind("tip.", 0) == 0;
      if (!tooltip) continue;
      ++read;
      if (std::regex_search(text, kRuleId)) problems.push_back(std::string(language) + " " + key + ": " + text);
    }
  }
  CHECK(read > 2 * 16);  // 4 expansions' rules, 4 levels, Fit, the upgrade, the tile sets' hint, the projection, the
                         // log, the (i) note and the markers' choices, in each language
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

}  // namespace carc::i18n
