// Map file reading; the parsing and its checks live in the engine (engine/setup/map.cpp, no I/O).
#include "data/maps.h"

#include "data/assets.h"
#include "engine/base/text.h"

namespace carc::data {
namespace {

int line_of_map_item(std::string_view text) {
  const auto lines = split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto words = split_words(strip_comment(lines[i]));
    if (!words.empty() && words[0] == "map") return static_cast<int>(i) + 1;
  }
  return 1;
}

}  // namespace

Status load_map(const std::string& assets_dir, std::string_view id, MapDef& out) {
  const std::string path = assets_dir + "/maps/" + std::string(id) + ".map";
  std::string text;
  MapDef map;
  if (Status s = read_file(path, text); !s) return s;
  if (Status s = parse_map(text, path, map); !s) return s;
  if (map.id != id)
    return Error{path, line_of_map_item(text), err::map_file_id, {{"id", map.id}, {"file", id}}};
  out = std::move(map);
  return {};
}

}  // namespace carc::data
