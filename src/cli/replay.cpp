// `carc replay FILE [--json]`: replays a game record and prints the scores (and, with --json,
// every scoring event); for a fair-draw record, that its reveals and draws were checked.
#include <cstdio>
#include <string>

#include "cli/cli.h"
#include "cli/cli_text.h"
#include "data/assets.h"
#include "engine/record/notation.h"

namespace carc::cli {

int run_replay(const Args& args, const Library& library) {
  if (args.words.size() != 1) {
    std::fprintf(stderr, "carc replay: give one record file\n");
    return 2;
  }
  const std::string& path = args.words[0];
  std::string text;
  if (Status s = data::read_file(path, text); !s) {
    std::fprintf(stderr, "carc replay: %s\n", s.message().c_str());
    return 1;
  }
  Game game;
  if (Status s = load_record(text, library, game); !s) {
    // FILE:LINE: the record's line in the file `path` (docs/records.md, Errors)
    std::fprintf(stderr, "carc replay: %s\n", file_error(path, s.error()).c_str());
    return 1;
  }
  // Replay again move by move to collect the events (the record is known to be valid now).
  Game again;
  std::vector<Event> events;
  Status again_ok = Game::create(game.setup(), library, again);
  for (std::size_t i = 0; again_ok && i < game.history().size(); ++i) again_ok = again.apply(game.history()[i], &events);
  if (!again_ok) {
    std::fprintf(stderr, "carc replay: replaying %s again: %s\n", path.c_str(), again_ok.message().c_str());
    return 1;
  }
  if (!args.has("json")) {
    for (int p = 0; p < game.player_count(); ++p)
      std::printf("%s %d\n", game.player(p).name.c_str(), game.player(p).score);
    if (game.setup().fair_draw)  // load_record checked each reveal and recomputed each draw
      std::printf("fair draw: %zu reveals hash to their commitments, every tile drawn as revealed\n", game.reveals().size());
    return 0;
  }
  const std::string out = replay_json(game, events) + "\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace carc::cli
