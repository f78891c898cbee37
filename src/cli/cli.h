// The headless command line `carc`: shared option parsing and the commands.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/library.h"

namespace carc::cli {

struct Args {
  std::vector<std::string> words;  // positional
  std::vector<std::pair<std::string, std::string>> options;  // --name value / --flag ""
  bool has(const std::string& name) const;
  std::string get(const std::string& name, const std::string& fallback) const;
  // A whole-number option; false with a message when it is not one.
  bool number(const std::string& name, long long fallback, long long& out, std::string& error) const;
};

// A game of `players` players from --map, --chips, --tiles, --rules and --options; false with
// the reason when the set-up is refused.
bool make_game(const Args& args, const Library& library, int players, Game& game, std::string& error);

int run_replay(const Args& args, const Library& library);
int run_selfplay(const Args& args, const Library& library);
int run_bench(const Args& args, const Library& library);
int run_perft(const Args& args, const Library& library);
int run_arena(const Args& args, const Library& library);
// Search iterations per second from a fixed mid-game position (classic table, 2 players).
double mcts_iterations_per_s(const Library& library, int iterations);

}  // namespace carc::cli
