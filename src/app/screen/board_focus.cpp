// BoardFocus: the placed tile kept clear of the panels, the log's "show" (board_focus.h).
#include "app/screen/board_focus.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstring>


namespace carc::app {
namespace {

constexpr double kRingSeconds = 1.6;  // how long a shown square is ringed,
constexpr int kRingFrames = 12;       // and at least this many frames (a slow device sees it too)

}  // namespace

std::vector<ScreenRect> panels_over_board(float top_inset) {
  std::vector<ScreenRect> out;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (top_inset > 0) out.push_back({0.0f, 0.0f, display.x, top_inset});
  const ImGuiWindowFlags skip = ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup;
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active || w->Hidden || w->IsFallbackWindow || (w->Flags & skip)) continue;
    if (std::strstr(w->Name, "###tile-buttons")) continue;  // beside the picked square, never over it
    out.push_back({w->Pos.x, w->Pos.y, w->Pos.x + w->Size.x, w->Pos.y + w->Size.y});
  }
  return out;
}

void BoardFocus::follow(Pos p, int revision) {
  squares_.assign(1, p);
  following_ = true, revision_ = revision, moved_ = false;
}

void BoardFocus::show(const std::vector<Pos>& squares, int revision) {
  if (squares.empty()) return;
  squares_ = squares;
  following_ = true, revision_ = revision, moved_ = false;
  ring_until_ = ImGui::GetTime() + kRingSeconds;
  ring_frames_ = kRingFrames;
}

ScreenRect BoardFocus::target_on_screen(const gfx::Camera& camera) const {
  ScreenRect r = square_on_screen(camera, squares_[0]);
  for (const Pos& p : squares_) {
    const ScreenRect s = square_on_screen(camera, p);
    r = {std::min(r.x0, s.x0), std::min(r.y0, s.y0), std::max(r.x1, s.x1), std::max(r.y1, s.y1)};
  }
  return r;
}

void BoardFocus::update(gfx::Camera& camera, int revision, bool touch, const std::vector<ScreenRect>& panels, ImDrawList* dl,
                        FramePacing& frames) {
  if (squares_.empty()) return;
  if (revision != revision_) following_ = false;  // the game moved on
  if (following_) {
    const bool panned = moved_ && (camera.zoom() != left_zoom_ || camera.center().x != left_at_.x || camera.center().y != left_at_.y);
    if (panned) {
      following_ = false;  // the player moved the board: leave it where they put it
    } else {
      // Room for the figure markers around the tile (44 CSS px across on touch screens).
      const float margin = std::max(touch ? 26.0f : 12.0f, 0.15f * camera.zoom());
      bring_into_view(camera, target_on_screen(camera), margin, panels);
      moved_ = true;
      left_at_ = camera.center(), left_zoom_ = camera.zoom();
    }
  }
  const double now = ImGui::GetTime();
  if (now >= ring_until_ && ring_frames_ <= 0) return;
  --ring_frames_;
  // The ring pulses twice while it fades, around each square shown.
  const float fade = std::max(static_cast<float>((ring_until_ - now) / kRingSeconds), ring_frames_ / static_cast<float>(kRingFrames));
  const float pulse = 0.5f + 0.5f * std::cos(static_cast<float>(now) * 8.0f);
  const ImU32 colour = IM_COL32(255, 236, 140, static_cast<int>(255.0f * std::min(1.0f, 1.5f * fade)));
  for (const Pos& p : squares_) {
    const ScreenRect s = square_on_screen(camera, p);
    const float radius = 0.75f * std::max(s.width(), 24.0f) + 6.0f * pulse;
    dl->AddCircle(ImVec2(0.5f * (s.x0 + s.x1), 0.5f * (s.y0 + s.y1)), radius, colour, 48, 4.0f);
  }
  frames.request_redraw();  // frames until the ring ends
}

}  // namespace carc::app
