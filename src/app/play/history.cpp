// The resume point of a game: replays its history from the set-up up to the turn in progress and
// writes each move of that turn in record words; reads kept entries of every version back.
#include "app/play/history.h"

#include <cstdio>

#include "engine/record/notation.h"
#include "app/platform/json_reader.h"
#include "engine/base/hash.h"
#include "engine/record/selfplay.h"
#include "util/json.h"

namespace carc::app {
namespace {

// The index in history of the first move of the turn in progress (history.size() between turns).
std::size_t turn_start(const Game& game) {
  const std::vector<Move>& h = game.history();
  const Phase p = game.phase();
  if (p == Phase::PlaceTile || p == Phase::GameEnd || p == Phase::Over) return h.size();
  std::size_t i = h.size();
  while (i > 0 && h[i - 1].kind != MoveKind::Place) --i;
  return i > 0 ? i - 1 : h.size();
}

// Version 1's list of choices, frozen: Game::legal_moves in its order, without `end` before the
// game's end (what app/words/choices.cpp listed when version 1 was written). Only the migration of
// version 1 uses it; tests/compat's version-1 autosaves break if the order it relies on changes.
// Game::EndMove::AtGameEndOnly lists exactly that (tests/app/history_test.cpp checks it).
void version1_choices(const Game& game, std::vector<Move>& out) {
  game.legal_moves(out, Game::EndMove::AtGameEndOnly);
}

// Move `n` of the turn in progress could not be read or applied: why.
Status step_failure(std::size_t n, const Status& why) { return failure(err::kept_step, {"n", n}, {"why", why.error()}); }

}  // namespace

Status resume_point(const Game& game, ResumePoint& out) {
  const std::vector<Move>& h = game.history();
  const std::size_t start = turn_start(game);
  if (start == h.size()) {
    out = {write_record(game), {}};
    return {};
  }
  if (game.setup().fair_draw) {
    // A fair game's turn in progress is not kept (docs/fair-draw.md, "The page's part"): its steps
    // need the turn's tile, which only the drawer's secret draws again. Its finished turns are the
    // record without its last line, the turn in progress, with every reveal.
    std::string record = write_record(game);
    while (!record.empty() && record.back() == '\n') record.pop_back();
    record.resize(record.rfind('\n') + 1);
    out = {std::move(record), {}};
    return {};
  }
  Game replay;
  Status s = Game::create(game.setup(), game.library(), replay);
  for (std::size_t i = 0; s && i < start; ++i) s = replay.apply(h[i]);
  if (!s) return s;
  ResumePoint point{write_record(replay), {}};
  for (std::size_t i = start; i < h.size(); ++i) {
    // The words must read back as this very move (find_step), else the point would not rebuild.
    const std::string text = move_text(replay, h[i]);
    Move read;
    if (!find_step(replay, text, read) || read != h[i]) return failure(err::step_not_listed, {"n", i - start + 1});
    point.steps.push_back(text);
    if (Status applied = replay.apply(h[i]); !applied) return applied;
  }
  out = std::move(point);
  return {};
}

Status find_step(const Game& game, std::string_view text, Move& out) {
  std::vector<Move> moves;
  game.legal_moves(moves);
  int found = 0;
  for (const Move& m : moves) {
    if (move_text(game, m) != text) continue;
    if (found++ == 0) out = m;
  }
  if (found == 1) return {};
  return found == 0 ? failure(err::step_not_legal, {"step", text}) : failure(err::step_ambiguous, {"step", text}, {"count", found});
}

Status rebuild(const ResumePoint& point, const Library& library, Game& out) {
  Game game;
  if (Status s = load_record(point.record, library, game); !s) return s;
  for (std::size_t i = 0; i < point.steps.size(); ++i) {
    Move m;
    Status s = find_step(game, point.steps[i], m);
    if (s) s = game.apply(m);
    if (!s) return step_failure(i + 1, s);
  }
  out = std::move(game);
  return {};
}

namespace {

// Version 1's choice index `index` in `game` as record words, applied to `game`; why not if none.
Status version1_step(Game& game, const Json& index, std::string& text) {
  std::vector<Move> choices;
  version1_choices(game, choices);
  if (index.kind != Json::Kind::Number || !index.whole || index.number < 0 || index.number >= static_cast<double>(choices.size()))
    return failure(err::step_no_choice, {"index", static_cast<long long>(index.number)}, {"count", choices.size()});
  const Move& m = choices[static_cast<std::size_t>(index.number)];
  text = move_text(game, m);
  return game.apply(m);
}

// The redo list of a version-`v` entry whose game is `game` (a copy: the groups are replayed on
// it, latest first, as the page's redo does); empty when it is missing or does not replay.
std::vector<RedoGroup> read_redo(const Json* redo, int v, Game game) {
  std::vector<RedoGroup> out;
  if (!redo || redo->kind != Json::Kind::Array) return out;
  out.resize(redo->items.size());
  for (std::size_t g = redo->items.size(); g-- > 0;) {
    const Json& group = redo->items[g];
    const Json* lines = group.member("lines");
    const Json* steps = group.member("steps");
    RedoGroup& into = out[g];
    into.whole_turns = lines != nullptr;
    const Json* items = lines ? lines : steps;
    if (group.kind != Json::Kind::Object || !items || items->kind != Json::Kind::Array) return {};
    for (const Json& item : items->items) {
      std::string text;
      if (lines || v >= 2) {
        if (item.kind != Json::Kind::String) return {};
        text = item.text;
        Move m;
        if (lines) {
          if (text == "end" && game.phase() == Phase::Over) continue;
          if (!play_line(game, text)) return {};
        } else if (!find_step(game, text, m) || !game.apply(m)) {
          return {};
        }
      } else if (!version1_step(game, item, text)) {
        return {};
      }
      into.texts.push_back(text);
    }
  }
  return out;
}

}  // namespace

Status read_kept(std::string_view json, const Library& library, KeptEntry& out) {
  Json root;
  std::size_t at = 0;
  if (!read_json(json, root, at)) return failure(err::kept_json, {"at", at + 1});
  const Json* version = root.member("version");
  if (root.kind != Json::Kind::Object || !version || version->kind != Json::Kind::Number || !version->whole)
    return failure(err::kept_member, {"member", "version"});
  if (version->number < 1 || version->number > kResumeVersion)
    return failure(err::kept_version, {"version", static_cast<long long>(version->number)}, {"max", kResumeVersion});
  const int v = static_cast<int>(version->number);
  const Json* record = root.member("record");
  if (!record || record->kind != Json::Kind::String) return failure(err::kept_member, {"member", "record"});
  const Json* steps = root.member("steps");
  if (steps && steps->kind != Json::Kind::Array) return failure(err::kept_member, {"member", "steps"});
  KeptEntry entry;
  entry.version = v;
  entry.point.record = record->text;
  Game game;
  if (Status s = load_record(entry.point.record, library, game); !s) return s;
  for (std::size_t i = 0; steps && i < steps->items.size(); ++i) {
    const Json& step = steps->items[i];
    std::string text;
    Move m;
    Status s;
    if (v == 1) {  // choice indices, turned into record words once, here (tied to version 1's order)
      s = version1_step(game, step, text);
    } else if (step.kind == Json::Kind::String) {
      text = step.text;
      s = find_step(game, text, m);
      if (s) s = game.apply(m);
    } else {
      s = failure(err::kept_member, {"member", "steps"});
    }
    if (!s) return step_failure(i + 1, s);
    entry.point.steps.push_back(text);
  }
  entry.redo = read_redo(root.member("redo"), v, game);
  out = std::move(entry);
  return {};
}

std::string kept_json(const KeptEntry& entry) {
  json::Writer w;
  w.begin_object().key("version").value(kResumeVersion).key("record").value(entry.point.record);
  w.key("steps").begin_array();
  for (const std::string& s : entry.point.steps) w.value(s);
  w.end_array().key("redo").begin_array();
  for (const RedoGroup& g : entry.redo) {
    w.begin_object().key(g.whole_turns ? "lines" : "steps").begin_array();
    for (const std::string& t : g.texts) w.value(t);
    w.end_array().end_object();
  }
  return w.end_array().end_object().take();
}

std::uint64_t state_signature(const Game& game) {
  std::uint64_t h = kHashStart;
  for (const Move& m : game.history()) {
    if (m.kind != MoveKind::End) {
      h = hash_move(h, m);
      continue;
    }
    // `end` belongs to no player: a record's `end` names none, the page's names whoever was current.
    Move end = m;
    end.player = 0;
    h = hash_move(h, end);
  }
  h = hash_mix(h, static_cast<std::uint64_t>(game.phase()));
  h = hash_mix(h, game.deciding_player());
  h = hash_mix(h, static_cast<std::uint64_t>(game.tiles_left()));
  if (game.phase() == Phase::PlaceTile && game.tiles_left() > 0) h = hash_mix(h, to_int(game.drawn_tile()));
  for (int p = 0; p < game.player_count(); ++p) {
    const PlayerState& player = game.player(p);
    h = hash_mix(h, static_cast<std::uint64_t>(static_cast<std::int64_t>(player.score)));
    for (int n : player.supply) h = hash_mix(h, static_cast<std::uint64_t>(n));
    for (int n : player.goods) h = hash_mix(h, static_cast<std::uint64_t>(n));
  }
  return h;
}

std::string signature_text(const Game& game) {
  char text[20];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(state_signature(game)));
  return text;
}

}  // namespace carc::app
