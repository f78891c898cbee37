// The letters the UI font holds: what cmake/font.cmake cuts out of Noto Sans (its `unicodes`; the
// catalogues' own letters lie inside them) and what ImGui rasterises into its atlas. Player names
// may use Latin with every extension (Šárka, Łukasz, Zoë, Șerban, Nguyễn), Greek (Ελένη) and
// Cyrillic (Дмитрий); tests/app/font_ranges_test.cpp keeps these lists and cmake's equal. The page's
// first font file holds kStartFontRanges, rasterised at once; a second file the rest, fetched and
// merged into the atlas when a name needs one of its letters (app/platform/ui_font.h).
#pragma once

#include <cstdint>

namespace carc::app {

// Pairs of first and last code points, ending with 0 (ImGui's glyph-range format).
inline constexpr std::uint16_t kFontRanges[] = {
    0x0020, 0x007E,  // Basic Latin
    0x00A0, 0x024F,  // Latin-1, Latin Extended-A and -B (Ș, Ț, Ơ, Ư)
    0x0300, 0x036F,  // combining diacritical marks (names typed decomposed)
    0x0370, 0x03FF,  // Greek and Coptic
    0x0400, 0x052F,  // Cyrillic and its supplement
    0x1E00, 0x1EFF,  // Latin Extended Additional (Vietnamese: ễ, ạ, ữ)
    0x2010, 0x2027,  // dashes, quotes, bullet, ellipsis
    0x2030, 0x203A,  // per mille, primes, angle quotes
    0x2190, 0x2193,  // arrows
    0x2212, 0x2212,  // minus
    0,
};

// The letters of the first font file, the catalogues' scripts: rasterised from the start.
inline constexpr std::uint16_t kStartFontRanges[] = {
    0x0020, 0x007E,  // Basic Latin
    0x00A0, 0x017F,  // Latin-1 and Latin Extended-A (Czech, Polish, …)
    0x2010, 0x2027,  // dashes, quotes, bullet, ellipsis
    0x2030, 0x203A,  // per mille, primes, angle quotes
    0x2190, 0x2193,  // arrows
    0x2212, 0x2212,  // minus
    0,
};

}  // namespace carc::app
