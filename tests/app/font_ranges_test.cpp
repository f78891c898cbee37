// The UI font's letters: what cmake/font.cmake cuts out of Noto Sans into its two files equals what
// the app asks ImGui to rasterise (src/app/platform/font_ranges.h), and covers the scripts of player
// names; the first file holds the catalogues' letters.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "app/platform/font_ranges.h"
#include "support/source_scan.h"

namespace carc {
namespace {

using Ranges = std::vector<std::pair<unsigned, unsigned>>;

// A `set(NAME "U+0020-007E,U+2212")` list of cmake/font.cmake as ranges.
Ranges cmake_ranges(const std::string& name) {
  const std::string text = test::read_source(std::string(CARC_SOURCE_DIR) + "/cmake/font.cmake");
  const std::string opening = "set(" + name + " \"";
  REQUIRE(text.find(opening) != std::string::npos);
  const std::size_t begin = text.find(opening) + opening.size();
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

Ranges app_ranges(const std::uint16_t* list) {
  Ranges out;
  for (std::size_t i = 0; list[i] != 0; i += 2) out.emplace_back(list[i], list[i + 1]);
  return out;
}

// The code points of the Basic Multilingual Plane that `ranges` cover.
std::vector<bool> letters(const Ranges& ranges) {
  std::vector<bool> out(0x10000);
  for (unsigned c = 0; c < out.size(); ++c) out[c] = covers(ranges, c);
  return out;
}

}  // namespace

TEST_CASE("the font subset and the app's glyph ranges are the same letters, covering the names' scripts") {
  const Ranges app = app_ranges(carc::app::kFontRanges);
  const Ranges start = cmake_ranges("start_unicodes");
  Ranges both = start;
  for (const auto& range : cmake_ranges("names_unicodes")) both.push_back(range);
  REQUIRE(start.size() > 5);
  CHECK(start == app_ranges(carc::app::kStartFontRanges));
  CHECK(letters(both) == letters(app));
  // Šárka, Łukasz, Zoë, Șerban, Ơn, Ελένη, Дмитрий, Nguyễn, Ӂ (Cyrillic supplement), a combining acute.
  for (unsigned c : {0x0160u, 0x0141u, 0x00EBu, 0x0218u, 0x01A0u, 0x0395u, 0x03BBu, 0x0414u, 0x0438u, 0x1EC5u, 0x04C1u, 0x0301u})
    CHECK_MESSAGE(covers(app, c), "U+" << std::hex << c);
  // The catalogues' letters are in the first file: Czech and the page's arrows draw in the first frame.
  for (unsigned c : {0x0160u, 0x016Fu, 0x00E1u, 0x2190u, 0x201Eu})
    CHECK_MESSAGE(covers(start, c), "U+" << std::hex << c);
  CHECK_FALSE(covers(start, 0x0414u));
}

}  // namespace carc
