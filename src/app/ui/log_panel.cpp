// Log panel drawing: the session's event log with scoring lines in gold, lines about squares as
// buttons that show them; the record lines in a tab.
#include "app/ui/log_panel.h"

#include <imgui.h>

#include <algorithm>

#include "app/ui/compact_layout.h"
#include "app/platform/widget_registry.h"
#include "engine/record/notation.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {

const ImVec4 kScoring(1.0f, 0.85f, 0.35f, 1.0f);  // scoring lines in gold

// One line of the log, wrapped at the window's edge. A line about squares is a selectable the
// width of the window (it lights up under the pointer); true when it was clicked.
bool draw_line(const i18n::Translator& w, const LogEntry& e, int index, bool touch) {
  if (e.squares.empty()) {
    if (e.scoring) ImGui::TextColored(kScoring, "%s", e.text.c_str());
    else ImGui::TextUnformatted(e.text.c_str());
    return false;
  }
  const float wrap = ImGui::GetContentRegionAvail().x;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 size = ImGui::CalcTextSize(e.text.c_str(), nullptr, false, wrap);
  // On a touch screen a line is a finger's target: at least the 44 CSS px of a touch frame, its
  // words in the middle.
  const float height = touch ? std::max(size.y, ImGui::GetFrameHeight()) : size.y;
  ImGui::PushID(index);
  const bool clicked = ImGui::Selectable("##show", false, 0, ImVec2(0.0f, height));
  ImGui::PopID();
  label_last_item(e.text.c_str());  // the browser tests find the line by its words
  if (!touch && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", w.text("log.show").c_str());  // a tap leaves no tooltip
  const ImU32 colour = e.scoring ? ImGui::GetColorU32(kScoring) : ImGui::GetColorU32(ImGuiCol_Text);
  ImGui::GetWindowDrawList()->AddText(nullptr, 0.0f, ImVec2(at.x, at.y + (height - size.y) / 2), colour, e.text.c_str(), nullptr, wrap);
  return clicked;
}

}  // namespace

int draw_log_panel(const i18n::Translator& w, const Session& session, bool* open, float bottom, bool touch) {
  int clicked = -1;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const bool compact = is_compact();
  if (compact && !*open) return -1;
  if (compact) {
    next_window_as_sheet(bottom, 0.42f);
  } else {
    ImGui::SetNextWindowPos(ImVec2(size.x - 8, size.y - 8), ImGuiCond_FirstUseEver, ImVec2(1, 1));
    ImGui::SetNextWindowSize(ImVec2(380, 200), ImGuiCond_FirstUseEver);
  }
  const ImGuiWindowFlags flags = compact ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse : 0;
  ImGui::Begin((w.text("log.window") + "###log").c_str(), compact ? open : nullptr, flags);
  if (ImGui::BeginTabBar("log")) {
    if (ImGui::BeginTabItem((w.text("log.events") + "###events").c_str())) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", w.text(touch ? "log.hint.touch" : "log.hint").c_str());
      ImGui::PopTextWrapPos();
      ImGui::BeginChild("events");
      ImGui::PushTextWrapPos(0.0f);  // long scoring lines wrap at the window's edge
      const std::vector<LogEntry>& log = session.log();
      for (int i = 0; i < static_cast<int>(log.size()); ++i)
        if (draw_line(w, log[i], i, touch)) clicked = i;
      ImGui::PopTextWrapPos();
      if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4.0f) ImGui::SetScrollHereY(1.0f);
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem((w.text("log.record") + "###record").c_str())) {
      ImGui::BeginChild("record");
      for (const std::string& line : record_lines(session.game())) ImGui::TextUnformatted(line.c_str());
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
  return clicked;
}

}  // namespace carc::app::ui
