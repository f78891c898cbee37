// The one error style of src/ (docs/architecture.md "Errors"): a function that can fail returns
// carc::Status (an error key and its arguments); words are made only at the edges (the page API in
// src/app/page, i18n's Translator). No header declares a `std::string& error` out-parameter or a
// function that returns "" or a message by convention. Reads the sources (CARC_SOURCE_DIR).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "support/source_scan.h"

namespace carc {
namespace {

namespace fs = std::filesystem;

// The names an error text goes by when it travels as a string.
constexpr std::string_view kErrorNames[] = {"error", "err", "why", "message", "problem", "reason"};

// The edges, where a Status becomes words: the page API (JavaScript reads "" or the words) and the
// catalogue that renders an Error in the player's language.
bool is_edge(const std::string& header) {
  return header.rfind("app/page/", 0) == 0 || header == "i18n/translate.h";
}

bool is_name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

bool is_error_name(std::string_view word) {
  for (std::string_view name : kErrorNames)
    if (word == name) return true;
  return false;
}

// A `std::string& NAME` or `std::string* NAME` parameter of an error name in `line` (followed by
// ',', ')' or '=': a parameter, not a function returning a reference).
bool has_error_out_parameter(std::string_view line) {
  for (std::size_t at = line.find("std::string"); at != std::string_view::npos; at = line.find("std::string", at + 1)) {
    std::size_t i = at + std::string_view("std::string").size();
    while (i < line.size() && line[i] == ' ') ++i;
    if (i >= line.size() || (line[i] != '&' && line[i] != '*')) continue;
    ++i;
    while (i < line.size() && line[i] == ' ') ++i;
    const std::size_t begin = i;
    while (i < line.size() && is_name_char(line[i])) ++i;
    const std::string_view name = line.substr(begin, i - begin);
    while (i < line.size() && line[i] == ' ') ++i;
    if (is_error_name(name) && i < line.size() && (line[i] == ',' || line[i] == ')' || line[i] == '='))
      return true;
  }
  return false;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  return s;
}

// A declaration that returns a string (`std::string f(`, `const std::string& f(`, with `static`,
// `virtual` or `inline` before it).
bool declares_string_function(std::string_view line) {
  line = trimmed(line);
  for (std::string_view word : {"virtual ", "static ", "inline "})
    if (line.rfind(word, 0) == 0) line = trimmed(line.substr(word.size()));
  for (std::string_view type : {"std::string ", "const std::string& "}) {
    if (line.rfind(type, 0) != 0) continue;
    std::size_t i = type.size();
    while (i < line.size() && is_name_char(line[i])) ++i;
    return i > type.size() && i < line.size() && line[i] == '(';
  }
  return false;
}

// The comment lines right above line `i` and line `i` itself, lower case.
std::string comment_and_line(const std::vector<std::string_view>& lines, std::size_t i) {
  std::string text(lines[i]);
  for (std::size_t j = i; j > 0 && trimmed(lines[j - 1]).rfind("//", 0) == 0; --j) text += ' ', text += lines[j - 1];
  return lower(text);
}

// A string function whose comment says it gives "" when all went well and the error else.
bool returns_error_string(const std::vector<std::string_view>& lines, std::size_t i) {
  if (!declares_string_function(lines[i])) return false;
  const std::string text = comment_and_line(lines, i);
  if (text.find("\"\"") == std::string::npos) return false;
  for (std::string_view word : {"error", "why", "reason", "refus", "message"})
    if (text.find(word) != std::string::npos) return true;
  return false;
}

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    out.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

// Every declaration of `header_text` that breaks the one error style, as "file:line: code".
std::vector<std::string> style_breaks(const std::string& header, const std::string& header_text) {
  std::vector<std::string> out;
  const std::vector<std::string_view> lines = lines_of(header_text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (trimmed(lines[i]).rfind("//", 0) == 0) continue;
    const bool out_parameter = has_error_out_parameter(lines[i]);
    if (out_parameter || (!is_edge(header) && returns_error_string(lines, i)))
      out.push_back(header + ":" + std::to_string(i + 1) + ": " + std::string(trimmed(lines[i])));
  }
  return out;
}

}  // namespace

TEST_CASE("the error-style scan finds an error out-parameter and a function returning its error as a string") {
  CHECK(style_breaks("x.h", "bool load(const std::string& dir, std::string& error);\n").size() == 1);
  CHECK(style_breaks("x.h", "bool init(std::string* why = nullptr);\n").size() == 1);
  CHECK(style_breaks("x.h", "GLuint build(const char* name,\n    std::string &message);\n").size() == 1);
  CHECK(style_breaks("x.h", "// Parses the seats; the message, else \"\".\nstd::string read_seats(std::string_view t);\n").size() == 1);
  CHECK(style_breaks("x.h", "  // Why not, or \"\".\n  virtual std::string request_hint() = 0;\n").size() == 1);
  // What stays allowed: text out-parameters of other names, Status, a string that is no error,
  // and the edges that turn a Status into words.
  CHECK(style_breaks("x.h", "void append_quoted(std::string& out, std::string_view s);\n").empty());
  CHECK(style_breaks("x.h", "// Why it is not one, naming it (ok when it is).\nStatus check(std::string_view t);\n").empty());
  CHECK(style_breaks("x.h", "// The record's title, or \"\" if none.\nstd::string title(std::string_view r);\n").empty());
  CHECK(style_breaks("x.h", "const std::string& error_text() const;\n").empty());
  CHECK(style_breaks("app/page/page_controller.h", "// \"\" or the error.\nstd::string play(std::string_view l);\n").empty());
  CHECK(style_breaks("app/page/x.h", "bool f(std::string& error);\n").size() == 1);  // never an out-parameter
}

TEST_CASE("every function of src that can fail returns Status: no error strings in a header") {
  const fs::path src = fs::path(CARC_SOURCE_DIR) / "src";
  int headers = 0;
  for (const auto& e : fs::recursive_directory_iterator(src)) {
    if (!e.is_regular_file() || e.path().extension() != ".h") continue;
    ++headers;
    const std::string header = e.path().lexically_relative(src).generic_string();
    for (const std::string& found : style_breaks(header, test::read_source(e.path())))
      FAIL_CHECK("an error as a string, not a Status: " << found);
  }
  CHECK(headers > 100);
}

}  // namespace carc
