// Record header lines (docs/records.md): parsing them into a Setup
// and writing a game's set-up back, start tiles and chips included.
#include <climits>

#include "engine/base/limits.h"
#include "engine/setup/seat_spec.h"
#include "engine/base/sha256.h"
#include "engine/record/record_text.h"
#include "engine/expansions/expansions.h"
#include "engine/base/text.h"

namespace carc::record {
namespace {

// `option NAME VALUE`: the rule switches (docs/rules.md, switches.cpp).
Status parse_option(std::string_view name, std::string_view value, Setup& setup) {
  const RuleSwitch* rule = find_rule_switch(name);
  if (rule == nullptr) {
    std::string known;
    for (const RuleSwitch& r : rule_switches()) known += (known.empty() ? "" : ", ") + std::string(r.name);
    return failure(err::unknown_option, {"name", name}, {"known", known});
  }
  if (value != rule->on && value != rule->off)
    return failure(err::option_values, {"name", name}, {"on", rule->on}, {"off", rule->off});
  rule->set(setup, value == rule->on);
  return {};
}

// `tiles SET,SET` (Game::create rejects a set named twice, blamed on this line).
Status parse_tile_sets(std::string_view list, Setup& setup) {
  setup.tiles.clear();
  for (auto name : split(list, ',')) setup.tiles.emplace_back(name);
  return {};
}

// `rules ID,ID` (or `rules none`).
Status parse_rule_sets(std::string_view list, Setup& setup) {
  for (const RuleSetInfo& r : rule_sets()) setup.rules.*r.flag = false;
  for (auto id : split(list, ',')) {
    if (id == "none") continue;
    const RuleSetInfo* known = find_rule_set(id);
    if (known == nullptr) {
      std::string ids;
      for (const RuleSetInfo& r : rule_sets()) ids += (ids.empty() ? "" : ", ") + std::string(r.id);
      return failure(err::unknown_rules, {"id", id}, {"known", ids});
    }
    setup.rules.*known->flag = true;
  }
  return {};
}

// `chip COLOUR VALUE X,Y`, or `chip hidden X,Y` in a fair-draw game
Status parse_chip(const std::vector<std::string_view>& w, Setup& setup) {
  if (setup.chip_spots.size() >= static_cast<std::size_t>(kChipCount))
    return failure(err::chip_lines, {"n", kChipCount});
  ChipSetup c;
  c.colour = -1;
  if (w.size() == 3 && w[1] == "hidden") {  // fair draw: which chip lies here is drawn when collected
    if (!parse_pos(w[2], c.pos)) return failure(err::not_square, {"value", w[2]});
    setup.chip_spots.push_back(c);
    return {};
  }
  for (int i = 0; i < 3; ++i)
    if (chip_colour_name(i) == w[1]) c.colour = i;
  if (c.colour < 0) return failure(err::chip_colour);
  if (w[2] != "1" && w[2] != "2") return failure(err::chip_value);
  c.value = w[2] == "1" ? 1 : 2;
  if (!parse_pos(w[3], c.pos)) return failure(err::not_square, {"value", w[3]});
  setup.chip_spots.push_back(c);
  return {};
}

// `commit NAME HEX`: a seat's commitment to its chain (docs/fair-draw.md); the name is checked
// against the players by Game::create, since header lines come in any order.
Status parse_commit(const std::vector<std::string_view>& w, Setup& setup) {
  Digest d{};
  if (!parse_hex_digest(w[2], d)) return failure(err::fair_commit_hex, {"value", w[2]});
  setup.commits.emplace_back(std::string(w[1]), hex_text(d));
  return {};
}

// `start TILE X,Y rROT`
Status parse_start(const std::vector<std::string_view>& w, Setup& setup) {
  if (setup.starts.size() >= static_cast<std::size_t>(kMaxStartTiles))
    return failure(err::start_lines, {"n", kMaxStartTiles});
  StartTile s;
  s.tile = std::string(w[1]);
  if (!parse_pos(w[2], s.pos)) return failure(err::not_square, {"value", w[2]});
  if (!parse_rot(w[3], s.rot)) return failure(err::not_rotation, {"value", w[3]});
  setup.starts.push_back(s);
  return {};
}

// `seed N`, `followers N`, `tilecount N`: a whole number in [low, high].
// `why` says so when it is not (error.seed_number: no upper bound; the others name both).
Status parse_count(ErrorKey why, std::string_view text, long long low, long long high, long long& out) {
  if (parse_whole(text, out) && out >= low && out <= high) return {};
  if (high == LLONG_MAX) return failure(why, {"low", low});
  return failure(why, {"low", low}, {"high", high});
}

// `players Ana Ben:hard Cyril:mcts:200`: each word a name, and after its first ':' the computer
// level of that seat. All or nothing: `setup` changes only when every word is good.
Status parse_players(const std::vector<std::string_view>& w, Setup& setup) {
  std::vector<std::string> names;
  std::vector<std::optional<SeatSpec>> levels;
  for (std::size_t i = 1; i < w.size(); ++i) {
    const std::string_view word = w[i];
    const std::size_t colon = word.find(':');
    if (colon == 0) return failure(err::player_no_name, {"word", word});
    std::optional<SeatSpec> level;
    if (colon != std::string_view::npos) {
      level.emplace();
      if (Status why = parse_seat_spec(word.substr(colon + 1), *level); !why)
        return failure(err::player_seat, {"name", word}, {"why", why.error()});
    }
    names.emplace_back(word.substr(0, colon));
    levels.push_back(level);
  }
  setup.players = std::move(names);
  setup.levels = std::move(levels);
  return {};
}

}  // namespace

bool parse_pos(std::string_view s, Pos& out) {
  const auto comma = s.find(',');
  long long x = 0, y = 0;
  if (comma == std::string_view::npos || !parse_whole(s.substr(0, comma), x) || !parse_whole(s.substr(comma + 1), y) ||
      x < -10000 || x > 10000 || y < -10000 || y > 10000)
    return false;
  out = Pos{static_cast<int>(x), static_cast<int>(y)};
  return true;
}

Status parse_spot(std::span<const std::string_view> w, std::size_t i, Pos& pos, Slot& slot) {
  if (i + 1 >= w.size() || !parse_pos(w[i], pos)) return failure(err::square_after, {"word", w[i - 1]});
  if (!parse_slot(w[i + 1], slot)) return failure(err::not_slot, {"value", w[i + 1]});
  return {};
}

bool parse_rot(std::string_view s, int& out) {
  if (s == "r0") out = 0;
  else if (s == "r90") out = 1;
  else if (s == "r180") out = 2;
  else if (s == "r270") out = 3;
  else return false;
  return true;
}

std::string rot_text(int r) { return "r" + std::to_string(90 * r); }

bool is_header_word(std::string_view w) {
  for (auto h : {"game", "players", "map", "tiles", "rules", "chips", "seed", "order", "start", "followers", "tilecount",
                 "option", "chip", "draw", "commit"})
    if (w == h) return true;
  return false;
}

// One header line into `setup`.
Status parse_header_line(const std::vector<std::string_view>& w, Setup& setup) {
  const std::string_view key = w[0];
  // Values each header word takes (`players` takes any number).
  const std::size_t values = key == "option" || key == "commit" ? 2 : key == "chip" || key == "start" ? 3 : 1;
  const bool hidden_chip = key == "chip" && w.size() == 3 && w[1] == "hidden";
  if (key != "players" && w.size() != values + 1 && !hidden_chip)
    return failure(err::values, {"key", key}, {"n", values});
  long long n = 0;
  if (key == "game") return w[1] == "1" ? Status() : failure(err::version);
  if (key == "players") return parse_players(w, setup);
  if (key == "map") {
    if (w[1].find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string_view::npos)
      return failure(err::map_word);
    setup.map = std::string(w[1]);
    return {};
  }
  if (key == "tiles") return parse_tile_sets(w[1], setup);
  if (key == "rules") return parse_rule_sets(w[1], setup);
  if (key == "chips") {
    if (w[1] != "on" && w[1] != "off") return failure(err::chips_word);
    setup.chips = w[1] == "on";
    return {};
  }
  if (key == "seed") {
    if (Status s = parse_count(err::seed_number, w[1], 0, LLONG_MAX, n); !s) return s;
    setup.seed = static_cast<std::uint64_t>(n);
    return {};
  }
  if (key == "followers") {
    if (Status s = parse_count(err::followers_number, w[1], 1, kMaxFollowers, n); !s) return s;
    setup.followers = static_cast<int>(n);
    return {};
  }
  if (key == "tilecount") {
    if (Status s = parse_count(err::tilecount_number, w[1], 1, kMaxTileCount, n); !s) return s;
    setup.tile_count = static_cast<int>(n);
    return {};
  }
  if (key == "option") return parse_option(w[1], w[2], setup);
  if (key == "chip") return parse_chip(w, setup);
  if (key == "commit") return parse_commit(w, setup);
  if (key == "draw") {
    if (w[1] != "commit-reveal" && w[1] != "seed") return failure(err::fair_draw_word);
    setup.fair_draw = w[1] == "commit-reveal";
    return {};
  }
  if (key == "order") {
    if (w[1] != "free") return failure(err::order_word);
    setup.free_order = true;
    return {};
  }
  return parse_start(w, setup);
}

std::string write_header(const Game& g) {
  const Setup& s = g.setup();
  std::string out = "game 1\nplayers";
  for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
    const std::optional<SeatSpec>& level = seat_level(s, p);
    out += " " + s.players[static_cast<std::size_t>(p)] + (level ? ":" + seat_spec_name(*level) : std::string());
  }
  out += "\n";
  if (s.map != "classic") out += "map " + s.map + "\n";
  std::string sets;
  for (const auto& t : s.tiles) sets += (sets.empty() ? "" : ",") + t;
  if (sets != "base") out += "tiles " + sets + "\n";
  std::string rules;
  for (const RuleSetInfo& r : rule_sets())
    if (s.rules.*r.flag) rules += (rules.empty() ? "" : ",") + std::string(r.id);
  if (!rules.empty()) out += "rules " + rules + "\n";
  if (s.chips) out += "chips on\n";
  out += "seed " + std::to_string(s.seed) + "\n";
  if (s.free_order) out += "order free\n";
  if (s.fair_draw) out += "draw commit-reveal\n";
  for (const auto& [name, hex] : s.commits) out += "commit " + name + " " + hex + "\n";
  if (s.followers > 0) out += "followers " + std::to_string(s.followers) + "\n";
  if (s.tile_count > 0) out += "tilecount " + std::to_string(s.tile_count) + "\n";
  for (const RuleSwitch& r : rule_switches()) out += option_line(r, s);
  const auto& placed = g.placed();
  for (int i = g.first_start(); i < g.first_start() + g.start_count(); ++i)
    out += "start " + g.catalogue().def(placed[i].type).id + " " + pos_text(placed[i].pos) + " " + rot_text(placed[i].rot) + "\n";
  for (const ChipSpot& c : g.dealt_chips())
    if (s.fair_draw) out += "chip hidden " + pos_text(c.square) + "\n";  // drawn when collected
    else out += "chip " + std::string(chip_colour_name(chip_colour(c.chip))) + " " + std::to_string(chip_value(c.chip)) + " " + pos_text(c.square) + "\n";
  return out;
}

Status Header::read(int number, const std::vector<std::string_view>& words) {
  if (!game_line && words[0] != "game") return failure(err::record_start);
  if (!is_header_word(words[0])) return failure(err::not_header);
  if (Status s = parse_header_line(words, setup); !s) return s;
  if (words[0] == "game") game_line = game_line ? game_line : number;
  if (words[0] == "start") start_lines.push_back(number);
  if (words[0] == "chip") chip_lines.push_back(number);
  if (words[0] == "commit") commit_lines.push_back(number);
  keys.emplace_back(words[0], number);
  return {};
}

int Header::line_of(std::string_view key) const {
  for (auto it = keys.rbegin(); it != keys.rend(); ++it)
    if (it->first == key) return it->second;
  return 0;
}

namespace {

// The header words a set-up error is about, by its key (Game::create and what it calls), the
// first one the record has taking the blame. A key not listed here is blamed on `game 1`.
struct About {
  ErrorKey key;
  const char* words[2];
};
constexpr About kAbout[] = {
    {err::player_count, {"players"}},           {err::seat_levels, {"players"}},
    {err::player_word, {"players"}},            {err::player_seat, {"players"}},
    {err::player_utf8, {"players"}},            {err::player_twice, {"players"}},
    {err::player_character, {"players"}},
    {err::map_not_loaded, {"map"}},             {err::chips_need_map, {"chips", "map"}},
    {err::chip_lines_need_chips, {"chips", "chip"}}, {err::no_chip_deal, {"chips"}},
    {err::tile_count_negative, {"tilecount"}},  {err::tile_count_too_big, {"tilecount"}},
    {err::unknown_tile_set, {"tiles"}},         {err::tile_set_not_loaded, {"tiles"}},
    {err::tile_set_twice, {"tiles"}},           {err::winter_base, {"tiles"}},
    {err::tiles_in_play, {"tiles", "start"}},   {err::start_no_tile, {"tiles"}},
    {err::followers_range, {"followers"}},      {err::start_count_chips, {"start"}},
    {err::start_tile_unknown, {"start"}},       {err::start_square_taken, {"start"}},
    {err::start_rotation, {"start"}},           {err::start_tile_mismatch, {"start"}},
    {err::start_no_rotation, {"start"}},        {err::start_edges, {"start"}},
    {err::start_not_start, {"start"}},          {err::start_twice, {"start"}},
    {err::chip_left, {"chip"}},                 {err::chip_square, {"chip"}},
    {err::fair_commit_player, {"commit"}},      {err::fair_commit_twice, {"commit"}},
    {err::fair_commit_without_draw, {"commit"}}, {err::fair_hidden_chip, {"chip"}},
};

// The text argument `name` of `e` (a square, a tile id), or "".
std::string_view text_arg(const Error& e, std::string_view name) {
  const ErrorArg* a = e.arg(name);
  return a != nullptr && a->kind == ErrorArg::Kind::Text ? std::string_view(a->text) : std::string_view();
}

}  // namespace

int Header::blame(const Error& why) const {
  const std::string_view at = text_arg(why, "at"), tile = text_arg(why, "tile");
  for (const About& about : kAbout) {
    if (about.key != why.key) continue;
    const std::string_view word = about.words[0];
    if (word == "start")
      for (std::size_t i = start_lines.size(); i-- > 0;)
        if ((!at.empty() && pos_text(setup.starts[i].pos) == at) || (at.empty() && !tile.empty() && setup.starts[i].tile == tile))
          return start_lines[i];
    if (word == "chip")
      for (std::size_t i = chip_lines.size(); i-- > 0;)
        if (!at.empty() && pos_text(setup.chip_spots[i].pos) == at) return chip_lines[i];
    if (word == "commit")  // the last commit line of the seat the error names
      for (std::size_t i = commit_lines.size(); i-- > 0;)
        if (setup.commits[i].first == text_arg(why, "name")) return commit_lines[i];
    for (const char* key : about.words)
      if (key != nullptr && line_of(key)) return line_of(key);
  }
  return game_line;
}

}  // namespace carc::record

namespace carc {

Status check_computer_level(std::string_view text) {
  SeatSpec spec;
  return parse_seat_spec(text, spec);
}

bool is_computer_level(std::string_view text) { return check_computer_level(text).ok(); }

}  // namespace carc
