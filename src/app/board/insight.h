// What fans ask for on the board (issue 20): "Who holds this?" (a feature outlined, with its
// holders and what it scores now), the moves since the viewing player's last turn, and the Hard
// player's hint. Reads the game and never changes it: a hint is shown, not played.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "app/board/visible_area.h"
#include "app/play/play_view.h"
#include "i18n/translate.h"
#include "engine/game/feature_info.h"
#include "engine/game/game.h"
#include "render/board_renderer.h"
#include "render/camera.h"

namespace carc::app {

// A tile or figure placed since the viewing player's last turn, oldest first.
struct RecentMove {
  Pos pos;
  int player = 0;
  bool figure = false;  // a figure stood (Deploy, Stand); else a tile placed
  Slot slot = 0;
  TileType tile{};                       // the tile placed
  FigureKind kind = FigureKind::Meeple;  // the figure stood, and the feature it stands on
  FeatureKind feature = FeatureKind::City;
};

class Insight {
 public:
  // The "Outlines / Kdo to drží" switch (this browser's, not the game's): hover or tap a placed
  // tile to see who holds the feature there.
  bool outlines = true;

  // --- Who holds this? (insight.cpp)
  // The feature under the pointer (desktop): none over a panel, off the tiles or with outlines off.
  void hover(const Game& game, int revision, const gfx::Camera& camera, const PlayView& view, bool over_ui);
  // Touch: a tap on a placed tile (not on a target of this step) shows its feature; elsewhere hides it.
  void tap(const Game& game, int revision, const gfx::Camera& camera, const PlayView& view, gfx::Vec2 screen);
  bool has_focus() const { return focus_on_; }
  const FeatureInfo& focus() const { return focus_; }
  Pos focus_pos() const { return focus_pos_; }
  Slot focus_slot() const { return focus_slot_; }
  // Counts every change of the outlined feature (the board re-uploads its tiles when it moves).
  int focus_serial() const { return serial_; }
  // Sets the parts' bits (render/tile_art.h) on `tiles`, one instance per placed tile in order.
  void mark_tiles(const Game& game, std::vector<gfx::TileInstance>& tiles) const;
  // The tooltip beside the pointer or the tapped point: kind, holders by colour, letter and name,
  // what it would score now (not in tournament mode). It goes on the side of the point where it
  // covers none of `panels` (every panel and bar drawn this frame), else into the board's largest
  // free part: never under a phone's bars (issue 26).
  void draw_tooltip(const i18n::Translator& w, const Game& game, const PlayView& view, const gfx::Camera& camera,
                    const std::vector<ScreenRect>& panels) const;

  // --- Last moves (insight_turns.cpp)
  // The moves since the human deciding now last played (kept per game revision).
  void update_recent(const Game& game, int revision);
  const std::vector<RecentMove>& recent() const { return recent_; }
  // The mark shown while stepping (L), or -1.
  int stepping() const { return step_; }
  // Steps to the next recent move (after the last: stops); returns false when there is none.
  bool step_recent(Pos& centre);
  void stop_recent() { step_ = -1; }
  // The step shown, for screen readers: "Last moves, 2 of 3: Ben placed a tile with a city (square
  // 3,4)", the move in the log's words; "" when not stepping.
  std::string recent_words(const i18n::Translator& w, const Game& game) const;
  // Small numbered marks on the recent tiles and figures; the one stepped to is ringed.
  void draw_recent(const Game& game, const gfx::Camera& camera, ImDrawList* dl) const;

  // --- Hint (insight_turns.cpp)
  // Asks the Hard player for a move for the human deciding now (not in tournament mode).
  bool request_hint(const Game& game, int revision);
  // This frame's slice of the hint's search (frame-sliced like the computer seats).
  void run_hint(const Game& game, int revision, double now_ms, double (*clock_ms)());
  bool hint_thinking() const { return hint_stage_ == 1 || hint_stage_ == 2; }
  bool hint_ready() const { return hint_stage_ == 3; }
  // The hint: the placement (Place or Discard) and the figure after it (kind Deploy, or NoFigure).
  const Move& hint_place() const { return hint_place_; }
  const Move& hint_figure() const { return hint_figure_; }
  void clear_hint() { hint_stage_ = 0; }
  // The hint ready, for screen readers: "Hint: place a tile with a city on square 3,4, turned 90°,
  // then meeple on the city" (after the placement, the turn panel's words for the figure; another
  // step's hint as its button says it); "" when none is ready.
  std::string hint_words(const i18n::Translator& w, const Game& game) const;
  // The ghost tile of the hint (an instance to draw over the board) and its figure spot ring.
  bool hint_tile(const Game& game, gfx::TileInstance& out) const;
  void draw_hint(const Game& game, const gfx::Camera& camera, ImDrawList* dl) const;

 private:
  void set_focus(const Game& game, int revision, Pos pos, Slot slot);
  bool in_focus(Pos pos, Slot slot) const;

  bool focus_on_ = false;
  FeatureInfo focus_;
  Pos focus_pos_;
  Slot focus_slot_ = 0;
  int focus_revision_ = -1;
  int serial_ = 0;
  bool tapped_ = false;      // touch: the focus came from a tap (stays until the next tap)
  gfx::Vec2 tapped_world_;   // where, in board units (the tooltip follows the board)

  std::vector<RecentMove> recent_;
  int recent_revision_ = -1;
  int step_ = -1;

  ai::Agent hint_agent_;
  Game hint_game_;           // the game after the hinted placement (its figure is searched there)
  int hint_stage_ = 0;       // 0 none, 1 searching the placement, 2 the figure, 3 ready
  int hint_revision_ = -1;
  Move hint_place_, hint_figure_;
};

}  // namespace carc::app
