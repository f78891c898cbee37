// The engine's messages in the page's language (Translator::message, the `error.*` patterns of
// assets/i18n): how a pattern is matched, that every message the engine can write has a pattern,
// and that rejected records read as Czech through and through.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/selfplay.h"
#include "engine/text.h"
#include "engine/support.h"
#include "i18n/translate.h"
#include "support/source_scan.h"

namespace carc {
namespace {

i18n::Catalogue catalogue(const char* text) {
  i18n::Catalogue c;
  const Status s = c.parse(text, "test");
  REQUIRE_MESSAGE(s, s.message());
  return c;
}

const i18n::Translator& real_words(const char* language) {
  static i18n::Translator words = [] {
    i18n::Translator w;
    const Status s = w.load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
    REQUIRE_MESSAGE(s, s.message());
    return w;
  }();
  words.choose(language);
  return words;
}

// The engine's sources whose messages reach a player: record lines, links, set-ups and moves.
const char* const kMessageSources[] = {
    "notation.cpp", "move_checks.cpp", "record_header.cpp", "game.cpp", "chips.cpp", "porxada.cpp",
    "gingerbread.cpp", "map_setup.cpp", "traders.cpp", "inns.cpp", "placement.cpp", "text.h"};

}  // namespace

TEST_CASE("a message is matched whole against the English patterns; the most specific wins; {why…} parts are messages too") {
  i18n::Translator words;
  words.add(catalogue("@language en\n@plurals one other\n"
                      "error.line = line {line}: {text}: {why}\n"
                      "error.tile = unknown tile '{tile}'\n"
                      "error.fit = tile {tile} does not fit at {at}\n"
                      "error.fit_north = tile {tile} does not fit at {at}: north side\n"));
  words.add(catalogue("@language cs\n@plurals one few other\n"
                      "error.line = řádek {line}: {text}: {why}\n"
                      "error.tile = neznámá kartička '{tile}'\n"
                      "error.fit = kartička {tile} nepasuje na {at}\n"
                      "error.fit_north = kartička {tile} nepasuje na {at}: severní strana\n"));
  bool complete = false;
  words.choose("en");
  CHECK(words.message("unknown tile 'B-Z'", &complete) == "unknown tile 'B-Z'");
  CHECK(complete);
  words.choose("cs");
  CHECK(words.message("unknown tile 'B-Z'", &complete) == "neznámá kartička 'B-Z'");
  CHECK(complete);
  CHECK(words.message("line 5: Red B-Z 0,-1 r180: unknown tile 'B-Z'", &complete) ==
        "řádek 5: Red B-Z 0,-1 r180: neznámá kartička 'B-Z'");
  CHECK(complete);
  // Both fit patterns match; the one with more fixed words wins.
  CHECK(words.message("tile B-E does not fit at 3,4: north side") == "kartička B-E nepasuje na 3,4: severní strana");
  CHECK(words.message("tile B-E does not fit at 3,4") == "kartička B-E nepasuje na 3,4");
  // What no pattern matches stays English, and says so.
  CHECK(words.message("line 2: x: the moon is not a map", &complete) == "řádek 2: x: the moon is not a map");
  CHECK_FALSE(complete);
  CHECK(words.message("something else", &complete) == "something else");
  CHECK_FALSE(complete);
  CHECK(words.message("unknown tile ''", &complete) == "unknown tile ''");  // {name} stands for 1+ characters
  CHECK_FALSE(complete);
}

TEST_CASE("a plain {name} never holds ': ', so a pattern opening with one cannot take a message's line prefix") {
  i18n::Translator words;
  words.add(catalogue("@language en\n@plurals one other\n"
                      "error.line = line {line}: {text}: {why}\n"
                      "error.fits = {tile} fits somewhere, so it cannot be discarded (B4)\n"));
  words.add(catalogue("@language cs\n@plurals one few other\n"
                      "error.line = řádek {line}: {text}: {why}\n"
                      "error.fits = kartička {tile} někam pasuje, takže ji nelze vyřadit (B4)\n"));
  words.choose("cs");
  bool complete = false;
  // error.fits has more fixed words, but its {tile} may not be "line 5: Red discard B-A: B-A".
  CHECK(words.message("line 5: Red discard B-A: B-A fits somewhere, so it cannot be discarded (B4)", &complete) ==
        "řádek 5: Red discard B-A: kartička B-A někam pasuje, takže ji nelze vyřadit (B4)");
  CHECK(complete);
}

TEST_CASE("every message the engine writes for a player has an English pattern, so it can be translated") {
  std::set<std::string> templates;
  const i18n::Catalogue& en = *real_words("en").find("en");
  for (const auto& [key, text] : en.entries())
    if (key.starts_with("error.")) templates.insert(text);
  REQUIRE(templates.size() > 50);
  std::vector<std::string> missing;
  int literals = 0;
  for (const char* name : kMessageSources) {
    const auto path = std::filesystem::path(CARC_SOURCE_DIR) / "src" / "engine" / name;
    const std::string s = test::read_source(path);
    REQUIRE_MESSAGE(!s.empty(), path.string());
    for (const char* call : {"failure(", "Error{"}) {
      for (std::size_t at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
        for (const auto& found_literal : test::call_literals(s, at + std::string(call).size() - 1)) {
          const std::string& lit = found_literal.second;
          // Words of a message: a literal with a letter (not a bare "'" or ": ").
          if (std::none_of(lit.begin(), lit.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }))
            continue;
          ++literals;
          const bool found = std::any_of(templates.begin(), templates.end(),
                                         [&](const std::string& t) { return t.find(lit) != std::string::npos; });
          if (!found) missing.push_back(std::string(name) + ": \"" + lit + "\"");
        }
      }
    }
  }
  CHECK(literals > 150);  // the scan found the engine's messages
  CHECK_MESSAGE(missing.empty(), "message words without an error.* pattern in en.lang: " << [&] {
    std::string all;
    for (const std::string& m : missing) all += "\n  " + m;
    return all;
  }());
}

TEST_CASE("rejected records, links and moves read as Czech through and through") {
  // Random games on every table, each move line then spoiled in a few ways; every distinct
  // rejection must be translated completely (line prefix, record line, reason).
  const char* const kHeaders[] = {
      "game 1\nplayers Red Blue\nrules ic,tb\ntiles base,ic,tb\n",
      "game 1\nplayers Red Blue Green\nmap taiwan\nchips on\n",
      "game 1\nplayers Red Blue\nmap iberia\nchips on\n",
      "game 1\nplayers Red Blue\ntiles base,gbm,porxada\nrules gbm,porxada\noption porxada-house on\n",
  };
  const auto spoil = [](const std::string& line, int how) {
    std::vector<std::string> w;
    for (auto word : split_words(line)) w.emplace_back(word);
    if (w.size() < 4) return line + " meeple";
    switch (how) {
      case 0: w[2] = "9" + w[2]; break;               // a square far away
      case 1: w[3] = w[3] == "r0" ? "r90" : "r0"; break;  // turned
      case 2: w.insert(w.end(), {"meeple", "N1"}); break;  // a figure where it may not stand
      case 3: w[0] = w[0] == "Red" ? "Blue" : "Red"; break;  // out of turn
      case 4: w.insert(w.end(), {"cache", "0,0"}); break;
      case 5: w.insert(w.end(), {"upgrade", "2+1", "0,0", "N2"}); break;
      case 6: w.insert(w.end(), {"gbm", "0,0", "N2"}); break;
      default: w.insert(w.end(), {"porxada", "swap"}); break;
    }
    std::string out;
    for (const std::string& word : w) out += (out.empty() ? "" : " ") + word;
    return out;
  };
  std::set<std::string> seen;
  for (const char* header : kHeaders) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const std::string head = std::string(header) + "seed " + std::to_string(seed) + "\n";
      Game g = test::load(head);
      Rng rng(seed);
      SelfplayScratch scratch;
      play_random_game(g, rng, scratch);
      const std::vector<std::string> lines = record_lines(g);
      for (std::size_t i = 0; i < lines.size(); i += 5) {
        std::string before = head;
        for (std::size_t k = 0; k < i; ++k) before += lines[k] + "\n";
        for (int how = 0; how < 8; ++how) {
          std::string error;
          test::record(before + spoil(lines[i], how) + "\n", &error);
          if (!error.empty()) seen.insert(error);
        }
      }
    }
  }
  // Set-ups a link or a hand-written header gets wrong.
  for (const char* text : {"players Red Blue\n", "game 2\n", "game 1\nplayers Red\n", "game 1\nplayers Red Blue\nmap mars\n",
                           "game 1\nplayers Red Red\n", "game 1\nplayers Red Blue\ntiles base,moon\n",
                           "game 1\nplayers Red Blue\ntiles base,base\n", "game 1\nplayers Red Blue\nrules magic\n",
                           "game 1\nplayers Red Blue:expert\n", "game 1\nplayers Red Blue:mcts:5:playout=x\n",
                           "game 1\nplayers Red Blue:ms:0\n", "game 1\nplayers Red Blue\noption ferry sea\n",
                           "game 1\nplayers Red Blue\nmap iberia\nchips on\nchip red 2 0,0\n",
                           "game 1\nplayers Red Blue\nseed x\n", "game 1\nplayers Red Blue\ntilecount -3\n"}) {
    std::string error;
    test::record(text, &error);
    INFO(text);
    CHECK_FALSE(error.empty());
    seen.insert(error);
  }
  REQUIRE(seen.size() > 40);
  const i18n::Translator& words = real_words("cs");
  std::vector<std::string> untranslated;
  for (const std::string& english : seen) {
    bool complete = false;
    const std::string czech = words.message(english, &complete);
    // "line N: …" must become "řádek N: …": no plain value may swallow the line prefix.
    const bool prefix_kept = english.rfind("line ", 0) != 0 || czech.rfind("řádek ", 0) == 0;
    if (!complete || czech == english || !prefix_kept) untranslated.push_back(english + "\n     -> " + czech);
  }
  CHECK_MESSAGE(untranslated.empty(), untranslated.size() << " of " << seen.size() << " messages not wholly in Czech:" << [&] {
    std::string all;
    for (const std::string& u : untranslated) all += "\n  " + u;
    return all;
  }());
  real_words("en");
}

}  // namespace carc
