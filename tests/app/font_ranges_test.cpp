// The UI font's letters: what cmake/font.cmake cuts out of Noto Sans equals what the app asks ImGui
// to rasterise (src/app/platform/font_ranges.h), and covers the scripts of player names.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "app/platform/font_ranges.h"
#include "support/source_scan.h"

namespace carc {
namespace {

using Ranges = std::vector<std::pair<unsigned, unsigned>>;

// The `set(unicodes "U+0020-007E,U+2212")` list of cmake/font.cmake as ranges.
Ranges cmake_ranges() {
  const std::string text = test::read_source(std::string(CARC_SOURCE_DIR) + "/cmake/font.cmake");
  const std::size_t begin = text.find("set(unicodes \"") + 14;
  const std::string list = text.substr(begin, text.find('"', begin) - begin);
  Ranges out;
  for (std::size_t at = 0; at < list.size();) {
    const std::size_t comma = std::min(list.find(',', at), list.size());
    const std::string item = list.substr(at + 2, comma - at - 2);  // without "U+"
    const std::size_t dash = item.find('-');
    const unsigned first = std::stoul(item.substr(0, dash), nullptr, 16);
    out.emplace_back(first, dash == std::string::npos ? first : std::stoul(item.substr(dash + 1), nullptr, 16));
    at = comma + 1;
  }
  return out;
}

bool covers(const Ranges& ranges, unsigned c) {
  for (const auto& [first, last] : ranges)
    if (c >= first && c <= last) return true;
  return false;
}

}  // namespace

TEST_CASE("the font subset and the app's glyph ranges are the same letters, covering the names' scripts") {
  Ranges app;
  for (std::size_t i = 0; carc::app::kFontRanges[i] != 0; i += 2) app.emplace_back(carc::app::kFontRanges[i], carc::app::kFontRanges[i + 1]);
  const Ranges subset = cmake_ranges();
  REQUIRE(subset.size() > 5);
  CHECK(subset == app);
  // Šárka, Łukasz, Zoë, Șerban, Ơn, Ελένη, Дмитрий, Nguyễn, Ӂ (Cyrillic supplement), a combining acute.
  for (unsigned c : {0x0160u, 0x0141u, 0x00EBu, 0x0218u, 0x01A0u, 0x0395u, 0x03BBu, 0x0414u, 0x0438u, 0x1EC5u, 0x04C1u, 0x0301u})
    CHECK_MESSAGE(covers(app, c), "U+" << std::hex << c);
}

}  // namespace carc
