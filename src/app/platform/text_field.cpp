// Text fields backed by the page's <input> (text_field.h). One field at a time is edited: the page
// sends the text its input holds (carc_text_input, through the page API: receive_page_text), this file tells the page which field is edited
// and where it is drawn (Module.carcEditText, carcPlaceText, carcEndText in web/text_input.js).
#include "app/platform/text_field.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

#include "engine/base/text.h"
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

struct PageTextFields::State {
  struct Editing {
    ImGuiID id = 0;         // the field the page's input edits; 0: none
    std::string text;       // what the input holds (once `received`)
    bool received = false;  // the page sent a text since the field was opened
    bool ended = false;     // Enter, Escape, or the input lost the focus: the page closed it
    bool drawn = false;     // the field was drawn in this frame
    ImRect rect;            // where the page was last told it is
  } edit;
  // The page's fields drawn in this frame, and those the page was last told of: a tap on one opens
  // the page's input at once, within the tap (web/text_input.js), so a phone shows its keyboard.
  struct Fields {
    json::Writer frame;
    std::string told = "[]";
    bool any = false;
  } fields;
  // The field Tab moved to in the page's input (edit_page_field_next): given the keyboard focus
  // when next drawn, it opens as a click would.
  ImGuiID focus_next = 0;
  ImGuiContext* hooked = nullptr;  // the context whose end of frame calls end_of_frame()
  ImGuiID hook_id = 0;
};

namespace {

bool has_page_input() {
#ifdef __EMSCRIPTEN__
  return carc_js_has_text_input() != 0;
#else
  return false;
#endif
}

// Copies `text` into `buf` (`size` bytes with the NUL), cut before a character that does not fit.
void copy_utf8(char* buf, std::size_t size, const std::string& text) {
  std::size_t n = std::min(text.size(), size - 1);
  while (n > 0 && n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  std::memcpy(buf, text.data(), n);
  buf[n] = '\0';
}

}  // namespace

PageTextFields::PageTextFields() : state_(std::make_unique<State>()) {}

// The hook goes with the fields while their context lives (a context destroyed first took it along).
PageTextFields::~PageTextFields() {
  if (state_->hooked && state_->hooked == ImGui::GetCurrentContext()) ImGui::RemoveContextHook(state_->hooked, state_->hook_id);
}

// The edited field was not drawn in a frame (another screen, a closed section): the page's input
// goes away; what it held is already in the field.
void PageTextFields::install_end_of_frame() {
  if (state_->hooked == ImGui::GetCurrentContext()) return;
  state_->hooked = ImGui::GetCurrentContext();
  ImGuiContextHook hook;
  hook.Type = ImGuiContextHookType_EndFramePre;
  hook.UserData = this;
  hook.Callback = [](ImGuiContext*, ImGuiContextHook* self) { static_cast<PageTextFields*>(self->UserData)->end_of_frame(); };
  state_->hook_id = ImGui::AddContextHook(state_->hooked, &hook);
}

void PageTextFields::end_of_frame() {
  State::Editing& edit = state_->edit;
  State::Fields& fields = state_->fields;
  if (edit.id != 0 && !edit.drawn) {
#ifdef __EMSCRIPTEN__
    carc_js_end_text();
#endif
    edit = {};
  }
  edit.drawn = false;
  if (!fields.any) fields.frame.begin_array();
  fields.frame.end_array();
  if (fields.frame.str() != fields.told) {
    fields.told = fields.frame.str();
#ifdef __EMSCRIPTEN__
    carc_js_text_fields(fields.told.c_str());
#endif
  }
  State::Fields next;  // the next frame's list; what the page was told stays
  next.told = std::move(fields.told);
  fields = std::move(next);
}

// Tells the page where the edited field is (CSS pixels of the canvas), when that changed.
void PageTextFields::place_edited() {
  ImRect rect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  rect.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
  ImRect& told = state_->edit.rect;
  if (rect.Min.x == told.Min.x && rect.Min.y == told.Min.y && rect.Max.x == told.Max.x && rect.Max.y == told.Max.y) return;
  told = rect;
#ifdef __EMSCRIPTEN__
  carc_js_place_text(rect.Min.x, rect.Min.y, rect.GetWidth(), rect.GetHeight());
#endif
}

void PageTextFields::open_edit(unsigned id, [[maybe_unused]] const char* buf, [[maybe_unused]] std::size_t size,
                               [[maybe_unused]] bool number, [[maybe_unused]] const char* label) {
  state_->edit = {};
  state_->edit.id = id;
  state_->edit.rect = ImRect(-1, -1, -1, -1);
#ifdef __EMSCRIPTEN__
  carc_js_edit_text(id, buf, number ? 1 : 0, static_cast<int>(size - 1), label, ImGui::GetFontSize());
#endif
}

// Adds the field just drawn to this frame's list: {id, x, y, w, h, kind, maxBytes, label, value, font},
// its visible part in CSS pixels of the canvas (none when scrolled out of its window).
void PageTextFields::list_field(unsigned id, const char* buf, std::size_t size, bool number, const char* label) {
  ImRect rect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  rect.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
  if (rect.GetWidth() <= 0 || rect.GetHeight() <= 0) return;
  json::Writer& w = state_->fields.frame;
  if (!state_->fields.any) w.begin_array(), state_->fields.any = true;
  w.begin_object().key("id").value(static_cast<long long>(id)).key("x").value(rect.Min.x, 1).key("y").value(rect.Min.y, 1);
  w.key("w").value(rect.GetWidth(), 1).key("h").value(rect.GetHeight(), 1).key("kind").value(number ? "number" : "text");
  w.key("maxBytes").value(static_cast<long long>(size - 1)).key("label").value(label).key("value").value(buf);
  w.key("font").value(static_cast<double>(ImGui::GetFontSize()), 1).end_object();
}

// ImGui's field, read-only (the page's input edits it), showing `buf`; true when the page's text
// changed `buf`.
bool PageTextFields::page_field(const char* id, char* buf, std::size_t size, bool number, const char* label) {
  install_end_of_frame();
  State::Editing& edit = state_->edit;
  const ImGuiID gid = ImGui::GetID(id);
  bool changed = false;
  if (edit.id == gid && edit.received) {
    const std::string before = buf;
    copy_utf8(buf, size, edit.text);
    changed = before != buf;
  }
  if (state_->focus_next == gid) {
    ImGui::SetKeyboardFocusHere();  // the field is active from the next frame
    state_->focus_next = 0;
  }
  ImGui::InputText(id, buf, size, ImGuiInputTextFlags_ReadOnly);
  list_field(gid, buf, size, number, label);
  if (ImGui::IsItemActivated() && edit.id != gid) open_edit(gid, buf, size, number, label);
  if (edit.id != gid) return changed;
  if (edit.ended || !ImGui::IsItemActive()) {
#ifdef __EMSCRIPTEN__
    if (!edit.ended) carc_js_end_text();  // a click elsewhere on the canvas
#endif
    if (ImGui::GetActiveID() == gid) ImGui::ClearActiveID();
    edit = {};
    return changed;
  }
  edit.drawn = true;
  place_edited();
  return changed;
}

bool PageTextFields::text_field(const char* id, char* buf, std::size_t size, const char* label) {
  if (!has_page_input()) return ImGui::InputText(id, buf, size);
  return page_field(id, buf, size, false, label);
}

bool PageTextFields::number_field(const char* id, int* value, const char* label) {
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
    if (parse_whole(text, typed)) *value = typed;
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

void PageTextFields::receive_page_text(unsigned id, std::string_view value, bool ended) {
  State::Editing& edit = state_->edit;
  if (id == 0 || id != edit.id) return;
  edit.text = value;
  edit.received = true;
  if (ended) edit.ended = true;
}

void PageTextFields::edit_page_field_next(unsigned id) { state_->focus_next = id; }

}  // namespace carc::app
