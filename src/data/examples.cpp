// Lists and reads the rule examples of ASSETS/examples (names are checked before any file access).
#include "data/examples.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "data/assets.h"

namespace carc::data {
namespace {

bool is_example_name(const std::string& name) {
  if (name.empty() || name.size() > 64) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

}  // namespace

std::vector<std::string> list_examples(const std::string& assets_dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(assets_dir + "/examples", ec)) {
    const std::filesystem::path& p = e.path();
    if (p.extension() == ".rec" && is_example_name(p.stem().string())) names.push_back(p.stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

Status read_example(const std::string& assets_dir, const std::string& name, std::string& text) {
  if (!is_example_name(name)) return failure(err::example_name, {"name", name});
  if (!read_file(assets_dir + "/examples/" + name + ".rec", text)) return failure(err::example_missing, {"name", name});
  return {};
}

}  // namespace carc::data
