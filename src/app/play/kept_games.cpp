// The first screen's list of games kept side by side, and a link's record compared with a kept
// one (kept_games.h). Rows and moves come from the engine's replay; words from the catalogues.
#include "app/play/kept_games.h"

#include <cstddef>

#include "app/platform/json_reader.h"
#include "app/words/event_text.h"
#include "app/play/history.h"
#include "engine/record/notation.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace carc::app {
namespace {

using i18n::arg;

std::string text_member(const Json& object, std::string_view name) {
  const Json* m = object.member(name);
  return m && m->kind == Json::Kind::String ? m->text : std::string();
}

// The row of one kept entry (its players, seat and whose turn), or false when it does not read or
// replay.
bool read_row(const std::string& entry, const Library& library, KeptGameRow& out) {
  KeptEntry kept;
  Game game;
  if (!read_kept(entry, library, kept) || !rebuild(kept.point, library, game)) return false;
  Json parsed;
  std::size_t at = 0;
  read_json(entry, parsed, at);  // read_kept read it: it is JSON
  out.seat = text_member(parsed, "seat");
  out.players.clear();
  for (int p = 0; p < game.player_count(); ++p) out.players.push_back(game.player(p).name);
  out.over = game.phase() == Phase::Over;
  out.deciding = out.over ? std::string() : game.player(game.deciding_player()).name;
  return true;
}

// The log's words of what the `move`-th move line (from 1) of `record` did.
std::string move_words(const i18n::Translator& w, std::string_view record, int move, const Library& library) {
  Game game;
  if (!load_record(record, library, game)) return "";
  const std::vector<std::string> lines = record_lines(game);
  Game replay;  // as Session::replay_lines replays a record for the log's words
  if (!Game::create(game.setup(), library, replay)) return "";
  std::vector<Event> events;
  for (int i = 0; i < move && i < static_cast<int>(lines.size()); ++i) {
    events.clear();
    if (!play_line(replay, lines[static_cast<std::size_t>(i)], &events)) return "";
  }
  std::string said;
  for (const Event& e : events)
    if (std::string text = describe_event(w, replay, e); !text.empty()) said += (said.empty() ? "" : "; ") + text;
  return said;
}

}  // namespace

Status read_kept_rows(std::string_view json, const Library& library, std::vector<KeptGameRow>& out, KeptRowCache& known) {
  Json list;
  std::size_t at = 0;
  if (!read_json(json, list, at) || list.kind != Json::Kind::Array) return failure(err::kept_json, {"at", at});
  std::vector<KeptGameRow> rows;
  KeptRowCache now;
  for (const Json& item : list.items) {
    if (item.kind != Json::Kind::Object) continue;
    const std::string entry = text_member(item, "entry");
    KeptGameRow row;
    if (auto seen = known.find(entry); seen != known.end()) row = seen->second;
    else if (!read_row(entry, library, row)) continue;
    now.emplace(entry, row);
    row.key = text_member(item, "key");
    row.date = text_member(item, "date");
    rows.push_back(std::move(row));
  }
  out = std::move(rows);
  known = std::move(now);
  return {};
}

std::string turn_words(const i18n::Translator& w, const KeptGameRow& row) {
  if (row.over) return w.text("setup.kept_over");
  if (row.seat.empty()) return w.text("setup.kept_to_move", {arg("who", row.deciding)});
  if (row.seat == row.deciding) return w.text("setup.kept_your_move");
  return w.text("setup.kept_waiting", {arg("who", row.deciding)});
}

Status compare_kept(const i18n::Translator& w, std::string_view kept, std::string_view other, const Library& library, RecordDifference& out) {
  RecordDifference result;
  if (Status s = compare_records(kept, other, library, result.comparison); !s) return s;
  if (result.comparison.move > 0) result.kept_words = move_words(w, kept, result.comparison.move, library);
  out = std::move(result);
  return {};
}

std::string record_difference_json(const i18n::Translator& w, std::string_view kept, std::string_view other, const Library& library) {
  RecordDifference d;
  json::Writer out;
  out.begin_object();
  if (Status s = compare_kept(w, kept, other, library, d); !s) return out.key("error").value(w.message(s)).end_object().take();
  const RecordComparison& c = d.comparison;
  out.key("same_game").value(c.same_game).key("move").value(c.move).key("line").value(c.line);
  out.key("kept").value(c.kept).key("link").value(c.other).key("kept_words").value(d.kept_words);
  return out.key("kept_moves").value(c.kept_moves).key("link_moves").value(c.other_moves).end_object().take();
}

}  // namespace carc::app
