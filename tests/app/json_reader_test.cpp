// The kept games' JSON reader (src/app/platform/json_reader.h): every JSON value the page's storage can
// hold, escapes as UTF-8, and texts that are not JSON rejected with where they go wrong.
#include <doctest/doctest.h>

#include "app/platform/json_reader.h"

namespace carc::app {
namespace {

TEST_CASE("a kept entry's JSON reads with its members, arrays, numbers and escaped strings") {
  Json j;
  std::size_t at = 0;
  REQUIRE(read_json(R"( {"version": 2, "record": "game 1\nplayers Ana B\u00e9la\t\"x\"\\ \ud83d\ude00",
                         "steps": ["meeple N2", 3, -1.5e2, true, false, null], "view": {"zoom": 61.5, "x": {}}} )", j, at));
  REQUIRE(j.kind == Json::Kind::Object);
  REQUIRE(j.member("version"));
  CHECK(j.member("version")->number == 2);
  CHECK(j.member("version")->whole);
  CHECK(j.member("record")->text == "game 1\nplayers Ana B\xC3\xA9la\t\"x\"\\ \xF0\x9F\x98\x80");
  const Json* steps = j.member("steps");
  REQUIRE(steps->items.size() == 6);
  CHECK(steps->items[0].text == "meeple N2");
  CHECK(steps->items[1].whole);
  CHECK(steps->items[2].number == -150);
  CHECK_FALSE(steps->items[2].whole);
  CHECK(steps->items[3].kind == Json::Kind::Bool);
  CHECK(steps->items[5].kind == Json::Kind::Null);
  CHECK(j.member("view")->member("zoom")->number == 61.5);
  CHECK(j.member("missing") == nullptr);
}

TEST_CASE("texts that are not one JSON value are rejected with the offset of the problem") {
  const std::pair<const char*, std::size_t> cases[] = {
      {"", 0}, {"{\"a\":1", 6}, {"{\"a\" 1}", 5}, {"[1,]", 3}, {"\"a\nb\"", 3}, {"\"\\ud800\"", 7},
      {"01", 2}, {"-012", 4}, {"{} {}", 3}, {"nul", 0}, {"[1.]", 3},
  };
  for (const auto& c : cases) {
    CAPTURE(c.first);
    Json j;
    std::size_t at = 99;
    CHECK_FALSE(read_json(c.first, j, at));
    CHECK(at == c.second);
  }
  for (const char* fine : {"0", "-0", "10", "-0.5", "0e1"}) {
    Json j;
    std::size_t at = 0;
    CHECK_MESSAGE(read_json(fine, j, at), fine);
  }
  std::string deep(100, '[');
  Json j;
  std::size_t at = 0;
  CHECK_FALSE(read_json(deep + std::string(100, ']'), j, at));  // nesting has a limit
}

}  // namespace
}  // namespace carc::app
