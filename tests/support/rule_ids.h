// Rule ids in text, for the tests that keep docs, sources, tests and catalogues citing real rules:
// one or two capitals and one or two digits as a word of their own ("TW3–TW11" is TW3 and TW11),
// and the ids the rules pages (docs/rules.md, docs/rules/*.md) define.
#pragma once

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/source_scan.h"

namespace carc::test {

inline bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_word(char c) { return is_upper(c) || is_digit(c) || (c >= 'a' && c <= 'z') || c == '_'; }

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The length of a rule id (one or two capitals, one or two digits) starting at text[i], or 0.
// An id never sits inside a longer word, and `C1:N` (a tile line's feature) is no id.
inline std::size_t id_length(std::string_view text, std::size_t i) {
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

inline std::string prefix_of(const std::string& id) {
  std::size_t n = 0;
  while (n < id.size() && is_upper(id[n])) ++n;
  return id.substr(0, n);
}

// Tokens shaped like rule ids that name no rule: the slots of a tile's sides (N1 … W3).
inline bool is_slot_name(const std::string& id) {
  return id.size() == 2 && std::string_view("NESW").find(id[0]) != std::string_view::npos && id[1] >= '1' && id[1] <= '3';
}

// Every id-like token of `text` in order, as written (slots included).
inline std::vector<std::string> id_tokens(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::size_t n = id_length(text, i);
    if (n == 0) continue;
    out.emplace_back(text.substr(i, n));
    i += n - 1;
  }
  return out;
}

// Every id in `text` whose letters are one of `prefixes`, or every id-like token when `prefixes`
// is empty.
inline void collect_ids(std::string_view text, const std::set<std::string>& prefixes, std::set<std::string>& out) {
  for (const std::string& id : id_tokens(text))
    if (prefixes.empty() || prefixes.count(prefix_of(id))) out.insert(id);
}

// The rules pages: docs/rules.md and docs/rules/*.md.
inline std::vector<std::filesystem::path> rule_pages() {
  const std::filesystem::path docs = std::filesystem::path(CARC_SOURCE_DIR) / "docs";
  std::vector<std::filesystem::path> pages = {docs / "rules.md"};
  if (std::filesystem::is_directory(docs / "rules"))
    for (const auto& e : std::filesystem::directory_iterator(docs / "rules"))
      if (e.path().extension() == ".md") pages.push_back(e.path());
  std::sort(pages.begin(), pages.end());
  return pages;
}

// A rule is defined by a list item opening with its id in bold: "- **B6 Only on a free …".
// Returns id -> "page:line" of its definition; `twice` gets ids defined more than once.
inline std::map<std::string, std::string> defined_ids(std::vector<std::string>& twice) {
  std::map<std::string, std::string> ids;
  for (const std::filesystem::path& page : rule_pages()) {
    const std::vector<std::string> lines = lines_of(read_source(page));
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

}  // namespace carc::test
