// Map file reading; the parsing and its checks live in the engine (engine/map.cpp, no I/O).
#include "data/maps.h"

#include "data/assets.h"
#include "engine/text.h"

namespace carc::data {
namespace {

int line_of_map_item(std::string_view text) {
  int line = 1;
  for (std::size_t start = 0; start < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const auto words = split_words(strip_comment(text.substr(start, end - start)));
    if (!words.empty() && words[0] == "map") return line;
    start = end + 1;
  }
  return 1;
}

}  // namespace

bool load_map(const std::string& assets_dir, std::string_view id, MapDef& out, std::string& error) {
  const std::string path = assets_dir + "/maps/" + std::string(id) + ".map";
  std::string text;
  MapDef map;
  if (!read_file(path, text, error) || !parse_map(text, path, map, error)) return false;
  if (map.id != id)
    return fail(error, path + ":" + std::to_string(line_of_map_item(text)) + ": map: says '" + map.id +
                           "' but the file is " + std::string(id) + ".map");
  out = std::move(map);
  return true;
}

}  // namespace carc::data
