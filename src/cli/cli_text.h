// What `carc` writes that tests check without running it: the usage text (`carc --help`,
// `carc help COMMAND`), `replay --json`'s object and the error line of a record file. Header only,
// so that the doctest binary, which does not link the CLI, reads the same code.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/game/game.h"
#include "util/json.h"

namespace carc::cli {

// One command's lines of the usage text.
struct CommandUsage {
  std::string_view name;
  std::string_view text;
};

inline constexpr CommandUsage kCommands[] = {
    {"replay", "  replay FILE [--json]                      replay a game record, print the scores\n"},
    {"selfplay",
     "  selfplay [--games N] [--seed S] [--players K] [--map M] [--chips on] [--tiles SETS] [--rules R]\n"
     "                                            play random games, print a signature\n"},
    {"bench",
     "  bench [--json] [--games N] [--iterations N]  random games per second (classic, Taiwan and\n"
     "                                            Iberia with chips), placement listing time, AI search\n"
     "                                            iterations per second, signature\n"},
    {"perft",
     "  perft RECORD DEPTH [--divide]             count the legal move sequences of DEPTH moves from the\n"
     "                                            position RECORD reaches (--divide: per first move)\n"},
    {"arena",
     "  arena [--a SPEC] [--b SPEC] [--games N] [--seed S] [--players K] [--map M] [--chips on]\n"
     "        [--tiles SETS] [--rules R] [--options NAME=VALUE,...] [--json]\n"
     "                                            seat-swapped games between two computer players\n"
     "                                            (SPEC: random, easy, greedy, medium, hard, mcts:N,\n"
     "                                            mcts:N:playout=K|end, ms:T); wins, Wilson 95%\n"
     "                                            interval of A's win rate, what A did\n"
     "  arena --seats SPEC,SPEC,SPEC[,...] [--games N] [--seed S] [--map M] [--chips on] [...] [--json]\n"
     "                                            a free-for-all of 3 to 6 seats, each its own\n"
     "                                            player; game i deals seed S*1000003+i/k and rotates\n"
     "                                            the seating by i mod k (k seats); per seat and per\n"
     "                                            level: first places (k tied for first: 1/k each),\n"
     "                                            Wilson 95% interval of the first-place rate, mean\n"
     "                                            score, mean rank (ties share their places' mean),\n"
     "                                            ms per decision\n"},
    {"wiki-lists",
     "  wiki-lists [--out FILE]                   the MediaWiki extension's lists (maps, tile sets, rules,\n"
     "                                            switches, examples) as PHP, from the expansions'\n"
     "                                            descriptors (to FILE or stdout)\n"},
    {"version", "  version                                   print the engine version and the AI search's revision\n"},
    {"help", "  help [COMMAND]                            this text, or one command's lines (also --help)\n"},
};

// The usage of every command, or of `command` alone ("" when there is no such command).
inline std::string usage_text(std::string_view command = {}) {
  std::string out = "usage: carc COMMAND [options]\n";
  bool found = command.empty();
  for (const CommandUsage& c : kCommands) {
    if (!command.empty() && c.name != command) continue;
    out += c.text;
    found = true;
  }
  if (!found) return "";
  return out + "options for every command: --assets DIR (default: $CARC_ASSETS or the nearest assets/)\n";
}

// A request for help: `carc --help`, `carc -h`, `carc help [COMMAND]`, `carc COMMAND --help`.
// Returns false when `words` (the arguments after `carc`) ask for something else; else fills
// `text` with what to print and `exit_code` (0, or 2 for help on an unknown command).
inline bool help_request(const std::vector<std::string>& words, std::string& text, int& exit_code) {
  const auto is_help = [](const std::string& w) { return w == "--help" || w == "-h" || w == "help"; };
  if (words.empty()) return false;
  std::string command;
  if (is_help(words[0])) {
    if (words.size() > 2) return false;
    command = words.size() == 2 ? words[1] : "";
  } else {
    bool asked = false;
    for (std::size_t i = 1; i < words.size(); ++i) asked = asked || words[i] == "--help" || words[i] == "-h";
    if (!asked) return false;
    command = words[0];
  }
  text = usage_text(command);
  exit_code = 0;
  if (text.empty()) {
    text = "carc: no command '" + command + "'\n" + usage_text();
    exit_code = 2;
  }
  return true;
}

// A record file's error as `carc` prints it: "FILE:LINE: the line: why" (the engine alone,
// without a file name, writes "line LINE: …").
inline std::string file_error(const std::string& path, Error where) {
  where.input = path;
  return where.message();
}

// `replay --json`: scores, categories, phase, tiles left and every scoring event. A feature's
// event names the feature, its tiles (a field: cities) and a square of it; a goods award (T4)
// names the kind of goods, the tokens that won it and its player, and has no square.
inline std::string replay_json(const Game& game, const std::vector<Event>& events) {
  static constexpr std::string_view kGoods[3] = {"wine", "grain", "cloth"};
  json::Writer w;
  w.begin_object().key("scores").begin_object();
  for (int p = 0; p < game.player_count(); ++p) w.key(game.player(p).name).value(game.player(p).score);
  w.end_object().key("categories").begin_object();
  for (int p = 0; p < game.player_count(); ++p) {
    w.key(game.player(p).name).begin_object();
    for (int c = 0; c < kCategories; ++c) w.key(category_name(Category(c))).value(game.player(p).by_category[c]);
    w.end_object();
  }
  w.end_object().key("phase").value(phase_name(game.phase())).key("tiles_left").value(game.tiles_left());
  w.key("events").begin_array();
  for (const Event& e : events) {
    if (e.kind != EventKind::FeatureScored) continue;
    const auto players = [&] {
      w.key("players").begin_array();
      for (int p = 0; p < game.player_count(); ++p)
        if (e.winners >> p & 1) w.value(game.player(p).name);
      w.end_array();
    };
    if (e.category == Category::Goods) {
      int good = 0;
      while (good < 2 && e.goods[good] == 0) ++good;
      w.begin_object().key("feature").value("goods").key("good").value(kGoods[good]);
      w.key("tokens").value(e.goods[good]).key("final").value(e.final_scoring).key("points").value(e.points);
      players();
      w.end_object();
      continue;
    }
    w.begin_object().key("feature").value(feature_name(e.feature));
    w.key("complete").value(e.complete).key("final").value(e.final_scoring);
    w.key(e.feature == FeatureKind::Field ? "cities" : "tiles").value(e.tiles);
    w.key("pennants").value(e.pennants).key("points").value(e.points);
    players();
    w.key("at").begin_array().value(e.pos.x).value(e.pos.y).end_array().end_object();
  }
  w.end_array().end_object();
  return w.take();
}

}  // namespace carc::cli
