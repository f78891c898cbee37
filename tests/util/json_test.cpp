// The shared JSON writer: escaping (quotes, backslash, control characters, UTF-8 names) and the
// commas and colons of nested objects and arrays.
#include <doctest/doctest.h>

#include <limits>

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

}  // namespace
}  // namespace carc
