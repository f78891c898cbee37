// libFuzzer target: arbitrary bytes as a map file (parse_map, then a game set up on it).
// Any crash, sanitizer report, hang or broken check in fuzz_checks.h stops the run.
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return carc::fuzz::run_target(carc::fuzz::check_map, data, size);
}
