// draw_ui: ImDrawData's lists as UiVertex / UiDraw spans.
#include "app/platform/ui_drawing.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace carc::app {
namespace {

static_assert(sizeof(ImDrawVert) == sizeof(gfx::UiVertex) && offsetof(ImDrawVert, pos) == offsetof(gfx::UiVertex, x) &&
                  offsetof(ImDrawVert, uv) == offsetof(gfx::UiVertex, u) && offsetof(ImDrawVert, col) == offsetof(gfx::UiVertex, color),
              "the UI renderer reads ImGui's vertices as they are");
static_assert(sizeof(ImDrawIdx) == sizeof(std::uint16_t), "the UI renderer draws 16-bit indices");

}  // namespace

void draw_ui(const ImDrawData& data, gfx::UiRenderer& renderer) {
  const float width = data.DisplaySize.x, height = data.DisplaySize.y;
  if (width <= 0.0f || height <= 0.0f || data.FramebufferScale.x * width < 1.0f || data.FramebufferScale.y * height < 1.0f) return;
  renderer.begin({data.DisplayPos.x, data.DisplayPos.y, width, height, data.FramebufferScale.x, data.FramebufferScale.y});
  std::vector<gfx::UiDraw> draws;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    draws.clear();
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback != nullptr) continue;  // the game adds none
      draws.push_back({{cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z, cmd.ClipRect.w},
                       static_cast<GLuint>(reinterpret_cast<std::intptr_t>(cmd.GetTexID())), cmd.IdxOffset, cmd.ElemCount});
    }
    const auto* vertices = reinterpret_cast<const gfx::UiVertex*>(list.VtxBuffer.Data);
    renderer.draw_list(std::span(vertices, static_cast<std::size_t>(list.VtxBuffer.Size)),
                       std::span(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size)), draws);
  }
  renderer.end();
}

}  // namespace carc::app
