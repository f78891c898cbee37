// `carc replay FILE [--json]`: replays a game record and prints the scores (and, with --json,
// every scoring event).
#include <cstdio>
#include <string>

#include "cli/cli.h"
#include "data/assets.h"
#include "engine/notation.h"
#include "util/json.h"

namespace carc::cli {
namespace {

void write_scored(json::Writer& w, const Game& g, const Event& e) {
  w.begin_object().key("feature").value(feature_name(e.feature));
  w.key("complete").value(e.complete).key("final").value(e.final_scoring);
  w.key(e.feature == FeatureKind::Field ? "cities" : "tiles").value(e.tiles);
  w.key("pennants").value(e.pennants).key("points").value(e.points);
  w.key("players").begin_array();
  for (int p = 0; p < g.player_count(); ++p)
    if (e.winners >> p & 1) w.value(g.player(p).name);
  w.end_array().key("at").begin_array().value(e.pos.x).value(e.pos.y).end_array().end_object();
}

std::string replay_json(const Game& game, const std::vector<Event>& events) {
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
  for (const Event& e : events)
    if (e.kind == EventKind::FeatureScored) write_scored(w, game, e);
  w.end_array().end_object();
  return w.take();
}

}  // namespace

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
    Error where = s.error();  // the record's line, in the file `path`
    where.input = path;
    std::fprintf(stderr, "carc replay: %s\n", where.message().c_str());
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
    return 0;
  }
  const std::string out = replay_json(game, events) + "\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace carc::cli
