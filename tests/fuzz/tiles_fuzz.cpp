// libFuzzer target: arbitrary bytes as a tile catalogue (Catalogue::add).
// Any crash, sanitizer report, hang or broken check in fuzz_checks.h stops the run.
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return carc::fuzz::run_target(carc::fuzz::check_tiles, data, size);
}
