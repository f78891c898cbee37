// `carc replay FILE [--json]`: replays a game record and prints the scores (and, with --json,
// every scoring event).
#include <cstdio>
#include <string>

#include "cli/cli.h"
#include "data/assets.h"
#include "engine/notation.h"

namespace carc::cli {
namespace {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string scored_json(const Game& g, const Event& e) {
  std::string winners;
  for (int p = 0; p < g.player_count(); ++p)
    if (e.winners >> p & 1) winners += (winners.empty() ? "" : ",") + json_string(g.player(p).name);
  std::string s = "{\"feature\":\"" + std::string(feature_name(e.feature)) + "\"";
  s += ",\"complete\":" + std::string(e.complete ? "true" : "false");
  s += ",\"final\":" + std::string(e.final_scoring ? "true" : "false");
  s += e.feature == FeatureKind::Field ? ",\"cities\":" : ",\"tiles\":";
  s += std::to_string(e.tiles) + ",\"pennants\":" + std::to_string(e.pennants);
  s += ",\"points\":" + std::to_string(e.points) + ",\"players\":[" + winners + "]";
  s += ",\"at\":[" + std::to_string(e.pos.x) + "," + std::to_string(e.pos.y) + "]}";
  return s;
}

}  // namespace

int run_replay(const Args& args, const Library& library) {
  if (args.words.size() != 1) {
    std::fprintf(stderr, "carc replay: give one record file\n");
    return 2;
  }
  const std::string& path = args.words[0];
  std::string text, error;
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
  Game::create(game.setup(), library, again, error);
  std::vector<Event> events;
  for (const Move& m : game.history()) again.apply(m, &events, nullptr);
  if (!args.has("json")) {
    for (int p = 0; p < game.player_count(); ++p)
      std::printf("%s %d\n", game.player(p).name.c_str(), game.player(p).score);
    return 0;
  }
  std::string out = "{\"scores\":{";
  for (int p = 0; p < game.player_count(); ++p)
    out += (p ? "," : "") + json_string(game.player(p).name) + ":" + std::to_string(game.player(p).score);
  out += "},\"categories\":{";
  for (int p = 0; p < game.player_count(); ++p) {
    out += (p ? "," : "") + json_string(game.player(p).name) + ":{";
    for (int c = 0; c < kCategories; ++c)
      out += (c ? ",\"" : "\"") + std::string(category_name(Category(c))) + "\":" +
             std::to_string(game.player(p).by_category[c]);
    out += "}";
  }
  out += "},\"phase\":\"" + std::string(phase_name(game.phase())) + "\",\"tiles_left\":" + std::to_string(game.tiles_left());
  out += ",\"events\":[";
  bool first = true;
  for (const Event& e : events) {
    if (e.kind != EventKind::FeatureScored) continue;
    out += (first ? "" : ",") + scored_json(game, e);
    first = false;
  }
  out += "]}\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace carc::cli
