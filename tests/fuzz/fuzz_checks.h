// What every input must satisfy, whatever its bytes: shared by the libFuzzer targets
// (tests/fuzz/*_fuzz.cpp) and their replay in the doctest binary (fuzz_replay_test.cpp). Each
// check returns "" or what went wrong; a crash or sanitizer report is caught by the harness.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "data/assets.h"
#include "engine/record/notation.h"
#include "engine/record/record_text.h"
#include "engine/base/hash.h"
#include "engine/base/text.h"

namespace carc::fuzz {

// Every catalogue and map under assets/, loaded once.
inline const Library& library() {
  static const Library loaded = [] {
    Library l;
    if (Status s = data::load_library(std::string(CARC_SOURCE_DIR) + "/assets", l); !s) {
      std::fprintf(stderr, "cannot load the assets: %s\n", s.message().c_str());
      std::abort();
    }
    return l;
  }();
  return loaded;
}

// The body of a libFuzzer target: runs `check` on the input and aborts (a finding) on a problem.
inline int run_target(std::string (*check)(std::string_view), const std::uint8_t* data, std::size_t size) {
  const std::string problem = check(std::string_view(reinterpret_cast<const char*>(data), size));
  if (problem.empty()) return 0;
  std::fprintf(stderr, "fuzz check failed: %s\n", problem.c_str());
  std::abort();
}

// A hash of everything a move can change: the record (set-up and history), phase, turn, pile,
// players, figures, placed tiles and chips. Equal before and after a rejected line.
inline std::uint64_t state_signature(const Game& g) {
  std::uint64_t h = kHashStart;
  for (char c : write_record(g)) h = hash_mix(h, static_cast<unsigned char>(c));
  h = hash_mix(h, static_cast<std::uint64_t>(g.phase()));
  h = hash_mix(h, g.current_player());
  h = hash_mix(h, static_cast<std::uint64_t>(g.tiles_left()));
  if (g.tiles_left() > 0) h = hash_mix(h, static_cast<std::uint64_t>(to_int(g.drawn_tile())));
  for (int p = 0; p < g.player_count(); ++p) {
    const PlayerState& s = g.player(p);
    h = hash_mix(h, static_cast<std::uint64_t>(s.score));
    for (int v : s.by_category) h = hash_mix(h, static_cast<std::uint64_t>(v));
    for (int v : s.supply) h = hash_mix(h, static_cast<std::uint64_t>(v));
    for (int v : s.removed) h = hash_mix(h, static_cast<std::uint64_t>(v));
    for (int v : s.goods) h = hash_mix(h, static_cast<std::uint64_t>(v));
    h = hash_mix(h, g.has_porxada_token(p));
  }
  for (const Figure& f : g.figures())
    h = hash_mix(hash_mix(hash_mix(h, f.owner), static_cast<std::uint64_t>(f.tile) << 8 | f.slot), static_cast<std::uint64_t>(f.chip + 1));
  for (const PlacedTile& t : g.placed()) h = hash_mix(h, static_cast<std::uint64_t>(t.cell) << 8 | t.rot);
  for (const ChipState& c : g.chips()) h = hash_mix(h, static_cast<std::uint64_t>(c.place) << 40 | static_cast<std::uint64_t>(c.cell + 1) << 8 | c.owner);
  return hash_mix(hash_mix(h, static_cast<std::uint64_t>(g.gbm_node() + 1)), static_cast<std::uint64_t>(g.porxada_option()));
}

inline std::string validated(const Game& g, const std::string& when) {
  const Status s = g.validate();
  return s ? std::string() : when + ": validate() fails: " + s.error().what();
}

// A record: loads or is rejected with a line; then its move lines, played one by one after its
// header, each either applied (and the game still valid) or rejected leaving the game as it was.
inline std::string check_record(std::string_view text) {
  Game whole;
  if (Status s = load_record(text, library(), whole); s) {
    if (std::string bad = validated(whole, "loaded record"); !bad.empty()) return bad;
  } else if (s.error().line == 0 && s.error().key != err::empty_record) {
    return "rejected without a line: " + s.message();
  }
  const auto lines = split_lines(text);
  std::size_t first_move = 0;
  while (first_move < lines.size()) {
    const auto words = split_words(strip_comment(lines[first_move]));
    if (!words.empty() && !record::is_header_word(words[0]) && words[0] != "game") break;
    ++first_move;
  }
  Game game;
  const std::size_t header_end = first_move < lines.size() ? static_cast<std::size_t>(lines[first_move].data() - text.data()) : text.size();
  if (!load_record(text.substr(0, header_end), library(), game)) return "";
  for (std::size_t i = first_move; i < lines.size() && i < first_move + 100; ++i) {
    const std::uint64_t before = state_signature(game);
    if (Status s = play_line(game, lines[i]); !s) {
      if (state_signature(game) != before) return "line " + std::to_string(i + 1) + " was rejected but changed the game";
    } else if (std::string bad = validated(game, "line " + std::to_string(i + 1)); !bad.empty()) {
      return bad;
    }
  }
  return "";
}

// A map file: parsed, or rejected with a line and nothing filled in; a parsed map sets up a game.
inline std::string check_map(std::string_view text) {
  MapDef map;
  if (Status s = parse_map(text, "fuzz.map", map); !s) {
    if (s.error().line == 0) return "rejected without a line: " + s.message();
    if (!map.grid.empty() || !map.id.empty()) return "rejected but filled in the map";
    return "";
  }
  Library library{fuzz::library().tiles, {map}};
  for (bool chips : {false, true}) {
    Setup setup;
    setup.players = {"Red", "Blue"};
    setup.map = map.id;
    setup.tiles = {"base", "ic", "tb"};
    setup.chips = chips;
    Game game;
    if (!Game::create(setup, library, game)) continue;
    if (std::string bad = validated(game, "new game on the map"); !bad.empty()) return bad;
  }
  return "";
}

// A tile catalogue: parsed, or rejected with a line and nothing added.
inline std::string check_tiles(std::string_view text) {
  Catalogue catalogue;
  if (Status s = catalogue.add(text, "base", "fuzz.tn1"); !s) {
    if (catalogue.size() != 0) return "rejected but added tiles";
    if (s.error().line == 0 && s.error().key != err::tile_no_lines) return "rejected without a line: " + s.message();
    return "";
  }
  for (int t = 0; t < catalogue.size(); ++t) {
    const TileDef& d = catalogue.def(TileType(t));
    if (d.features.empty() || d.features.size() > static_cast<std::size_t>(kMaxTileFeatures)) return d.id + ": feature count";
    for (int r = 0; r < 4; ++r)
      for (int s = 0; s < kSlotCount; ++s)
        if (d.slot_feature[r][s] >= static_cast<int>(d.features.size())) return d.id + ": slot points past its features";
  }
  return "";
}

}  // namespace carc::fuzz
