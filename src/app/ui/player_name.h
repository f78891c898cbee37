// A player's name in their colour, readable on the dark panels: dark colours (Black, a deep blue)
// are lifted towards white for the text; the swatch beside it keeps the true colour.
#pragma once

#include <imgui.h>

namespace carc::app::ui {

inline ImVec4 readable_text_colour(ImU32 colour) {
  ImVec4 c = ImGui::ColorConvertU32ToFloat4(colour);
  const float luminance = 0.2126f * c.x + 0.7152f * c.y + 0.0722f * c.z;
  constexpr float kMinLuminance = 0.62f;
  if (luminance < kMinLuminance) {
    const float lift = (kMinLuminance - luminance) / (1.0f - luminance);
    c = ImVec4(c.x + (1.0f - c.x) * lift, c.y + (1.0f - c.y) * lift, c.z + (1.0f - c.z) * lift, 1.0f);
  }
  return c;
}

// A colour swatch and the name, on one line.
inline void player_name(const char* name, ImU32 colour) {
  ImGui::ColorButton("##swatch", ImGui::ColorConvertU32ToFloat4(colour), ImGuiColorEditFlags_NoTooltip, ImVec2(12, 12));
  ImGui::SameLine();
  ImGui::TextColored(readable_text_colour(colour), "%s", name);
}

}  // namespace carc::app::ui
