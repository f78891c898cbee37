// The one hash step of signatures and move hashes: 64-bit FNV-1a over a value's eight bytes, low
// byte first, from kHashStart. Frozen: the quoted self-play and state signatures depend on it.
#pragma once

#include <cstdint>

namespace carc {

// `h` with the eight bytes of `value` hashed in (FNV-1a).
inline std::uint64_t hash_mix(std::uint64_t h, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) {
    h ^= (value >> (8 * i)) & 0xFF;
    h *= 0x100000001B3ull;
  }
  return h;
}
inline constexpr std::uint64_t kHashStart = 0xCBF29CE484222325ull;

}  // namespace carc
