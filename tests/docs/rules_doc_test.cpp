// The rules reference and the tests agree: every rule id that docs/rules.md or docs/rules/*.md
// defines is named by a test, and every id-like token a test names (any prefix) is defined there,
// or is a slot name or a worked example the pages show.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/rule_ids.h"

namespace carc {
namespace {
namespace fs = std::filesystem;

using test::collect_ids;
using test::defined_ids;
using test::id_length;
using test::lines_of;
using test::prefix_of;
using test::rule_pages;

std::string read_text(const fs::path& path) { return test::read_source(path); }

// The ids a test names that are neither defined rules, nor slots, nor worked examples (X1, X11…)
// the rules pages show: each with the first test file naming it.
std::vector<std::string> undefined_ids(const std::map<std::string, std::string>& named,
                                       const std::map<std::string, std::string>& defined, const std::set<std::string>& examples) {
  std::vector<std::string> out;
  for (const auto& [id, file] : named)
    if (!defined.count(id) && !test::is_slot_name(id) && !examples.count(id)) out.push_back(id + " (" + file + ")");
  return out;
}

// The worked examples the rules pages show (X1, X11, …): ids with the prefix X anywhere on them.
std::set<std::string> worked_examples() {
  std::set<std::string> ids;
  for (const fs::path& page : rule_pages()) collect_ids(read_text(page), {"X"}, ids);
  return ids;
}

// What a test says in words: comments and TEST_CASE/SUBCASE names of a C++ test, `#` comments
// of a scenario record.
std::string test_words(const fs::path& file) {
  std::string words;
  const bool record = file.extension() == ".rec";
  for (const std::string& line : lines_of(read_text(file))) {
    if (record) {
      const std::size_t first = line.find_first_not_of(" \t");
      if (first != std::string::npos && line[first] == '#') words += line + "\n";
      continue;
    }
    const std::size_t comment = line.find("//");
    if (comment != std::string::npos) words += line.substr(comment) + "\n";
    for (const char* macro : {"TEST_CASE(\"", "SUBCASE(\""}) {
      const std::size_t at = line.find(macro);
      if (at == std::string::npos || (comment != std::string::npos && at > comment)) continue;
      const std::size_t start = at + std::string_view(macro).size();
      words += line.substr(start, line.find('"', start) - start) + "\n";
    }
  }
  return words;
}

// The tests: tests/**/*_test.cpp (this file aside) and tests/scenarios/*.rec.
std::vector<fs::path> test_files() {
  const fs::path tests = fs::path(CARC_SOURCE_DIR) / "tests";
  std::vector<fs::path> files;
  for (auto it = fs::recursive_directory_iterator(tests); it != fs::recursive_directory_iterator(); ++it) {
    const fs::path& p = it->path();
    if (it->is_directory() && p.filename() == "browser") it.disable_recursion_pending();  // node_modules
    if (!it->is_regular_file()) continue;
    const std::string name = p.filename().string();
    const bool cpp = name.size() > 9 && name.substr(name.size() - 9) == "_test.cpp";
    if ((cpp && name != "rules_doc_test.cpp") || (p.extension() == ".rec" && p.parent_path().filename() == "scenarios"))
      files.push_back(p);
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The engine's, AI's and CLI's sources and the test helpers (tests/**/*.h): their comments name
// rule ids too, and so do the README and the docs.
std::vector<fs::path> source_files() {
  const fs::path root = fs::path(CARC_SOURCE_DIR);
  std::vector<fs::path> files;
  for (const char* dir : {"src/engine", "src/ai", "src/cli", "src/data", "tests"}) {
    for (auto it = fs::recursive_directory_iterator(root / dir); it != fs::recursive_directory_iterator(); ++it) {
      const fs::path& p = it->path();
      if (it->is_directory() && p.filename() == "browser") it.disable_recursion_pending();
      if (!it->is_regular_file()) continue;
      const std::string ext = p.extension().string();
      if (ext == ".h" || (ext == ".cpp" && std::string(dir).rfind("src", 0) == 0)) files.push_back(p);
    }
  }
  files.push_back(root / "README.md");
  for (const auto& e : fs::directory_iterator(root / "docs"))
    if (e.path().extension() == ".md") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

// What a source or page says in words: a C++ file's comments (test_words), a page's every line.
std::string file_words(const fs::path& file) {
  return file.extension() == ".md" ? read_text(file) : test_words(file);
}

bool mentions_any(std::string_view line, std::initializer_list<std::string_view> words) {
  for (std::string_view w : words)
    if (line.find(w) != std::string_view::npos) return true;
  return false;
}

// Ids of the wrong family on one line of words: the map-chip rules are TW… (Taiwan's upgrades) and
// IB… (Iberia's caches); T… are Traders & Builders and I… Inns & Cathedrals. A T id on a line
// about Taiwan or upgrades, or an I id on a line about Iberia or caches, that names nothing of
// its own expansion is an id of the old numbering or a slip: "upgrades (T4)" means TW4.
std::vector<std::string> wrong_family_ids(std::string_view line) {
  std::set<std::string> ids;
  collect_ids(line, {"T", "I"}, ids);
  std::vector<std::string> out;
  if (ids.empty()) return out;
  const bool taiwan = mentions_any(line, {"Taiwan", "taiwan", "upgrade", "Upgrade"});
  const bool iberia = mentions_any(line, {"Iberia", "iberia", "cache", "Cache"});
  const bool tb = mentions_any(line, {"Traders", "T&B", "builder", "Builder", "pig", "Pig", "goods", "Goods", "rules tb", ",tb", "tb,"});
  const bool ic = mentions_any(line, {"Inns", "I&C", "inn", "Inn", "cathedral", "Cathedral", "large follower", "large meeple", "big", "rules ic", ",ic", "ic,"});
  for (const std::string& id : ids) {
    if (prefix_of(id) == "T" && taiwan && !tb) out.push_back(id + " (TW" + id.substr(1) + "?)");
    if (prefix_of(id) == "I" && iberia && !ic) out.push_back(id + " (IB" + id.substr(1) + "?)");
  }
  return out;
}

std::string comma_joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}

}  // namespace

TEST_CASE("a rule id is an id only as a word of its own, never a tile line's feature") {
  const std::set<std::string> prefixes = {"B", "T", "TW", "C"};
  std::set<std::string> ids;
  collect_ids("B6: occupied (B6). T5–T9, TW12; XB3 B3x C1:N+E p1 T-17 TW123 Q9", prefixes, ids);
  CHECK(ids == std::set<std::string>{"B6", "T5", "T9", "TW12"});
}

TEST_CASE("a test may name only defined rule ids, slots and the worked examples; any other prefix is reported") {
  const std::map<std::string, std::string> defined = {{"B6", "base.md:1"}, {"TW4", "chips.md:1"}};
  const std::map<std::string, std::string> named = {{"B6", "a_test.cpp"}, {"B7", "a_test.cpp"}, {"Q1", "b_test.cpp"},
                                                    {"N3", "a_test.cpp"}, {"X1", "x.rec"},      {"X4", "x.rec"},
                                                    {"TW4", "a_test.cpp"}, {"ZZ12", "c_test.cpp"}};
  CHECK(undefined_ids(named, defined, {"X1"}) == std::vector<std::string>{"B7 (a_test.cpp)", "Q1 (b_test.cpp)", "X4 (x.rec)", "ZZ12 (c_test.cpp)"});
  std::set<std::string> ids;
  collect_ids("M20, Q1 (ferry road); W3 E1; X13", {}, ids);
  CHECK(ids == std::set<std::string>{"E1", "M20", "Q1", "W3", "X13"});
  CHECK(worked_examples().count("X1") == 1);
  CHECK(worked_examples().count("X13") == 1);
}

TEST_CASE("the rules pages define each rule id once") {
  std::vector<std::string> twice;
  const std::map<std::string, std::string> ids = defined_ids(twice);
  CHECK_MESSAGE(twice.empty(), "defined twice: " << comma_joined(twice));
  CHECK(ids.size() > 100);  // the pages were found and read
  CHECK(ids.count("B1") == 1);
  CHECK(ids.count("TW12") == 1);
}

TEST_CASE("every rule id of docs/rules.md is named by a test, and every id a test names is defined there") {
  std::vector<std::string> twice;
  const std::map<std::string, std::string> defined = defined_ids(twice);
  std::map<std::string, std::string> named;  // every id-like token -> first test file naming it
  for (const fs::path& file : test_files()) {
    std::set<std::string> ids;
    collect_ids(test_words(file), {}, ids);
    for (const std::string& id : ids) named.emplace(id, file.filename().string());
  }
  std::vector<std::string> untested;
  for (const auto& [id, where] : defined)
    if (!named.count(id)) untested.push_back(id + " (" + where + ")");
  const std::vector<std::string> undefined = undefined_ids(named, defined, worked_examples());
  CHECK_MESSAGE(untested.empty(), "no test names " << comma_joined(untested));
  CHECK_MESSAGE(undefined.empty(), "tests name ids the rules pages do not define: " << comma_joined(undefined));
}

TEST_CASE("an id of the wrong family is caught: T or I where a map-chip rule (TW, IB) is meant") {
  CHECK(wrong_family_ids("a_upgrades (Taiwan T4–T7)") == std::vector<std::string>{"T4 (TW4?)", "T7 (TW7?)"});
  CHECK(wrong_family_ids("the AI lays caches (M, C, I3-I7)") == std::vector<std::string>{"I3 (IB3?)", "I7 (IB7?)"});
  CHECK(wrong_family_ids("// A payment of chips (T4, T11) for an upgrade").size() == 2);
  CHECK(wrong_family_ids("upgrades (TW4–TW7), caches (IB4)").empty());
  CHECK(wrong_family_ids("a builder on Taiwan earns a second tile (T7)").empty());  // T&B on a map
  CHECK(wrong_family_ids("an inn beside a cache square scores as usual (I5)").empty());
  CHECK(wrong_family_ids("goods (T2-T4) and the large follower (I3)").empty());
}

TEST_CASE("comments of the sources, test helpers, README and docs name only defined rule ids, each of its own family") {
  std::vector<std::string> twice;
  const std::map<std::string, std::string> defined = defined_ids(twice);
  const std::set<std::string> examples = worked_examples();
  std::vector<std::string> undefined, wrong;
  std::size_t files = 0;
  for (const fs::path& file : source_files()) {
    ++files;
    const std::string name = fs::relative(file, CARC_SOURCE_DIR).string();
    const std::vector<std::string> lines = lines_of(file_words(file));
    for (const std::string& line : lines) {
      for (const std::string& id : wrong_family_ids(line)) wrong.push_back(name + ": " + id);
      // Ids the sources cite: rule families only (B, I, T, G, P, M, C, TW, IB); the pages and
      // sources also hold tile ids and other short words, which are not rule ids.
      std::set<std::string> ids;
      collect_ids(line, {"B", "I", "T", "G", "P", "M", "C", "TW", "IB"}, ids);
      for (const std::string& id : ids)
        if (!defined.count(id) && !examples.count(id)) undefined.push_back(name + ": " + id);
    }
  }
  CHECK(files > 50);
  CHECK_MESSAGE(wrong.empty(), "ids of the wrong family: " << comma_joined(wrong));
  CHECK_MESSAGE(undefined.empty(), "ids no rules page defines: " << comma_joined(undefined));
}

TEST_CASE("a test names rule ids of the right family too (TW/IB for the map chips, never T/I)") {
  std::vector<std::string> wrong;
  for (const fs::path& file : test_files())
    for (const std::string& line : lines_of(test_words(file)))
      for (const std::string& id : wrong_family_ids(line)) wrong.push_back(file.filename().string() + ": " + id);
  CHECK_MESSAGE(wrong.empty(), "ids of the wrong family: " << comma_joined(wrong));
}

}  // namespace carc
