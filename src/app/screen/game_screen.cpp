// GameScreen: set-up -> play -> final breakdown; scene rebuilt per session revision.
#include "app/screen/game_screen.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>

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
#include "data/coasts.h"
#include "data/maps.h"
#include "engine/base/text.h"
#include "i18n/translate.h"

namespace carc::app {

Status GameScreen::init() {
  ui::init_setup_form(form_);
  // A new deal each visit, unless the page pinned the first one (tests, README "Page API").
  const int pinned = pinned_deal_seed();
  form_.seed = pinned ? pinned : ui::next_seed(static_cast<int>(std::random_device{}() % 1000000u));
  form_.pass_map = preferences_.map();  // pass and play's map as last started
  view.touch = touch_screen_ = is_touch_screen();
  if (Status s = renderer_.init(); !s) return s;
  atlas_.init();
  return {};
}

Status GameScreen::load_coasts(const std::string& assets_dir) {
  std::vector<data::CoastFile> files;
  if (Status s = data::read_coast_files(assets_dir, files); !s) return s;
  for (const data::CoastFile& file : files) {
    gfx::Coast coast;
    if (Status s = gfx::parse_coast(file.text, file.path, coast, file.map_id); !s) return s;
    coasts_.push_back(std::move(coast));
  }
  return {};
}

bool GameScreen::take_land_change(const gfx::LandMask*& mask) {
  const MapDef* map = session.has_game() && !in_setup_ ? session.game().map() : nullptr;
  const std::string id = map ? map->id : "";
  if (id == land_map_) return false;
  land_map_ = id;
  scene_revision_ = -1;  // the squares are drawn differently over land
  land_ = gfx::LandMask{};
  for (const gfx::Coast& coast : coasts_)
    if (coast.id == id) land_ = gfx::rasterise_land(coast);
  mask = land_.empty() ? nullptr : &land_;
  return true;
}

void GameScreen::destroy() {
  atlas_.destroy();
  renderer_.destroy();
}

Status GameScreen::start_game(std::string_view record) {
  if (Status s = session.new_game(record); !s) return s;
  in_setup_ = false;
  from_form_ = false;
  const auto colours = view.colours;
  const bool touch = view.touch;
  view = PlayView{};
  view.colours = colours, view.touch = touch;
  started_ = true;  // a loaded record's tiles, and the steps a resumed turn replays before the next frame, are not "just placed"
  focus_.stop();
  figure_zoom_.stop();
  fit_camera();
  return {};
}

std::string GameScreen::player_names() const {
  std::string names;
  for (const auto& name : form_.names) names.append(name.data()).push_back(' ');
  if (session.has_game())
    for (const std::string& name : session.game().setup().players) names.append(name).push_back(' ');
  return names;
}

std::string GameScreen::set_language(std::string_view request) {
  std::array<std::string, 6> defaults;  // the default names in the language being left
  for (int p = 0; p < 6; ++p) defaults[p] = i18n::tr("player." + std::to_string(p));
  const std::string code(i18n::words().choose(request));
  ui::rename_default_players(form_, defaults);
  preferences_.set_language(code);
  announce_language(code.c_str());
  if (session.has_game()) session.relabel_log();
  for (const char* panel : {"setup", "players", "turn", "log", "remaining", "final"})
    retitle_window((i18n::tr(std::string(panel) + ".window") + "###" + panel).c_str());
  view.revision = -1;  // the choices' labels
  return code;
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

Status GameScreen::start_viewer(std::string_view record) {
  if (record.empty()) {
    // "Play from here" plays on from the step shown; a game the host started meanwhile is another.
    played_from_ = viewer.on && viewer.revision == session.revision() ? viewer : Viewer{};
    viewer = Viewer{};
    return {};
  }
  if (!session.has_game()) return failure(err::session_no_game);
  std::vector<Mark> marks;
  if (Status s = record_marks(record, marks); !s) return s;
  example_embed_ = true;
  Viewer v;
  v.on = true;
  v.marks = std::move(marks);
  v.bottom = viewer.bottom;
  const auto take = [&v](Pos p) {
    if (v.x1 < v.x0) v.x0 = v.x1 = p.x, v.y0 = v.y1 = p.y;
    v.x0 = std::min(v.x0, p.x), v.x1 = std::max(v.x1, p.x), v.y0 = std::min(v.y0, p.y), v.y1 = std::max(v.y1, p.y);
  };
  // What the example is about: the tiles its moves place, its marks, and the start tiles beside
  // them (a second start tile across the map is not; with no tile placed, every start tile is).
  const Game& g = session.game();
  const std::vector<PlacedTile>& placed = g.placed();  // the map's printed tiles first
  const std::size_t starts = static_cast<std::size_t>(g.first_start()), played = starts + static_cast<std::size_t>(g.start_count());
  const auto beside_play = [&](Pos p) {
    for (std::size_t t = played; t < placed.size(); ++t)
      if (std::abs(placed[t].pos.x - p.x) + std::abs(placed[t].pos.y - p.y) == 1) return true;
    return false;
  };
  const auto marked = [&v](Pos p) {
    return std::any_of(v.marks.begin(), v.marks.end(), [p](const Mark& m) { return m.at == p; });
  };
  for (std::size_t t = starts; t < placed.size(); ++t)
    if (t >= played || played == placed.size() || beside_play(placed[t].pos) || marked(placed[t].pos)) take(placed[t].pos);
  for (const Mark& m : v.marks) take(m.at);
  viewer = std::move(v);
  played_from_ = Viewer{};
  fit_camera();
  return {};
}

void GameScreen::show_viewer_marks(int step, int caption_step) {
  viewer.shown.clear();
  viewer.revision = session.revision();
  int latest = -1;
  for (const Mark& m : viewer.marks)
    if (m.move <= step) latest = std::max(latest, m.move);
  if (latest < 0 || latest < caption_step) return;
  for (const Mark& m : viewer.marks)
    if (m.move == latest) viewer.shown.push_back(m);
}

// The height of the top bar: last frame's, else one row of names and scores.
float GameScreen::top_bar_height() const {
  if (bar_.height > 0) return bar_.height;
  if (!ImGui::GetCurrentContext()) return 32.0f;
  return ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().WindowPadding.y;
}

void GameScreen::fit_camera() {
  const Game& g = session.game();
  const gfx::Vec2 size = camera.viewport();
  if (viewer.on && viewer.x1 >= viewer.x0) return fit_example(viewer, ui::top_inset() + top_bar_height(), viewer.bottom);
  if (const MapDef* map = g.map()) {
    // Fit the map below the top panels with half a square of sea around it. Embedded (compact):
    // the whole window, the panels float over the sea. On phones: between the top bar and the
    // bottom bar (last frame's heights, else estimates).
    const bool phone = ImGui::GetCurrentContext() && ui::is_compact();
    float top = compact ? 0.0f : ImGui::GetCurrentContext() ? top_panels_height(g.player_count()) : 120.0f, bottom = 0.0f;
    if (phone) {  // embeds too: the edge rows stay clear of both bars
      top = ui::top_inset() + (bar_.height > 0 ? bar_.height : 3.0f * ImGui::GetFrameHeightWithSpacing());
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

bool GameScreen::run_computer_seats(double now_ms, double (*clock_ms)()) {
  if (in_setup_) return false;
  const int thinking = ai.thinking();
  const bool hint = insight.hint_thinking();
  ai.update(session, now_ms, clock_ms, preferences_.pace());
  if (session.has_game()) insight.run_hint(session.game(), session.revision(), now_ms, clock_ms);
  if (hint && insight.hint_ready()) say_to_screen_readers(insight.hint_words(session.game()));
  return ai.thinking() != thinking || hint != insight.hint_thinking();
}

void GameScreen::handle_event(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard) {
  // A mouse switches the words and sizes to a mouse's: its move, or on a touch screen only its press.
  // There the browser moves its idea of the mouse after a tap on the page's own buttons (a move
  // with no button reaches the board when the More menu closes under the finger), which is no mouse.
  if (event.type == SDL_FINGERDOWN) view.touch = true;
  if (event.type == SDL_MOUSEMOTION && event.motion.which != SDL_TOUCH_MOUSEID && !touch_screen_) view.touch = false;
  if (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID) view.touch = false;
  if (in_setup_ || !session.has_game()) {
    const bool enter = event.type == SDL_KEYDOWN && (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER);
    start_requested_ = start_requested_ || (enter && !ui_has_keyboard);
    if (event.type == SDL_KEYDOWN && !ui_has_keyboard && form_.stage == ui::SetupStage::Choose)
      ui::press_kept_games_key(form_, event.key.keysym.sym, (event.key.keysym.mod & KMOD_SHIFT) != 0);
    return;
  }
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_f && !ui_has_keyboard) fit_camera();
  if (viewer.on) return;  // looking only: the camera input pans and zooms
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_t && !ui_has_keyboard) (void)press("tiles");  // the phone's sheet too
  handle_insight_keys(event, ui_has_mouse, ui_has_keyboard);
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE && insight.stepping() >= 0) return insight.stop_recent();
  // Keys pressed in one frame follow each other's moves (Enter places, then N or an arrow acts on
  // the figure step): the choices are refreshed before each key, not once a frame.
  if (event.type == SDL_KEYDOWN) refresh_view(session.game(), session.revision(), others_decide(), view);
  handle_play_input(event, ui_has_mouse, ui_has_keyboard, camera, pointer_, view, session);
}

void GameScreen::rebuild_scene() {
  if (scene_revision_ == session.revision()) return;
  scene_revision_ = session.revision();
  build_squares(session.game(), squares_);
  if (!land_.empty()) mark_squares_on_land(squares_);
  build_tiles(session.game(), tiles_);
  winter_ = is_winter(session.game());
  renderer_.set_squares(squares_);
  renderer_.set_tiles(tiles_);
}

void GameScreen::tentative_tile(std::vector<gfx::TileInstance>& out) const {
  out.clear();
  const Game& g = session.game();
  if (g.phase() != Phase::PlaceTile || g.tiles_left() <= 0 || !view.has_hover || view.computer || viewer.on) return;
  // On a legal square the tile shows the rotation a click would place (the chosen one if legal).
  bool legal = false;
  int rot = view.rot;
  for (const Choice& c : view.choices) {
    if (c.move.kind != MoveKind::Place || c.move.pos != view.hover) continue;
    if (!legal || c.move.rot == view.rot) rot = c.move.rot;
    legal = true;
  }
  // Only on an open legal square the pointer is over (a mouse) or the player tapped (touch): never
  // over a placed tile, where it would hide it (after a tap, a pan or the computer's move).
  if (!legal || (view.touch && !view.picked)) return;
  const float x = static_cast<float>(view.hover.x), y = static_cast<float>(view.hover.y);
  out.push_back(tile_instance(g, g.drawn_tile(), rot, x, y, 0.9f, 99));
}

void GameScreen::apply_intents(int choice, bool rotate, bool take_back, bool fit) {
  if (fit) fit_camera();
  if (choice >= 0) apply_choice(session, view, choice);
  if (rotate) rotate_tentative(view);
  if (take_back && session.can_take_back()) (void)session.take_back();
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

namespace {

// Enter on the set-up screen starts what its view's main button starts.
ui::SetupStart enter_starts(ui::SetupStage stage) {
  switch (stage) {
    case ui::SetupStage::Choose: return ui::SetupStart::Computer;
    case ui::SetupStage::PassAndPlay: return ui::SetupStart::PassAndPlay;
    case ui::SetupStage::Custom: return ui::SetupStart::Custom;
  }
  return ui::SetupStart::None;
}

}  // namespace

// The set-up screen's choice: a one-click game or the custom form's. Each start takes the next seed
// (a game repeats only when its seed is typed in under "More").
void GameScreen::start_from_setup(ui::SetupStart start) {
  std::string header;
  if (start == ui::SetupStart::Computer) header = ui::computer_game_header(form_);
  else if (start == ui::SetupStart::PassAndPlay) header = ui::pass_and_play_header(form_);
  else if (start == ui::SetupStart::Custom) header = ui::setup_header(form_);
  if (header.empty()) return;
  const int seats = start == ui::SetupStart::Computer ? 2 : form_.players;
  if (Status names = ui::check_seat_names(form_, seats); !names) {
    form_.error = names;
    return;
  }
  const Status started = start_game(header);
  form_.error = started;
  from_form_ = started.ok();
  if (!from_form_) return;
  if (start == ui::SetupStart::PassAndPlay) preferences_.set_map(form_.pass_map);
  form_.seed = ui::next_seed(form_.seed);
}

void GameScreen::update_ui() {
  // The palette is the player's preference (its checkboxes on the set-up screen and in the players
  // panel save a click at once).
  const bool okabe_ito = preferences_.okabe_ito();
  for (int p = 0; p < 6; ++p) {
    const auto& c = form_.colours[p];
    view.colours[p] = ImGui::ColorConvertFloat4ToU32(ImVec4(c[0], c[1], c[2], 1.0f));
    if (okabe_ito) view.colours[p] = okabe_ito_colour(p);  // the colour-blind-safe palette wins
    else if (!from_form_ && session.has_game() && p < session.game().player_count() && !in_setup_)
      colour_of_name(session.game().player(p).name, view.colours[p]);
  }
  if (in_setup_ || !session.has_game()) {
    const ui::SetupStart start = ui::draw_setup_panel(form_, session.library(), preferences_);
    if (!form_.language.empty()) set_language(form_.language);
    const bool kept = !form_.kept_key.empty();  // Enter on a kept game's row opens it, starts nothing
    if (kept) notify_kept_game(form_.kept_action.c_str(), form_.kept_key.c_str());
    form_.kept_action.clear(), form_.kept_key.clear();
    start_from_setup(start_requested_ && !kept ? enter_starts(form_.stage) : start);
    start_requested_ = false;
    return;
  }
  refresh_view(session.game(), session.revision(), others_decide(), view);
  settle_cache_zoom(session.game(), view, camera);  // a tapped cache square zoomed in: back after the step
  const bool tournament = session.game().setup().tournament;  // `option tournament on`: no aids
  if (tournament) view.unfillable.clear(), show_remaining_ = false;
  view.thinking = ai.thinking();
  view.hint_thinking = insight.hint_thinking();
  view.pace = pace_name(preferences_.pace());
  const Game& g = session.game();
  atlas_.begin_frame(ImGui::GetIO().DisplayFramebufferScale.x, is_winter(g));
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  draw_map_marks(g, camera, dl);
  draw_figures(g, camera, view, dl);
  draw_figure_letters(g, camera, view, dl);  // never colour alone: each figure's owner by letter
  if (viewer.on) {  // an example to look at: its marks, the names and scores, nothing to play
    view.targets.clear();
    draw_viewer_marks(g, camera, viewer.shown, dl);
    const float fitted = top_bar_height();
    ui::draw_players_bar(g, view, bar_, projected_, true);
    bottom_bar_ = 0;
    // The bar's first frame (or a new width) changed its height: fit again unless the reader has
    // moved the camera since the last fit.
    if (std::abs(bar_.height - fitted) > 1.0f && camera.zoom() == viewer.fitted_zoom &&
        camera.center().x == viewer.fitted_at.x && camera.center().y == viewer.fitted_at.y)
      fit_camera();
    return;
  }
  draw_step_marks(g, camera, view, dl);
  const bool phone = ui::is_compact();  // phones: bars and sheets (ui/compact_layout.h)
  bool again = false;
  if (phone) {
    again = ui::draw_players_bar(g, view, bar_, projected_, false, example_embed_, compact && is_short_embed());
  } else {
    again = ui::draw_players_panel(g, view, projected_);
    ImGui::Begin("###players");  // appends to the players panel
    const char* remaining = view.touch ? "players.remaining.touch" : "players.remaining";  // no key on touch
    if (!tournament) ImGui::Checkbox(i18n::tr(remaining).c_str(), &show_remaining_);
    ImGui::Checkbox(i18n::tr("insight.outlines").c_str(), &insight.outlines);
    bool palette = okabe_ito;
    if (ImGui::Checkbox(i18n::tr("setup.colour_blind").c_str(), &palette)) preferences_.set_okabe_ito(palette);
    if (ui::has_computer_seat(g)) ui::draw_pace_choice(preferences_);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    bar_.language = ui::draw_language_choice();
    ImGui::End();
  }
  if (!bar_.language.empty()) set_language(bar_.language);
  draw_insight(dl, phone);  // who holds this, last moves, the hint (issue 20)
  if (!compact) {
    const int line = ui::draw_log_panel(session, &bar_.show_log, bottom_bar_, view.touch);
    if (line >= 0) {
      focus_.show(session.log()[static_cast<std::size_t>(line)].squares, session.revision());
      if (phone) bar_.show_log = false;  // the sheet steps aside: the board between the bars shows the square
    }
  }
  shown_.clear();
  ui::draw_remaining_panel(g, phone ? &bar_.show_tiles : &show_remaining_, bottom_bar_, shown_);
  const bool remaining_open = phone ? bar_.show_tiles : show_remaining_;
  if (remaining_open && !remaining_said_) say_to_screen_readers(pile_words(g));  // opened: the pile in words
  remaining_said_ = remaining_open;
  show_pictures("###remaining", shown_, 0);
  if (phone && !figure_zoom_.is_just_back()) keep_board_clear_of_bars();
  fit_played_example();
  follow_placement();
  if (g.phase() == Phase::Over) {
    if (timeline_revision_ != session.revision()) timeline_ = session.score_timeline(), timeline_revision_ = session.revision();
    again = ui::draw_final_panel(g, view, timeline_) || again;
  } else {
    const bool take_back = session.can_take_back() && !view.computer;
    const ui::TurnIntent intent = compact && phone ? ui::draw_embed_turn_bar(g, view, take_back, embed_bar_room())
                                                   : ui::draw_turn_panel(g, view, take_back, compact);
    if (intent.has_preview && g.phase() == Phase::PlaceTile && g.tiles_left() > 0) {
      shown_.assign(1, {g.drawn_tile(), intent.preview_x, intent.preview_y, intent.preview_size});
      show_pictures("###turn", shown_, view.rot);
    }
    bottom_bar_ = phone ? intent.height : 0.0f;
    if (view.pointed != intent.pointed) frames_.request_redraw();  // the board rings its target next frame (draw_step_marks)
    view.pointed = intent.pointed;
    const int placed = draw_tile_buttons();
    apply_intents(placed >= 0 ? placed : intent.choice, intent.rotate || rotate_by_tile_, intent.take_back, intent.fit);
    rotate_by_tile_ = false;
  }
  const Game& now = session.game();  // after this frame's move
  const bool figure_step = view.touch && now.phase() == Phase::Deploy && now.last_placed() >= 0 && !others_decide();
  if (figure_zoom_.leave(camera, figure_step)) frames_.request_redraw();  // the view back where the player had it
  // A cache square a tap picked (IB4) is kept clear of the bars like a tile just placed: the turn
  // bar grows by "Lay the cache" under a square picked near it.
  if (view.cache_pick != cache_pick_seen_) {
    cache_pick_seen_ = view.cache_pick;
    if (view.cache_pick >= 0 && view.cache_pick < static_cast<int>(view.choices.size()))
      focus_.follow(view.choices[static_cast<std::size_t>(view.cache_pick)].move.pos, session.revision());
  }
  const gfx::Vec2 before_focus = camera.center();
  focus_.update(camera, session.revision(), view.touch, dl, frames_);  // every panel of this frame is drawn: keep the tile clear of them
  if (view.cache_zoom.on && (camera.center().x != before_focus.x || camera.center().y != before_focus.y))
    view.cache_zoom.zoomed_center = camera.center();  // the focus's pan is no move of the player's: back after the step
  const Pos placed = figure_step ? now.placed()[static_cast<std::size_t>(now.last_placed())].pos : Pos{};
  if (figure_zoom_.update(camera, figure_step, placed, panels_over_board())) frames_.request_redraw();  // the tile close up
  insight.draw_tooltip(now, view, camera, panels_over_board());  // last: clear of every panel and bar of this frame
  if (again) in_setup_ = true;
}

// Phones and embeds: the bars' heights of this frame. While the camera is where the last fit left
// it, a change of the bars (their first frame) or a bar grown taller (the turn bar's figure
// choices) fits the map again.
void GameScreen::keep_board_clear_of_bars() {
  const Game& g = session.game();
  const float top = ui::top_inset() + bar_.height, bottom = bottom_bar_;
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
void GameScreen::follow_placement() {
  const std::size_t placed = session.game().placed().size();
  // More tiles than last frame, not by a take-back or a loaded record. A person's move made through
  // the page API and the computer's reply can land in one frame: the last of them is followed.
  const bool one_more = placed > placed_seen_ && !started_;
  placed_seen_ = placed;
  started_ = false;
  const int last = session.game().last_placed();
  if (one_more && last >= 0) focus_.follow(session.game().placed()[static_cast<std::size_t>(last)].pos, session.revision());
}

// Touch screens: once a square is picked, Rotate and Place buttons beside it (not over it: the
// square stays in view), level with it but kept clear of the phone's top and bottom bars (last
// frame's heights). Returns the placement chosen with Place, or -1.
int GameScreen::draw_tile_buttons() {
  const Game& g = session.game();
  if (!view.touch || !view.picked || g.phase() != Phase::PlaceTile) return -1;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const gfx::Vec2 right = camera.world_to_screen({view.hover.x + 1.0f, view.hover.y + 0.5f});
  const gfx::Vec2 left = camera.world_to_screen({static_cast<float>(view.hover.x), view.hover.y + 0.5f});
  const bool room_right = right.x + ImGui::GetFontSize() * 7.0f < size.x;
  // The window's height: two buttons, one spacing, the padding.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float height = 2.0f * ImGui::GetFrameHeight() + style.ItemSpacing.y + 2.0f * style.WindowPadding.y;
  const bool phone = ui::is_compact();
  const float top = (phone ? ui::top_inset() + bar_.height : 0.0f) + 4.0f;
  const float bottom = size.y - (phone ? bottom_bar_ : 0.0f) - 4.0f;
  const float y = bottom - top >= height ? std::clamp(right.y - 0.5f * height, top, bottom - height) : top;
  ImGui::SetNextWindowPos(room_right ? ImVec2(right.x + 6, y) : ImVec2(left.x - 6, y), ImGuiCond_Always,
                          ImVec2(room_right ? 0.0f : 1.0f, 0.0f));
  ImGui::Begin("###tile-buttons", nullptr, ui::kBarFlags | ImGuiWindowFlags_NoFocusOnAppearing);
  rotate_by_tile_ = ImGui::Button(i18n::tr("turn.rotate.touch").c_str());
  const bool place = ImGui::Button(i18n::tr("turn.confirm").c_str());
  ImGui::End();
  return place ? placement_choice(view, view.hover) : -1;
}

// Tile pictures go into the room a panel left for them (`pictures`, window pixels), as images from
// the atlas appended to that panel's window: clipped by it and hidden by windows in front of it.
// `window` is the panel's ImGui window name.
void GameScreen::show_pictures(const char* window, const std::vector<ui::TilePicture>& pictures, int rot) {
  if (pictures.empty()) return;
  const Game& g = session.game();
  const auto texture = reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(atlas_.texture()));
  ImGui::Begin(window);  // appends to the panel's window, like the Players checkbox
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (const ui::TilePicture& p : pictures) {
    const gfx::TileArt art = gfx::make_tile_art(g.def(p.type), rot, false, 7 + to_int(p.type));
    gfx::AtlasRect r;
    if (atlas_.place(art, p.size, r))
      dl->AddImage(texture, ImVec2(p.x, p.y), ImVec2(p.x + p.size, p.y + p.size), ImVec2(r.u0, r.v0), ImVec2(r.u1, r.v1));
  }
  ImGui::End();
}

void GameScreen::draw_board(float pixel_ratio) {
  atlas_.paint(renderer_);  // even on the set-up screen: this frame's UI may still show pictures
  if (in_setup_ || !session.has_game()) return;
  const int scene = scene_revision_;
  rebuild_scene();
  const bool focus = insight.has_focus() && !viewer.on;
  if (scene != scene_revision_ || lit_serial_ != insight.focus_serial()) {  // the outlined feature moved
    lit_serial_ = insight.focus_serial();
    lit_ = tiles_;
    if (focus) insight.mark_tiles(session.game(), lit_);
    renderer_.set_tiles(lit_);
  }
  tentative_tile(extra_);
  gfx::TileInstance hint;
  if (extra_.empty() && insight.hint_tile(session.game(), hint)) extra_.push_back(hint);
  renderer_.draw(camera, pixel_ratio, winter_, extra_, focus);
}

}  // namespace carc::app
