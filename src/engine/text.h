// Small string helpers shared by the text parsers (catalogues, maps, records).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace carc {

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// Splits on `sep`, trimming each piece (empty pieces are kept).
inline std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      out.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  return out;
}

// Splits on runs of blanks; never returns empty words.
inline std::vector<std::string_view> split_words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t' && s[i] != '\r') ++i;
    if (i > start) out.push_back(s.substr(start, i - start));
  }
  return out;
}

// Text without its '#' comment.
inline std::string_view strip_comment(std::string_view line) {
  const auto hash = line.find('#');
  return trim(hash == std::string_view::npos ? line : line.substr(0, hash));
}

// Sets `*error` (when given) and returns false: the checks' early exits.
inline bool fail_with(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

// Sets `error` and returns false, for one-line early exits.
inline bool fail(std::string& error, std::string message) {
  error = std::move(message);
  return false;
}

}  // namespace carc
