// Helpers for the tests of src/app's session, controller and preferences: a loaded Session, the
// shipped words, and turns played by their first legal move.
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "app/play/session.h"
#include "i18n/translate.h"
#include "support/shipped_catalogues.h"

namespace carc::test {

// The shipped catalogues, in English (the words some tests compare).
inline void speak_english() { i18n::speak("en"); }

// A session with the shipped tiles and maps and a game of `record` started.
inline void start(app::Session& session, const std::string& record) {
  speak_english();
  if (!session.is_loaded()) {
    const Status loaded = session.load(std::string(CARC_SOURCE_DIR) + "/assets");
    REQUIRE_MESSAGE(loaded, loaded.message());
  }
  REQUIRE_MESSAGE(session.new_game(record).ok(), session.new_game(record).message());
}

// What a failed Status is about (its catalogue key); nothing for success.
inline std::optional<ErrorKey> key_of(const Status& s) {
  if (s) return std::nullopt;
  return s.error().key;
}

// The deciding player's first legal move (`end` only when it is the only one).
inline Move first_move(const Game& game) {
  std::vector<Move> moves;
  game.legal_moves(moves, Game::EndMove::AtGameEndOnly);
  REQUIRE(!moves.empty());
  return moves.front();
}

// Places the drawn tile by the first legal move (the turn goes on to its figure step).
inline void place(app::Session& session) {
  REQUIRE(session.game().phase() == Phase::PlaceTile);
  REQUIRE(session.apply(first_move(session.game())).ok());
}

// Plays the turn in progress to its end, each step by its first legal move.
inline void finish_turn(app::Session& session) {
  do REQUIRE(session.apply(first_move(session.game())).ok());
  while (session.game().phase() != Phase::PlaceTile && session.game().phase() != Phase::Over);
}

}  // namespace carc::test
