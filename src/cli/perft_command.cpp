// `carc perft RECORD DEPTH [--divide]`: counts the legal move sequences of DEPTH moves from the
// position a record reaches, as chess engines' perft does; --divide splits the count by first move.
#include <chrono>
#include <cinttypes>
#include <cstdio>

#include "cli/cli.h"
#include "data/assets.h"
#include "engine/record/notation.h"
#include "engine/base/text.h"
#include "engine/record/perft.h"

namespace carc::cli {

int run_perft(const Args& args, const Library& library) {
  int depth = -1;
  if (args.words.size() == 2) {
    if (!parse_whole(args.words[1], depth)) depth = -1;
  }
  if (depth < 0 || depth > 12) {
    std::fprintf(stderr, "carc perft: give a record file and a depth from 0 to 12\n");
    return 2;
  }
  std::string text;
  const std::string& path = args.words[0];
  Game game;
  Status loaded = data::read_file(path, text);
  if (loaded.ok()) loaded = load_record(text, library, game);
  if (!loaded.ok()) {
    std::fprintf(stderr, "carc perft: %s: %s\n", path.c_str(), loaded.message().c_str());
    return 1;
  }
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  std::vector<PerftBranch> branches;
  Status walked = args.has("divide") ? perft_divide(game, depth, branches) : perft(game, depth, total);
  if (!walked.ok()) {
    std::fprintf(stderr, "carc perft: %s: %s\n", path.c_str(), walked.message().c_str());
    return 1;
  }
  for (const PerftBranch& b : branches) {
    std::printf("%s: %" PRIu64 "\n", move_text(game, b.move).c_str(), b.count);
    total += b.count;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("perft %d: %" PRIu64 "\n", depth, total);
  std::fprintf(stderr, "%.3f s\n", seconds);
  return 0;
}

}  // namespace carc::cli
