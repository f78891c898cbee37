// Test helpers: the real catalogues from assets/, records from text, players' scores.
#pragma once

#include <doctest/doctest.h>

#include <span>
#include <string>

#include "data/assets.h"
#include "engine/record/notation.h"
#include "fuzz/fuzz_checks.h"

namespace carc::test {

// Every catalogue and map under assets/ plus the small test maps, loaded once.
inline const Library& library() {
  static const Library loaded = [] {
    Library l = fuzz::library();
    for (const char* name : {"testland", "testbands", "testtiny", "testwide"}) {  // small maps for rule tests
      const std::string path = std::string(CARC_SOURCE_DIR) + "/tests/maps/" + name + ".map";
      std::string text;
      l.maps.emplace_back();
      Status s = data::read_file(path, text);
      if (s) s = parse_map(text, path, l.maps.back());
      if (!s) {
        std::fprintf(stderr, "cannot load a test map: %s\n", s.message().c_str());
        std::abort();
      }
    }
    return l;
  }();
  return loaded;
}

inline const Catalogue& catalogue() { return library().tiles; }

inline TileType tile(std::string_view id) {
  TileType t{};
  if (!catalogue().find(id, t)) {
    std::fprintf(stderr, "unknown tile %.*s\n", static_cast<int>(id.size()), id.data());
    std::abort();
  }
  return t;
}

// A set-up of `n` players named P1, P2, ... (the classic table).
inline Setup players(int n) {
  Setup s;
  for (int p = 0; p < n; ++p) s.players.push_back("P" + std::to_string(p + 1));
  return s;
}

// The game a record describes; `error` is empty when it loaded.
inline Game record(std::string_view text, std::string* error = nullptr) {
  Game g;
  const Status s = load_record(text, library(), g);
  if (error) *error = s.message();
  return g;
}

// Each record of `cases` is rejected with an error that contains its expected text.
inline void check_record_errors(std::span<const std::pair<const char*, const char*>> cases) {
  for (const auto& c : cases) {
    std::string error;
    record(c.first, &error);
    CAPTURE(c.first);
    CAPTURE(error);
    CHECK(error.find(c.second) != std::string::npos);
  }
}

// Plays one move line: "" when it was applied, else why not.
inline std::string play(Game& g, std::string_view line, std::vector<Event>* events = nullptr) {
  return play_line(g, line, events).message();
}

inline std::string validate(const Game& g);

// The game a record describes; the record must load and the game pass its self-check.
inline Game load(std::string_view text) {
  std::string error;
  Game g = record(text, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  REQUIRE_MESSAGE(validate(g).empty(), validate(g));
  return g;
}

// Why a record is rejected ("" if it loads).
inline std::string rejection(std::string_view text) {
  std::string error;
  record(text, &error);
  return error;
}

inline int score(const Game& g, std::string_view name) {
  PlayerId p = 0;
  return g.find_player(name, p) ? g.player(p).score : -1;
}

inline std::string validate(const Game& g) {
  const Status s = g.validate();
  return s ? std::string() : s.error().what();
}

}  // namespace carc::test

// REQUIRE(game.apply(move)) shows why a move was refused.
template <>
struct doctest::StringMaker<carc::Status> {
  static doctest::String convert(const carc::Status& s) { return s ? "ok" : s.message().c_str(); }
};
