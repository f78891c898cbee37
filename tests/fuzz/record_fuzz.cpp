// libFuzzer target: arbitrary bytes as a game record (load_record, then every move line played one by one).
// Any crash, sanitizer report, hang or broken check in fuzz_checks.h stops the run.
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return carc::fuzz::run_target(carc::fuzz::check_record, data, size);
}
