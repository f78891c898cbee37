// Text fields backed by the page's <input> (text_field.h). One field at a time is edited: the page
// sends the text its input holds (carc_text_input, through the page API: receive_page_text), this file tells the page which field is edited
// and where it is drawn (Module.carcEditText, carcPlaceText, carcEndText in web/text_input.js).
#include "app/platform/text_field.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>

#include "util/json.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(int, carc_js_has_text_input, (), {
  return Module['carcEditText'] ? 1 : 0;
});
EM_JS(void, carc_js_edit_text, (unsigned id, const char* value, int number, int max_bytes, const char* label, float font), {
  Module['carcEditText']({ id: id >>> 0, value: UTF8ToString(value), kind: number ? 'number' : 'text',
                           maxBytes: max_bytes, label: UTF8ToString(label), font: font });
});
EM_JS(void, carc_js_place_text, (float x, float y, float w, float h), {
  if (Module['carcPlaceText']) Module['carcPlaceText'](x, y, w, h);
});
EM_JS(void, carc_js_end_text, (), {
  if (Module['carcEndText']) Module['carcEndText']();
});
EM_JS(void, carc_js_text_fields, (const char* json), {
  if (Module['carcTextFields']) Module['carcTextFields'](JSON.parse(UTF8ToString(json)));
});
// clang-format on
#endif

namespace carc::app {
namespace {

struct Editing {
  ImGuiID id = 0;         // the field the page's input edits; 0: none
  std::string text;       // what the input holds (once `received`)
  bool received = false;  // the page sent a text since the field was opened
  bool ended = false;     // Enter, Escape, or the input lost the focus: the page closed it
  bool drawn = false;     // the field was drawn in this frame
  ImRect rect;            // where the page was last told it is
} g_edit;

// The page's fields drawn in this frame, and those the page was last told of: a tap on one opens
// the page's input at once, within the tap (web/text_input.js), so a phone shows its keyboard.
struct Fields {
  json::Writer frame;
  std::string told = "[]";
  bool any = false;
} g_fields;

// The field Tab moved to in the page's input (carc_text_focus: edit_page_field_next): given the keyboard focus when next
// drawn, it opens as a click would.
ImGuiID g_focus_next = 0;

bool has_page_input() {
#ifdef __EMSCRIPTEN__
  return carc_js_has_text_input() != 0;
#else
  return false;
#endif
}

// The edited field was not drawn in a frame (another screen, a closed section): the page's input
// goes away; what it held is already in the field.
void install_end_of_frame() {
  static ImGuiContext* installed = nullptr;
  if (installed == ImGui::GetCurrentContext()) return;
  installed = ImGui::GetCurrentContext();
  ImGuiContextHook hook;
  hook.Type = ImGuiContextHookType_EndFramePre;
  hook.Callback = [](ImGuiContext*, ImGuiContextHook*) {
    if (g_edit.id != 0 && !g_edit.drawn) {
#ifdef __EMSCRIPTEN__
      carc_js_end_text();
#endif
      g_edit = {};
    }
    g_edit.drawn = false;
    if (!g_fields.any) g_fields.frame.begin_array();
    g_fields.frame.end_array();
    if (g_fields.frame.str() != g_fields.told) {
      g_fields.told = g_fields.frame.str();
#ifdef __EMSCRIPTEN__
      carc_js_text_fields(g_fields.told.c_str());
#endif
    }
    g_fields = Fields{.told = std::move(g_fields.told)};
  };
  ImGui::AddContextHook(installed, &hook);
}

// Copies `text` into `buf` (`size` bytes with the NUL), cut before a character that does not fit.
void copy_utf8(char* buf, std::size_t size, const std::string& text) {
  std::size_t n = std::min(text.size(), size - 1);
  while (n > 0 && n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  std::memcpy(buf, text.data(), n);
  buf[n] = '\0';
}

// Tells the page where the edited field is (CSS pixels of the canvas), when that changed.
void place_edited() {
  ImRect rect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  rect.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
  if (rect.Min.x == g_edit.rect.Min.x && rect.Min.y == g_edit.rect.Min.y && rect.Max.x == g_edit.rect.Max.x &&
      rect.Max.y == g_edit.rect.Max.y)
    return;
  g_edit.rect = rect;
#ifdef __EMSCRIPTEN__
  carc_js_place_text(rect.Min.x, rect.Min.y, rect.GetWidth(), rect.GetHeight());
#endif
}

void open_edit([[maybe_unused]] ImGuiID id, [[maybe_unused]] const char* buf, [[maybe_unused]] std::size_t size,
               [[maybe_unused]] bool number, [[maybe_unused]] const char* label) {
  g_edit = {};
  g_edit.id = id;
  g_edit.rect = ImRect(-1, -1, -1, -1);
#ifdef __EMSCRIPTEN__
  carc_js_edit_text(id, buf, number ? 1 : 0, static_cast<int>(size - 1), label, ImGui::GetFontSize());
#endif
}

// Adds the field just drawn to this frame's list: {id, x, y, w, h, kind, maxBytes, label, value, font},
// its visible part in CSS pixels of the canvas (none when scrolled out of its window).
void list_field(ImGuiID id, const char* buf, std::size_t size, bool number, const char* label) {
  ImRect rect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  rect.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
  if (rect.GetWidth() <= 0 || rect.GetHeight() <= 0) return;
  json::Writer& w = g_fields.frame;
  if (!g_fields.any) w.begin_array(), g_fields.any = true;
  w.begin_object().key("id").value(static_cast<long long>(id)).key("x").value(rect.Min.x, 1).key("y").value(rect.Min.y, 1);
  w.key("w").value(rect.GetWidth(), 1).key("h").value(rect.GetHeight(), 1).key("kind").value(number ? "number" : "text");
  w.key("maxBytes").value(static_cast<long long>(size - 1)).key("label").value(label).key("value").value(buf);
  w.key("font").value(static_cast<double>(ImGui::GetFontSize()), 1).end_object();
}

// ImGui's field, read-only (the page's input edits it), showing `buf`; true when the page's text
// changed `buf`.
bool page_field(const char* id, char* buf, std::size_t size, bool number, const char* label) {
  install_end_of_frame();
  const ImGuiID gid = ImGui::GetID(id);
  bool changed = false;
  if (g_edit.id == gid && g_edit.received) {
    const std::string before = buf;
    copy_utf8(buf, size, g_edit.text);
    changed = before != buf;
  }
  if (g_focus_next == gid) {
    ImGui::SetKeyboardFocusHere();  // the field is active from the next frame
    g_focus_next = 0;
  }
  ImGui::InputText(id, buf, size, ImGuiInputTextFlags_ReadOnly);
  list_field(gid, buf, size, number, label);
  if (ImGui::IsItemActivated() && g_edit.id != gid) open_edit(gid, buf, size, number, label);
  if (g_edit.id != gid) return changed;
  if (g_edit.ended || !ImGui::IsItemActive()) {
#ifdef __EMSCRIPTEN__
    if (!g_edit.ended) carc_js_end_text();  // a click elsewhere on the canvas
#endif
    if (ImGui::GetActiveID() == gid) ImGui::ClearActiveID();
    g_edit = {};
    return changed;
  }
  g_edit.drawn = true;
  place_edited();
  return changed;
}

}  // namespace

bool text_field(const char* id, char* buf, std::size_t size, const char* label) {
  if (!has_page_input()) return ImGui::InputText(id, buf, size);
  return page_field(id, buf, size, false, label);
}

bool number_field(const char* id, int* value, const char* label) {
  if (!has_page_input()) return ImGui::InputInt(id, value);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button = ImGui::GetFrameHeight();
  const int before = *value;
  ImGui::BeginGroup();
  ImGui::PushID(id);  // with "" below: the text part's id is GetID(id), as InputInt's
  ImGui::SetNextItemWidth(std::max(1.0f, ImGui::CalcItemWidth() - (button + style.ItemInnerSpacing.x) * 2));
  char text[16];
  std::snprintf(text, sizeof text, "%d", *value);
  if (page_field("", text, sizeof text, true, label)) {
    int typed = 0;
    const char* end = text + std::strlen(text);
    const auto [at, error] = std::from_chars(text, end, typed);
    if (error == std::errc() && at == end) *value = typed;
  }
  const ImGuiButtonFlags repeat = ImGuiButtonFlags_Repeat | ImGuiButtonFlags_DontClosePopups;
  ImGui::SameLine(0, style.ItemInnerSpacing.x);
  if (ImGui::ButtonEx("-", ImVec2(button, button), repeat)) --*value;
  ImGui::SameLine(0, style.ItemInnerSpacing.x);
  if (ImGui::ButtonEx("+", ImVec2(button, button), repeat)) ++*value;
  const char* shown_end = ImGui::FindRenderedTextEnd(id);
  if (shown_end != id) {
    ImGui::SameLine(0, style.ItemInnerSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(id, shown_end);
  }
  ImGui::PopID();
  ImGui::EndGroup();
  return *value != before;
}

void receive_page_text(unsigned id, std::string_view value, bool ended) {
  if (id == 0 || id != g_edit.id) return;
  g_edit.text = value;
  g_edit.received = true;
  if (ended) g_edit.ended = true;
}

void edit_page_field_next(unsigned id) { g_focus_next = id; }

}  // namespace carc::app
