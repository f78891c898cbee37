// The first screen's choices and the pass-and-play step; words from the catalogues (setup.*).
#include "app/ui/first_screen.h"

#include <SDL_keycode.h>
#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>

#include "app/platform/theme.h"
#include "app/ui/seat_choice.h"
#include "app/platform/widget_registry.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {

using i18n::arg;

// A button the width of the column, at least 44 CSS px high (a finger's size), with what it
// starts written below it.
bool big_choice(const std::string& title, const std::string& what) {
  const float height = std::max(44.0f, ImGui::GetFrameHeight() * 1.6f);
  const bool pressed = ImGui::Button(title.c_str(), ImVec2(-1, height));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", what.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::Spacing();
  return pressed;
}

// Seat `p`'s colour as a swatch (widgets "##colour" for the tests): a click opens a colour picker,
// unless the colour-blind-safe palette gives every seat its colour (shown, not chosen).
void draw_colour_swatch(SetupForm& f, int p, bool okabe_ito) {
  auto& c = f.colours[p];
  const ImVec4 colour = okabe_ito ? ImGui::ColorConvertU32ToFloat4(okabe_ito_colour(p)) : ImVec4(c[0], c[1], c[2], 1.0f);
  const bool clicked = ImGui::ColorButton("##colour", colour, ImGuiColorEditFlags_NoTooltip);
  label_widget("##colour");
  if (clicked && !okabe_ito) ImGui::OpenPopup("##picker");
  if (!ImGui::BeginPopup("##picker")) return;
  ImGui::ColorPicker3("##picker", c.data(), ImGuiColorEditFlags_NoSidePreview | ImGuiColorEditFlags_NoInputs);
  ImGui::EndPopup();
}

// A button at least 44 CSS px high, as wide as its words.
bool row_button(const std::string& label) {
  return ImGui::Button(label.c_str(), ImVec2(0, std::max(44.0f, ImGui::GetFrameHeight())));
}

// One kept game: "Ana, Petr · 3 Dec 2026", whose turn, then Open and Delete (IDs by row, words by
// language).
void draw_kept_row(const i18n::Translator& w, SetupForm& f, const KeptGameRow& row, int index) {
  const bool focused = f.kept_focus == index;
  if (focused) ImGui::BeginGroup();
  std::string players;
  for (const std::string& name : row.players) players += (players.empty() ? "" : ", ") + name;
  ImGui::PushID(index);
  ImGui::PushTextWrapPos(0.0f);
  const std::string title = row.date.empty() ? players : players + " · " + row.date;
  const std::string turn = turn_words(w, row);
  ImGui::TextUnformatted(title.c_str());
  label_last_text(title.c_str());  // the browser tests read the row by its words
  // The player's own move stands out; the others' turns are dimmed.
  if (!row.over && row.seat == row.deciding) ImGui::TextUnformatted(turn.c_str());
  else ImGui::TextDisabled("%s", turn.c_str());
  label_last_text(turn.c_str());
  ImGui::PopTextWrapPos();
  const std::string open = w.text("setup.kept_open") + "###kept-open";
  if (row_button(open)) f.kept_action = "open", f.kept_key = row.key;
  ImGui::SameLine();
  if (row_button(w.text("setup.kept_delete") + "###kept-delete")) f.kept_action = "delete", f.kept_key = row.key;
  if (focused) {  // the keys' ring, gold like the toolbar's focus outline
    ImGui::EndGroup();
    const ImVec2 a(ImGui::GetItemRectMin().x - 4.0f, ImGui::GetItemRectMin().y - 4.0f);
    const ImVec2 b(ImGui::GetItemRectMax().x + 4.0f, ImGui::GetItemRectMax().y + 4.0f);
    ImGui::GetWindowDrawList()->AddRect(a, b, IM_COL32(217, 180, 90, 255), 4.0f, 0, 3.0f);
    label_last_text("###kept-focus");  // the browser tests read the ring's row (a group has no ID)
  }
  ImGui::PopID();
  ImGui::Spacing();
}

// Pass and play's map, one tap: Taiwan, the Iberian Peninsula or the classic open table, the
// chosen one lit (widgets "pass-map-<id>" for the tests), each button on this line while it fits.
void draw_pass_map(const i18n::Translator& w, SetupForm& f) {
  ImGui::TextUnformatted(w.text("setup.map").c_str());
  for (const char* id : {"taiwan", "iberia", "classic"}) {
    const std::string label = w.text(std::string("map.") + id) + "###pass-map-" + id;
    const float width = ImGui::CalcTextSize(label.substr(0, label.find("###")).c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
    const bool chosen = f.pass_map == id;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (row_button(label)) f.pass_map = id;
    if (chosen) ImGui::PopStyleColor();
    label_widget(label.c_str(), chosen);
  }
  ImGui::Spacing();
}

}  // namespace

void draw_kept_games(const i18n::Translator& w, SetupForm& f) {
  if (f.kept_games.empty()) return;
  f.kept_focus = std::min(f.kept_focus, static_cast<int>(f.kept_games.size()) - 1);
  const bool moved = std::exchange(f.kept_focus_moved, false);
  ImGui::Spacing();
  ImGui::TextUnformatted(w.text("setup.kept_games").c_str());
  for (std::size_t i = 0; i < f.kept_games.size(); ++i) {
    draw_kept_row(w, f, f.kept_games[i], static_cast<int>(i));
    if (moved && f.kept_focus == static_cast<int>(i)) ImGui::SetScrollHereY(0.5f);  // the row in view
  }
  ImGui::Separator();
}

void press_kept_games_key(SetupForm& f, int key, bool shift) {
  const int rows = static_cast<int>(f.kept_games.size());
  if (rows == 0) return;
  const int was = f.kept_focus = std::min(f.kept_focus, rows - 1);
  if (key == SDLK_DOWN || (key == SDLK_TAB && !shift)) f.kept_focus = (f.kept_focus + 1) % rows;
  if (key == SDLK_UP || (key == SDLK_TAB && shift)) f.kept_focus = f.kept_focus <= 0 ? rows - 1 : f.kept_focus - 1;
  if (key == SDLK_ESCAPE) f.kept_focus = -1;
  f.kept_focus_moved = f.kept_focus_moved || f.kept_focus != was;
  if (f.kept_focus < 0) return;
  const std::string& at = f.kept_games[static_cast<std::size_t>(f.kept_focus)].key;
  if (key == SDLK_RETURN || key == SDLK_KP_ENTER) f.kept_action = "open", f.kept_key = at;
  if (key == SDLK_DELETE) f.kept_action = "delete", f.kept_key = at;
}

SetupStart draw_first_choices(const i18n::Translator& w, SetupForm& f) {
  draw_kept_games(w, f);
  ImGui::Spacing();
  const std::string level = level_words(w, seat_kind_spec(kMediumSeat));
  if (big_choice(w.text("setup.play_computer"), w.text("setup.play_computer.what", {arg("level", level)})))
    return SetupStart::Computer;
  const SetupStage was = f.stage;
  if (big_choice(w.text("setup.pass_and_play"), w.text("setup.pass_and_play.maps"))) f.stage = SetupStage::PassAndPlay;
  if (big_choice(w.text("setup.custom"), w.text("setup.custom.what"))) f.stage = SetupStage::Custom;
  if (f.stage != was) ImGui::SetScrollY(0.0f);  // the next view opens at its top
  return SetupStart::None;
}

SetupStart draw_pass_and_play(const i18n::Translator& w, SetupForm& f, PageTextFields& fields, bool okabe_ito) {
  draw_back_to_choices(w, f);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(w.text("setup.pass_and_play.maps").c_str());
  ImGui::PopTextWrapPos();
  draw_pass_map(w, f);
  draw_seat_rows(w, f, fields, false, okabe_ito);
  return draw_start_button(w) ? SetupStart::PassAndPlay : SetupStart::None;
}

void draw_seat_rows(const i18n::Translator& w, SetupForm& f, PageTextFields& fields, bool who_plays, bool okabe_ito) {
  const std::string players = w.text("setup.players") + "###players";
  ImGui::SliderInt(fit_label(players).c_str(), &f.players, 2, 6);
  label_widget(players.c_str());
  // Who plays the seat beside the name where there is room (phones: on the next line).
  const bool one_line = ImGui::GetContentRegionAvail().x > ImGui::GetFontSize() * 30.0f;
  for (int p = 0; p < f.players; ++p) {
    ImGui::PushID(p);
    draw_colour_swatch(f, p, okabe_ito);
    ImGui::SameLine();
    const float name_x = ImGui::GetCursorPosX();
    ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 11.0f, ImGui::GetContentRegionAvail().x));
    fields.text_field("##name", f.names[p].data(), f.names[p].size(), w.text("setup.name_label", {arg("n", static_cast<long>(p + 1))}).c_str());
    if (who_plays) {
      if (one_line) ImGui::SameLine();
      else ImGui::SetCursorPosX(name_x);
      draw_seat_choice(w, f.seats[p]);
    }
    ImGui::PopID();
  }
}

void draw_back_to_choices(const i18n::Translator& w, SetupForm& f) {
  if (ImGui::Button((w.text("setup.back") + "###back").c_str())) {
    f.stage = SetupStage::Choose;
    ImGui::SetScrollY(0.0f);
  }
  ImGui::Separator();
}

std::string fit_label(const std::string& label) {
  const std::size_t id = label.find("###");
  const std::string text = label.substr(0, id);
  const float beside = ImGui::CalcItemWidth() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(text.c_str()).x;
  if (id == std::string::npos || beside <= ImGui::GetContentRegionAvail().x) return label;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetNextItemWidth(-1.0f);
  return label.substr(id);
}

bool draw_start_button(const i18n::Translator& w) {
  return ImGui::Button(w.text("setup.start").c_str(), ImVec2(-1, std::max(44.0f, ImGui::GetFrameHeight() * 1.6f)));
}

}  // namespace carc::app::ui
