// The ImGui theme: one colour table and the spacing for mouse or touch.
#include "app/platform/theme.h"

#include <imgui.h>

namespace carc::app {

unsigned okabe_ito_colour(int p) {
  static constexpr ImU32 kOkabeIto[6] = {IM_COL32(213, 94, 0, 255),  IM_COL32(0, 114, 178, 255),
                                         IM_COL32(0, 158, 115, 255), IM_COL32(240, 228, 66, 255),
                                         IM_COL32(0, 0, 0, 255),     IM_COL32(204, 121, 167, 255)};
  return kOkabeIto[((p % 6) + 6) % 6];
}

namespace {

ImVec4 rgb(int r, int g, int b, float a = 1.0f) { return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a); }

void set_colours(ImGuiStyle& s) {
  ImVec4* c = s.Colors;
  c[ImGuiCol_Text] = rgb(246, 238, 220);          // parchment
  c[ImGuiCol_TextDisabled] = rgb(196, 180, 150);
  c[ImGuiCol_WindowBg] = rgb(42, 33, 25, 0.95f);  // walnut
  c[ImGuiCol_ChildBg] = rgb(0, 0, 0, 0.0f);
  c[ImGuiCol_PopupBg] = rgb(50, 39, 29, 0.98f);
  c[ImGuiCol_Border] = rgb(120, 92, 60, 0.8f);
  c[ImGuiCol_FrameBg] = rgb(70, 55, 40);
  c[ImGuiCol_FrameBgHovered] = rgb(92, 72, 50);
  c[ImGuiCol_FrameBgActive] = rgb(110, 86, 58);
  c[ImGuiCol_TitleBg] = rgb(92, 52, 30);          // roof-tile brown
  c[ImGuiCol_TitleBgActive] = rgb(128, 66, 34);
  c[ImGuiCol_TitleBgCollapsed] = rgb(92, 52, 30, 0.8f);
  c[ImGuiCol_ScrollbarBg] = rgb(30, 24, 18, 0.6f);
  c[ImGuiCol_ScrollbarGrab] = rgb(120, 92, 60);
  c[ImGuiCol_ScrollbarGrabHovered] = rgb(150, 116, 76);
  c[ImGuiCol_ScrollbarGrabActive] = rgb(176, 136, 88);
  c[ImGuiCol_CheckMark] = rgb(242, 193, 78);      // gold
  c[ImGuiCol_SliderGrab] = rgb(242, 193, 78);
  c[ImGuiCol_SliderGrabActive] = rgb(255, 214, 110);
  c[ImGuiCol_Button] = rgb(74, 112, 50);          // meadow green
  c[ImGuiCol_ButtonHovered] = rgb(92, 138, 62);
  c[ImGuiCol_ButtonActive] = rgb(112, 160, 74);
  c[ImGuiCol_Header] = rgb(128, 66, 34, 0.8f);
  c[ImGuiCol_HeaderHovered] = rgb(150, 82, 44);
  c[ImGuiCol_HeaderActive] = rgb(170, 96, 52);
  c[ImGuiCol_Separator] = rgb(120, 92, 60, 0.7f);
  c[ImGuiCol_Tab] = rgb(92, 52, 30);
  c[ImGuiCol_TabHovered] = rgb(150, 82, 44);
  c[ImGuiCol_TabActive] = rgb(128, 66, 34);
  c[ImGuiCol_TabUnfocused] = rgb(72, 44, 28);
  c[ImGuiCol_TabUnfocusedActive] = rgb(110, 60, 32);
  c[ImGuiCol_TableHeaderBg] = rgb(72, 54, 38);
  c[ImGuiCol_TableBorderStrong] = rgb(120, 92, 60);
  c[ImGuiCol_TableBorderLight] = rgb(90, 70, 48);
  c[ImGuiCol_TableRowBgAlt] = rgb(255, 240, 210, 0.04f);
  c[ImGuiCol_NavHighlight] = rgb(242, 193, 78);
}

}  // namespace

void apply_theme(bool touch, bool compact) {
  ImGuiStyle style;  // ImGui's defaults, then ours
  ImGui::StyleColorsDark(&style);
  set_colours(style);
  style.WindowRounding = 8.0f;
  style.ChildRounding = style.PopupRounding = 6.0f;
  style.FrameRounding = style.GrabRounding = style.TabRounding = 5.0f;
  style.ScrollbarRounding = 6.0f;
  style.WindowPadding = ImVec2(10, 9);
  style.WindowTitleAlign = ImVec2(0.5f, 0.5f);
  // Touch: a frame (button, checkbox, field, slider) is 16 + 2 x 14 = 44 CSS px high, the finger's
  // target size (WCAG 2.5.5); the extra padding widens what a tap hits, not what is drawn.
  style.FramePadding = touch ? ImVec2(12, 14) : ImVec2(8, 4);
  style.ItemSpacing = touch ? ImVec2(10, 9) : ImVec2(8, 5);
  style.ItemInnerSpacing = ImVec2(6, 4);
  style.ScrollbarSize = touch ? 18.0f : 13.0f;
  style.GrabMinSize = touch ? 22.0f : 12.0f;
  style.TouchExtraPadding = touch ? ImVec2(4, 4) : ImVec2(0, 0);
  if (compact) {
    style.WindowPadding = ImVec2(6, 4);
    style.FramePadding = touch ? ImVec2(9, 14) : ImVec2(5, 2);  // a finger's 44 CSS px on touch too
    style.ItemSpacing = touch ? ImVec2(7, 5) : ImVec2(5, 3);
    style.ItemInnerSpacing = ImVec2(4, 3);
    style.CellPadding = ImVec2(3, 1);
  }
  ImGui::GetStyle() = style;
}

}  // namespace carc::app
