// Record header lines (docs/records.md): parsing them into a Setup
// and writing a game's set-up back, start tiles and chips included.
#include <charconv>

#include "engine/record_text.h"
#include "engine/switches.h"
#include "engine/text.h"

namespace carc::record {
namespace {

bool parse_number(std::string_view s, long long& out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// `option NAME VALUE`: the rule switches (docs/rules.md, switches.cpp).
bool parse_option(std::string_view name, std::string_view value, Setup& setup, std::string& error) {
  const RuleSwitch* rule = find_rule_switch(name);
  if (rule == nullptr) {
    std::string known;
    for (const RuleSwitch& r : rule_switches()) known += (known.empty() ? "" : ", ") + std::string(r.name);
    return fail(error, "unknown option '" + std::string(name) + "' (" + known + ")");
  }
  if (value != rule->on && value != rule->off)
    return fail(error, "option " + std::string(name) + " is " + std::string(rule->on) + " or " + std::string(rule->off));
  rule->set(setup, value == rule->on);
  return true;
}

}  // namespace

bool parse_pos(std::string_view s, Pos& out) {
  const auto comma = s.find(',');
  long long x = 0, y = 0;
  if (comma == std::string_view::npos || !parse_number(s.substr(0, comma), x) || !parse_number(s.substr(comma + 1), y) ||
      x < -10000 || x > 10000 || y < -10000 || y > 10000)
    return false;
  out = Pos{static_cast<int>(x), static_cast<int>(y)};
  return true;
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
                 "option", "chip"})
    if (w == h) return true;
  return false;
}

// One header line into `setup`.
bool parse_header_line(const std::vector<std::string_view>& w, Setup& setup, std::string& error) {
  const std::string_view key = w[0];
  const auto want = [&](std::size_t n) {
    return w.size() == n ? true : fail(error, "'" + std::string(key) + "' takes " + std::to_string(n - 1) + " value(s)");
  };
  if (key == "game") return want(2) && (w[1] == "1" || fail(error, "only record format version 1 is known"));
  if (key == "players") {
    setup.players.assign(w.begin() + 1, w.end());
    return true;
  }
  if (key == "map") {
    if (!want(2)) return false;
    const bool id = !w[1].empty() && w[1].find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string_view::npos;
    if (!id) return fail(error, "map must be classic, taiwan, iberia or the id of another loaded map");
    setup.map = std::string(w[1]);
    return true;
  }
  if (key == "tiles") {
    if (!want(2)) return false;
    setup.tiles.clear();
    for (auto s : split(w[1], ',')) setup.tiles.emplace_back(s);
    return true;
  }
  if (key == "rules") {
    if (!want(2)) return false;
    for (const RuleSetInfo& r : rule_sets()) setup.rules.*r.flag = false;
    for (auto id : split(w[1], ',')) {
      if (id == "none") continue;
      const RuleSetInfo* known = find_rule_set(id);
      if (known == nullptr) {
        std::string ids;
        for (const RuleSetInfo& r : rule_sets()) ids += (ids.empty() ? "" : ", ") + std::string(r.id);
        return fail(error, "unknown rules '" + std::string(id) + "' (known: " + ids + ")");
      }
      setup.rules.*known->flag = true;
    }
    return true;
  }
  if (key == "chips") {
    if (!want(2)) return false;
    if (w[1] != "on" && w[1] != "off") return fail(error, "chips must be on or off");
    setup.chips = w[1] == "on";
    return true;
  }
  long long n = 0;
  if (key == "seed") {
    if (!want(2)) return false;
    if (!parse_number(w[1], n) || n < 0) return fail(error, "seed must be a whole number >= 0");
    setup.seed = static_cast<std::uint64_t>(n);
    return true;
  }
  if (key == "followers") {
    if (!want(2)) return false;
    if (!parse_number(w[1], n) || n < 1 || n > 30) return fail(error, "followers must be 1 to 30");
    setup.followers = static_cast<int>(n);
    return true;
  }
  if (key == "tilecount") {
    if (!want(2)) return false;
    if (!parse_number(w[1], n) || n < 1 || n > 1000) return fail(error, "tilecount must be 1 to 1000");
    setup.tile_count = static_cast<int>(n);
    return true;
  }
  if (key == "option") return want(3) && parse_option(w[1], w[2], setup, error);
  if (key == "chip") {  // chip COLOUR VALUE X,Y
    if (!want(4)) return false;
    ChipSetup c;
    c.colour = -1;
    for (int i = 0; i < 3; ++i)
      if (chip_colour_name(i) == w[1]) c.colour = i;
    if (c.colour < 0) return fail(error, "chip colour must be orange, blue or purple");
    if (w[2] != "1" && w[2] != "2") return fail(error, "a chip is worth 1 or 2");
    c.value = w[2] == "1" ? 1 : 2;
    if (!parse_pos(w[3], c.pos)) return fail(error, "'" + std::string(w[3]) + "' is not a square X,Y");
    setup.chip_spots.push_back(c);
    return true;
  }
  if (key == "order") {
    if (!want(2)) return false;
    if (w[1] != "free") return fail(error, "the only order is 'order free'");
    setup.free_order = true;
    return true;
  }
  // start TILE X,Y rROT
  if (!want(4)) return false;
  StartTile s;
  s.tile = std::string(w[1]);
  if (!parse_pos(w[2], s.pos)) return fail(error, "'" + std::string(w[2]) + "' is not a square X,Y");
  if (!parse_rot(w[3], s.rot)) return fail(error, "'" + std::string(w[3]) + "' is not a rotation (r0, r90, r180, r270)");
  setup.starts.push_back(s);
  return true;
}

std::string write_header(const Game& g) {
  const Setup& s = g.setup();
  std::string out = "game 1\nplayers";
  for (const auto& p : s.players) out += " " + p;
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
  if (s.followers > 0) out += "followers " + std::to_string(s.followers) + "\n";
  if (s.tile_count > 0) out += "tilecount " + std::to_string(s.tile_count) + "\n";
  for (const RuleSwitch& r : rule_switches()) out += option_line(r, s);
  const auto& placed = g.placed();
  for (int i = g.first_start(); i < g.first_start() + g.start_count(); ++i)
    out += "start " + g.catalogue().def(placed[i].type).id + " " + pos_text(placed[i].pos) + " " + rot_text(placed[i].rot) + "\n";
  for (const ChipSpot& c : g.dealt_chips())
    out += "chip " + std::string(chip_colour_name(chip_colour(c.chip))) + " " + std::to_string(chip_value(c.chip)) + " " + pos_text(c.square) + "\n";
  return out;
}

}  // namespace carc::record
