// src/app and src/i18n keep no hidden state: what a function reads comes through its parameters or
// the object it belongs to (the app owns the translator, the preferences, the session, ... and
// passes them down; AppContext), never through a mutable namespace-scope variable or a function's
// static. The C exports of the page API need one way in: g_api (src/app/page/page_api.cpp), the
// controller they reach and the buffer their string answers live in.
// Reads the sources (CARC_SOURCE_DIR) without building them.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "support/source_scan.h"

namespace carc {
namespace {

namespace fs = std::filesystem;

// What may stay, as "file: name": the page API's way in, which the exported C functions reach.
const std::vector<std::string> kAllowed = {"page/page_api.cpp: g_api"};

bool is_listed(const std::vector<std::string>& list, const std::string& entry) {
  return std::find(list.begin(), list.end(), entry) != list.end();
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// The name a declaration `text` (up to its ';') gives: the last identifier before '=', '{' or ';'.
std::string declared_name(std::string_view text) {
  std::size_t end = text.find_first_of("={;");
  if (end == std::string_view::npos) end = text.size();
  while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == ']' || text[end - 1] == '[')) --end;
  std::size_t begin = end;
  while (begin > 0 && (std::isalnum(static_cast<unsigned char>(text[begin - 1])) || text[begin - 1] == '_')) --begin;
  return std::string(text.substr(begin, end - begin));
}

// A function's static variable (`static Translator translator;`) or a class's static data member,
// not a constant and not a static member function (a '(' before any '=', '{' or ';').
bool is_mutable_static(std::string_view line) {
  const std::size_t at = line.find_first_not_of(' ');
  if (at == 0 || at == std::string_view::npos || !starts_with(line.substr(at), "static ")) return false;
  const std::string_view rest = line.substr(at + 7);
  if (starts_with(rest, "constexpr ") || starts_with(rest, "const ") || starts_with(rest, "inline constexpr ")) return false;
  const std::size_t stop = rest.find_first_of("=;{(");
  return stop != std::string_view::npos && rest[stop] != '(';
}

// A variable at namespace scope (the project does not indent namespaces): a line at column 0 that
// ends a declaration without a '(' before its '=' ("Frame g_building, g_last;", "} g_edit;"),
// not a constant, alias, type or forward declaration.
bool is_namespace_variable(std::string_view line) {
  if (line.empty() || line[0] == ' ' || line[0] == '#' || line[0] == '/' || line.back() != ';') return false;
  for (std::string_view skip : {"constexpr ", "inline constexpr ", "const ", "static constexpr ", "static const ", "using ",
                                "namespace ", "struct ", "class ", "enum ", "typedef ", "template", "extern ", "friend "})
    if (starts_with(line, skip)) return false;
  if (line[0] == '}') return line.size() > 2 && (std::isalpha(static_cast<unsigned char>(line[2])) || line[2] == '_');
  const std::size_t stop = line.find_first_of("=;{(");
  return line[stop] != '(';
}

std::vector<std::string> hidden_globals() {
  std::vector<std::string> out;
  for (const char* dir : {"app", "i18n"}) {
    const fs::path root = fs::path(CARC_SOURCE_DIR) / "src" / dir;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
      const std::string ext = entry.path().extension().string();
      if (ext != ".cpp" && ext != ".h") continue;
      const std::string text = test::read_source(entry.path());
      std::size_t begin = 0;
      while (begin < text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        std::string_view line(text.data() + begin, end - begin);
        if (const std::size_t comment = line.find("//"); comment != std::string_view::npos) line = line.substr(0, comment);
        while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
        if (is_mutable_static(line) || is_namespace_variable(line)) {
          const std::string where = fs::relative(entry.path(), root.parent_path() / "app").generic_string();
          out.push_back(where + ": " + declared_name(line));
        }
        begin = end + 1;
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST_CASE("src/app and src/i18n keep no mutable global or function static but the page API's g_api") {
  const std::vector<std::string> found = hidden_globals();
  for (const std::string& global : found) {
    INFO(global);
    CHECK(is_listed(kAllowed, global));
  }
  CHECK(std::count(found.begin(), found.end(), "page/page_api.cpp: g_api") == 1);
}

TEST_CASE("the app's translator is its own: src/ has no words() global and no tr() or trn() reading one") {
  const std::string header = test::read_source(fs::path(CARC_SOURCE_DIR) / "src" / "i18n" / "translate.h");
  CHECK(header.find("Translator& words()") == std::string::npos);
  CHECK(header.find(" tr(") == std::string::npos);
  CHECK(header.find(" trn(") == std::string::npos);
}

TEST_CASE("the globals scan finds a function's static, a namespace variable and a struct's variable") {
  CHECK(is_mutable_static("  static Translator translator;"));
  CHECK(is_mutable_static("  static ImGuiContext* installed = nullptr;"));
  CHECK_FALSE(is_mutable_static("  static const std::string kNone = \"en\";"));
  CHECK_FALSE(is_mutable_static("  static std::string ai_levels_json();"));
  CHECK(is_namespace_variable("Frame g_building, g_last;"));
  CHECK(is_namespace_variable("} g_edit;"));
  CHECK(is_namespace_variable("carc::app::PageController* g_page = nullptr;"));
  CHECK_FALSE(is_namespace_variable("constexpr int kSettleFrames = 3;"));
  CHECK_FALSE(is_namespace_variable("std::string not_running();"));
  CHECK_FALSE(is_namespace_variable("};"));
  CHECK(declared_name("Frame g_building, g_last;") == "g_last");
  CHECK(declared_name("} g_edit;") == "g_edit");
}

}  // namespace
}  // namespace carc
