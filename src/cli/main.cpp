// `carc`: replay a record, play random games, pit computer players against each other,
// benchmark the engine, write the wiki extension's lists.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/search.h"
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "data/assets.h"
#include "engine/base/version.h"

namespace {

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
    std::fputs(carc::cli::usage_text().c_str(), stderr);
    return 2;
  }
  // `carc --help`, `carc help [COMMAND]`, `carc COMMAND --help`: the usage on stdout, exit 0.
  std::string help;
  int help_exit = 0;
  if (carc::cli::help_request(std::vector<std::string>(argv + 1, argv + argc), help, help_exit)) {
    std::fputs(help.c_str(), help_exit == 0 ? stdout : stderr);
    return help_exit;
  }
  const std::string command = argv[1];
  if (command == "version") {
    std::printf("carc %s\nsearch %d\n", carc::kEngineVersion, carc::ai::kSearchRevision);
    return 0;
  }
  carc::cli::Args args;
  if (!parse_args(argc, argv, args)) return 2;
  std::string assets = args.get("assets", "");
  if (assets.empty()) assets = carc::data::find_assets(".");
  if (assets.empty()) assets = carc::data::find_assets(directory_of(argv[0]));
  carc::Library library;
  const carc::Status loaded = assets.empty() ? carc::failure(carc::err::cli_no_assets)
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
  if (command == "wiki-lists") return carc::cli::run_wiki_lists(args, assets);
  std::fputs(carc::cli::usage_text().c_str(), stderr);
  return 2;
}
