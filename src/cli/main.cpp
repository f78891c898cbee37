// `carc`: replay a record, play random games, pit computer players against each other,
// benchmark the engine.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli/cli.h"
#include "data/assets.h"
#include "engine/version.h"

namespace {

constexpr const char* kUsage =
    "usage: carc COMMAND [options]\n"
    "  replay FILE [--json]                      replay a game record, print the scores\n"
    "  selfplay [--games N] [--seed S] [--players K] [--map M] [--chips on] [--tiles SETS] [--rules R]\n"
    "                                            play random games, print a signature\n"
    "  bench [--json] [--games N] [--iterations N]  random games per second (classic, Taiwan and\n"
    "                                            Iberia with chips), placement listing time, AI search\n"
    "                                            iterations per second, signature\n"
    "  perft RECORD DEPTH [--divide]             count the legal move sequences of DEPTH moves from the\n"
    "                                            position RECORD reaches (--divide: per first move)\n"
    "  arena [--a SPEC] [--b SPEC] [--games N] [--seed S] [--players K] [--map M] [--chips on]\n"
    "        [--tiles SETS] [--rules R] [--options NAME=VALUE,...] [--json]\n"
    "                                            seat-swapped games between two computer players\n"
    "                                            (SPEC: random, easy, medium, hard, mcts:N); wins,\n"
    "                                            Wilson 95% interval of A's win rate, what A did\n"
    "  version                                   print the engine version\n"
    "options for every command: --assets DIR (default: $CARC_ASSETS or the nearest assets/)\n";

bool parse_args(int argc, char** argv, carc::cli::Args& args) {
  for (int i = 2; i < argc; ++i) {
    std::string w = argv[i];
    if (w.rfind("--", 0) == 0) {
      const bool flag = w == "--json" || w == "--divide";
      if (!flag && i + 1 >= argc) {
        std::fprintf(stderr, "carc: option %s needs a value\n", w.c_str());
        return false;
      }
      args.options.emplace_back(w.substr(2), flag ? "" : argv[++i]);
    } else {
      args.words.push_back(w);
    }
  }
  return true;
}

std::string directory_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  const std::string command = argv[1];
  if (command == "version") {
    std::printf("carc %s\n", carc::kEngineVersion);
    return 0;
  }
  carc::cli::Args args;
  if (!parse_args(argc, argv, args)) return 2;
  std::string assets = args.get("assets", "");
  if (assets.empty()) assets = carc::data::find_assets(".");
  if (assets.empty()) assets = carc::data::find_assets(directory_of(argv[0]));
  carc::Library library;
  const carc::Status loaded = assets.empty() ? carc::failure("no assets folder found (use --assets DIR)")
                                             : carc::data::load_library(assets, library);
  if (!loaded) {
    std::fprintf(stderr, "carc: %s\n", loaded.message().c_str());
    return 1;
  }
  if (command == "replay") return carc::cli::run_replay(args, library);
  if (command == "selfplay") return carc::cli::run_selfplay(args, library);
  if (command == "bench") return carc::cli::run_bench(args, library);
  if (command == "perft") return carc::cli::run_perft(args, library);
  if (command == "arena") return carc::cli::run_arena(args, library);
  std::fputs(kUsage, stderr);
  return 2;
}
