// The rule examples folder (data/examples.h): listing, reading, and names that are refused.
#include <doctest/doctest.h>

#include <algorithm>

#include "data/examples.h"

namespace carc::data {
namespace {

const std::string kAssets = std::string(CARC_SOURCE_DIR) + "/assets";

TEST_CASE("the rule examples are listed by name, sorted, one per wiki rule page") {
  const std::vector<std::string> names = list_examples(kAssets);
  CHECK(std::is_sorted(names.begin(), names.end()));
  for (const char* name : {"taiwan-large-city", "taiwan-ferry", "iberia-cache", "porxada-swap",
                           "gingerbread-man"})
    CHECK(std::find(names.begin(), names.end(), name) != names.end());
  CHECK(list_examples(kAssets + "/no-such-folder").empty());
}

TEST_CASE("an example is read by name; a bad or unknown name is refused with the name and nothing read") {
  std::string text;
  const Status read = read_example(kAssets, "taiwan-ferry", text);
  REQUIRE_MESSAGE(read, read.message());
  CHECK(text.find("map taiwan") != std::string::npos);
  for (const char* bad : {"../tiles/base", "Taiwan-Ferry", "", "a/b", "x.rec"}) {
    CAPTURE(bad);
    std::string out = "untouched";
    const Status refused = read_example(kAssets, bad, out);
    REQUIRE_FALSE(refused);
    CHECK(out == "untouched");
    CHECK(refused.message().find(std::string("example '") + bad + "'") == 0);
  }
  const Status unknown = read_example(kAssets, "no-such-example", text);
  REQUIRE_FALSE(unknown);
  CHECK(unknown.message() == "example 'no-such-example': no such example");
}

}  // namespace
}  // namespace carc::data
