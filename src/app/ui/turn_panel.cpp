// Turn panel drawing: instructions per phase and one button per legal choice.
#include "app/ui/turn_panel.h"

#include <imgui.h>

namespace carc::app::ui {
namespace {

const char* instruction(Phase p) {
  switch (p) {
    case Phase::PlaceTile: return "Click a highlighted square to place the tile. R or right click rotates.";
    case Phase::Cache: return "Lay the collected chip face up as a cache: click a highlighted square.";
    case Phase::Deploy: return "Click a marker on the tile to stand a figure there, or (N):";
    case Phase::Upgrade: return "Pay chips worth 4 to upgrade a meeple?";
    case Phase::Gbm: return "Move the Gingerbread Man: click a brown marker or choose:";
    case Phase::Porxada: return "La Porxada: choose an option.";
    case Phase::Swap: return "Choose a swap of followers:";
    case Phase::Refuse: return "Accept the swap, or refuse and give up a follower:";
    case Phase::Withdraw: return "The La Porxada city is complete: withdraw knights from it?";
    case Phase::GameEnd: return "The game ends.";
    case Phase::Over: return "The game is over.";
  }
  return "";
}

bool is_board_choice(const Move& m) {
  return m.kind == MoveKind::Place || m.kind == MoveKind::Cache || m.kind == MoveKind::Deploy;
}

}  // namespace

TurnIntent draw_turn_panel(const Game& g, const PlayView& view, bool can_take_back) {
  TurnIntent intent;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(size.x - 8.0f, 8.0f), ImGuiCond_Always, ImVec2(1.0f, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(340, 0), ImVec2(440, size.y * 0.5f));
  ImGui::Begin("Turn", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  const PlayerId who = g.deciding_player();
  if (g.phase() == Phase::PlaceTile && g.tiles_left() > 0) {  // room for the drawn tile's picture
    const ImVec2 at = ImGui::GetCursorScreenPos();
    intent.has_preview = true;
    intent.preview_x = at.x, intent.preview_y = at.y, intent.preview_size = 64.0f;
    ImGui::Dummy(ImVec2(64.0f, 64.0f));
    ImGui::SameLine();
    ImGui::BeginGroup();
  }
  const ImVec4 colour = ImGui::ColorConvertU32ToFloat4(view.colours[who % 6]);
  ImGui::TextColored(colour, "%s", g.player(who).name.c_str());
  ImGui::SameLine();
  if (g.phase() == Phase::PlaceTile && g.tiles_left() > 0) {
    ImGui::Text("drew %s (%d tiles left)", g.def(g.drawn_tile()).id.c_str(), g.tiles_left());
  } else {
    ImGui::Text("%d tiles left", g.tiles_left());
  }
  ImGui::TextWrapped("%s", instruction(g.phase()));
  if (intent.has_preview) ImGui::EndGroup();
  int shown = 0;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (is_board_choice(m)) continue;
    if (shown++ > 24) { ImGui::TextDisabled("…"); break; }
    ImGui::PushID(i);
    if (ImGui::Button(view.choices[i].label.c_str())) intent.choice = i;
    ImGui::PopID();
  }
  if (g.phase() == Phase::Cache || g.phase() == Phase::Deploy) {
    int shown_small = 0;
    float line_width = 0.0f;  // wrap the buttons at the panel's width
    for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
      if (!is_board_choice(view.choices[i].move)) continue;
      const char* label = view.choices[i].label.c_str();
      const float width = ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
      line_width += width + ImGui::GetStyle().ItemSpacing.x;
      if (shown_small++ > 0 && line_width < 400.0f) ImGui::SameLine();
      else line_width = width;
      ImGui::PushID(1000 + i);
      if (ImGui::SmallButton(label)) intent.choice = i;
      ImGui::PopID();
    }
  }
  if (g.phase() == Phase::PlaceTile && !view.choices.empty() && view.choices[0].move.kind == MoveKind::Place) {
    if (ImGui::Button("Rotate (R)")) intent.rotate = true;
    ImGui::SameLine();
    ImGui::Text("rotation %d°", 90 * view.rot);
  }
  if (can_take_back) {
    if (ImGui::Button("Take back the tile (Esc)")) intent.take_back = true;
  }
  if (!view.message.empty()) ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1.0f), "%s", view.message.c_str());
  ImGui::End();
  return intent;
}

}  // namespace carc::app::ui
