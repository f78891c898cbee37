// The example viewer's entry points (web/replay.js): window.carcassonne.viewer(record),
// viewerStep(step, captionStep), viewerBottom(px), viewerMarks(), viewerFocus() (see
// screen/viewer_screen.h and README "Page API").
#include <string>

#include "app/page/page_api.h"
#include "app/page/page_export.h"
#include "app/platform/page_hooks.h"
#include "i18n/translate.h"

namespace {
using carc::app::page_controller;
}  // namespace

// Starts the viewer on the game loaded now with `record`'s marks ("" or the error); an empty
// record ends it (the reader plays on).
CARC_EXPORT const char* carc_api_viewer(const char* record) {
  return carc::app::api_reply_changed(page_controller() ? page_controller()->start_viewer(record ? record : "") : carc::app::not_running());
}

// The step on screen and the step its caption belongs to: which marks are highlighted.
CARC_EXPORT void carc_api_viewer_step(int step, int caption_step) {
  carc::app::change_page([&](auto& page) { page.show_viewer_marks(step, caption_step); });
}

// The page's caption and controls cover the bottom `css_pixels`; the viewer's fit keeps above them.
CARC_EXPORT void carc_api_viewer_bottom(int css_pixels) {
  carc::app::change_page([&](auto& page) { page.set_viewer_bottom(css_pixels); });
}

// The viewer's highlighted marks: [{x, y, slot}] (slot "" for a whole square).
CARC_EXPORT const char* carc_api_viewer_marks() { return carc::app::api_reply(page_controller() ? page_controller()->viewer_marks_json() : "[]"); }

// The squares the viewer fits: {x0, y0, x1, y1} (inclusive), or {} when the viewer is off.
CARC_EXPORT const char* carc_api_viewer_focus() { return carc::app::api_reply(page_controller() ? page_controller()->viewer_focus_json() : "{}"); }
