// The shared JSON writer: escaping (quotes, backslash, control characters, UTF-8 names) and the
// commas and colons of nested objects and arrays; and that the CLI and the page write JSON
// through it only.
#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "support/source_scan.h"
#include "util/json.h"

namespace carc {
namespace {

TEST_CASE("json: quotes and backslashes are escaped, plain text passes unchanged") {
  CHECK(json::quote("Red") == "\"Red\"");
  CHECK(json::quote("say \"hi\"") == "\"say \\\"hi\\\"\"");
  CHECK(json::quote("a\\b") == "\"a\\\\b\"");
  CHECK(json::quote("") == "\"\"");
}

TEST_CASE("json: control characters become short escapes or \\u00XX, never raw bytes") {
  CHECK(json::quote("a\nb\tc\rd") == "\"a\\nb\\tc\\rd\"");
  CHECK(json::quote("\b\f") == "\"\\b\\f\"");
  CHECK(json::quote(std::string("x\x01y\x1fz", 5)) == "\"x\\u0001y\\u001fz\"");
  CHECK(json::quote(std::string("nul\0end", 7)) == "\"nul\\u0000end\"");
  CHECK(json::quote("\x7f") == "\"\x7f\"");  // DEL is not a control character for JSON
}

TEST_CASE("json: non-ASCII names like Šárka pass through as UTF-8") {
  CHECK(json::quote("Šárka") == "\"Šárka\"");
  CHECK(json::quote("Jiří \"Žluťoučký\"") == "\"Jiří \\\"Žluťoučký\\\"\"");
}

TEST_CASE("json: the writer puts commas between members and elements, at every depth") {
  json::Writer w;
  w.begin_object().key("scores").begin_object().key("Šárka").value(12).key("Red").value(-3).end_object();
  w.key("events").begin_array();
  w.begin_object().key("complete").value(true).key("at").begin_array().value(0).value(-1).end_array().end_object();
  w.begin_object().key("final").value(false).key("drawn").null().end_object();
  w.end_array().key("empty").begin_array().end_array().end_object();
  CHECK(w.str() == R"({"scores":{"Šárka":12,"Red":-3},"events":[{"complete":true,"at":[0,-1]},)"
                   R"({"final":false,"drawn":null}],"empty":[]})");
}

TEST_CASE("json: numbers with fixed decimals, non-finite ones as null; raw values and string arrays") {
  json::Writer w;
  w.begin_array().value(12.345, 1).value(7.0, 0).value(std::numeric_limits<double>::infinity(), 2);
  w.value(std::numeric_limits<double>::quiet_NaN(), 1).raw("{\"a\":1}").value("x").end_array();
  CHECK(w.str() == "[12.3,7,null,null,{\"a\":1},\"x\"]");
  CHECK(json::strings({}) == "[]");
  CHECK(json::strings({"a\"b", "Šárka"}) == "[\"a\\\"b\",\"Šárka\"]");
}

// The string literals of a C++ source, escapes undone; comments and character literals skipped.
std::vector<std::string> literals(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 2, "//") == 0) i = s.find('\n', i);
    else if (s.compare(i, 2, "/*") == 0) i = s.find("*/", i) + 1;
    else if (s[i] == '\'' && i + 2 < s.size()) i += s[i + 1] == '\\' ? 3 : 2;
    else if (s.compare(i, 3, "R\"(") == 0) {
      const std::size_t end = s.find(")\"", i);
      out.push_back(s.substr(i + 3, end - i - 3));
      i = end + 1;
    } else if (s[i] == '"') {
      std::string lit;
      for (++i; i < s.size() && s[i] != '"'; ++i) lit += s[i] == '\\' ? s[++i] : s[i];
      out.push_back(lit);
    }
    if (i == std::string::npos) break;
  }
  return out;
}

// Does `lit` hold a JSON key ("name":) without being one whole constant document ({"phase":"none"})?
bool writes_json_by_hand(const std::string& lit) {
  bool key = false;
  for (std::size_t q = lit.find("\":"); q != std::string::npos && !key; q = lit.find("\":", q + 1)) {
    std::size_t open = q;
    while (open > 0 && (std::isalnum(static_cast<unsigned char>(lit[open - 1])) || lit[open - 1] == '_')) --open;
    key = open > 0 && open < q && lit[open - 1] == '"';
  }
  if (!key) return false;
  const bool whole = (lit.front() == '{' && lit.back() == '}') || (lit.front() == '[' && lit.back() == ']');
  return !whole || lit.find('%') != std::string::npos;
}

TEST_CASE("json: the CLI and the page build JSON with json::Writer, not by printf or string concatenation") {
  CHECK(writes_json_by_hand("{\"a\":\"%s\",\"games\":%lld,"));  // arena --json once
  CHECK(writes_json_by_hand(",\"steps\":["));                       // the resume point once
  CHECK_FALSE(writes_json_by_hand("{\"phase\":\"none\"}"));
  CHECK_FALSE(writes_json_by_hand("a \"quoted\" word: fine"));
  const std::filesystem::path src = std::filesystem::path(CARC_SOURCE_DIR) / "src";
  int files = 0;
  for (const char* dir : {"cli", "app"}) {
    for (const auto& e : std::filesystem::recursive_directory_iterator(src / dir)) {
      if (e.path().extension() != ".cpp") continue;
      ++files;
      for (const std::string& lit : literals(test::read_source(e.path()))) {
        CAPTURE(e.path().filename().string());
        CHECK_MESSAGE(!writes_json_by_hand(lit), lit);
      }
    }
  }
  CHECK(files > 20);
}

}  // namespace
}  // namespace carc
