// Option look-up for the CLI.

#include "cli/cli.h"
#include "engine/expansions/expansions.h"
#include "engine/base/text.h"

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

Status Args::number(const std::string& name, long long fallback, long long& out) const {
  if (!has(name)) {
    out = fallback;
    return {};
  }
  const std::string v = get(name, "");
  if (parse_whole(v, out) && out >= 0) return {};
  return failure(err::cli_number, {"name", name}, {"value", v});
}

// A game of `players` players from the command line's --map, --chips, --tiles, --rules and --options
// (NAME=VALUE,…, the record's `option` switches).
Status make_game(const Args& args, const Library& library, int players, Game& game) {
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back("P" + std::to_string(p + 1));
  setup.map = args.get("map", "classic");
  setup.chips = args.get("chips", "off") == "on";
  setup.tiles.clear();
  const std::string default_tiles = setup.map == "classic" ? "base" : "base,ic,tb";  // M1
  const std::string tiles = args.get("tiles", default_tiles), rules = args.get("rules", "none");
  for (auto s : split(tiles, ',')) setup.tiles.emplace_back(s);
  for (auto r : split(rules, ',')) {
    if (r == "none") continue;
    const RuleSetInfo* set = find_rule_set(r);
    if (!set) return failure(err::cli_rules, {"id", r});
    setup.rules.*(set->flag) = true;
  }
  const std::string options = args.get("options", "");
  for (auto o : split(options, ',')) {
    if (o.empty()) continue;
    const auto eq = o.find('=');
    const RuleSwitch* rule = eq == std::string_view::npos ? nullptr : find_rule_switch(o.substr(0, eq));
    const std::string_view value = eq == std::string_view::npos ? "" : o.substr(eq + 1);
    if (!rule || (value != rule->on && value != rule->off))
      return failure(err::cli_options, {"value", o});
    rule->set(setup, value == rule->on);
  }
  return Game::create(setup, library, game);
}

Status read_games_and_seed(const Args& args, long long& games, long long& seed) {
  Status ok = args.number("games", 100, games);
  if (ok) ok = args.number("seed", 1, seed);
  if (ok && games < 1) ok = failure(err::cli_games);
  return ok;
}

}  // namespace carc::cli
