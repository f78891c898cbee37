// The headless command line `carc`: shared option parsing and the commands.
#pragma once

#include <string>
#include <vector>

#include "engine/game/game.h"
#include "engine/setup/library.h"

namespace carc::cli {

struct Args {
  std::vector<std::string> words;  // positional
  std::vector<std::pair<std::string, std::string>> options;  // --name value / --flag ""
  bool has(const std::string& name) const;
  std::string get(const std::string& name, const std::string& fallback) const;
  // A whole-number option (`fallback` when absent); an error naming the option when it is not one.
  Status number(const std::string& name, long long fallback, long long& out) const;
};

// A game of `players` players from --map, --chips, --tiles, --rules and --options; the reason
// when the set-up is refused.
Status make_game(const Args& args, const Library& library, int players, Game& game);
// The arena's --games (default 100, at least 1) and --seed (default 1).
Status read_games_and_seed(const Args& args, long long& games, long long& seed);

int run_replay(const Args& args, const Library& library);
int run_selfplay(const Args& args, const Library& library);
int run_bench(const Args& args, const Library& library);
int run_perft(const Args& args, const Library& library);
int run_arena(const Args& args, const Library& library);  // with --seats: run_free_for_all
int run_free_for_all(const Args& args, const Library& library);
// `wiki-lists [--out FILE]`: the extension's GameLists.php (cli/wiki_lists.h), to FILE or stdout.
int run_wiki_lists(const Args& args, const std::string& assets_dir);
// Search iterations per second from a fixed mid-game position (classic table, 2 players).
double mcts_iterations_per_s(const Library& library, int iterations);

}  // namespace carc::cli
