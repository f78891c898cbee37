// Seat and pace combos; the words come from the catalogues (ai.*), the meanings mirror
// ai::level_meaning.
#include "app/ui/seat_choice.h"

#include <imgui.h>

#include <string>

#include "app/platform/finger_widgets.h"
#include "app/platform/widget_registry.h"
#include "engine/setup/seat_spec.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {


std::string seat_kind_words(const i18n::Translator& w, int kind) {
  return kind == 0 ? w.text("ai.seat.human") : w.text("ai.seat.computer", {i18n::arg("level", level_words(w, seat_kind_spec(kind)))});
}

}  // namespace

void draw_seat_choice(const i18n::Translator& w, int& kind) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11.0f);
  const std::string label = w.text("ai.seat") + "###seat";
  if (begin_combo(label.c_str(), seat_kind_words(w, kind).c_str())) {
    for (int k = 0; k < kSeatKinds; ++k) {
      if (ImGui::Selectable(seat_kind_words(w, k).c_str(), k == kind)) kind = k;
      if (k > 0) mouse_tip(w.text("ai.meaning." + std::string(seat_kind_level(k))));  // touch: the chosen one's meaning shows below
    }
    end_combo();
  }
  label_widget(label.c_str());
  if (kind > 0) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", w.text("ai.meaning." + std::string(seat_kind_level(kind))).c_str());
    ImGui::PopTextWrapPos();
  }
}

void draw_pace_choice(const i18n::Translator& w, Preferences& preferences) {
  const Pace pace = preferences.pace();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
  const std::string label = w.text("ai.pace") + "###pace";
  const auto words = [&w](Pace p) { return w.text("ai.pace." + std::string(pace_name(p))); };
  if (begin_combo(label.c_str(), words(pace).c_str())) {
    for (Pace p : {Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant})
      if (ImGui::Selectable(words(p).c_str(), p == pace)) preferences.set_pace(p);
    end_combo();
  }
  label_widget(label.c_str());
}

bool has_computer_seat(const Game& game) {
  for (int p = 0; p < game.player_count(); ++p)
    if (!is_human_seat(game.setup(), p)) return true;
  return false;
}

}  // namespace carc::app::ui
