// Games by link kept side by side (README "Play by link"): what the first screen's "Games in
// progress" list shows of each kept entry (its players, date, whose turn), and a link's record
// compared with a kept one (the first move it changes, in record words and in the log's words).
// The page keeps the entries (web/keep.js); the engine reads and replays them.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "i18n/translate.h"
#include "engine/record/record_compare.h"
#include "engine/setup/library.h"

namespace carc::app {

// One row of the list: the page's storage key, the players' names, the date the page wrote (in
// its language), the page's own seat in a game by link ("" every seat), who decides now.
struct KeptGameRow {
  std::string key;
  std::vector<std::string> players;
  std::string date;
  std::string seat;
  std::string deciding;  // the player deciding now ("" when the game is over)
  bool over = false;
};

// The rows of the page's list `json` ([{"key", "entry": the kept entry's JSON text, "date"}]):
// each entry is read like a kept game (app::read_kept, any version) and replayed to its turn in
// progress; one that does not read is left out. False with the reason when `json` is no such list.
// `known`: the rows of the last call by entry text (the page gives the list after every autosave:
// only the entry that changed is replayed); it keeps this call's.
using KeptRowCache = std::map<std::string, KeptGameRow, std::less<>>;
Status read_kept_rows(std::string_view json, const Library& library, std::vector<KeptGameRow>& out, KeptRowCache& known);

// Whose turn, in the catalogue's words: "Your move" / "Waiting for Petr" (a game with a seat of
// the page's own), "Petr to move" (every seat here), "Finished".
std::string turn_words(const i18n::Translator& w, const KeptGameRow& row);

// A link's record against a kept one (compare_records) with the kept move in the log's words.
struct RecordDifference {
  RecordComparison comparison;
  std::string kept_words;  // what the kept move did ("Ana placed a tile …; Ana scored 4 points")
};
Status compare_kept(const i18n::Translator& w, std::string_view kept, std::string_view other, const Library& library, RecordDifference& out);
// The difference as the page API's JSON: {"same_game", "move", "line", "kept", "link", "kept_words",
// "kept_moves", "link_moves"} or {"error"}.
std::string record_difference_json(const i18n::Translator& w, std::string_view kept, std::string_view other, const Library& library);

}  // namespace carc::app
