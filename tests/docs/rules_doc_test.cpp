// The rules reference and the tests agree: every rule id that docs/rules.md or docs/rules/*.md
// defines is named by a test, and every id a test names is defined there.
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

namespace {
namespace fs = std::filesystem;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word(char c) { return is_upper(c) || is_digit(c) || (c >= 'a' && c <= 'z') || c == '_'; }

// The length of a rule id (one or two capitals, one or two digits) starting at text[i], or 0.
// An id never sits inside a longer word, and `C1:N` (a tile line's feature) is no id.
std::size_t id_length(std::string_view text, std::size_t i) {
  if (i > 0 && is_word(text[i - 1])) return 0;
  std::size_t letters = 0, digits = 0;
  while (i + letters < text.size() && is_upper(text[i + letters]) && letters < 3) ++letters;
  while (i + letters + digits < text.size() && is_digit(text[i + letters + digits]) && digits < 3) ++digits;
  const std::size_t end = i + letters + digits;
  if (letters < 1 || letters > 2 || digits < 1 || digits > 2) return 0;
  if (end < text.size() && is_word(text[end])) return 0;
  if (end + 1 < text.size() && text[end] == ':' && is_upper(text[end + 1])) return 0;
  return end - i;
}

std::string prefix_of(const std::string& id) {
  std::size_t n = 0;
  while (n < id.size() && is_upper(id[n])) ++n;
  return id.substr(0, n);
}

// Every id in `text` whose letters are one of `prefixes`.
void collect_ids(std::string_view text, const std::set<std::string>& prefixes, std::set<std::string>& out) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::size_t n = id_length(text, i);
    if (n == 0) continue;
    const std::string id(text.substr(i, n));
    if (prefixes.count(prefix_of(id))) out.insert(id);
    i += n - 1;
  }
}

// The rules pages: docs/rules.md and docs/rules/*.md.
std::vector<fs::path> rule_pages() {
  const fs::path docs = fs::path(CARC_SOURCE_DIR) / "docs";
  std::vector<fs::path> pages = {docs / "rules.md"};
  if (fs::is_directory(docs / "rules"))
    for (const auto& e : fs::directory_iterator(docs / "rules"))
      if (e.path().extension() == ".md") pages.push_back(e.path());
  std::sort(pages.begin(), pages.end());
  return pages;
}

// A rule is defined by a list item opening with its id in bold: "- **B6 Only on a free …".
// Returns id -> "page:line" of its definition; `twice` gets ids defined more than once.
std::map<std::string, std::string> defined_ids(std::vector<std::string>& twice) {
  std::map<std::string, std::string> ids;
  for (const fs::path& page : rule_pages()) {
    const std::vector<std::string> lines = lines_of(read_text(page));
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string_view line = lines[i];
      if (line.substr(0, 4) != "- **") continue;
      const std::size_t n = id_length(line, 4);
      if (n == 0 || line.size() <= 4 + n || (line[4 + n] != ' ' && line[4 + n] != '.' && line[4 + n] != '*')) continue;
      const std::string id(line.substr(4, n));
      const std::string where = page.filename().string() + ":" + std::to_string(i + 1);
      if (!ids.emplace(id, where).second) twice.push_back(id + " (" + ids[id] + ", " + where + ")");
    }
  }
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

std::string joined(const std::vector<std::string>& items) {
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

TEST_CASE("the rules pages define each rule id once") {
  std::vector<std::string> twice;
  const std::map<std::string, std::string> ids = defined_ids(twice);
  CHECK_MESSAGE(twice.empty(), "defined twice: " << joined(twice));
  CHECK(ids.size() > 100);  // the pages were found and read
  CHECK(ids.count("B1") == 1);
  CHECK(ids.count("TW12") == 1);
}

TEST_CASE("every rule id of docs/rules.md is named by a test, and every id a test names is defined there") {
  std::vector<std::string> twice;
  const std::map<std::string, std::string> defined = defined_ids(twice);
  std::set<std::string> prefixes;
  for (const auto& [id, where] : defined) prefixes.insert(prefix_of(id));
  std::map<std::string, std::string> named;  // id -> first test file naming it
  for (const fs::path& file : test_files()) {
    std::set<std::string> ids;
    collect_ids(test_words(file), prefixes, ids);
    for (const std::string& id : ids) named.emplace(id, file.filename().string());
  }
  std::vector<std::string> untested, undefined;
  for (const auto& [id, where] : defined)
    if (!named.count(id)) untested.push_back(id + " (" + where + ")");
  for (const auto& [id, file] : named)
    if (!defined.count(id)) undefined.push_back(id + " (" + file + ")");
  CHECK_MESSAGE(untested.empty(), "no test names " << joined(untested));
  CHECK_MESSAGE(undefined.empty(), "tests name ids the rules pages do not define: " << joined(undefined));
}
