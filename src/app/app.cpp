// App lifetime and the per-frame work: events -> camera/play input, board (GL), overlays and
// panels (ImGui), present. Game state changes only through the Session (engine moves).
#include "app/app.h"

#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_impl_sdl.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "app/platform/finger_widgets.h"
#include "app/board/camera_input.h"
#include "app/platform/frame_clock.h"
#include "app/platform/frame_pacing.h"
#include "app/page/page_api.h"
#include "app/page/page_controller.h"
#include "app/page/page_host.h"
#include "app/screen/screens.h"
#include "app/platform/page_hooks.h"
#include "app/platform/theme.h"
#include "app/platform/touch_drag.h"
#include "app/ui/compact_layout.h"
#include "app/ui/setup_panel.h"
#include "app/platform/ui_font.h"
#include "app/platform/window.h"
#include "engine/base/version.h"
#include "i18n/translate.h"
#include "render/board_background.h"
#include "render/gl.h"
#include "render/shader.h"
#include "render/ui_renderer.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace carc::app {
namespace {

struct App {
  Window window;
  i18n::Translator words;  // the page's words: loaded in start(), told the language by `preferences`
  Session session{words};
  AiTurns ai;
  FramePacing frames;  // redraw requests and the paused frame loop
  PageTextFields text_fields;  // the fields the page's <input> edits (platform/text_field.h)
  WidgetRegistry widgets;      // every labelled widget of the last frame, for the page API (platform/widget_registry.h)
  ui::ShellInsets shell;       // what the page shell's toolbar covers (setTopInset, setBarMenu)
  TipNote tip;                 // the note an (i) button opened (platform/finger_widgets.h)
  PageStorage storage;         // the browser's localStorage (platform/page_hooks.h)
  Preferences preferences{storage, requested_language()};  // read once, here; the one owner of the language
  AppContext context{session, ai, preferences, frames, words, text_fields, shell, tip, {}, {}, {}};  // what the screens share
  Screens screen{context};
  PageController page{words, session, ai, preferences, screen};  // the page API's (page_api.h)
  gfx::BoardBackground background;
  FrameClock clock;
  AppPageHost host{clock, frames, text_fields, shell, widgets};  // the page API's requests of the app (page_host.h)
  CameraInput camera_input;
  UiFont font;
  gfx::UiRenderer ui;  // ImGui's lists drawn without reading GL state back (draw_ui)
  TouchDrag touch_drag;  // the set-up screen or a scrolling sheet: a finger drag scrolls it, a tap presses
  ImGuiID touch_scrolls = 0;  // the sheet the finger scrolls (its window's id), 0: the set-up screen
  std::vector<SDL_Event> pending;  // this frame's events, for the board after ImGui::NewFrame()
  Uint64 start_ticks = 0;
  bool running = true;
  bool first_frame_drawn = false;
  int notified_revision = -1;  // the session revision the page was last told about
  int busy_frames = 0;         // frames still to draw after the last input or change
  Uint64 busy_until = 0;       // and until this time (SDL ticks, ms)
  int idle_callbacks = 0;      // frame callbacks in a row that drew nothing
};

// After the last input, change or redraw request the app keeps drawing for kSettleMs and at
// least kSettleFrames frames, so that ImGui settles (hover, button releases, window sizes)
// before the page goes idle.
constexpr int kSettleFrames = 3;
constexpr Uint64 kSettleMs = 300;
// Idle callbacks (each polls events and checks for changes) before the frame loop pauses
// altogether; input and page requests resume it (page_hooks.h).
constexpr int kIdleCallbacksBeforePause = 30;

// ImGui's frame handed to the UI renderer (render/ui_renderer.h) list by list: the game's own GL
// backend for ImGui, which never reads GL state back (ImGui's stock OpenGL backend saves and
// restores about twenty pieces of state per frame, each a synchronous getParameter in a browser).
// The renderer reads ImGui's vertices as they are, and draws 16-bit indices.
static_assert(sizeof(ImDrawVert) == sizeof(gfx::UiVertex) && offsetof(ImDrawVert, pos) == offsetof(gfx::UiVertex, x) &&
              offsetof(ImDrawVert, uv) == offsetof(gfx::UiVertex, u) && offsetof(ImDrawVert, col) == offsetof(gfx::UiVertex, color));
static_assert(sizeof(ImDrawIdx) == sizeof(std::uint16_t));

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

// Everything the first frame needs, or the first thing that failed (said at the edge, run()).
Status start(App& app) {
  // CARC_ASSET_ROOT: the source tree's assets/ natively, the preloaded /assets on the web.
  mark_startup("carc:main");
  if (Status s = app.session.load(CARC_ASSET_ROOT); !s) return s;
  mark_startup("carc:tiles-maps");
  if (Status s = app.screen.load_coasts(CARC_ASSET_ROOT); !s) return s;
  mark_startup("carc:coasts");
  if (Status s = app.words.load(std::string(CARC_ASSET_ROOT) + "/i18n"); !s) return s;
  announce_language(app.words.choose(app.preferences.language()).data());  // the words speak the preferred language; the page shows it too
  mark_startup("carc:assets");
  if (Status s = open_window(app.words.text("app.title").c_str(), app.window); !s) return s;
  mark_startup("carc:window");
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini: the layout is ours, not saved state
  ImGui::GetIO().BackendRendererName = "carc_ui_renderer";
  if (Status s = app.ui.init(); !s) return s;
  {
    int width = 0, height = 0;
    float pixel_ratio = 1.0f;
    get_window_size(app.window, width, height, pixel_ratio);
    app.font.load(pixel_ratio, app.frames, app.ui);  // the UI font at device pixels, shown at 16 CSS px
  }
  apply_theme(is_touch_screen());
  ImGui_ImplSDL2_InitForOpenGL(app.window.sdl, app.window.gl);
  mark_startup("carc:imgui");
  if (Status s = app.background.init(); !s) return s;
  if (Status s = app.screen.init(); !s) return s;
  mark_startup("carc:shaders");
  app.widgets.install();  // on the ImGui context made above
  app.page.bind_host(&app.host);
  bind_page_api(&app.page);
  app.start_ticks = SDL_GetTicks64();
  return {};
}

// The window a finger pressed at (x, y) on the game screen scrolls, if it is one whose content
// runs past its height (the turn sheet with a long list of figure spots, the log): its id, else 0.
// The frontmost window under the finger decides; the board under no window is never one.
ImGuiID scrolling_window_at(float x, float y) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    const ImGuiWindow* w = g.Windows[i];
    if (!w->WasActive || w->Hidden || !w->Rect().Contains(ImVec2(x, y))) continue;
    if (w->ScrollMax.y > 0.0f) return w->ID;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) return 0;  // a root window without a scroll
  }
  return 0;
}

// A finger on the set-up screen, or on a scrolling sheet of the game screen (SDL's mouse events
// made from touches): a drag scrolls it, a tap presses (touch_drag.h). Desktop mouse events and
// the board are left alone.
void feed_touch_drag(App& app, const SDL_Event& event) {
  const bool touch = (event.type == SDL_MOUSEMOTION && event.motion.which == SDL_TOUCH_MOUSEID) ||
                     ((event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) &&
                      event.button.which == SDL_TOUCH_MOUSEID && event.button.button == SDL_BUTTON_LEFT);
  if (event.type == SDL_FINGERDOWN && SDL_GetNumTouchFingers(event.tfinger.touchId) > 1) app.touch_drag.cancel();
  if (!touch) return;
  if (event.type == SDL_MOUSEBUTTONDOWN) {
    const auto x = static_cast<float>(event.button.x), y = static_cast<float>(event.button.y);
    app.touch_scrolls = app.screen.in_setup() ? 0 : scrolling_window_at(x, y);
    if (app.screen.in_setup() || app.touch_scrolls != 0) app.touch_drag.press(x, y);
  } else if (event.type == SDL_MOUSEMOTION)
    app.touch_drag.move(static_cast<float>(event.motion.x), static_cast<float>(event.motion.y));
  else if (event.type == SDL_MOUSEBUTTONUP)
    app.touch_drag.release();
}

// After the backend read the mouse (ImGui_ImplSDL2_NewFrame): while a finger is on the set-up
// screen or a scrolling sheet ImGui sees the pointer only as TouchDrag decides, and the screen or
// sheet scrolls with the finger.
void apply_touch_drag(App& app) {
  const TouchDrag::Frame f = app.touch_drag.frame();
  if (!f.held) return;
  ImGuiIO& io = ImGui::GetIO();
  io.MouseDown[0] = f.down;
  io.MousePos = ImVec2(f.x, f.y);
  if (f.scroll == 0) return;
  if (app.touch_scrolls == 0) return ui::scroll_setup_panel(f.scroll);
  if (ImGuiWindow* sheet = ImGui::FindWindowByID(app.touch_scrolls)) ImGui::SetScrollY(sheet, sheet->Scroll.y + f.scroll);
}

// ImGui sees every event first; the board gets them after ImGui::NewFrame(), when WantCaptureMouse
// says whether the pointer is over a window *now*. (With the previous frame's answer, a tap on a
// panel button, where the pointer jumps there and clicks at once, would also reach the board.)
void collect_events(App& app) {
  app.pending.clear();
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    feed_touch_drag(app, event);
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) app.running = false;
    app.pending.push_back(event);
  }
}

void apply_events_to_board(App& app) {
  const ImGuiIO& io = ImGui::GetIO();
  for (const SDL_Event& event : app.pending) {
    app.screen.handle_camera_event(app.camera_input, event, io.WantCaptureMouse);
    app.screen.handle_event(event, io.WantCaptureMouse, io.WantCaptureKeyboard);
  }
}

// The frame's layout in one number (FramePacing::note_layout): the board's camera and the place and
// size of every window drawn.
std::uint64_t layout_digest(const gfx::Camera& camera) {
  std::uint64_t digest = 14695981039346656037ull;  // FNV-1a over the values' bits
  const auto mix_bits = [&digest](std::uint32_t bits) {
    for (int i = 0; i < 4; ++i) digest = (digest ^ ((bits >> (8 * i)) & 0xffu)) * 1099511628211ull;
  };
  const auto mix = [&mix_bits](float v) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, &v, sizeof bits);
    mix_bits(bits);
  };
  mix(camera.center().x), mix(camera.center().y), mix(camera.zoom());
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (!w->Active || w->Hidden) continue;
    mix_bits(w->ID), mix(w->Pos.x), mix(w->Pos.y), mix(w->Size.x), mix(w->Size.y);
  }
  return digest;
}

void draw_frame(App& app) {
  int width = 0;
  int height = 0;
  float pixel_ratio = 1.0f;
  get_window_size(app.window, width, height, pixel_ratio);
  app.screen.set_viewport(static_cast<float>(width), static_cast<float>(height));

  // Letters a player's name brings (Greek, Cyrillic, …) join the font atlas before this frame.
  app.font.want(app.screen.player_names());
  if (app.first_frame_drawn) app.font.update();
  ImGui_ImplSDL2_NewFrame();
  apply_touch_drag(app);
  ImGui::NewFrame();
  apply_events_to_board(app);
  app.screen.update_ui();
  draw_tip_note(app.words, app.tip, ui::is_compact(), app.shell.top);  // an (i) button's words on touch screens, over every screen
  ImGui::Render();
  app.clock.mark_ui_done();

  const float seconds = static_cast<float>(SDL_GetTicks64() - app.start_ticks) / 1000.0f;
  glViewport(0, 0, static_cast<int>(static_cast<float>(width) * pixel_ratio),
             static_cast<int>(static_cast<float>(height) * pixel_ratio));
  const gfx::LandMask* land = nullptr;
  if (app.screen.take_land_change(land)) app.background.set_land(land);
  app.background.draw(app.screen.board_camera(), pixel_ratio, seconds);
  app.screen.draw_board(pixel_ratio);
  draw_ui(*ImGui::GetDrawData(), app.ui);
  SDL_GL_SwapWindow(app.window.sdl);
  app.frames.note_layout(layout_digest(app.screen.board_camera()));
}

// Idle costs nothing: with no input, no game change and no redraw request for a settling time,
// a frame only polls events. The drifting sea stops until the next input.
bool wants_frame(App& app) {
  const int revision = app.session.revision();
  const bool changed = revision != app.notified_revision;
  if (changed) {
    app.notified_revision = revision;
    notify_game_changed();
  }
  const Uint64 now = SDL_GetTicks64();
  if (changed || !app.pending.empty() || app.frames.take_redraw_request() || !app.first_frame_drawn) {
    app.busy_frames = kSettleFrames;
    app.busy_until = now + kSettleMs;
  }
  if (app.busy_frames == 0 && now >= app.busy_until) return false;
  if (app.busy_frames > 0) --app.busy_frames;
  return true;
}

void run_frame(void* user_data) {
  App& app = *static_cast<App*>(user_data);
  collect_events(app);
  // A computer seat thinking (or waiting out the pace) gets every callback, but the page is drawn
  // only when something shows a change: its move, the thinking mark, input. Under a software
  // renderer a frame costs far more than the search slice.
  const bool computer = app.screen.computer_wants_frames();
  const bool draw = wants_frame(app);
  if (!draw && !computer) {
    if (++app.idle_callbacks >= kIdleCallbacksBeforePause) {
      app.idle_callbacks = 0;
      app.frames.pause_frames();
    }
    return;
  }
  app.idle_callbacks = 0;
  app.clock.begin();
  if (computer && app.screen.run_computer_seats(app_clock_ms(), app_clock_ms)) app.frames.request_redraw();
  if (draw) {
    draw_frame(app);
  } else {
    app.clock.mark_ui_done();
  }
  app.clock.end();
  if (!app.first_frame_drawn) {
    app.first_frame_drawn = true;
    mark_startup("carc:first-frame");
    signal_ready();
  }
}

void stop(App& app) {
  app.screen.destroy();
  app.background.destroy();
  if (ImGui::GetCurrentContext() != nullptr) {
    app.ui.destroy();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
  }
  close_window(app.window);
}

}  // namespace

int run() {
  publish_version(kEngineVersion);
  // On the web main() unwinds while the frame loop goes on: the loop then owns the app for the
  // page's life. Natively run() frees it when the loop ends.
  auto owned = std::make_unique<App>();
  App& app = *owned;
  if (Status started = start(app); !started) {
    // The edge: the failure in the player's language once the catalogues are read, else English.
    report_fatal_error(app.words.message(started).c_str());
    stop(app);
    return 1;
  }
#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(run_frame, owned.release(), 0, true);
#else
  while (app.running) run_frame(&app);
  stop(app);
#endif
  return 0;
}

}  // namespace carc::app
