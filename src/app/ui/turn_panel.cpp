// Turn panel drawing: instructions per phase and one button per legal choice.
#include "app/ui/turn_panel.h"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/platform/finger_widgets.h"
#include "app/platform/widget_registry.h"
#include "app/play/ai_turns.h"
#include "app/words/choices.h"
#include "app/words/event_text.h"
#include "app/words/shown_name.h"
#include "app/ui/compact_layout.h"
#include "engine/expansions/expansions.h"
#include "engine/record/fair_draw.h"
#include "i18n/translate.h"

namespace carc::app::ui {
namespace {

using i18n::arg;

// The catalogue key of this step's instruction (turn.*); on a touch screen the words say "tap" and
// name no keys or mouse buttons.
std::string_view instruction(Phase p, bool touch) {
  const PhaseInfo& info = phase_info(p);
  return touch && !info.touch_prompt.empty() ? info.touch_prompt : info.prompt;
}

// The keyboard's focus on a button of choice `i` (app/play/key_focus.h): the board's ring around it.
void ring_if_focused(const PlayView& view, int i) {
  if (!view.keys.shown || view.keys.pick || view.keys.choice != i) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const ImVec2 a(ImGui::GetItemRectMin().x - 3.0f, ImGui::GetItemRectMin().y - 3.0f);
  const ImVec2 b(ImGui::GetItemRectMax().x + 3.0f, ImGui::GetItemRectMax().y + 3.0f);
  dl->AddRect(a, b, IM_COL32(15, 15, 15, 255), 4.0f, 0, 6.0f);
  dl->AddRect(a, b, IM_COL32(255, 255, 255, 255), 4.0f, 0, 3.0f);
}

// Chosen on the board, not by a button: the tile's squares, the figure step's markers, cache squares.
bool is_board_choice(const Move& m) {
  const MoveOnBoard on_board = move_info(m.kind).on_board;
  return picks_square(on_board) || on_board == MoveOnBoard::Figure;
}

// Taiwan upgrade (TW4–TW7): "No upgrade" first, a line on what an upgrade does, then the meeple
// chosen on the board (lit there) and its payments, each distinct chip set once.
void draw_upgrade_step(const i18n::Translator& w, const Game& g, const PlayView& view, TurnIntent& intent) {
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    if (view.choices[i].move.kind != MoveKind::NoUpgrade) continue;
    ImGui::PushID(i);
    if (ImGui::Button(view.choices[i].label.c_str())) intent.choice = i;
    if (ImGui::IsItemHovered()) intent.pointed = i;
    ring_if_focused(view, i);
    ImGui::PopID();
  }
  ImGui::TextWrapped("%s", w.text("upgrade.what").c_str());
  if (!view.upgrade_picked) {
    ImGui::TextWrapped("%s", w.text(view.touch ? "upgrade.choose.touch" : "upgrade.choose").c_str());
    return;
  }
  const std::string feature = feature_words(w, g, view.upgrade_pos, view.upgrade_slot);
  ImGui::TextWrapped("%s", w.text("upgrade.picked", {arg("feature", feature)}).c_str());
  std::vector<std::string> shown;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (m.kind != MoveKind::Upgrade || m.pos != view.upgrade_pos || m.slot != view.upgrade_slot) continue;
    const std::string& label = view.choices[i].label;  // the set and the chip under the meeple
    if (std::find(shown.begin(), shown.end(), label) != shown.end()) continue;
    shown.push_back(label);
    ImGui::PushID(i);
    if (ImGui::Button(label.c_str())) intent.choice = i;
    ring_if_focused(view, i);
    ImGui::PopID();
  }
}

// Room for the drawn tile's picture (`picture` px square, drawn by the screen from the atlas), with
// what follows beside it.
void leave_room_for_picture(float picture, TurnIntent& intent) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  intent.has_preview = true;
  intent.preview_x = at.x, intent.preview_y = at.y, intent.preview_size = picture;
  ImGui::Dummy(ImVec2(picture, picture));
  ImGui::SameLine();
}

// A button of the embed's bar: a choice of the step (`choice` >= 0) or an action of the bar.
struct BarButton {
  std::string label;
  int choice = -1;
  enum class Act { Choice, Rotate, TakeBack, Fit } act = Act::Choice;
};

// The embed bar's buttons: the step's choices that are not made on the board (never a figure
// spot, a square or an order-free record's figure on any tile), then Rotate, Take back and Fit.
std::vector<BarButton> bar_buttons(const i18n::Translator& w, const Game& g, const PlayView& view, bool can_take_back) {
  std::vector<BarButton> out;
  bool placing = false;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const MoveKind kind = view.choices[i].move.kind;
    placing = placing || kind == MoveKind::Place;
    if (is_board_choice(view.choices[i].move) || kind == MoveKind::Stand || kind == MoveKind::Upgrade ||
        kind == MoveKind::NoUpgrade)
      continue;
    out.push_back({view.choices[i].label, i});
  }
  if (g.phase() == Phase::Cache && view.cache_pick >= 0) out.push_back({w.text("cache.lay"), view.cache_pick});  // a tapped square
  if (placing && g.phase() == Phase::PlaceTile)
    out.push_back({w.text(view.touch ? "turn.rotate.touch" : "turn.rotate"), -1, BarButton::Act::Rotate});
  if (can_take_back) out.push_back({w.text(view.touch ? "turn.take_back.touch" : "turn.take_back"), -1, BarButton::Act::TakeBack});
  out.push_back({w.text("board.fit"), -1, BarButton::Act::Fit});
  return out;
}

float button_width(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str()).x + 2.0f * ImGui::GetStyle().FramePadding.x;
}

// How many rows the buttons take when they flow over `width` pixels.
int button_rows(const std::vector<BarButton>& buttons, float width) {
  int rows = 1;
  float x = 0.0f;
  for (const BarButton& b : buttons) {
    const float w = button_width(b.label);
    if (x > 0.0f && x + ImGui::GetStyle().ItemSpacing.x + w > width) ++rows, x = w;
    else x += (x > 0.0f ? ImGui::GetStyle().ItemSpacing.x : 0.0f) + w;
  }
  return rows;
}

void draw_bar_buttons(const std::vector<BarButton>& buttons, const PlayView& view, float width, TurnIntent& intent) {
  float x = 0.0f;
  for (std::size_t k = 0; k < buttons.size(); ++k) {
    const BarButton& b = buttons[k];
    const float w = button_width(b.label);
    if (x > 0.0f && x + ImGui::GetStyle().ItemSpacing.x + w <= width) {
      ImGui::SameLine();
      x += ImGui::GetStyle().ItemSpacing.x + w;
    } else {
      x = w;
    }
    ImGui::PushID(static_cast<int>(k) + 2000);
    const bool pressed = ImGui::Button(b.label.c_str());
    if (b.act == BarButton::Act::Choice) {
      if (pressed) intent.choice = b.choice;
      if (ImGui::IsItemHovered()) intent.pointed = b.choice;
      ring_if_focused(view, b.choice);
    }
    if (b.act == BarButton::Act::Rotate) intent.rotate = intent.rotate || pressed;
    if (b.act == BarButton::Act::TakeBack) intent.take_back = intent.take_back || pressed;
    if (b.act == BarButton::Act::Fit) intent.fit = intent.fit || pressed;
    ImGui::PopID();
  }
}

// Whether the step shows a drawn tile: placing one, and in a fair game by link once it is drawn
// (docs/fair-draw.md: before, it is nobody's).
bool tile_shown(const Game& g) {
  return g.phase() == Phase::PlaceTile && g.tiles_left() > 0 && (!g.setup().fair_draw || fair::is_drawn(g));
}

// What the step waits for: after the name, the tiles left; or the sentence of a computer
// thinking or of another person's seat in a game by link (which names them).
std::string status_words(const i18n::Translator& w, const Game& g, const PlayView& view, PlayerId who) {
  const std::string name = shown_name(w, g.player(who).name);
  if (view.computer && is_human_seat(g.setup(), who)) return w.text("turn.waiting", {arg("who", name)});
  if (view.computer) {
    const auto args = {arg("who", name), arg("level", level_words(w, seat_level(g.setup(), who)))};
    return w.text(view.thinking == who ? "turn.thinking" : "turn.computer_next", args);
  }
  return w.text("turn.left", {arg("left", w.count("n.tiles_left", g.tiles_left()))});
}

}  // namespace

TurnIntent draw_embed_turn_bar(const i18n::Translator& w, const Game& g, const PlayView& view, bool can_take_back, float room) {
  TurnIntent intent;
  const ImGuiStyle& style = ImGui::GetStyle();
  next_window_as_bar(false, ImGui::GetIO().DisplaySize.y * 0.4f);
  ImGui::Begin((w.text("turn.window") + "###turn").c_str(), nullptr, kBarFlags);
  const PlayerId who = g.deciding_player();
  const bool placing = tile_shown(g);
  const float line = ImGui::GetTextLineHeight() + style.ItemSpacing.y;
  const float picture = std::min(64.0f, line + ImGui::GetFrameHeight());
  const float width = ImGui::GetContentRegionAvail().x - (placing ? picture + style.ItemSpacing.x : 0.0f);
  const std::vector<BarButton> buttons = bar_buttons(w, g, view, can_take_back && !view.computer);
  // The instruction only where the board keeps its half: the bar's height with it, estimated
  // from the text's wrapped height and the buttons' rows.
  const float rows = static_cast<float>(button_rows(buttons, width)) * (ImGui::GetFrameHeight() + style.ItemSpacing.y);
  const std::string said = w.text(instruction(g.phase(), view.touch));
  const float words = ImGui::CalcTextSize(said.c_str(), nullptr, false, width).y + style.ItemSpacing.y;
  const bool instruct = !view.computer && g.phase() != Phase::Upgrade &&
                        2.0f * style.WindowPadding.y + line + words + rows <= room;
  if (placing) leave_room_for_picture(picture, intent);
  ImGui::BeginGroup();
  if (!view.computer) {  // the name in the seat's colour; a computer's or another person's step names them in the sentence
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(view.colours[who % 6]), "%s", shown_name(w, g.player(who).name).c_str());
    ImGui::SameLine();
  }
  ImGui::TextWrapped("%s", status_words(w, g, view, who).c_str());
  if (instruct) ImGui::TextWrapped("%s", said.c_str());
  if (g.phase() == Phase::Upgrade && !view.computer) draw_upgrade_step(w, g, view, intent);
  draw_bar_buttons(buttons, view, width, intent);
  if (!view.refusal) ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1.0f), "%s", w.message(view.refusal).c_str());
  ImGui::EndGroup();
  intent.height = ImGui::GetWindowHeight();
  ImGui::End();
  return intent;
}

TurnIntent draw_turn_panel(const i18n::Translator& w, const Game& g, const PlayView& view, bool can_take_back, bool board_only) {
  TurnIntent intent;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const bool compact = is_compact();  // phones: a bar along the bottom edge
  // Small embeds (a 320x240 frame on the wiki): a smaller picture and no hint, so the board keeps
  // most of the height.
  const bool tiny = compact && size.y < 360.0f;
  const float picture = tiny ? 40.0f : 64.0f;
  if (compact) {
    next_window_as_bar(false, size.y * 0.4f);
  } else {
    ImGui::SetNextWindowPos(ImVec2(size.x - 8.0f, 8.0f), ImGuiCond_Always, ImVec2(1.0f, 0.0f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(340, 0), ImVec2(440, size.y * 0.5f));
  }
  ImGui::Begin((w.text("turn.window") + "###turn").c_str(), nullptr,
               compact ? kBarFlags : ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  const PlayerId who = g.deciding_player();
  const bool has_tile = tile_shown(g);
  if (has_tile) {
    leave_room_for_picture(picture, intent);
    ImGui::BeginGroup();
  }
  const ImVec4 colour = ImGui::ColorConvertU32ToFloat4(view.colours[who % 6]);
  ImGui::TextColored(colour, "%s", shown_name(w, g.player(who).name).c_str());
  ImGui::SameLine();
  if (has_tile) {
    // The drawn tile named by what is on it ("drew a tile with a city and a road"), wrapped beside its picture.
    const std::string tile = tile_words(w, g.def(g.drawn_tile()));
    ImGui::TextWrapped("%s", w.text("turn.drew", {arg("tile", tile), arg("left", w.count("n.tiles_left", g.tiles_left()))}).c_str());
  } else {
    ImGui::TextUnformatted(w.text("turn.left", {arg("left", w.count("n.tiles_left", g.tiles_left()))}).c_str());
  }
  if (view.computer && is_human_seat(g.setup(), who)) {  // another person's seat (a game by link)
    // A fair game waits first for a player who has not joined (committed) yet.
    PlayerId waiting = who;
    Digest commitment{};
    for (int p = g.player_count(); g.setup().fair_draw && p-- > 0;)
      if (!fair::seat_commitment(g, p, commitment)) waiting = p;
    ImGui::TextWrapped("%s", w.text("turn.waiting", {arg("who", shown_name(w, g.player(waiting).name))}).c_str());
  } else if (view.computer) {  // "Blue (Hard) is thinking…" / "… waits" (the pace after a computer turn)
    const std::string level = level_words(w, seat_level(g.setup(), who));
    const auto args = {arg("who", shown_name(w, g.player(who).name)), arg("level", level)};
    ImGui::TextWrapped("%s", w.text(view.thinking == who ? "turn.thinking" : "turn.computer_next", args).c_str());
  } else if (!tiny) {
    ImGui::TextWrapped("%s", w.text(instruction(g.phase(), view.touch)).c_str());
  }
  // Phones: Hint is in the page's More menu, so the bar says while it is being worked out (issue 26).
  if (compact && view.hint_thinking && !view.computer) {
    const std::string thinking = w.text("insight.hint.thinking");
    ImGui::TextDisabled("%s", thinking.c_str());
    label_last_text(thinking.c_str());  // the browser tests read it
  }
  if (intent.has_preview) ImGui::EndGroup();
  if (g.phase() == Phase::Upgrade && !view.computer) draw_upgrade_step(w, g, view, intent);
  int shown = 0;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (is_board_choice(m) || m.kind == MoveKind::Upgrade || m.kind == MoveKind::NoUpgrade) continue;
    if (board_only && m.kind == MoveKind::Stand) continue;
    if (shown++ > 24) { ImGui::TextDisabled("%s", w.text("turn.more").c_str()); break; }
    ImGui::PushID(i);
    if (ImGui::Button(view.choices[i].label.c_str())) intent.choice = i;
    if (ImGui::IsItemHovered()) intent.pointed = i;  // the board rings what the button means
    ring_if_focused(view, i);
    ImGui::PopID();
  }
  // A cache square picked by a tap (IB4): laid by a second tap there or by this button.
  if (g.phase() == Phase::Cache && view.cache_pick >= 0 && ImGui::Button(w.text("cache.lay").c_str())) intent.choice = view.cache_pick;
  // Phones: the cache squares are chosen on the board only (their buttons would cover it).
  if (!board_only && (g.phase() == Phase::Deploy || (g.phase() == Phase::Cache && !compact))) {
    int shown_small = 0;
    float line_width = 0.0f;  // wrap the buttons at the panel's width
    for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
      if (!is_board_choice(view.choices[i].move)) continue;
      const char* label = view.choices[i].label.c_str();
      const float width = ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
      line_width += width + ImGui::GetStyle().ItemSpacing.x;
      if (shown_small++ > 0 && line_width < ImGui::GetContentRegionAvail().x) ImGui::SameLine();
      else line_width = width;
      ImGui::PushID(1000 + i);
      if (view.touch ? ImGui::Button(label) : ImGui::SmallButton(label)) intent.choice = i;  // a finger's size on touch
      if (ImGui::IsItemHovered()) intent.pointed = i;
      ring_if_focused(view, i);
      ImGui::PopID();
    }
  }
  const bool rotate_row = g.phase() == Phase::PlaceTile && !view.choices.empty() && view.choices[0].move.kind == MoveKind::Place;
  if (rotate_row) {
    if (ImGui::Button(w.text(view.touch ? "turn.rotate.touch" : "turn.rotate").c_str())) intent.rotate = true;
    ImGui::SameLine();
    ImGui::TextUnformatted(w.text("turn.rotation", {arg("degrees", 90L * view.rot)}).c_str());
  }
  // Fit ends the take-back row, else the rotation row: no row of its own (a 320x240 frame keeps
  // its board).
  if (can_take_back) {
    if (ImGui::Button(w.text(view.touch ? "turn.take_back.touch" : "turn.take_back").c_str())) intent.take_back = true;
    ImGui::SameLine();
  } else if (rotate_row) {
    ImGui::SameLine();
  }
  if (ImGui::Button(w.text("board.fit").c_str())) intent.fit = true;  // the whole board in the window (F)
  mouse_tip(w.text("board.fit.tip"));  // a finger reads the button's own words
  if (!view.refusal) ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1.0f), "%s", w.message(view.refusal).c_str());
  intent.height = ImGui::GetWindowHeight();
  ImGui::End();
  return intent;
}

}  // namespace carc::app::ui
