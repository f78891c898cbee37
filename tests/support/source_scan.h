// Reading the project's own sources in tests (CARC_SOURCE_DIR), natively and in WASM alike: a
// file's text and the string literals given to a call.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace carc::test {

inline std::string read_source(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The string literals (escapes undone) between the bracket at `open` ('(' or '{') and the one
// that closes it, each with the position of its opening quote.
inline std::vector<std::pair<std::size_t, std::string>> call_literals(const std::string& s, std::size_t open) {
  std::vector<std::pair<std::size_t, std::string>> out;
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(' || s[i] == '{') ++depth;
    else if ((s[i] == ')' || s[i] == '}') && --depth == 0) break;
    else if (s[i] == '\'' && i + 2 < s.size()) i += s[i + 1] == '\\' ? 3 : 2;  // a char literal: '"', '\''
    else if (s[i] == '"') {
      const std::size_t quote = i;
      std::string lit;
      for (++i; i < s.size() && s[i] != '"'; ++i) lit += s[i] == '\\' ? s[++i] : s[i];
      out.emplace_back(quote, std::move(lit));
    }
  }
  return out;
}

}  // namespace carc::test
