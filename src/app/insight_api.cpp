// The page API of "what fans ask for" (issue 20): window.carcassonne.insight(), outlines(on),
// hint() (README "Page API"). Reads GameScreen::insight; the hint is only shown, never played.
#include <string>

#include "app/figure_letters.h"
#include "app/game_screen.h"
#include "app/page_api.h"
#include "app/page_export.h"
#include "app/page_hooks.h"
#include "engine/notation.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace {
carc::app::GameScreen* g_insight_screen = nullptr;

void write_focus(const carc::Game& g, const carc::app::Insight& in, carc::json::Writer& w) {
  using namespace carc;
  const FeatureInfo& f = in.focus();
  const bool tournament = g.setup().tournament;  // the points are an aid; outline and holders are public
  w.begin_object().key("x").value(in.focus_pos().x).key("y").value(in.focus_pos().y);
  w.key("slot").value(slot_name(in.focus_slot())).key("kind").value(feature_name(f.kind));
  w.key("complete").value(f.complete).key("scored").value(f.scored).key("squares").value(f.squares);
  w.key("value");
  tournament ? w.null() : w.value(f.value);
  w.key("winners").begin_array();
  for (int p = 0; p < g.player_count(); ++p)
    if (f.winners >> p & 1) w.value(p);
  w.end_array().key("parts").begin_array();
  for (const FeaturePart& part : f.parts) {
    w.begin_object().key("x").value(part.pos.x).key("y").value(part.pos.y).key("printed").value(part.printed).key("slots").begin_array();
    for (int s = 0; s < kSlotCount; ++s)
      if (part.slots >> s & 1) w.value(slot_name(static_cast<Slot>(s)));
    w.end_array().end_object();
  }
  w.end_array().key("holders").begin_array();
  for (const FeatureHolder& h : f.holders) {
    w.begin_object().key("player").value(static_cast<int>(h.player)).key("name").value(g.player(h.player).name);
    w.key("letter").value(carc::app::figure_letter(g, h.player)).key("followers").value(h.followers);
    w.key("strength").value(h.strength).key("others").value(h.others).key("points");
    tournament ? w.null() : w.value(h.points);
    w.end_object();
  }
  w.end_array().end_object();
}

}  // namespace

namespace carc::app {
void bind_insight_api(GameScreen* screen) { g_insight_screen = screen; }
}  // namespace carc::app

// {outlines, focus, hint: {state, place, figure}, recent: [{x, y, player, figure, slot}], stepping}
CARC_EXPORT const char* carc_api_insight() {
  carc::json::Writer w;
  w.begin_object();
  carc::app::GameScreen* s = g_insight_screen;
  if (!s || !s->session.has_game()) return carc::app::api_reply(w.end_object().take());
  const carc::Game& g = s->session.game();
  const carc::app::Insight& in = s->insight;
  w.key("outlines").value(in.outlines).key("focus");
  if (in.has_focus()) write_focus(g, in, w);
  else w.null();
  w.key("hint").begin_object().key("state").value(in.hint_ready() ? "ready" : in.hint_thinking() ? "thinking" : "none");
  w.key("place");
  in.hint_ready() ? w.value(carc::move_text(g, in.hint_place())) : w.null();
  w.key("figure");
  in.hint_ready() && in.hint_place().kind == carc::MoveKind::Place ? w.value(in.hint_figure().kind == carc::MoveKind::Deploy ? carc::move_text(g, in.hint_figure()) : carc::move_text(g, carc::Move{.kind = carc::MoveKind::NoFigure})) : w.null();
  w.end_object().key("recent").begin_array();
  for (const carc::app::RecentMove& m : in.recent()) {
    w.begin_object().key("x").value(m.pos.x).key("y").value(m.pos.y).key("player").value(m.player).key("figure").value(m.figure);
    if (m.figure) w.key("slot").value(carc::slot_name(m.slot));
    w.end_object();
  }
  w.end_array().key("stepping").value(in.stepping());
  return carc::app::api_reply(w.end_object().take());
}

// Turns the outlines on or off (1 / 0); any other value only reads. Returns the switch's state.
CARC_EXPORT int carc_api_outlines(int on) {
  if (!g_insight_screen) return 0;
  if (on == 0 || on == 1) g_insight_screen->insight.outlines = on == 1;
  carc::app::request_redraw();
  return g_insight_screen->insight.outlines ? 1 : 0;
}

// Asks the Hard player for a hint for the human deciding now, like H: "" or why not.
CARC_EXPORT const char* carc_api_hint() {
  carc::app::GameScreen* s = g_insight_screen;
  if (!s || !s->session.has_game()) return carc::app::api_reply(carc::i18n::tr("api.no_game"));
  if (s->session.game().setup().tournament) return carc::app::api_reply(carc::i18n::tr("api.hint_tournament"));
  if (!s->insight.request_hint(s->session.game(), s->session.revision())) return carc::app::api_reply(carc::i18n::tr("api.hint_not_yours"));
  carc::app::request_redraw();
  return carc::app::api_reply("");
}
