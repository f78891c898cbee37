// Catalogue loading: one TN-1 line per tile type, '#' comments, errors with source:line: id.
#include "engine/setup/catalogue.h"

#include "engine/base/text.h"

namespace carc {

Status Catalogue::add(std::string_view text, std::string_view set, std::string_view source) {
  std::vector<TileDef> added;
  Status read = for_each_line(text, source, [&](int number, std::string_view raw) -> Status {
    const std::string_view line = strip_comment(raw);
    if (line.empty()) return {};
    TileDef t;
    const std::string id(split_words(line)[0]);
    if (Status s = parse_tile_line(line, t); !s) return failure(err::tile_line, {"id", id}, {"why", s.error()});
    TileType existing;
    bool duplicate = find(t.id, existing);
    for (const auto& a : added) duplicate = duplicate || a.id == t.id;
    if (duplicate) return failure(err::tile_id_twice, {"id", id});
    t.set = std::string(set);
    t.line = number;
    added.push_back(std::move(t));
    return {};
  });
  if (!read) return read;
  if (added.empty()) return Error{std::string(source), 0, err::tile_no_lines, {}};
  for (auto& t : added) tiles_.push_back(std::move(t));
  return {};
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
