// Catalogue loading: one TN-1 line per tile type, '#' comments, errors with source:line: id.
#include "engine/catalogue.h"

#include "engine/text.h"

namespace carc {

bool Catalogue::add(std::string_view text, std::string_view set, std::string_view source,
                    std::string& error) {
  std::vector<TileDef> added;
  int line_no = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = strip_comment(text.substr(start, end - start));
    start = end + 1;
    ++line_no;
    if (line.empty()) continue;
    TileDef t;
    std::string why;
    const auto id = split_words(line)[0];
    const std::string where = std::string(source) + ":" + std::to_string(line_no) + ": " + std::string(id) + ": ";
    if (!parse_tile_line(line, t, why)) return fail(error, where + why);
    TileType existing;
    bool duplicate = find(t.id, existing);
    for (const auto& a : added) duplicate = duplicate || a.id == t.id;
    if (duplicate) return fail(error, where + "tile id defined twice");
    t.set = std::string(set);
    t.line = line_no;
    added.push_back(std::move(t));
    if (end == text.size()) break;
  }
  if (added.empty()) return fail(error, std::string(source) + ": no tile lines");
  for (auto& t : added) tiles_.push_back(std::move(t));
  return true;
}

bool Catalogue::find(std::string_view id, TileType& out) const {
  for (std::size_t i = 0; i < tiles_.size(); ++i) {
    if (tiles_[i].id == id) {
      out = static_cast<TileType>(i);
      return true;
    }
  }
  return false;
}

bool Catalogue::has_set(std::string_view set) const {
  for (const auto& t : tiles_)
    if (t.set == set) return true;
  return false;
}

}  // namespace carc
