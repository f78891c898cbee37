// Phones and small iframes: below kCompactWidth CSS pixels the panels become a top bar (scores,
// whose turn, tiles left, buttons for the sheets) and a bottom bar (the turn), with the log and the
// remaining tiles as sheets that open above the bottom bar; the board keeps the space between.
#pragma once

#include <imgui.h>

#include "app/ui/shell_insets.h"

namespace carc::app::ui {

inline constexpr float kCompactWidth = 700.0f;

inline bool is_compact() { return ImGui::GetIO().DisplaySize.x < kCompactWidth; }

// Window flags of a bar: no title, not movable, sized to its content.
inline constexpr ImGuiWindowFlags kBarFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                                              ImGuiWindowFlags_NoResize | ImGuiWindowFlags_AlwaysAutoResize |
                                              ImGuiWindowFlags_NoCollapse;

// The next window spans the screen's width at its top (from `top_inset` down) or bottom edge, at
// most `max_height`.
inline void next_window_as_bar(bool top, float max_height, float top_inset = 0.0f) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, top ? top_inset : size.y), ImGuiCond_Always, ImVec2(0, top ? 0.0f : 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(size.x, 0), ImVec2(size.x, max_height));
  ImGui::SetNextWindowBgAlpha(1.0f);  // opaque: no map label or tile shows through a bar
}

// The next window is a sheet: the screen's width, `fraction` of its height, resting on `bottom`
// pixels from the screen's bottom edge (the bottom bar's top).
inline void next_window_as_sheet(float bottom, float fraction) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, size.y - bottom), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(size.x, size.y * fraction), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);
}

}  // namespace carc::app::ui
