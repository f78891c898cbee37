// Remaining tiles drawing: a grid of pictures with their words ("2 tiles with a city, a road and a
// pennant") from Game::remaining(). Each picture's
// room is reserved here and reported when it is in view; the game screen shows the picture there.
#include "app/ui/remaining_panel.h"

#include <imgui.h>

#include <algorithm>

#include "app/platform/widget_registry.h"
#include "app/words/event_text.h"
#include "app/ui/compact_layout.h"
#include "i18n/translate.h"

namespace carc::app::ui {
void draw_remaining_panel(const i18n::Translator& w, const Game& g, bool* open, float bottom, std::vector<TilePicture>& pictures) {
  if (!*open) return;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const bool compact = is_compact();
  if (compact) {
    next_window_as_sheet(bottom, 0.42f);
  } else {
    ImGui::SetNextWindowPos(ImVec2(8, size.y - 8), ImGuiCond_FirstUseEver, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(420, 260), ImGuiCond_FirstUseEver);
  }
  const ImGuiWindowFlags flags = compact ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse : 0;
  if (!ImGui::Begin((w.text("remaining.window") + "###remaining").c_str(), open, flags)) {
    ImGui::End();
    return;
  }
  ImGui::TextUnformatted(w.count("n.tiles_in_pile", g.tiles_left()).c_str());
  // Cells of a picture and its words beside it ("2 tiles with a city and a road", wrapped).
  constexpr float kPicture = 40.0f;
  const float cell = kPicture + ImGui::GetFontSize() * 9.0f;
  const int columns = std::max(1, std::min(4, static_cast<int>(ImGui::GetContentRegionAvail().x / cell)));
  if (ImGui::BeginTable("remaining", columns, ImGuiTableFlags_SizingStretchSame)) {
    for (int t = 0; t < g.catalogue().size(); ++t) {
      const int n = g.remaining(static_cast<TileType>(t));
      if (n <= 0) continue;
      ImGui::TableNextColumn();
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(kPicture, kPicture));
      if (ImGui::IsItemVisible()) pictures.push_back({static_cast<TileType>(t), at.x, at.y, kPicture});
      ImGui::SameLine();
      ImGui::PushTextWrapPos(0.0f);
      const std::string words = tiles_words(w, g.def(static_cast<TileType>(t)), n);
      ImGui::TextUnformatted(words.c_str());
      label_last_text(words.c_str());  // the tests read the words, as a screen reader's user hears them
      ImGui::PopTextWrapPos();
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace carc::app::ui
