// Lists in failure messages: each item on a line of its own, indented under the message.
#pragma once

#include <string>
#include <vector>

namespace carc::test {

inline std::string indented_lines(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += "\n  " + s;
  return out;
}

}  // namespace carc::test
