// SHA-256 (FIPS 180-4) in plain standard C++: the hash of the fair draw (engine/record/fair_draw.h).
// Bytes in, 32 bytes out; hex text both ways for records.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace carc {

using Digest = std::array<std::uint8_t, 32>;

// The SHA-256 digest of `bytes`.
Digest sha256(std::string_view bytes);
// The digest of a digest (a link of a hash chain).
Digest sha256(const Digest& d);
// 64 lowercase hexadecimal digits.
std::string hex_text(const Digest& d);
// Reads exactly 64 hexadecimal digits (either case) into `out`; false (and `out` unchanged)
// for anything else.
bool parse_hex_digest(std::string_view text, Digest& out);

}  // namespace carc
