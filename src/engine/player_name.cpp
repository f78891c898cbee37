// The name grammar of player_name.h: which code points a name may not hold, and the error that
// names the first one.
#include "engine/player_name.h"

#include "engine/text.h"

namespace carc {
namespace {

// The code point of the valid UTF-8 sequence of `n` bytes at `s[i]`.
char32_t decode(std::string_view s, std::size_t i, int n) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  if (n == 1) return byte(0);
  char32_t c = byte(0) & (0x7F >> n);
  for (int k = 1; k < n; ++k) c = (c << 6) | (byte(static_cast<std::size_t>(k)) & 0x3F);
  return c;
}

}  // namespace

bool is_refused_in_name(char32_t c) {
  if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return true;                 // C0, DEL, C1
  if (c == 0x061C || c == 0x200E || c == 0x200F) return true;             // direction marks
  if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) return true;  // embeddings, overrides, isolates
  if (c == 0xFEFF) return true;                                           // byte order mark
  return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;          // noncharacters
}

std::string code_point_text(char32_t c) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string digits;
  for (char32_t v = c; v != 0 || digits.size() < 4; v >>= 4) digits.insert(digits.begin(), kHex[v & 15]);
  return "U+" + digits;
}

Status check_player_name(std::string_view name) {
  if (name.empty() || name.find_first_of(" \t#:") != std::string_view::npos)
    return failure(err::player_word, {"name", name});
  if (!is_utf8(name)) return failure(err::player_utf8, {"name", name});
  int at = 0;
  for (std::size_t i = 0; i < name.size(); ++at) {
    const int n = utf8_length(name, i);
    const char32_t c = decode(name, i, n);
    if (is_refused_in_name(c))
      return failure(err::player_character, {"name", name}, {"at", at + 1}, {"code", code_point_text(c)});
    i += static_cast<std::size_t>(n);
  }
  return {};
}

}  // namespace carc
