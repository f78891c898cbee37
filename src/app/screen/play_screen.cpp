// PlayScreen: a game on the board -> final breakdown; scene rebuilt per session revision.
#include "app/screen/play_screen.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/board/board_overlay.h"
#include "app/board/board_scene.h"
#include "app/board/figure_letters.h"
#include "app/platform/page_hooks.h"
#include "app/platform/theme.h"
#include "app/platform/widget_registry.h"
#include "app/words/event_text.h"
#include "app/ui/final_panel.h"
#include "app/ui/log_panel.h"
#include "app/ui/compact_layout.h"
#include "app/ui/language_choice.h"
#include "app/ui/players_bar.h"
#include "app/ui/players_panel.h"
#include "app/ui/seat_choice.h"
#include "app/ui/remaining_panel.h"
#include "app/ui/turn_panel.h"
#include "data/maps.h"
#include "engine/base/text.h"
#include "i18n/translate.h"

namespace carc::app {

void PlayScreen::init() { view_.touch = touch_screen_ = is_touch_screen(); }

bool PlayScreen::take_land_change(bool in_setup, const gfx::LandMask*& mask) {
  return picture_.take_land_change(app_.session.has_game() && !in_setup ? app_.session.game().map() : nullptr, mask);
}

Status PlayScreen::start_game(std::string_view record) {
  if (Status s = app_.session.new_game(record); !s) return s;
  const auto colours = view_.colours;
  const bool touch = view_.touch;
  view_ = PlayView{};
  view_.colours = colours, view_.touch = touch;
  started_ = true;  // a loaded record's tiles, and the steps a resumed turn replays before the next frame, are not "just placed"
  focus_.stop();
  figure_zoom_.stop();
  fit_camera();
  return {};
}

namespace {

// The height the top panels take: the players panel (top left; its rows grow with the players:
// New game, Remaining tiles, Outlines, Colour-blind, Language, Hint and Last moves) or the turn
// panel (top right), whichever reaches lower, from ImGui's metrics.
float top_panels_height(int players) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float players_panel = 8.0f + ImGui::GetFrameHeight() + 2.0f * style.WindowPadding.y +
                              line * static_cast<float>(players + 2) + 5.0f * ImGui::GetFrameHeightWithSpacing();
  constexpr float kTurnPanel = 130.0f;
  return std::max(players_panel, kTurnPanel) + 6.0f;
}

}  // namespace

// The height of the top bar: last frame's, else one row of names and scores.
float PlayScreen::top_bar_height() const {
  if (bar_.height > 0) return bar_.height;
  if (!ImGui::GetCurrentContext()) return 32.0f;
  return ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().WindowPadding.y;
}

void PlayScreen::fit_camera() {
  const Game& g = app_.session.game();
  gfx::Camera& camera = app_.camera;
  const gfx::Vec2 size = camera.viewport();
  if (viewer_.fit(app_.shell.top + top_bar_height())) return;
  if (const MapDef* map = g.map()) {
    // Fit the map below the top panels with half a square of sea around it. Embedded (compact):
    // the whole window, the panels float over the sea. On phones: between the top bar and the
    // bottom bar (last frame's heights, else estimates).
    const bool phone = ImGui::GetCurrentContext() && ui::is_compact();
    float top = compact_ ? 0.0f : ImGui::GetCurrentContext() ? top_panels_height(g.player_count()) : 120.0f, bottom = 0.0f;
    if (phone) {  // embeds too: the edge rows stay clear of both bars
      top = app_.shell.top + (bar_.height > 0 ? bar_.height : 3.0f * ImGui::GetFrameHeightWithSpacing());
      bottom = bottom_bar_ > 0 ? bottom_bar_ : 0.22f * size.y;
    }
    fitted_bars_ = {top, bottom};
    fit_estimated_ = phone && (bar_.height <= 0 || bottom_bar_ <= 0);
    const float zoom = std::min(size.x / (map->cols + 1.5f), (size.y - top - bottom) / (map->rows + 1.0f));
    camera.look_at({1.0f + map->cols * 0.5f - 0.3f, 1.0f + map->rows * 0.5f - 0.5f * (top - bottom) / zoom}, zoom);
    fitted_zoom_ = camera.zoom(), fitted_at_ = camera.center();
  } else {
    camera.look_at({0.5f, 0.5f}, gfx::Camera::kDefaultZoom);
  }
}

bool PlayScreen::run_computer_seats(double now_ms, double (*clock_ms)()) {
  const i18n::Translator& w = app_.words;
  Session& session = app_.session;
  const int thinking = app_.ai.thinking();
  const bool hint = insight_.hint_thinking();
  app_.ai.update(session, now_ms, clock_ms, app_.preferences.pace());
  if (session.has_game()) insight_.run_hint(session.game(), session.revision(), now_ms, clock_ms);
  if (hint && insight_.hint_ready()) say_to_screen_readers(insight_.hint_words(w, session.game()));
  return app_.ai.thinking() != thinking || hint != insight_.hint_thinking();
}

// A mouse switches the words and sizes to a mouse's: its move, or on a touch screen only its press.
// There the browser moves its idea of the mouse after a tap on the page's own buttons (a move
// with no button reaches the board when the More menu closes under the finger), which is no mouse.
void PlayScreen::note_pointer(const SDL_Event& event) {
  if (event.type == SDL_FINGERDOWN) view_.touch = true;
  if (event.type == SDL_MOUSEMOTION && event.motion.which != SDL_TOUCH_MOUSEID && !touch_screen_) view_.touch = false;
  if (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID) view_.touch = false;
}

void PlayScreen::handle_event(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard) {
  const i18n::Translator& w = app_.words;
  Session& session = app_.session;
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_f && !ui_has_keyboard) fit_camera();
  if (viewer_.is_on()) return;  // looking only: the camera input pans and zooms
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_t && !ui_has_keyboard) (void)press("tiles");  // the phone's sheet too
  handle_insight_keys(event, ui_has_mouse, ui_has_keyboard);
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE && insight_.stepping() >= 0) return insight_.stop_recent();
  // Keys pressed in one frame follow each other's moves (Enter places, then N or an arrow acts on
  // the figure step): the choices are refreshed before each key, not once a frame.
  if (event.type == SDL_KEYDOWN) refresh_view(w, session.game(), session.revision(), others_decide(), view_);
  handle_play_input(w, event, ui_has_mouse, ui_has_keyboard, app_.camera, pointer_, view_, session);
}

void PlayScreen::tentative_tile(std::vector<gfx::TileInstance>& out) const {
  out.clear();
  const Game& g = app_.session.game();
  if (g.phase() != Phase::PlaceTile || g.tiles_left() <= 0 || !view_.has_hover || view_.computer || viewer_.is_on()) return;
  // On a legal square the tile shows the rotation a click would place (the chosen one if legal).
  bool legal = false;
  int rot = view_.rot;
  for (const Choice& c : view_.choices) {
    if (c.move.kind != MoveKind::Place || c.move.pos != view_.hover) continue;
    if (!legal || c.move.rot == view_.rot) rot = c.move.rot;
    legal = true;
  }
  // Only on an open legal square the pointer is over (a mouse) or the player tapped (touch): never
  // over a placed tile, where it would hide it (after a tap, a pan or the computer's move).
  if (!legal || (view_.touch && !view_.picked)) return;
  const float x = static_cast<float>(view_.hover.x), y = static_cast<float>(view_.hover.y);
  out.push_back(tile_instance(g, g.drawn_tile(), rot, x, y, 0.9f, 99));
}

void PlayScreen::apply_intents(int choice, bool rotate, bool take_back, bool fit) {
  if (fit) fit_camera();
  if (choice >= 0) apply_choice(app_.session, view_, choice);
  if (rotate) rotate_tentative(view_);
  if (take_back && app_.session.can_take_back()) (void)app_.session.take_back();
}

namespace {

// A player named after a colour plays in it (records name players Red, Blue, …); others take the
// set-up screen's colour for their seat.
bool colour_of_name(const std::string& name, ImU32& out) {
  static const struct { const char* name; ImU32 colour; } kNamed[] = {
      {"red", IM_COL32(219, 41, 36, 255)},    {"blue", IM_COL32(38, 89, 217, 255)},
      {"green", IM_COL32(38, 166, 51, 255)},  {"yellow", IM_COL32(242, 209, 25, 255)},
      {"black", IM_COL32(31, 31, 31, 255)},   {"purple", IM_COL32(148, 56, 178, 255)},
      {"orange", IM_COL32(240, 130, 30, 255)}, {"pink", IM_COL32(240, 120, 180, 255)},
      {"grey", IM_COL32(140, 140, 140, 255)}, {"white", IM_COL32(235, 235, 235, 255)}};
  std::string lower;
  for (char c : name) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  for (const auto& n : kNamed)
    if (lower == n.name) return out = n.colour, true;
  return false;
}

}  // namespace

void PlayScreen::update_colours(const std::array<std::array<float, 3>, 6>& form_colours, bool from_form, bool in_setup) {
  // The palette is the player's preference (its checkboxes on the set-up screen and in the players
  // panel save a click at once).
  const bool okabe_ito = app_.preferences.okabe_ito();
  const Session& session = app_.session;
  for (int p = 0; p < 6; ++p) {
    const auto& c = form_colours[p];
    view_.colours[p] = ImGui::ColorConvertFloat4ToU32(ImVec4(c[0], c[1], c[2], 1.0f));
    if (okabe_ito) view_.colours[p] = okabe_ito_colour(p);  // the colour-blind-safe palette wins
    else if (!from_form && session.has_game() && p < session.game().player_count() && !in_setup)
      colour_of_name(session.game().player(p).name, view_.colours[p]);
  }
}

bool PlayScreen::update_ui() {
  const i18n::Translator& w = app_.words;
  Session& session = app_.session;
  refresh_view(w, session.game(), session.revision(), others_decide(), view_);
  settle_cache_zoom(session.game(), view_, app_.camera);  // a tapped cache square zoomed in: back after the step
  const bool tournament = session.game().setup().tournament;  // `option tournament on`: no aids
  if (tournament) view_.unfillable.clear(), show_remaining_ = false;
  view_.thinking = app_.ai.thinking();
  view_.hint_thinking = insight_.hint_thinking();
  const Game& g = session.game();
  app_.atlas.begin_frame(ImGui::GetIO().DisplayFramebufferScale.x, is_winter(g));
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  draw_map_marks(w, g, app_.camera, dl);
  draw_figures(g, app_.camera, view_, dl);
  draw_figure_letters(g, app_.camera, view_, dl);  // never colour alone: each figure's owner by letter
  if (viewer_.is_on()) {  // an example to look at: its marks, the names and scores, nothing to play
    draw_viewer_frame(g, dl);
    return false;
  }
  draw_step_marks(w, g, app_.camera, view_, dl);
  const bool again = draw_panels(g, dl);
  follow_after_move(dl);
  return again;
}

void PlayScreen::draw_viewer_frame(const Game& g, ImDrawList* dl) {
  const i18n::Translator& w = app_.words;
  view_.targets.clear();
  viewer_.draw_marks(g, dl);
  const float fitted = top_bar_height();
  ui::draw_players_bar(w, g, view_, bar_, projected_, app_.shell, true);
  bottom_bar_ = 0;
  // The bar's first frame (or a new width) changed its height: fit again unless the reader has
  // moved the camera since the last fit.
  if (std::abs(bar_.height - fitted) > 1.0f && viewer_.is_camera_as_fitted()) fit_camera();
}

// The panels (desktop) or bars and sheets (phones) of a game: true when the player asked for a new game.
bool PlayScreen::draw_panels(const Game& g, ImDrawList* dl) {
  const i18n::Translator& w = app_.words;
  Session& session = app_.session;
  const bool tournament = g.setup().tournament;
  const bool phone = ui::is_compact();  // phones: bars and sheets (ui/compact_layout.h)
  bool again = false;
  if (phone) {
    again = ui::draw_players_bar(w, g, view_, bar_, projected_, app_.shell, false, viewer_.has_run(), compact_ && is_short_embed());
  } else {
    again = ui::draw_players_panel(w, g, view_, projected_, app_.tip);
    ImGui::Begin("###players");  // appends to the players panel
    const char* remaining = view_.touch ? "players.remaining.touch" : "players.remaining";  // no key on touch
    if (!tournament) ImGui::Checkbox(w.text(remaining).c_str(), &show_remaining_);
    ImGui::Checkbox(w.text("insight.outlines").c_str(), &insight_.outlines);
    bool palette = app_.preferences.okabe_ito();
    if (ImGui::Checkbox(w.text("setup.colour_blind").c_str(), &palette)) app_.preferences.set_okabe_ito(palette);
    if (ui::has_computer_seat(g)) ui::draw_pace_choice(w, app_.preferences);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    bar_.language = ui::draw_language_choice(w);
    ImGui::End();
  }
  if (!bar_.language.empty()) languages_.set_language(bar_.language);
  draw_insight(dl, phone);  // who holds this, last moves, the hint (issue 20)
  if (!compact_) {
    const int line = ui::draw_log_panel(w, session, &bar_.show_log, bottom_bar_, view_.touch);
    if (line >= 0) {
      focus_.show(session.log()[static_cast<std::size_t>(line)].squares, session.revision());
      if (phone) bar_.show_log = false;  // the sheet steps aside: the board between the bars shows the square
    }
  }
  shown_.clear();
  ui::draw_remaining_panel(w, g, phone ? &bar_.show_tiles : &show_remaining_, bottom_bar_, shown_);
  const bool remaining_open = phone ? bar_.show_tiles : show_remaining_;
  if (remaining_open && !remaining_said_) say_to_screen_readers(pile_words(w, g));  // opened: the pile in words
  remaining_said_ = remaining_open;
  show_pictures("###remaining", shown_, 0);
  if (phone && !figure_zoom_.is_just_back()) keep_board_clear_of_bars();
  if (bar_.height > 0) viewer_.fit_played_example(app_.shell.top + bar_.height, bottom_bar_, view_);
  follow_placement();
  if (g.phase() == Phase::Over) {
    if (timeline_revision_ != session.revision()) timeline_ = session.score_timeline(), timeline_revision_ = session.revision();
    return ui::draw_final_panel(w, g, view_, timeline_) || again;
  }
  const bool take_back = session.can_take_back() && !view_.computer;
  const ui::TurnIntent intent = compact_ && phone ? ui::draw_embed_turn_bar(w, g, view_, take_back, embed_bar_room())
                                                  : ui::draw_turn_panel(w, g, view_, take_back, compact_);
  if (intent.has_preview && g.phase() == Phase::PlaceTile && g.tiles_left() > 0) {
    shown_.assign(1, {g.drawn_tile(), intent.preview_x, intent.preview_y, intent.preview_size});
    show_pictures("###turn", shown_, view_.rot);
  }
  bottom_bar_ = phone ? intent.height : 0.0f;
  if (view_.pointed != intent.pointed) app_.frames.request_redraw();  // the board rings its target next frame (draw_step_marks)
  view_.pointed = intent.pointed;
  const int placed = draw_tile_buttons();
  apply_intents(placed >= 0 ? placed : intent.choice, intent.rotate || rotate_by_tile_, intent.take_back, intent.fit);
  rotate_by_tile_ = false;
  return again;
}

// After this frame's move: the figure step's tile close up on touch screens, a picked cache square
// and a tile just placed kept clear of every panel drawn this frame.
void PlayScreen::follow_after_move(ImDrawList* dl) {
  const i18n::Translator& w = app_.words;
  const Session& session = app_.session;
  gfx::Camera& camera = app_.camera;
  const Game& now = session.game();  // after this frame's move
  const bool figure_step = view_.touch && now.phase() == Phase::Deploy && now.last_placed() >= 0 && !others_decide();
  if (figure_zoom_.leave(camera, figure_step)) app_.frames.request_redraw();  // the view back where the player had it
  // A cache square a tap picked (IB4) is kept clear of the bars like a tile just placed: the turn
  // bar grows by "Lay the cache" under a square picked near it.
  if (view_.cache_pick != cache_pick_seen_) {
    cache_pick_seen_ = view_.cache_pick;
    if (view_.cache_pick >= 0 && view_.cache_pick < static_cast<int>(view_.choices.size()))
      focus_.follow(view_.choices[static_cast<std::size_t>(view_.cache_pick)].move.pos, session.revision());
  }
  const gfx::Vec2 before_focus = camera.center();
  const std::vector<ScreenRect> panels = panels_over_board(app_.shell.top);  // every panel and bar of this frame is drawn
  focus_.update(camera, session.revision(), view_.touch, panels, dl, app_.frames);  // keep the tile clear of them
  if (view_.cache_zoom.on && (camera.center().x != before_focus.x || camera.center().y != before_focus.y))
    view_.cache_zoom.zoomed_center = camera.center();  // the focus's pan is no move of the player's: back after the step
  const Pos placed = figure_step ? now.placed()[static_cast<std::size_t>(now.last_placed())].pos : Pos{};
  if (figure_zoom_.update(camera, figure_step, placed, panels)) app_.frames.request_redraw();  // the tile close up
  insight_.draw_tooltip(w, now, view_, camera, panels);  // last: clear of every panel and bar of this frame
}

// Phones and embeds: the bars' heights of this frame. While the camera is where the last fit left
// it, a change of the bars (their first frame) or a bar grown taller (the turn bar's figure
// choices) fits the map again.
void PlayScreen::keep_board_clear_of_bars() {
  const Game& g = app_.session.game();
  const gfx::Camera& camera = app_.camera;
  const float top = app_.shell.top + bar_.height, bottom = bottom_bar_;
  const bool untouched = camera.zoom() == fitted_zoom_ && camera.center().x == fitted_at_.x && camera.center().y == fitted_at_.y;
  const bool changed = fit_estimated_ ? std::abs(top - fitted_bars_.x) > 1.0f || std::abs(bottom - fitted_bars_.y) > 1.0f
                                       : top > fitted_bars_.x + 1.0f || bottom > fitted_bars_.y + 1.0f;
  if (untouched && changed && g.map() && bar_.height > 0 && bottom > 0) {
    const gfx::Vec2 before = fitted_bars_;
    const bool estimated = fit_estimated_;  // then `before` were guesses, not heights seen
    fit_camera();  // with estimates: to the true heights; else only when a bar grew (no zoom jitter)
    if (!fit_estimated_ && !estimated) fitted_bars_ = {std::max(before.x, top), std::max(before.y, bottom)};
  }
}

// A tile just placed, anyone's (a computer's off screen, one under a phone's turn bar), is brought
// out from under the panels and kept clear of them for its figure step (BoardFocus::update, once
// the panels are drawn).
void PlayScreen::follow_placement() {
  const Game& g = app_.session.game();
  const std::size_t placed = g.placed().size();
  // More tiles than last frame, not by a take-back or a loaded record. A person's move made through
  // the page API and the computer's reply can land in one frame: the last of them is followed.
  const bool one_more = placed > placed_seen_ && !started_;
  placed_seen_ = placed;
  started_ = false;
  const int last = g.last_placed();
  if (one_more && last >= 0) focus_.follow(g.placed()[static_cast<std::size_t>(last)].pos, app_.session.revision());
}

// Touch screens: once a square is picked, Rotate and Place buttons beside it (not over it: the
// square stays in view), level with it but kept clear of the phone's top and bottom bars (last
// frame's heights). Returns the placement chosen with Place, or -1.
int PlayScreen::draw_tile_buttons() {
  const i18n::Translator& w = app_.words;
  const Game& g = app_.session.game();
  if (!view_.touch || !view_.picked || g.phase() != Phase::PlaceTile) return -1;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const gfx::Vec2 right = app_.camera.world_to_screen({view_.hover.x + 1.0f, view_.hover.y + 0.5f});
  const gfx::Vec2 left = app_.camera.world_to_screen({static_cast<float>(view_.hover.x), view_.hover.y + 0.5f});
  const bool room_right = right.x + ImGui::GetFontSize() * 7.0f < size.x;
  // The window's height: two buttons, one spacing, the padding.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float height = 2.0f * ImGui::GetFrameHeight() + style.ItemSpacing.y + 2.0f * style.WindowPadding.y;
  const bool phone = ui::is_compact();
  const float top = (phone ? app_.shell.top + bar_.height : 0.0f) + 4.0f;
  const float bottom = size.y - (phone ? bottom_bar_ : 0.0f) - 4.0f;
  const float y = bottom - top >= height ? std::clamp(right.y - 0.5f * height, top, bottom - height) : top;
  ImGui::SetNextWindowPos(room_right ? ImVec2(right.x + 6, y) : ImVec2(left.x - 6, y), ImGuiCond_Always,
                          ImVec2(room_right ? 0.0f : 1.0f, 0.0f));
  ImGui::Begin("###tile-buttons", nullptr, ui::kBarFlags | ImGuiWindowFlags_NoFocusOnAppearing);
  rotate_by_tile_ = ImGui::Button(w.text("turn.rotate.touch").c_str());
  const bool place = ImGui::Button(w.text("turn.confirm").c_str());
  ImGui::End();
  return place ? placement_choice(view_, view_.hover) : -1;
}

// Tile pictures go into the room a panel left for them (`pictures`, window pixels), as images from
// the atlas appended to that panel's window: clipped by it and hidden by windows in front of it.
// `window` is the panel's ImGui window name.
void PlayScreen::show_pictures(const char* window, const std::vector<ui::TilePicture>& pictures, int rot) {
  if (pictures.empty()) return;
  const Game& g = app_.session.game();
  gfx::TileAtlas& atlas = app_.atlas;
  const auto texture = reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(atlas.texture()));
  ImGui::Begin(window);  // appends to the panel's window, like the Players checkbox
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (const ui::TilePicture& p : pictures) {
    const gfx::TileArt art = gfx::make_tile_art(g.def(p.type), rot, false, 7 + to_int(p.type));
    gfx::AtlasRect r;
    if (atlas.place(art, p.size, r))
      dl->AddImage(texture, ImVec2(p.x, p.y), ImVec2(p.x + p.size, p.y + p.size), ImVec2(r.u0, r.v0), ImVec2(r.u1, r.v1));
  }
  ImGui::End();
}

void PlayScreen::draw_board(float pixel_ratio) {
  const Game& g = app_.session.game();
  tentative_tile(extra_);
  gfx::TileInstance hint;
  if (extra_.empty() && insight_.hint_tile(g, hint)) extra_.push_back(hint);
  const bool focus = insight_.has_focus() && !viewer_.is_on();
  picture_.draw(app_.renderer, app_.camera, app_.session, insight_, focus, extra_, pixel_ratio);
}

}  // namespace carc::app
