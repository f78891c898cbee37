// The .map parser and its consistency checks (rules in docs/rules/maps.md; format in
// assets/maps/README.md): text -> MapDef, errors as "SOURCE:LINE: item: problem".
#include "engine/setup/map.h"

#include <algorithm>
#include <cstdlib>
#include <map>

#include "engine/base/limits.h"
#include "engine/base/text.h"

namespace carc {
namespace {

constexpr std::string_view kSides[4] = {"N", "E", "S", "W"};
constexpr std::string_view kPrints[4] = {"coast", "city", "road", "field"};  // EdgePrint order
constexpr std::string_view kHeader[6] = {"map", "name", "size", "tiles", "starts-used", "chips-on-islands"};

// What a named item claims on the grid: the letter it needs and what the file calls it.
// NOTE: a town may also stand on an 'f' (a harbour town: Taitung and Valencia on our maps).
enum Role { kStart, kCity, kTown, kHarbour, kIsland, kRoles };
constexpr char kRoleLetter[kRoles] = {'S', 'L', 't', 'f', 'i'};
constexpr ErrorKey kRoleSquare[kRoles] = {err::map_role_start, err::map_role_city, err::map_role_town,
                                          err::map_role_harbour, err::map_role_island};
constexpr ErrorKey kUnnamed[kRoles] = {err::map_unnamed_start, err::map_unnamed_city, err::map_unnamed_town,
                                       err::map_unnamed_harbour, err::map_unnamed_island};

template <std::size_t N>
int index_of(const std::string_view (&names)[N], std::string_view word) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == word) return static_cast<int>(i);
  return -1;
}

// "X,Y" -> (column, row). The grid bounds are checked once the whole file is read.
bool parse_square(std::string_view s, Pos& out) {
  const auto comma = s.find(',');
  return comma != std::string_view::npos && parse_whole(s.substr(0, comma), out.x) &&
         parse_whole(s.substr(comma + 1), out.y);
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "Mount Snow 10,6" -> name "Mount Snow" (the words before the first one starting with a
// digit or '-') and the rest "10,6".
std::string split_name(std::string_view clause, std::string_view& rest) {
  std::string name;
  rest = {};
  for (std::string_view w : split_words(clause)) {
    if (is_digit(w[0]) || w[0] == '-') {
      rest = clause.substr(static_cast<std::size_t>(w.data() - clause.data()));
      break;
    }
    name += (name.empty() ? "" : " ") + std::string(w);
  }
  return name;
}

struct Claim {
  int line = 0;
  std::string item;
};

class Parser {
 public:
  Parser(std::string_view source, MapDef& map) : source_(source), map_(map) {}

  Status read(std::string_view text) {
    return for_each_line(text, source_, [&](int line, std::string_view raw) -> Status {
      const std::string_view content = strip_comment(raw);
      return content.empty() ? Status() : read_line(line, content);
    });
  }

  Status check() {
    for (auto step : {&Parser::check_header, &Parser::check_grid, &Parser::check_places, &Parser::check_cities,
                      &Parser::check_islands, &Parser::check_unclaimed, &Parser::check_arms, &Parser::check_bands,
                      &Parser::check_borders, &Parser::check_counts})
      if (Status s = (this->*step)(); !s) return s;
    return {};
  }

 private:
  // "SOURCE:LINE: item: problem".
  Error reject(int line, std::string_view item, Error problem) const {
    return Error{std::string(source_), line, err::map_item, {{"item", item}, {"why", std::move(problem)}}};
  }

  Status read_square(int line, const std::string& item, std::string_view word, Pos& out) {
    if (parse_square(word, out)) return {};
    return reject(line, item, error_of(err::map_not_square, {"value", word}));
  }

  Status read_line(int line, std::string_view content) {
    const std::string_view key = split_words(content)[0];
    const std::string_view rest = trim(content.substr(key.size()));
    if (is_digit(key[0])) return read_grid_row(line, content);
    if (const int h = index_of(kHeader, key); h >= 0) return read_header(line, h, rest);
    if (key == "start" || key == "town") return read_place(line, key, rest);
    if (key == "city") return read_city(line, rest);
    if (key == "island") return read_island(line, rest);
    if (key == "arms") return read_arms(line, rest);
    if (key == "band") return read_band(line, rest);
    if (key == "border") return read_border(line, rest);
    return reject(line, key, error_of(err::map_keyword));
  }

  // "  7 |     ....... |": the row number, then exactly `cols` squares between bars.
  Status read_grid_row(int line, std::string_view content) {
    const auto open = content.find('|'), close = content.rfind('|');
    int row = 0;
    if (open == close || !parse_whole(trim(content.substr(0, open)), row))
      return reject(line, "grid", error_of(err::map_row_form));
    const std::string item = "grid row " + std::to_string(row);
    if (row > kMaxMapSide) return reject(line, item, error_of(err::map_rows_max, {"n", kMaxMapSide}));
    if (row != static_cast<int>(map_.grid.size()) + 1)
      return reject(line, item, error_of(err::map_row_next, {"n", map_.grid.size() + 1}));
    const std::string_view body = content.substr(open + 1, close - open - 1);
    for (std::size_t i = 0; i < body.size(); ++i)
      if (std::string_view(".SLtfi ~").find(body[i]) == std::string_view::npos)
        return reject(line, item, error_of(err::map_letter_bad, {"letter", std::string(1, body[i])}, {"column", i + 1}));
    map_.grid.emplace_back(body);
    grid_lines_.push_back(line);
    return {};
  }

  Status read_header(int line, int h, std::string_view rest) {
    const std::string_view key = kHeader[h];
    if (header_[h]) return reject(line, key, error_of(err::map_header_twice, {"first", header_[h]}));
    header_[h] = line;
    const auto words = split_words(rest);
    const bool one = words.size() == 1;
    const auto x = rest.find('x');
    const auto expect = [&](bool ok, ErrorKey problem, ErrorArg a = {}, ErrorArg b = {}) {
      return ok ? Status() : reject(line, key, error_of(problem, std::move(a), std::move(b)));
    };
    switch (h) {
      case 0:
        map_.id = std::string(rest);
        return expect(one && rest.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string_view::npos,
                      err::map_id_form);
      case 1:
        map_.name = std::string(rest);
        return expect(!rest.empty(), err::map_name_form);
      case 2:
        if (!(one && x != std::string_view::npos && parse_whole(rest.substr(0, x), map_.cols) &&
              parse_whole(rest.substr(x + 1), map_.rows) && map_.cols > 0 && map_.rows > 0))
          return reject(line, key, error_of(err::map_size_form));
        return expect(map_.cols <= kMaxMapSide && map_.rows <= kMaxMapSide && map_.cols * map_.rows <= kMaxMapSquares,
                      err::map_size_max, {"n", kMaxMapSide}, {"squares", kMaxMapSquares});
      case 3:
        return expect(one && parse_whole(rest, map_.recommended_tiles) && map_.recommended_tiles > 0,
                      err::map_tiles_form);
      case 4:
        return expect(one && parse_whole(rest, map_.starts_used) && map_.starts_used > 0,
                      err::map_starts_form);
      default:
        map_.chips_on_islands = rest == "yes";
        return expect(rest == "yes" || rest == "no", err::map_yes_no);
    }
  }

  // Every named item starts "KEYWORD NAME"; names are unique across the map.
  Status read_name(int line, std::string_view key, std::string_view clause, std::string& name,
                 std::string_view& rest, std::string& item) {
    name = split_name(clause, rest);
    item = std::string(key) + " " + name;
    if (name.empty()) return reject(line, key, error_of(err::map_no_name));
    const auto [it, added] = names_.emplace(name, line);
    if (!added) return reject(line, item, error_of(err::map_name_used, {"first", it->second}));
    return {};
  }

  // "start NAME X,Y" / "town NAME X,Y"
  Status read_place(int line, std::string_view key, std::string_view rest) {
    NamedSquare place;
    std::string_view where;
    std::string item;
    if (Status s = read_name(line, key, rest, place.name, where, item); !s) return s;
    const auto words = split_words(where);
    if (words.size() != 1) return reject(line, item, error_of(err::map_one_square));
    if (Status s = read_square(line, item, words[0], place.square); !s) return s;
    (key == "start" ? map_.starts : map_.towns).push_back(place);
    (key == "start" ? start_lines_ : town_lines_).push_back(line);
    return {};
  }

  // "city NAME X,Y: N city, E road, ...; X,Y: ...; arms N"
  Status read_city(int line, std::string_view rest) {
    const auto clauses = split(rest, ';');
    LargeCity city;
    std::string_view first;
    std::string item;
    if (Status s = read_name(line, "city", clauses[0], city.name, first, item); !s) return s;
    for (std::size_t i = 0; i < clauses.size(); ++i) {
      const std::string_view clause = i == 0 ? first : clauses[i];
      const auto words = split_words(clause);
      if (!words.empty() && words[0] == "arms") {
        if (city.arms) return reject(line, item, error_of(err::map_arms_twice));
        if (words.size() != 2 || !parse_whole(words[1], city.arms) || city.arms < 1)
          return reject(line, item, error_of(err::map_arms_form));
      } else if (Status s = read_city_square(line, item, clause, city); !s) {
        return s;
      }
    }
    if (city.squares.empty()) return reject(line, item, error_of(err::map_city_squares));
    map_.cities.push_back(city);
    city_lines_.push_back(line);
    return {};
  }

  Status read_city_square(int line, const std::string& item, std::string_view clause, LargeCity& city) {
    const auto colon = clause.find(':');
    Pos p;
    if (colon == std::string_view::npos)
      return reject(line, item, error_of(err::map_city_clause, {"text", clause}));
    if (Status s = read_square(line, item, trim(clause.substr(0, colon)), p); !s) return s;
    city.squares.push_back(p);
    for (std::string_view piece : split(clause.substr(colon + 1), ',')) {
      const auto words = split_words(piece);
      const int side = words.size() == 2 ? index_of(kSides, words[0]) : -1;
      const int print = words.size() == 2 ? index_of(kPrints, words[1]) : -1;
      if (side < 0 || print < 0)
        return reject(line, item, error_of(err::map_edge_form, {"text", piece}));
      for (const MapEdge& e : city.edges)
        if (e.square == p && e.side == side)
          return reject(line, item, error_of(err::map_edge_twice, {"at", pos_text(p)}, {"side", words[0]}));
      city.edges.push_back(MapEdge{p, side, static_cast<EdgePrint>(print)});
    }
    return {};
  }

  // "island NAME X,Y X,Y; harbour X,Y; landing X,Y"
  Status read_island(int line, std::string_view rest) {
    const auto clauses = split(rest, ';');
    Island island;
    std::string_view first;
    std::string item;
    if (Status s = read_name(line, "island", clauses[0], island.name, first, item); !s) return s;
    for (std::string_view w : split_words(first)) {
      if (Status s = read_square(line, item, w, island.squares.emplace_back()); !s) return s;
    }
    bool seen[2] = {false, false};
    for (std::size_t i = 1; i < clauses.size(); ++i) {
      const auto words = split_words(clauses[i]);
      const int which = words.size() == 2 ? (words[0] == "harbour" ? 0 : words[0] == "landing" ? 1 : -1) : -1;
      if (which < 0)
        return reject(line, item, error_of(err::map_island_clause, {"text", clauses[i]}));
      if (seen[which]) return reject(line, item, error_of(err::map_given_twice, {"word", words[0]}));
      seen[which] = true;
      if (Status s = read_square(line, item, words[1], which == 0 ? island.harbour : island.landing); !s) return s;
    }
    if (island.squares.empty()) return reject(line, item, error_of(err::map_island_squares));
    if (!seen[0] || !seen[1])
      return reject(line, item, error_of(err::map_island_needs, {"word", seen[0] ? "landing" : "harbour"}));
    map_.islands.push_back(island);
    island_lines_.push_back(line);
    return {};
  }

  // "arms X,Y N"
  Status read_arms(int line, std::string_view rest) {
    const auto words = split_words(rest);
    const std::string item = "arms " + std::string(words.empty() ? "" : words[0]);
    std::pair<Pos, int> a;
    if (words.size() != 2) return reject(line, item, error_of(err::map_arms_item));
    if (Status s = read_square(line, item, words[0], a.first); !s) return s;
    if (!parse_whole(words[1], a.second) || a.second < 1) return reject(line, item, error_of(err::map_arms_number));
    map_.arms.push_back(a);
    arms_lines_.push_back(line);
    return {};
  }

  // "band COLOUR FIRST-LAST"
  Status read_band(int line, std::string_view rest) {
    const auto words = split_words(rest);
    const std::string item = "band " + std::string(words.empty() ? "" : words[0]);
    ColourBand b;
    const auto dash = words.size() == 2 ? words[1].find('-') : std::string_view::npos;
    if (dash == std::string_view::npos || !parse_whole(words[1].substr(0, dash), b.first_row) ||
        !parse_whole(words[1].substr(dash + 1), b.last_row) || b.first_row > b.last_row)
      return reject(line, item, error_of(err::map_band_form));
    if (index_of(kChipColours, words[0]) < 0) return reject(line, item, error_of(err::map_band_colour));
    b.colour = std::string(words[0]);
    map_.bands.push_back(b);
    band_lines_.push_back(line);
    return {};
  }

  // "border X,Y SIDE road|city"
  Status read_border(int line, std::string_view rest) {
    const auto words = split_words(rest);
    const std::string item = "border " + std::string(rest);
    MapEdge e;
    if (words.size() != 3 || index_of(kSides, words[1]) < 0 || (words[2] != "road" && words[2] != "city"))
      return reject(line, item, error_of(err::map_border_form));
    if (Status s = read_square(line, item, words[0], e.square); !s) return s;
    e.side = index_of(kSides, words[1]);
    e.print = words[2] == "road" ? EdgePrint::Road : EdgePrint::City;
    map_.borders.push_back(e);
    border_lines_.push_back(line);
    return {};
  }

  // --- checks once the whole file is read ---

  Status check_header() {
    for (int h = 0; h < 6; ++h)
      if (!header_[h]) return reject(1, kHeader[h], error_of(err::map_header_missing));
    return {};
  }

  Status check_grid() {
    const int rows = static_cast<int>(map_.grid.size());
    if (rows != map_.rows)
      return reject(rows ? grid_lines_.back() : header_[2], "grid",
                  error_of(err::map_grid_rows, {"n", rows}, {"rows", map_.rows}));
    for (int r = 0; r < rows; ++r)
      if (static_cast<int>(map_.grid[r].size()) != map_.cols)
        return reject(grid_lines_[r], "grid row " + std::to_string(r + 1),
                    error_of(err::map_grid_width, {"n", map_.grid[r].size()}, {"cols", map_.cols}));
    claims_.assign(static_cast<std::size_t>(map_.cols * map_.rows * kRoles), Claim{});
    return {};
  }

  bool in_grid(Pos p) const { return p.x >= 1 && p.y >= 1 && p.x <= map_.cols && p.y <= map_.rows; }
  char letter(Pos p) const { return map_.grid[p.y - 1][p.x - 1]; }
  Error letter_words(Pos p) const {
    const char c = letter(p);
    return c == ' ' || c == '~' ? error_of(err::map_sea) : error_of(err::map_letter, {"letter", std::string(1, c)});
  }

  Status check_in_grid(int line, const std::string& item, Pos p) {
    if (in_grid(p)) return {};
    return reject(line, item, error_of(err::map_outside, {"at", pos_text(p)}, {"cols", map_.cols}, {"rows", map_.rows}));
  }

  // The square must carry the role's letter, and no other item may claim it in that role.
  Status claim(int line, const std::string& item, Pos p, Role role) {
    if (Status s = check_in_grid(line, item, p); !s) return s;
    const char need = kRoleLetter[role];
    if (letter(p) != need && !(role == kTown && letter(p) == 'f'))
      return reject(line, item, error_of(err::map_claim_letter, {"at", pos_text(p)}, {"why_letter", letter_words(p)},
                                             {"why_role", error_of(kRoleSquare[role])}, {"need", std::string(1, need)}));
    Claim& c = claims_[static_cast<std::size_t>(((p.y - 1) * map_.cols + p.x - 1) * kRoles + role)];
    if (c.line)
      return reject(line, item, error_of(err::map_claimed, {"at", pos_text(p)}, {"other", c.item}, {"first", c.line}));
    c = Claim{line, item};
    return {};
  }

  // Does the item of line `line` (one item per line) claim square p in `role`? O(1), so checks
  // over big cities and islands stay linear.
  bool claimed_by(int line, Pos p, Role role) const {
    return in_grid(p) && claims_[cell_index(p) * kRoles + role].line == line;
  }

  Status check_places() {
    for (std::size_t i = 0; i < map_.starts.size(); ++i)
      if (Status s = claim(start_lines_[i], "start " + map_.starts[i].name, map_.starts[i].square, kStart); !s) return s;
    for (std::size_t i = 0; i < map_.towns.size(); ++i)
      if (Status s = claim(town_lines_[i], "town " + map_.towns[i].name, map_.towns[i].square, kTown); !s) return s;
    return {};
  }

  // M14: every outer edge of every large-city square is printed, no inner edge is, and coast
  // only where no square continues.
  Status check_cities() {
    std::vector<std::uint8_t> printed(static_cast<std::size_t>(map_.cols * map_.rows), 0);  // bit s: side s printed
    const auto at = [&](Pos p) -> std::uint8_t& { return printed[static_cast<std::size_t>((p.y - 1) * map_.cols + p.x - 1)]; };
    for (std::size_t i = 0; i < map_.cities.size(); ++i) {
      const LargeCity& c = map_.cities[i];
      const std::string item = "city " + c.name;
      const int line = city_lines_[i];
      for (Pos p : c.squares)
        if (Status s = claim(line, item, p, kCity); !s) return s;
      for (const MapEdge& e : c.edges) {
        const Pos q = adjacent(e.square, e.side);
        const std::string edge = pos_text(e.square) + " " + std::string(kSides[e.side]);
        if (claimed_by(line, q, kCity))
          return reject(line, item, error_of(err::map_inner_edge, {"edge", edge}, {"at", pos_text(q)}));
        at(e.square) |= static_cast<std::uint8_t>(1 << e.side);
        if (e.print == EdgePrint::Coast && map_.is_placeable(q))
          return reject(line, item, error_of(err::map_coast_faces, {"edge", edge}, {"at", pos_text(q)}));
      }
      for (Pos p : c.squares)
        for (int side = 0; side < 4; ++side)
          if (!claimed_by(line, adjacent(p, side), kCity) && !(at(p) >> side & 1))
            return reject(line, item, error_of(err::map_no_print, {"at", pos_text(p)}, {"side", kSides[side]}));
    }
    return {};
  }

  // M20: a harbour on the mainland, a landing square on the island, sea around the island.
  Status check_islands() {
    for (std::size_t i = 0; i < map_.islands.size(); ++i) {
      const Island& island = map_.islands[i];
      const std::string item = "island " + island.name;
      const int line = island_lines_[i];
      for (Pos p : island.squares)
        if (Status s = claim(line, item, p, kIsland); !s) return s;
      if (Status s = claim(line, item, island.harbour, kHarbour); !s) return s;
      if (!claimed_by(line, island.landing, kIsland))
        return reject(line, item, error_of(err::map_landing, {"at", pos_text(island.landing)}));
      for (Pos p : island.squares)
        for (int side = 0; side < 4; ++side) {
          const Pos q = adjacent(p, side);
          if (map_.kind(q) != SquareKind::None && !claimed_by(line, q, kIsland))
            return reject(line, item, error_of(err::map_island_touches, {"at", pos_text(p)}, {"other", pos_text(q)}));
        }
    }
    return {};
  }

  // Every S, L, t, f and i on the grid is named by exactly one item of its kind.
  Status check_unclaimed() {
    for (int y = 1; y <= map_.rows; ++y)
      for (int x = 1; x <= map_.cols; ++x)
        for (int role = 0; role < kRoles; ++role) {
          const std::size_t at = static_cast<std::size_t>(((y - 1) * map_.cols + x - 1) * kRoles + role);
          if (letter(Pos{x, y}) == kRoleLetter[role] && !claims_[at].line)
            return reject(grid_lines_[y - 1], "grid " + pos_text(Pos{x, y}), error_of(kUnnamed[role]));
        }
    return {};
  }

  std::size_t cell_index(Pos p) const { return static_cast<std::size_t>((p.y - 1) * map_.cols + p.x - 1); }

  Status check_arms() {
    std::vector<int> given(static_cast<std::size_t>(map_.cols * map_.rows), 0);  // square -> line of its arms
    for (std::size_t i = 0; i < map_.arms.size(); ++i) {
      const Pos p = map_.arms[i].first;
      const std::string item = "arms " + pos_text(p);
      if (Status s = check_in_grid(arms_lines_[i], item, p); !s) return s;
      if (!map_.is_placeable(p))
        return reject(arms_lines_[i], item,
                    error_of(err::map_arms_square, {"at", pos_text(p)}, {"why_letter", letter_words(p)}));
      if (int& first = given[cell_index(p)]; first)
        return reject(arms_lines_[i], item, error_of(err::map_again, {"first", first}));
      else
        first = arms_lines_[i];
    }
    return {};
  }

  Status check_bands() {
    for (std::size_t i = 0; i < map_.bands.size(); ++i) {
      const ColourBand& b = map_.bands[i];
      const std::string item = "band " + b.colour;
      if (b.first_row < 1 || b.last_row > map_.rows)
        return reject(band_lines_[i], item, error_of(err::map_band_rows, {"rows", map_.rows}));
      for (std::size_t j = 0; j < i; ++j) {
        const ColourBand& o = map_.bands[j];
        const auto rows = [](const ColourBand& c) { return std::to_string(c.first_row) + "-" + std::to_string(c.last_row); };
        if (o.colour == b.colour)
          return reject(band_lines_[i], item, error_of(err::map_again, {"first", band_lines_[j]}));
        if (b.first_row <= o.last_row && o.first_row <= b.last_row)
          return reject(band_lines_[i], item, error_of(err::map_band_overlap, {"band", rows(b)}, {"colour", o.colour}, {"other", rows(o)}));
      }
    }
    return {};
  }

  // M16: a printed border feature sits on a placeable square, on a side that faces no square.
  Status check_borders() {
    std::vector<int> given(static_cast<std::size_t>(map_.cols * map_.rows * 4), 0);  // square, side -> line
    for (std::size_t i = 0; i < map_.borders.size(); ++i) {
      const MapEdge& e = map_.borders[i];
      const std::string item = "border " + pos_text(e.square) + " " + std::string(kSides[e.side]);
      if (Status s = check_in_grid(border_lines_[i], item, e.square); !s) return s;
      if (!map_.is_placeable(e.square))
        return reject(border_lines_[i], item, error_of(err::map_border_square, {"at", pos_text(e.square)}));
      if (map_.kind(adjacent(e.square, e.side)) != SquareKind::None)
        return reject(border_lines_[i], item, error_of(err::map_border_faces, {"at", pos_text(adjacent(e.square, e.side))}));
      if (int& first = given[cell_index(e.square) * 4 + static_cast<std::size_t>(e.side)]; first)
        return reject(border_lines_[i], item, error_of(err::map_again, {"first", first}));
      else
        first = border_lines_[i];
    }
    return {};
  }

  Status check_counts() {
    const int squares = map_.count_placeable();
    if (map_.recommended_tiles > squares)
      return reject(header_[3], kHeader[3], error_of(err::map_tiles_max, {"n", squares}));
    if (map_.starts_used > static_cast<int>(map_.starts.size()))
      return reject(header_[4], kHeader[4], error_of(err::map_starts_max, {"n", map_.starts.size()}));
    return {};
  }

  std::string_view source_;
  MapDef& map_;
  int header_[6] = {};
  std::vector<int> grid_lines_, start_lines_, town_lines_, city_lines_, island_lines_, arms_lines_, band_lines_, border_lines_;
  std::map<std::string, int> names_;  // item name -> its line
  std::vector<Claim> claims_;
};

}  // namespace

Status parse_map(std::string_view text, std::string_view source, MapDef& out) {
  MapDef map;
  Parser parser(source, map);
  if (Status s = parser.read(text); !s) return s;
  if (Status s = parser.check(); !s) return s;
  out = std::move(map);
  return {};
}

}  // namespace carc
