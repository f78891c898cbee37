// The move's one hash (moves.h).
#include "engine/table/moves.h"

#include "engine/base/hash.h"

namespace carc {

std::uint64_t move_hash(const Move& m) {
  std::uint64_t h = hash_mix(kHashStart, static_cast<std::uint64_t>(m.kind) | std::uint64_t(m.player) << 8 |
                                             std::uint64_t(to_int(m.tile)) << 16 | std::uint64_t(m.rot) << 32 |
                                             std::uint64_t(static_cast<int>(m.figure)) << 48 | std::uint64_t(m.slot) << 56);
  h = hash_mix(h, std::uint64_t(std::uint32_t(m.pos.x)) | std::uint64_t(std::uint32_t(m.pos.y)) << 32);
  h = hash_mix(h, std::uint64_t(std::uint32_t(m.pos2.x)) | std::uint64_t(std::uint32_t(m.pos2.y)) << 32);
  std::uint64_t pay = m.pay.count | std::uint64_t(m.slot2) << 8;
  for (int i = 0; i < 4; ++i) pay |= std::uint64_t(m.pay.chips[i]) << (16 + 8 * i);
  return hash_mix(h, pay);
}

}  // namespace carc
