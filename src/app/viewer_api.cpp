// The example viewer's entry points (web/replay.js): window.carcassonne.viewer(record),
// viewerStep(step, captionStep), viewerBottom(px), viewerMarks(), viewerFocus() (see
// GameScreen::Viewer and README "Page API").
#include <algorithm>
#include <string>

#include "app/game_screen.h"
#include "app/page_api.h"
#include "app/page_export.h"
#include "app/page_hooks.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace {
carc::app::GameScreen* g_viewer_screen = nullptr;
}  // namespace

namespace carc::app {
void bind_viewer_api(GameScreen* screen) { g_viewer_screen = screen; }
}  // namespace carc::app

// Starts the viewer on the game loaded now with `record`'s marks ("" or the error); an empty
// record ends it (the reader plays on).
CARC_EXPORT const char* carc_api_viewer(const char* record) {
  if (!g_viewer_screen) return carc::app::api_reply(carc::i18n::tr("api.not_running"));
  std::string error = g_viewer_screen->start_viewer(record ? record : "");
  carc::app::request_redraw();
  return carc::app::api_reply(std::move(error));
}

// The step on screen and the step its caption belongs to: which marks are highlighted.
CARC_EXPORT void carc_api_viewer_step(int step, int caption_step) {
  if (!g_viewer_screen) return;
  g_viewer_screen->show_viewer_marks(step, caption_step);
  carc::app::request_redraw();
}

// The page's caption and controls cover the bottom `css_pixels`; the viewer's fit keeps above them.
CARC_EXPORT void carc_api_viewer_bottom(int css_pixels) {
  if (!g_viewer_screen) return;
  g_viewer_screen->viewer.bottom = static_cast<float>(std::clamp(css_pixels, 0, 2000));
  carc::app::request_redraw();
}

// The viewer's highlighted marks: [{x, y, slot}] (slot "" for a whole square).
CARC_EXPORT const char* carc_api_viewer_marks() {
  carc::json::Writer w;
  w.begin_array();
  if (g_viewer_screen)
    for (const carc::Mark& m : g_viewer_screen->viewer.shown)
      w.begin_object().key("x").value(m.at.x).key("y").value(m.at.y)
          .key("slot").value(m.slot ? std::string(carc::slot_name(*m.slot)) : std::string()).end_object();
  return carc::app::api_reply(w.end_array().take());
}

// The squares the viewer fits: {x0, y0, x1, y1} (inclusive), or {} when the viewer is off.
CARC_EXPORT const char* carc_api_viewer_focus() {
  carc::json::Writer w;
  w.begin_object();
  if (g_viewer_screen && g_viewer_screen->viewer.on && g_viewer_screen->viewer.x1 >= g_viewer_screen->viewer.x0) {
    const auto& v = g_viewer_screen->viewer;
    w.key("x0").value(v.x0).key("y0").value(v.y0).key("x1").value(v.x1).key("y1").value(v.y1);
  }
  return carc::app::api_reply(w.end_object().take());
}
