// Option look-up for the CLI.
#include <charconv>

#include "cli/cli.h"

namespace carc::cli {

bool Args::has(const std::string& name) const {
  for (const auto& [k, v] : options)
    if (k == name) return true;
  return false;
}

std::string Args::get(const std::string& name, const std::string& fallback) const {
  for (const auto& [k, v] : options)
    if (k == name) return v;
  return fallback;
}

bool Args::number(const std::string& name, long long fallback, long long& out, std::string& error) const {
  if (!has(name)) {
    out = fallback;
    return true;
  }
  const std::string v = get(name, "");
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (ec == std::errc() && p == v.data() + v.size() && out >= 0) return true;
  error = "--" + name + " wants a whole number, got '" + v + "'";
  return false;
}

}  // namespace carc::cli
