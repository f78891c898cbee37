// Log panel drawing: the session's event log with scoring lines in gold; the record lines in a tab.
#include "app/ui/log_panel.h"

#include <imgui.h>

#include "app/ui/compact_layout.h"
#include "engine/notation.h"
#include "i18n/translate.h"

namespace carc::app::ui {

void draw_log_panel(const Session& session, bool* open, float bottom) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const bool compact = is_compact();
  if (compact && !*open) return;
  if (compact) {
    next_window_as_sheet(bottom, 0.42f);
  } else {
    ImGui::SetNextWindowPos(ImVec2(size.x - 8, size.y - 8), ImGuiCond_FirstUseEver, ImVec2(1, 1));
    ImGui::SetNextWindowSize(ImVec2(380, 200), ImGuiCond_FirstUseEver);
  }
  const ImGuiWindowFlags flags = compact ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse : 0;
  ImGui::Begin((i18n::tr("log.window") + "###log").c_str(), compact ? open : nullptr, flags);
  if (ImGui::BeginTabBar("log")) {
    if (ImGui::BeginTabItem((i18n::tr("log.events") + "###events").c_str())) {
      ImGui::BeginChild("events");
      ImGui::PushTextWrapPos(0.0f);  // long scoring lines wrap at the window's edge
      for (const LogEntry& e : session.log()) {
        if (e.scoring) ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.35f, 1.0f), "%s", e.text.c_str());
        else ImGui::TextUnformatted(e.text.c_str());
      }
      ImGui::PopTextWrapPos();
      if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4.0f) ImGui::SetScrollHereY(1.0f);
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem((i18n::tr("log.record") + "###record").c_str())) {
      ImGui::BeginChild("record");
      for (const std::string& line : record_lines(session.game())) ImGui::TextUnformatted(line.c_str());
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
}

}  // namespace carc::app::ui
