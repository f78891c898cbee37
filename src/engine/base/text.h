// Small string helpers shared by the text parsers (catalogues, maps, records).
#pragma once

#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/base/limits.h"

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

// `s` as a whole decimal number (no sign but '-', no blanks, nothing after it), or false.
template <typename Int>
bool parse_whole(std::string_view s, Int& out) {
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

// Text without its '#' comment.
inline std::string_view strip_comment(std::string_view line) {
  const auto hash = line.find('#');
  return trim(hash == std::string_view::npos ? line : line.substr(0, hash));
}

// Is `s` well-formed UTF-8 (player names, which records, logs and JSON show as they are)?
inline bool is_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const int n = utf8_length(s, i);
    if (n == 0) return false;
    i += static_cast<std::size_t>(n);
  }
  return true;
}

// The lines of a text file, without their ends: "\n", "\r\n" and a lone "\r" all end a line, so
// files saved on any system read alike. A UTF-8 byte-order mark at the start is skipped.
inline std::vector<std::string_view> split_lines(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') continue;
    out.push_back(text.substr(start, i - start));
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    start = i + 1;
  }
  if (start < text.size()) out.push_back(text.substr(start));
  return out;
}

// Calls `read(number, line)` (returning Status) for every line of `text`, numbered from 1, and
// stops at the first failure, blamed on `input` and that line. Rejects lines longer than
// kMaxLineLength before reading them.
template <typename F>
Status for_each_line(std::string_view text, std::string_view input, F&& read) {
  const auto lines = split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    if (lines[i].size() > static_cast<std::size_t>(kMaxLineLength))
      return std::move(failure(err::line_too_long, {"length", lines[i].size()}, {"limit", kMaxLineLength}))
          .at(std::string(input), number);
    if (Status s = read(number, lines[i]); !s) return std::move(s).at(std::string(input), number);
  }
  return {};
}

}  // namespace carc
