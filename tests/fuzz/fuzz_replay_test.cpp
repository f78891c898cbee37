// Replays the fuzzers' corpus and every crash they ever found (tests/fuzz/corpus/<target>/,
// tests/fuzz/crashes/<target>-*) through the same checks as the fuzz targets, so the native,
// ASan+UBSan and WASM test runs all guard against the old crashes coming back.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "fuzz/fuzz_checks.h"

namespace carc {
namespace {

using Check = std::string (*)(std::string_view);

// Every file of the corpus folder of `target` and every crash reproducer named "<target>-…".
std::vector<std::filesystem::path> inputs(const std::string& target) {
  const std::filesystem::path root = std::filesystem::path(CARC_SOURCE_DIR) / "tests" / "fuzz";
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(root / "corpus" / target)) files.push_back(e.path());
  for (const auto& e : std::filesystem::directory_iterator(root / "crashes"))
    if (e.path().filename().string().rfind(target + "-", 0) == 0) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

void replay(const std::string& target, Check check, std::size_t at_least) {
  const auto files = inputs(target);
  CHECK(files.size() >= at_least);
  for (const auto& f : files) {
    std::string text;
    REQUIRE(data::read_file(f.string(), text).ok());
    CAPTURE(f.filename().string());
    CHECK(check(text) == "");
  }
}

TEST_CASE("the record fuzzer's corpus and crash reproducers load or are rejected cleanly, nothing lost") {
  replay("record", fuzz::check_record, 20);
}

TEST_CASE("the map fuzzer's corpus and crash reproducers parse or are rejected with a line") {
  replay("map", fuzz::check_map, 10);
}

TEST_CASE("the tile fuzzer's corpus and crash reproducers parse or are rejected with a line") {
  replay("tiles", fuzz::check_tiles, 10);
}

}  // namespace
}  // namespace carc
