// The moves since the viewing player's last turn (numbered marks, stepped through with L) and the
// Hard player's hint (H): searched in frame slices like a computer seat, shown, never played.
#include <algorithm>
#include <string>

#include "app/board/board_scene.h"
#include "app/board/insight.h"
#include "app/words/choices.h"
#include "app/words/event_text.h"
#include "i18n/translate.h"
#include "render/tile_art.h"

namespace carc::app {
namespace {

// Search time per frame for the hint, as for a computer seat (AiTurns::kFrameBudgetMs).
constexpr double kHintSliceMs = 8.0;

bool is_human_deciding(const Game& g) {
  return g.phase() != Phase::Over && g.phase() != Phase::GameEnd && is_human_seat(g.setup(), g.deciding_player());
}

// The turn panel's label of `move` among the legal moves of `game` now, or "".
std::string choice_label(const i18n::Translator& w, const Game& game, const Move& move) {
  std::vector<Choice> choices;
  list_choices(w, game, choices);
  for (const Choice& c : choices)
    if (c.move == move) return c.label;
  return "";
}

}  // namespace

void Insight::update_recent(const Game& game, int revision) {
  if (revision == recent_revision_) return;
  recent_revision_ = revision;
  step_ = -1;  // any move ends the stepping
  recent_.clear();
  if (!is_human_deciding(game)) return;
  // From the end of the history: the viewing player's turn in progress, then the others' moves
  // back to the viewing player's previous move (pass-and-play: the player deciding now).
  const PlayerId me = game.deciding_player();
  const std::vector<Move>& h = game.history();
  int i = static_cast<int>(h.size()) - 1;
  while (i >= 0 && h[static_cast<std::size_t>(i)].player == me) --i;
  const int last = i;
  while (i >= 0 && h[static_cast<std::size_t>(i)].player != me) --i;
  Pos placed{};
  for (int k = i + 1; k <= last; ++k) {
    const Move& m = h[static_cast<std::size_t>(k)];
    if (m.kind == MoveKind::Place) {
      placed = m.pos;
      recent_.push_back(RecentMove{.pos = m.pos, .player = m.player, .tile = m.tile});
    } else if (m.kind == MoveKind::Deploy || m.kind == MoveKind::Stand) {  // Deploy: on the tile just placed (B5)
      RecentMove r{.pos = m.kind == MoveKind::Deploy ? placed : m.pos, .player = m.player, .figure = true, .slot = m.slot,
                   .kind = m.figure, .feature = FeatureKind::Field};
      feature_on_board(game, r.pos, r.slot, r.feature);  // the feature it stands on (Field if none is found)
      recent_.push_back(r);
    }
  }
}

bool Insight::step_recent(Pos& centre) {
  if (recent_.empty()) return false;
  step_ = step_ + 1 < static_cast<int>(recent_.size()) ? step_ + 1 : -1;
  if (step_ < 0) return false;
  centre = recent_[static_cast<std::size_t>(step_)].pos;
  return true;
}

std::string Insight::recent_words(const i18n::Translator& w, const Game& game) const {
  if (step_ < 0 || step_ >= static_cast<int>(recent_.size())) return "";
  const RecentMove& m = recent_[static_cast<std::size_t>(step_)];
  // The log's line for the move (describe_event names no square), then the square.
  Event e{.kind = m.figure ? EventKind::FigureDeployed : EventKind::TilePlaced, .player = static_cast<PlayerId>(m.player),
          .tile = m.tile, .pos = m.pos, .figure = m.kind, .slot = m.slot, .feature = m.feature};
  return w.text("insight.recent.step", {i18n::arg("n", static_cast<long>(step_ + 1)), i18n::arg("count", static_cast<long>(recent_.size())),
                                          i18n::arg("move", describe_event(w, game, e)), i18n::arg("at", pos_words(m.pos))});
}

void Insight::draw_recent(const Game& game, const gfx::Camera& camera, ImDrawList* dl) const {
  const float zoom = camera.zoom();
  if (zoom < 18.0f) return;  // too small to read
  const float r = std::clamp(0.11f * zoom, 7.0f, 13.0f);
  for (std::size_t i = 0; i < recent_.size(); ++i) {
    const RecentMove& m = recent_[i];
    float u = 0.16f, v = 0.16f;  // a tile: its north-west corner; a figure: beside its spot
    const int cell = game.board().cell(m.pos);
    const int t = cell < 0 ? -1 : game.board().tile_at(cell);
    if (m.figure && t >= 0) {
      const PlacedTile& pt = game.placed()[static_cast<std::size_t>(t)];
      gfx::slot_point(game.def(pt.type), pt.rot, m.slot, u, v);
      u += 0.16f, v -= 0.16f;
    }
    const gfx::Vec2 c = camera.world_to_screen({m.pos.x + u, m.pos.y + v});
    const bool current = static_cast<int>(i) == step_;
    if (current) {
      const gfx::Vec2 a = camera.world_to_screen({static_cast<float>(m.pos.x), static_cast<float>(m.pos.y)});
      const gfx::Vec2 b = camera.world_to_screen({m.pos.x + 1.0f, m.pos.y + 1.0f});
      dl->AddRect(ImVec2(a.x, a.y), ImVec2(b.x, b.y), IM_COL32(255, 214, 64, 255), 3.0f, 0, 3.0f);
    }
    dl->AddCircleFilled(ImVec2(c.x, c.y), r, current ? IM_COL32(255, 214, 64, 235) : IM_COL32(30, 26, 22, 200));
    dl->AddCircle(ImVec2(c.x, c.y), r, IM_COL32(255, 248, 230, 220), 0, 1.5f);
    const std::string n = std::to_string(i + 1);
    const ImVec2 size = ImGui::CalcTextSize(n.c_str());
    dl->AddText(ImVec2(c.x - 0.5f * size.x, c.y - 0.5f * size.y), current ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 248, 230, 255), n.c_str());
  }
}

bool Insight::request_hint(const Game& game, int revision) {
  if (game.setup().tournament || !is_human_deciding(game)) return false;  // tournament mode: no aids
  ai::Spec spec;
  if (!ai::parse_spec("hard", spec)) return false;
  hint_agent_ = ai::Agent(spec);
  // The seed a Hard seat would use here (as AiTurns and aiMove()): the same position, the same hint.
  hint_agent_.start(game, game.setup().seed * 1000003ull + game.history().size());
  hint_stage_ = 1;
  hint_revision_ = revision;
  hint_place_ = Move{};
  hint_figure_ = Move{.kind = MoveKind::NoFigure};
  return true;
}

void Insight::run_hint(const Game& game, int revision, double now_ms, double (*clock_ms)()) {
  if (hint_stage_ != 0 && revision != hint_revision_) hint_stage_ = 0;  // the game moved on: no hint
  if (!hint_thinking()) return;
  while (!hint_agent_.is_ready() && clock_ms() - now_ms < kHintSliceMs) hint_agent_.step(1);
  if (!hint_agent_.is_ready()) return;
  const Move move = hint_agent_.move();
  if (hint_stage_ == 2) {
    hint_figure_ = move;
    hint_stage_ = 3;
    return;
  }
  hint_place_ = move;
  hint_stage_ = 3;
  if (move.kind != MoveKind::Place) return;
  // The figure after the placement: the same search on a copy with the tile placed.
  hint_game_ = game;
  if (!hint_game_.apply(move) || hint_game_.phase() != Phase::Deploy || hint_game_.deciding_player() != move.player) return;
  hint_agent_.start(hint_game_, game.setup().seed * 1000003ull + hint_game_.history().size());
  hint_stage_ = 2;
}

std::string Insight::hint_words(const i18n::Translator& w, const Game& game) const {
  if (!hint_ready()) return "";
  // A placement in words (the buttons' labels name the tile's code); any other step as its button.
  const std::string move = hint_place_.kind == MoveKind::Place
      ? w.text("insight.hint.place", {i18n::arg("tile", tile_words(w, game.def(hint_place_.tile))), i18n::arg("at", pos_words(hint_place_.pos)),
                                        i18n::arg("degrees", 90L * hint_place_.rot)})
      : choice_label(w, game, hint_place_);
  if (move.empty()) return "";
  // After a placement hint, the figure searched on the copy with the tile placed.
  const bool placed = hint_place_.kind == MoveKind::Place && hint_game_.history().size() == game.history().size() + 1 &&
                      hint_game_.history().back() == hint_place_;
  const std::string figure = placed ? choice_label(w, hint_game_, hint_figure_) : "";
  if (figure.empty()) return w.text("insight.hint.says", {i18n::arg("move", move)});
  return w.text("insight.hint.says.then", {i18n::arg("move", move), i18n::arg("figure", figure)});
}

bool Insight::hint_tile(const Game& game, gfx::TileInstance& out) const {
  if (!hint_ready() || hint_place_.kind != MoveKind::Place) return false;
  out = tile_instance(game, hint_place_.tile, hint_place_.rot, static_cast<float>(hint_place_.pos.x),
                      static_cast<float>(hint_place_.pos.y), 0.8f, 99);
  return true;
}

void Insight::draw_hint(const Game& game, const gfx::Camera& camera, ImDrawList* dl) const {
  if (!hint_ready()) return;
  // After a placement hint, its figure; in the figure step the hint is the figure itself.
  const Move& m = hint_place_.kind == MoveKind::Place ? hint_figure_ : hint_place_;
  Pos pos = hint_place_.kind == MoveKind::Place ? hint_place_.pos : m.pos;
  if (hint_place_.kind != MoveKind::Place && game.last_placed() >= 0) pos = game.placed()[static_cast<std::size_t>(game.last_placed())].pos;
  const gfx::Vec2 a = camera.world_to_screen({static_cast<float>(pos.x), static_cast<float>(pos.y)});
  const gfx::Vec2 b = camera.world_to_screen({pos.x + 1.0f, pos.y + 1.0f});
  if (hint_place_.kind == MoveKind::Place)
    dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(120, 220, 255, 255), 4.0f, 0, 3.0f);
  if (m.kind != MoveKind::Deploy) return;
  const TileType type = hint_place_.kind == MoveKind::Place ? hint_place_.tile : game.placed()[static_cast<std::size_t>(game.last_placed())].type;
  const int rot = hint_place_.kind == MoveKind::Place ? hint_place_.rot : game.placed()[static_cast<std::size_t>(game.last_placed())].rot;
  float u = 0.5f, v = 0.5f;
  gfx::slot_point(game.def(type), rot, m.slot, u, v);
  const gfx::Vec2 c = camera.world_to_screen({pos.x + u, pos.y + v});
  const float r = std::max(9.0f, 0.14f * camera.zoom());
  dl->AddCircle(ImVec2(c.x, c.y), r, IM_COL32(20, 20, 20, 230), 0, 5.0f);
  dl->AddCircle(ImVec2(c.x, c.y), r, IM_COL32(120, 220, 255, 255), 0, 3.0f);
  dl->AddCircleFilled(ImVec2(c.x, c.y), 0.35f * r, IM_COL32(120, 220, 255, 255));
}

}  // namespace carc::app
