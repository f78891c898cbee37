// The game state as JSON for the page API (window.carcassonne.state()), written with the shared
// JSON writer.
#include "app/page/state_json.h"

#include "engine/record/notation.h"
#include "util/json.h"

namespace carc::app {
namespace {

void write_player(json::Writer& w, const Game& g, int p) {
  const PlayerState& ps = g.player(p);
  int chips = 0;
  for (const ChipState& c : g.chips())
    if (c.place == ChipPlace::Supply && c.owner == p) ++chips;
  const std::optional<SeatSpec>& level = seat_level(g.setup(), p);  // the page's edge: the spec's spelling
  w.begin_object().key("name").value(ps.name).key("seat").value(level ? seat_spec_name(*level) : std::string("human"));
  w.key("score").value(ps.score);
  w.key("by_category").begin_object();
  for (int c = 0; c < kCategories; ++c) w.key(category_name(static_cast<Category>(c))).value(ps.by_category[c]);
  w.end_object().key("supply").begin_object();
  for (int k = 0; k < kFigureKinds; ++k) w.key(figure_name(static_cast<FigureKind>(k))).value(ps.supply[k]);
  w.end_object().key("goods").begin_array();
  for (const int n : ps.goods) w.value(n);
  w.end_array().key("chips").value(chips).end_object();
}

}  // namespace

std::string state_json(const Session& session, const AiTurns& ai, Pace pace) {
  json::Writer w;
  w.begin_object();
  if (!session.has_game()) return w.key("phase").value("none").end_object().take();
  const Game& g = session.game();
  w.key("map").value(g.map() ? g.map()->id : std::string("classic"));
  w.key("players").begin_array();
  for (int p = 0; p < g.player_count(); ++p) write_player(w, g, p);
  w.end_array().key("scores").begin_array();
  for (int p = 0; p < g.player_count(); ++p) w.value(g.player(p).score);
  w.end_array().key("projected");  // the scores if the game ended now (engine); null in tournament mode
  if (g.setup().tournament) {
    w.null();
  } else {
    w.begin_array();
    for (const int n : g.projected_scores()) w.value(n);
    w.end_array();
  }
  w.key("tournament").value(g.setup().tournament);
  w.key("current").value(g.player(g.current_player()).name);
  w.key("deciding").value(g.player(g.deciding_player()).name);
  w.key("phase").value(phase_name(g.phase()));
  w.key("tiles_left").value(g.tiles_left());
  // A fair game's tile not drawn yet is nobody's to show.
  const bool has_drawn = g.tiles_left() > 0 && g.phase() != Phase::Over && g.phase() != Phase::GameEnd && !session.is_undrawn();
  w.key("drawn");
  if (has_drawn) w.value(g.def(g.drawn_tile()).id);
  else w.null();
  w.key("placed").value(g.placed().size());
  w.key("figures").value(g.figures().size());
  w.key("turns").value(record_lines(g).size());
  w.key("take_back").value(session.can_take_back());
  w.key("seat");  // the page's own seat in a game by link (Session::own_seat), null: every seat
  if (session.own_seat() >= 0 && session.own_seat() < g.player_count()) w.value(g.player(session.own_seat()).name);
  else w.null();
  w.key("may_play").value(session.may_decide());
  // A game by link with the fair draw: {"committed": [names], "waiting": the seat the next draw
  // waits for (Session::fair_waiting) or null}; null in a seeded game.
  w.key("fair");
  if (g.setup().fair_draw) {
    w.begin_object().key("committed").begin_array();
    for (const auto& [name, hex] : g.setup().commits) w.value(name);
    w.end_array().key("waiting");
    if (const int waiting = session.fair_waiting(); waiting >= 0) w.value(g.player(waiting).name);
    else w.null();
    w.end_object();
  } else {
    w.null();
  }
  w.key("thinking");
  if (ai.thinking() >= 0) w.value(g.player(ai.thinking()).name);
  else w.null();
  w.key("ai_pace").value(pace_name(pace)).key("ai_playing").value(ai.playing());
  return w.end_object().take();
}

}  // namespace carc::app
