// Marks drawn over the GL board with ImGui's background draw list (crisp text and shapes at any
// zoom): map names, coats of arms, chips, followers, legal squares and step targets.
#pragma once

#include <imgui.h>

#include <vector>

#include "app/play/play_view.h"
#include "engine/record/captions.h"
#include "engine/game/game.h"
#include "render/camera.h"
#include "i18n/translate.h"

namespace carc::app {

// Names of large cities, towns, islands, start squares; ferry routes; arms; chips.
void draw_map_marks(const i18n::Translator& w, const Game& game, const gfx::Camera& camera, ImDrawList* dl);
// Figures in their owners' colours (meeple, big, builder, pig; upgraded with their chip).
void draw_figures(const Game& game, const gfx::Camera& camera, const PlayView& view, ImDrawList* dl);
// Legal squares, unfillable squares and the step's clickable targets (fills view.targets).
void draw_step_marks(const i18n::Translator& w, const Game& game, const gfx::Camera& camera, PlayView& view, ImDrawList* dl);
// The keyboard's focus (PlayView::keys): a ring around the focused square or target (called by
// draw_step_marks, after the targets are placed).
void draw_key_focus(const gfx::Camera& camera, const PlayView& view, ImDrawList* dl);
// The target of the choice whose turn-panel button the mouse (PlayView::pointed) or the keyboard is
// on: the squares of the feature it names outlined and the figure's spot ringed, or the cache square
// (called by draw_step_marks).
void draw_pointed_target(const Game& game, const gfx::Camera& camera, const PlayView& view, ImDrawList* dl);
// The example viewer's highlights: a ring around each marked square and, for a mark naming a
// slot, a ring around that spot of the tile there (where its figure stands).
void draw_viewer_marks(const Game& game, const gfx::Camera& camera, const std::vector<Mark>& marks, ImDrawList* dl);
// A chip disc: face up shows its value.
void draw_chip(ImDrawList* dl, ImVec2 c, float r, int chip, bool face_up);
unsigned chip_colour_u32(int chip);

}  // namespace carc::app
