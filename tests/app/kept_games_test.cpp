// "Games in progress" (src/app/play/kept_games.h): each kept entry the page lists is read and
// replayed by the engine for its players and whose turn; an entry that does not read is left out;
// a link's record against a kept one names the first move it changes, also in the log's words.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/play/kept_games.h"
#include "engine/record/record_text.h"
#include "engine/record/selfplay.h"
#include "engine/support.h"
#include "support/shipped_catalogues.h"
#include "util/json.h"

namespace carc {
namespace {

const char* const kHeader = "game 1\nplayers Ana Petr\ntiles base\nseed 41\n";

// The header and the first `moves` move lines of a random game (moves chosen by `moves_seed`).
std::string first_moves(std::size_t moves, std::uint64_t moves_seed = 7) {
  Game g = test::record(kHeader);
  SelfplayScratch scratch;
  Rng rng(moves_seed);
  REQUIRE(play_random_game(g, rng, scratch) != 0);
  std::string text = record::write_header(g);
  const std::vector<std::string> lines = record_lines(g);
  for (std::size_t i = 0; i < moves && i < lines.size(); ++i) text += lines[i] + "\n";
  return text;
}

// A kept entry of version 2 as the page writes it, with the page's seat ("" none).
std::string entry(const std::string& record, const std::string& seat) {
  json::Writer w;
  w.begin_object().key("version").value(2).key("record").value(record);
  w.key("steps").begin_array().end_array().key("redo").begin_array().end_array();
  if (!seat.empty()) w.key("seat").value(seat);
  return w.end_object().take();
}

// The page's list: [{"key", "entry", "date"}].
std::string list(const std::vector<std::pair<std::string, std::string>>& entries) {
  json::Writer w;
  w.begin_array();
  for (const auto& [key, text] : entries) w.begin_object().key("key").value(key).key("entry").value(text).key("date").value("Dec 3, 2026").end_object();
  return w.end_array().take();
}

TEST_CASE("the list of kept games says each game's players and whose turn, for the page's seat") {
  i18n::speak("en");
  const std::string after_ana = first_moves(1);  // Ana played the first turn: Petr's turn
  std::vector<app::KeptGameRow> rows;
  app::KeptRowCache known;
  const Status s = app::read_kept_rows(list({{"a", entry(after_ana, "Ana")}, {"broken", "{\"version\": 2}"},
                                             {"p", entry(after_ana, "Petr")}, {"here", entry(after_ana, "")},
                                             {"done", entry(first_moves(1000), "")}}),
                                       test::library(), rows, known);
  REQUIRE_MESSAGE(s, s.message());
  REQUIRE(rows.size() == 4);  // the entry that does not read is left out
  CHECK(rows[0].key == "a");
  CHECK(rows[0].date == "Dec 3, 2026");
  CHECK(rows[0].players == std::vector<std::string>{"Ana", "Petr"});
  CHECK(app::turn_words(i18n::spoken(), rows[0]) == "Waiting for Petr");
  CHECK(app::turn_words(i18n::spoken(), rows[1]) == "Your move");
  CHECK(app::turn_words(i18n::spoken(), rows[2]) == "Petr to move");
  CHECK(rows[3].over);
  CHECK(app::turn_words(i18n::spoken(), rows[3]) == "Finished");
  i18n::speak("cs");
  CHECK(app::turn_words(i18n::spoken(), rows[0]) == "Na tahu je Petr");
  CHECK(app::turn_words(i18n::spoken(), rows[1]) == "Jste na tahu");
  i18n::speak("en");
}

TEST_CASE("a kept entry read before keeps its row under the key and date the page gives now") {
  const std::string text = entry(first_moves(2), "Ana");  // Petr played too: Ana's turn
  std::vector<app::KeptGameRow> rows;
  app::KeptRowCache known;
  REQUIRE(app::read_kept_rows(list({{"carcassonne-maps:game", text}}), test::library(), rows, known));
  REQUIRE(app::read_kept_rows(list({{"carcassonne-maps:aside:3", text}}), test::library(), rows, known));
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].key == "carcassonne-maps:aside:3");
  CHECK(rows[0].deciding == "Ana");
  CHECK(known.size() == 1);
}

TEST_CASE("a list that is not a JSON list of entries is refused and the rows stay as they were") {
  std::vector<app::KeptGameRow> rows(1);
  app::KeptRowCache known;
  CHECK_FALSE(app::read_kept_rows("{\"key\": 1}", test::library(), rows, known));
  CHECK_FALSE(app::read_kept_rows("[", test::library(), rows, known));
  CHECK(rows.size() == 1);
}

TEST_CASE("a link that changes a kept move is named with the kept move in the log's words") {
  i18n::speak("en");
  const std::string kept = first_moves(4, 7);
  const std::string other = first_moves(4, 8);  // the same draw, other moves
  app::RecordDifference d;
  REQUIRE(app::compare_kept(i18n::spoken(), kept, other, test::library(), d));
  REQUIRE(d.comparison.move >= 1);
  const std::string mover = d.comparison.kept.substr(0, d.comparison.kept.find(' '));
  CAPTURE(d.kept_words);
  CHECK(d.kept_words.rfind(mover + " placed", 0) == 0);  // what the kept move did, as the log says it
  const std::string json = app::record_difference_json(i18n::spoken(), kept, other, test::library());
  CHECK(json.find("\"same_game\":true") != std::string::npos);
  CHECK(json.find("\"move\":" + std::to_string(d.comparison.move)) != std::string::npos);
  CHECK(app::record_difference_json(i18n::spoken(), "not a record", other, test::library()).find("\"error\"") != std::string::npos);
}

}  // namespace
}  // namespace carc
