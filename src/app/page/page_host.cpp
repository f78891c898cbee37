// AppPageHost: the page API's requests of the app (page_host.h) through the platform's hooks, the
// widget registry, ImGui's font and the frame clock.
#include "app/page/page_host.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "app/platform/text_field.h"
#include "app/platform/widget_registry.h"
#include "app/ui/compact_layout.h"

namespace carc::app {

void AppPageHost::request_redraw() { frames_.request_redraw(); }

void AppPageHost::keep_drawing(bool always) { frames_.keep_drawing(always); }

void AppPageHost::set_top_inset(int css_pixels) { shell_.top = static_cast<float>(css_pixels); }

void AppPageHost::text_input(unsigned id, std::string_view value, bool ended) { text_fields_.receive_page_text(id, value, ended); }

void AppPageHost::text_focus(unsigned id) { text_fields_.edit_page_field_next(id); }

void AppPageHost::set_bar_menu(int css_pixels) { shell_.bar_menu = static_cast<float>(css_pixels); }

void AppPageHost::set_bar_link(int width, int bottom) {
  shell_.link_width = static_cast<float>(width);
  shell_.link_bottom = static_cast<float>(bottom);
}

std::string AppPageHost::widgets_json() const { return widgets_.widgets_json(); }

std::string AppPageHost::windows_json() const { return app::windows_json(); }

std::string AppPageHost::font_check_json(std::string_view text) const {
  if (ImGui::GetCurrentContext() == nullptr) return "{}";
  const ImFont* font = ImGui::GetIO().Fonts->Fonts.empty() ? nullptr : ImGui::GetIO().Fonts->Fonts[0];
  if (font == nullptr) return "{}";
  std::string missing;
  const char* end = text.data() + text.size();
  for (const char* at = text.data(); at && at < end;) {
    unsigned int c = 0;
    const char* start = at;
    at += ImTextCharFromUtf8(&c, at, end);
    if (c >= 0x20 && font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) missing.append(start, at);
  }
  const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  json::Writer w;
  w.begin_object().key("missing").value(missing).key("atlas").begin_array().value(atlas.TexWidth).value(atlas.TexHeight);
  w.end_array().key("glyphs").value(font->Glyphs.Size).end_object();
  return w.take();
}

bool AppPageHost::write_frame_times(json::Writer& w, bool reset) {
  w.key("frames").value(clock_.frames()).key("avg_ms").value(clock_.average_ms(), 6);
  w.key("max_ms").value(clock_.max_ms(), 6).key("ui_ms").value(clock_.average_ui_ms(), 6);
  w.key("max_ui_ms").value(clock_.max_ui_ms(), 6).key("paused").value(frames_.is_paused());
  w.key("settled").value(frames_.is_settled());
  if (reset) clock_.reset();
  return true;
}

}  // namespace carc::app
