// The engine's messages as keys with arguments (engine/base/error.h): the English they render to, the
// page's rendering in its language (Translator::message), that every key has an entry in both
// catalogues, that every call site names its key's placeholders, and that rejected records read
// as Czech through and through.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "engine/expansions/expansions.h"
#include "engine/setup/map.h"
#include "engine/record/selfplay.h"
#include "engine/support.h"
#include "engine/base/text.h"
#include "i18n/translate.h"
#include "support/source_scan.h"
#include "support/text_list.h"

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

std::set<std::string> placeholder_set(std::string_view text) {
  const std::vector<std::string> names = i18n::placeholders(text);
  return {names.begin(), names.end()};
}


}  // namespace

TEST_CASE("an error renders its key's English with its named arguments; a nested why and the line render the same way") {
  const Error why = error_of(err::unknown_tile, {"tile", "B-Z"});
  CHECK(why.message() == "unknown tile 'B-Z'");
  CHECK(why.what() == "unknown tile 'B-Z'");
  // A record line: error.record_line behind error.line.
  const Error line{{}, 5, err::record_line, {{"text", "Red B-Z 0,-1 r180"}, {"why", why}}};
  CHECK(line.message() == "line 5: Red B-Z 0,-1 r180: unknown tile 'B-Z'");
  // A key without {line}: error.line, error.file_line or error.file put the place in front.
  CHECK(failure(err::empty_move).at("", 4).message() == "line 4: empty move line");
  CHECK(failure(err::not_square, {"value", "x"}).at("record", 3).message() == "record:3: 'x' is not a square X,Y");
  CHECK(Error{"assets/i18n/xx.lang", 0, err::lang_says, {{"code", "cs"}}}.message() == "assets/i18n/xx.lang: says '@language cs'");
  // Numbers and two nested reasons.
  CHECK(failure(err::upgrade_cost, {"sum", 5}).message() == "an upgrade costs chips worth exactly 4, not 5 (TW4, TW11)");
  CHECK(failure(err::restart_undone, {"why", error_of(err::no_chip_deal)}, {"why_back", error_of(err::game_over)}).message() ==
        "no legal chip deal found; and the game could not be put back: the game is already over");
  // Unprintable bytes of an argument are escaped in the message, not in what().
  CHECK(failure(err::unknown_player, {"name", "a\x01"}).message() == "unknown player 'a\\x01'");
}

TEST_CASE("real rejections read exactly as before: a record line with its nested reason, a map file line, a set-up") {
  std::string error;
  test::record("game 1\nplayers Red Blue\nRed B-Z 0,-1 r180\n", &error);
  CHECK(error == "line 3: Red B-Z 0,-1 r180: unknown tile 'B-Z'");
  test::record("game 1\nplayers Red Blue:mcts:0\n", &error);
  CHECK(error == "line 2: players Red Blue:mcts:0: player 'Blue:mcts:0': computer level 'mcts:0' wants mcts:N with N from 1 to 10000000");
  MapDef m;
  CHECK(parse_map("map mini\nname Mini\nsize 2x1\ntiles 1\nstarts-used 1\nchips-on-islands no\n  1 |Sx|\n", "mini.map", m).message() ==
        "mini.map:7: grid row 1: 'x' in column 2 is not a map letter (. S L t f i, blank or ~ for sea)");
  test::record("game 1\nplayers Red Blue\nmap iberia\nchips on\nchip orange 2 1,1\n", &error);
  CHECK(error.rfind("line 5: chip orange 2 1,1: no chip may lie on 1,1: it is ", 0) == 0);
}

TEST_CASE("the page renders an error by key in the chosen language; a key the language lacks falls back to English") {
  i18n::Translator words;
  words.add(catalogue("@language en\n@plurals one other\n"
                      "error.line = line {line}: {why}\n"
                      "error.record_line = {text}: {why}\n"
                      "error.unknown_tile = unknown tile '{tile}'\n"));
  words.add(catalogue("@language cs\n@plurals one few other\n"
                      "error.line = řádek {line}: {why}\n"
                      "error.record_line = {text}: {why}\n"
                      "error.unknown_tile = neznámá kartička „{tile}“\n"));
  const Error line{{}, 5, err::record_line, {{"text", "Red B-Z 0,-1 r180"}, {"why", error_of(err::unknown_tile, {"tile", "B-Z"})}}};
  bool complete = false;
  words.choose("cs");
  CHECK(words.message(line, &complete) == "řádek 5: Red B-Z 0,-1 r180: neznámá kartička „B-Z“");
  CHECK(complete);
  CHECK(words.message(Status(line)) == "řádek 5: Red B-Z 0,-1 r180: neznámá kartička „B-Z“");
  CHECK(words.message(Status()).empty());
  // error.game_over is in neither small catalogue: the built-in English of en.lang, and it says so.
  CHECK(words.message(Error{{}, 2, err::record_line, {{"text", "end"}, {"why", error_of(err::game_over)}}}, &complete) ==
        "řádek 2: end: the game is already over");
  CHECK_FALSE(complete);
  words.choose("en");
  CHECK(words.message(line) == "line 5: Red B-Z 0,-1 r180: unknown tile 'B-Z'");
}

TEST_CASE("every error key has an entry in en.lang and cs.lang with the same placeholders; the built-in English is en.lang's") {
  const i18n::Catalogue& en = *real_words("en").find("en");
  const i18n::Catalogue& cs = *real_words("cs").find("cs");
  std::vector<std::string> problems;
  for (int i = 0; i < kErrorKeyCount; ++i) {
    const std::string key(error_catalogue::kKeys[i]);
    const std::string* english = en.find(key);
    const std::string* czech = cs.find(key);
    if (!english) problems.push_back(key + ": not in en.lang");
    else if (*english != error_catalogue::kEnglish[i]) problems.push_back(key + ": the built-in English differs from en.lang");
    if (!czech) problems.push_back(key + ": not in cs.lang");
    if (english && czech && placeholder_set(*english) != placeholder_set(*czech))
      problems.push_back(key + ": other placeholders in cs.lang");
  }
  // And the other way round: no error.* entry that the code cannot name.
  for (const auto& [key, text] : cs.entries())
    if (key.starts_with("error.") && !en.find(key)) problems.push_back(key + ": in cs.lang only");
  CHECK(kErrorKeyCount > 300);
  CHECK_MESSAGE(problems.empty(), test::indented_lines(problems));
}

namespace {

// The text between the bracket at `open` and the one that closes it, cut at its top-level commas.
std::vector<std::string> call_arguments(const std::string& s, std::size_t open, std::size_t* end = nullptr) {
  std::vector<std::string> args(1);
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"' || c == '\'') {  // a literal: copied whole, brackets and commas inside ignored
      const std::size_t from = i;
      for (++i; i < s.size() && s[i] != c; ++i) i += s[i] == '\\';
      args.back() += s.substr(from, i - from + 1);
      continue;
    }
    if (c == '(' || c == '{' || c == '[') {
      if (depth++ == 0) continue;
    } else if (c == ')' || c == '}' || c == ']') {
      if (--depth == 0) {
        if (end) *end = i;
        break;
      }
    } else if (c == ',' && depth == 1) {
      args.emplace_back();
      continue;
    }
    args.back() += c;
  }
  if (args.size() == 1 && args[0].find_first_not_of(" \n") == std::string::npos) args.clear();
  return args;
}

// The err::NAME constants in `text`.
std::vector<std::string> err_names(const std::string& text) {
  std::vector<std::string> names;
  for (std::size_t at = text.find("err::"); at != std::string::npos; at = text.find("err::", at + 1)) {
    std::size_t e = at + 5;
    while (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '_')) ++e;
    names.push_back(text.substr(at + 5, e - at - 5));
  }
  return names;
}

// The keys a key expression can stand for: err::NAME constants in it, or those of the arrays
// `kName[...] = {err::…}` it indexes (the nearest declared before `at`).
std::vector<std::string> keys_of(const std::string& expr, const std::string& source, std::size_t at) {
  std::vector<std::string> keys = err_names(expr);
  if (!keys.empty()) return keys;
  for (std::size_t k = 0; k + 1 < expr.size(); ++k) {
    if (expr[k] != 'k' || !std::isupper(static_cast<unsigned char>(expr[k + 1])) ||
        (k > 0 && std::isalnum(static_cast<unsigned char>(expr[k - 1]))))
      continue;
    std::size_t e = k;
    while (e < expr.size() && std::isalnum(static_cast<unsigned char>(expr[e]))) ++e;
    const std::size_t decl = source.rfind(" " + expr.substr(k, e - k) + "[", at);
    if (decl == std::string::npos) continue;
    const std::size_t brace = source.find('{', decl);
    for (std::string& key : err_names(source.substr(brace, source.find('}', brace) - brace))) keys.push_back(std::move(key));
  }
  return keys;
}

// The first string literal of an argument `{"name", value}`.
std::string arg_name(const std::string& arg) {
  const std::size_t q = arg.find('"');
  return q == std::string::npos ? std::string() : arg.substr(q + 1, arg.find('"', q + 1) - q - 1);
}

}  // namespace

TEST_CASE("every call site names exactly the placeholders of its key (failure, error_of, Error{…})") {
  const i18n::Catalogue& en = *real_words("en").find("en");
  const auto name_of = [](const std::string& constant) {
    for (int i = 0; i < kErrorKeyCount; ++i) {
      std::string c(error_catalogue::kKeys[i].substr(6));
      std::replace(c.begin(), c.end(), '.', '_');
      std::replace(c.begin(), c.end(), '-', '_');
      if (c == constant) return std::string(error_catalogue::kKeys[i]);
    }
    return std::string();
  };
  std::vector<std::string> problems, unresolved;
  int checked = 0;
  const std::filesystem::path src = std::filesystem::path(CARC_SOURCE_DIR) / "src";
  for (const auto& entry : std::filesystem::recursive_directory_iterator(src)) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".cpp" && ext != ".h") continue;
    const std::string s = test::read_source(entry.path());
    const std::string file = entry.path().filename().string();
    // (call, index of the key argument, whether the arguments come as one braced list after it)
    for (const auto& [call, key_arg, braced] : {std::tuple{"failure(", 0, false}, std::tuple{"error_of(", 0, false},
                                                std::tuple{"Error{", 2, true}, std::tuple{"expect(", 1, false}}) {
      for (std::size_t at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
        const char before = at ? s[at - 1] : ' ';
        if (std::isalnum(static_cast<unsigned char>(before)) || before == '_') continue;  // another name ending so
        if (file == "error.h" || file == "error.cpp") continue;  // failure() and error_of() themselves
        const std::vector<std::string> args = call_arguments(s, at + std::string(call).size() - 1);
        if (static_cast<int>(args.size()) <= key_arg) continue;  // a declaration, Error{} or a bool expect()
        const std::string& expr = args[static_cast<std::size_t>(key_arg)];
        if (expr.find("ErrorKey") != std::string::npos || expr.find("ErrorArg") != std::string::npos) continue;  // a declaration
        std::set<std::string> given;
        if (braced) {
          if (args.size() > 3)
            for (const std::string& a : call_arguments(args[3], args[3].find('{'))) given.insert(arg_name(a));
        } else {
          for (std::size_t i = static_cast<std::size_t>(key_arg) + 1; i < args.size(); ++i) given.insert(arg_name(args[i]));
        }
        const std::vector<std::string> keys = keys_of(expr, s, at);
        if (keys.empty()) {
          unresolved.push_back(file + ": " + expr);
          continue;
        }
        for (const std::string& constant : keys) {
          const std::string key = name_of(constant);
          const std::string* text = key.empty() ? nullptr : en.find(key);
          if (!text) {
            problems.push_back(file + ": err::" + constant + " has no entry in en.lang");
            continue;
          }
          const std::set<std::string> wanted = placeholder_set(*text);
          ++checked;
          if (wanted != given) {
            std::string names;
            for (const std::string& g : given) names += " " + g;
            problems.push_back(file + ": " + key + " = " + *text + " given {" + names + " }");
          }
        }
      }
    }
  }
  CHECK(checked > 300);  // the scan found the call sites
  CHECK_MESSAGE(problems.empty(), problems.size() << " call sites with other arguments than their key's placeholders:" << test::indented_lines(problems));
  // A key passed in a variable: these are the only ones, and the keys they carry are checked here.
  std::sort(unresolved.begin(), unresolved.end());
  CHECK(unresolved == std::vector<std::string>{"chips.cpp: *problem", "map_parse.cpp: problem", "notation.cpp: step.missing", "notation.cpp: word.twice",
                                               "record_header.cpp: why", "record_header.cpp: why", "seat_spec.cpp: why"});
  const auto has = [&](ErrorKey key, std::set<std::string> names) {
    return placeholder_set(error_catalogue::kEnglish[static_cast<int>(key)]) == names;
  };
  // chips.cpp: chip_square_problem() returns an error.chip_square.* key, shown without arguments.
  for (ErrorKey k : {err::chip_square_chip, err::chip_square_next_chip, err::chip_square_large_city, err::chip_square_off_map,
                     err::chip_square_start, err::chip_square_town, err::chip_square_island, err::chip_square_next_start,
                     err::chip_square_next_city})
    CHECK(has(k, {}));
  // map_parse.cpp: reject() takes an Error built by error_of(), checked above.
  // notation.cpp: a step a turn line lacks names what to add, and a step a line names twice says
  // so, without arguments (the descriptors' PhaseInfo::missing and StepWord::twice).
  for (const ExpansionDescriptor* d : kExpansions)
    for (const PhaseInfo& p : d->phases)
      if (d->hooks && !p.skippable) CHECK_MESSAGE(has(p.missing, {}), p.name);
  for (const StepWord& w : kStepWords)
    if (!w.repeats) CHECK_MESSAGE(has(w.twice, {}), w.word);
  CHECK(has(err::add_gbm, {}));
  // record_header.cpp: parse_count() gives {low}, and {high} when there is an upper bound.
  CHECK(has(err::seed_number, {"low"}));
  CHECK(has(err::followers_number, {"low", "high"}));
  CHECK(has(err::tilecount_number, {"low", "high"}));
  // seat_spec.cpp: bad_spec() gives the level.
  for (ErrorKey k : {err::level_mcts, err::level_playout, err::level_ms}) CHECK(has(k, {"level"}));
}

TEST_CASE("rejected records, links and moves read as Czech through and through") {
  // Random games on every table, each move line then spoiled in a few ways; every distinct
  // rejection must be rendered from Czech entries only (line prefix, record line, reason).
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
  std::vector<Error> seen;
  std::set<std::string> english;
  const auto keep = [&](const Status& s) {
    if (!s.ok() && english.insert(s.message()).second) seen.push_back(s.error());
  };
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
          Game out;
          keep(load_record(before + spoil(lines[i], how) + "\n", test::library(), out));
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
    Game out;
    const Status s = load_record(text, test::library(), out);
    INFO(text);
    CHECK_FALSE(s.ok());
    keep(s);
  }
  REQUIRE(seen.size() > 40);
  const i18n::Translator& words = real_words("cs");
  std::vector<std::string> untranslated;
  for (const Error& e : seen) {
    bool complete = false;
    const std::string czech = words.message(e, &complete);
    const std::string en = e.message();
    // "line N: …" becomes "řádek N: …".
    const bool prefix_kept = en.rfind("line ", 0) != 0 || czech.rfind("řádek ", 0) == 0;
    if (!complete || czech == en || !prefix_kept) untranslated.push_back(en + "\n     -> " + czech);
  }
  CHECK_MESSAGE(untranslated.empty(), untranslated.size() << " of " << seen.size() << " messages not wholly in Czech:" << test::indented_lines(untranslated));
  // One nested record-line error in full: the line, the record line and both reasons in Czech.
  Game out;
  const Status nested = load_record("game 1\nplayers Red Blue:mcts:0\n", test::library(), out);
  CHECK(words.message(nested) ==
        "řádek 2: players Red Blue:mcts:0: hráč „Blue:mcts:0“: " + words.message(error_of(err::level_mcts, {"level", "mcts:0"})));
  CHECK(words.message(nested).find("computer") == std::string::npos);
  real_words("en");
}

}  // namespace carc
