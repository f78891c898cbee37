// The widget registry: Dear ImGui 1.86 calls ImGuiTestEngineHook_ItemAdd for every item with an
// ID (before its clipping test) and ImGuiTestEngineHook_ItemInfo with the label once a widget was
// not clipped (Button, Checkbox, Slider, InputText, Selectable, TreeNode/CollapsingHeader, …).
// ItemAdd keeps the visible part of each rectangle; ItemInfo attaches the label (TabItem reports
// its label before its rectangle: that label waits for the ItemAdd). Both hooks only fire while
// ImGuiContext::TestEngineHookItems is set (WidgetRegistry::install).
#include "app/platform/widget_registry.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstring>
#include <vector>

#include "util/json.h"

namespace carc::app {
namespace {

struct Added {  // an item that passed ItemAdd and is at least partly inside its window
  ImGuiID id;
  ImRect rect;
  float full_h;  // the whole item's height, rect's where nothing is clipped
  ImGuiWindow* window;
};

struct Widget {
  ImGuiID id;
  std::size_t label, full, window;  // offsets of NUL-terminated strings in Frame::text
  ImRect rect;
  float full_h;
  int checked;  // -1: not a check box
};

struct Frame {
  std::vector<Added> added;
  std::vector<Widget> widgets;
  std::string text;
  void clear() { added.clear(), widgets.clear(), text.clear(); }  // keeps the capacity: no allocation per frame
};

}  // namespace

struct WidgetRegistry::State {
  Frame building, last;  // the frame being submitted; the last completed one
  struct Pending {       // a label reported before its item's ItemAdd
    ImGuiID id = 0;
    std::string label;
    int checked = -1;
  } pending;

  std::size_t store(const char* begin, const char* end) {
    const std::size_t at = building.text.size();
    building.text.append(begin, end);
    building.text += '\0';
    return at;
  }

  void record(const Added& item, const char* label, int checked) {
    const char* const label_end = ImGui::FindRenderedTextEnd(label);
    Widget w{item.id, store(label, label_end), 0, 0, item.rect, item.full_h, checked};
    w.full = store(label, label + std::strlen(label));
    w.window = store(item.window->Name, ImGui::FindRenderedTextEnd(item.window->Name));  // "Turn" of "Turn###turn"
    building.widgets.push_back(w);
  }

  const Added* find_added(ImGuiID id) const {
    for (auto it = building.added.rbegin(); it != building.added.rend(); ++it)
      if (it->id == id) return &*it;
    return nullptr;
  }

  // ItemAdd: keeps the part of the item inside its window; nothing for an item clipped out.
  void add_item(const ImRect& bb, ImGuiID id, ImGuiWindow* window) {
    ImRect visible = bb;
    visible.ClipWithFull(window->ClipRect);
    if (visible.Min.x >= visible.Max.x || visible.Min.y >= visible.Max.y) return;
    building.added.push_back({id, visible, bb.GetHeight(), window});
    if (pending.id != id) return;
    pending.id = 0;
    record(building.added.back(), pending.label.c_str(), pending.checked);
  }

  // ItemInfo: the label of an item just added (or, for a tab, about to be).
  void describe_item(ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
    if (label == nullptr || label[0] == '\0') return;
    const int checked = (flags & ImGuiItemStatusFlags_Checkable) ? (flags & ImGuiItemStatusFlags_Checked) != 0 : -1;
    if (const Added* item = find_added(id)) return record(*item, label, checked);
    pending.id = id;
    pending.label = label;
    pending.checked = checked;
  }

  const char* find_full_label(ImGuiID id) const {
    for (const Frame* f : {&building, &last})
      for (const Widget& w : f->widgets)
        if (w.id == id) return f->text.c_str() + w.full;
    return nullptr;
  }
};

namespace {

// The registry installed on `ctx`, if any.
WidgetRegistry::State* registry_of(ImGuiContext* ctx) {
  return ctx ? static_cast<WidgetRegistry::State*>(ctx->TestEngine) : nullptr;
}

}  // namespace

WidgetRegistry::WidgetRegistry() : state_(std::make_unique<State>()) {}

// The context forgets the registry (a context destroyed first took it along).
WidgetRegistry::~WidgetRegistry() {
  ImGuiContext* ctx = ImGui::GetCurrentContext();
  if (ctx && ctx->TestEngine == state_.get()) ctx->TestEngineHookItems = false, ctx->TestEngine = nullptr;
}

void WidgetRegistry::install() {
  ImGuiContext* ctx = ImGui::GetCurrentContext();
  ctx->TestEngine = state_.get();
  ctx->TestEngineHookItems = true;
  ImGuiContextHook hook;
  hook.Type = ImGuiContextHookType_EndFramePost;
  hook.Callback = [](ImGuiContext* ctx, ImGuiContextHook*) {
    State* s = registry_of(ctx);
    if (!s) return;
    std::swap(s->building, s->last);
    s->building.clear();
    s->pending.id = 0;
  };
  ImGui::AddContextHook(ctx, &hook);
}

void label_widget(const char* label, int checked) {
  WidgetRegistry::State* s = registry_of(ImGui::GetCurrentContext());
  if (!s) return;
  if (const Added* item = s->find_added(ImGui::GetID(label))) s->record(*item, label, checked);
}

void label_last_item(const char* label) {
  WidgetRegistry::State* s = registry_of(ImGui::GetCurrentContext());
  if (!s) return;
  if (const Added* item = s->find_added(ImGui::GetItemID())) s->record(*item, label, -1);
}

void label_last_text(const char* label) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  WidgetRegistry::State* s = registry_of(&g);
  if (!s) return;
  ImGuiWindow* window = g.CurrentWindow;
  ImRect visible = g.LastItemData.Rect;
  visible.ClipWithFull(window->ClipRect);
  if (visible.Min.x >= visible.Max.x || visible.Min.y >= visible.Max.y) return;
  s->record({ImGui::GetID(label), visible, g.LastItemData.Rect.GetHeight(), window}, label, -1);
}

std::string WidgetRegistry::widgets_json() const {
  json::Writer out;
  out.begin_array();
  const Frame& last = state_->last;
  const char* text = last.text.c_str();
  for (const Widget& w : last.widgets) {
    out.begin_object().key("label").value(text + w.label).key("id").value(text + w.full).key("window").value(text + w.window);
    out.key("x").value(w.rect.Min.x, 1).key("y").value(w.rect.Min.y, 1);
    out.key("w").value(w.rect.GetWidth(), 1).key("h").value(w.rect.GetHeight(), 1);
    if (w.checked >= 0) out.key("checked").value(w.checked != 0);
    // A widget partly scrolled out of its window (a list in a sheet): its whole height too.
    if (w.full_h > w.rect.GetHeight() + 0.5f) out.key("full_h").value(w.full_h, 1);
    out.end_object();
  }
  return out.end_array().take();
}

void retitle_window(const char* name) {
  ImGuiWindow* w = ImGui::FindWindowByName(name);  // "Hráči###players" finds "Players###players"
  if (w == nullptr || std::strcmp(w->Name, name) == 0) return;
  size_t buf_len = static_cast<size_t>(w->NameBufLen);  // as ImGui's Begin() renames for its Ctrl+Tab list
  w->Name = ImStrdupcpy(w->Name, &buf_len, name);
  w->NameBufLen = static_cast<int>(buf_len);
}

std::string windows_json() {
  json::Writer out;
  out.begin_array();
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    const ImGuiWindowFlags skip = ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup;
    if (!w->WasActive || w->Hidden || (w->Flags & skip)) continue;
    const std::string name(static_cast<const char*>(w->Name), ImGui::FindRenderedTextEnd(w->Name));
    out.begin_object().key("name").value(name).key("x").value(w->Pos.x, 1).key("y").value(w->Pos.y, 1);
    out.key("w").value(w->Size.x, 1).key("h").value(w->Size.y, 1).end_object();
  }
  return out.end_array().take();
}

}  // namespace carc::app

// ImGui's hooks (declared in imgui_internal.h; C++ linkage, global namespace), for the registry
// installed on `ctx`.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
  if (carc::app::WidgetRegistry::State* s = carc::app::registry_of(ctx)) s->add_item(bb, id, ctx->CurrentWindow);
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  if (carc::app::WidgetRegistry::State* s = carc::app::registry_of(ctx)) s->describe_item(id, label, flags);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

// The whole label of an item of the last or current frame (ImGui's Metrics window shows it).
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext* ctx, ImGuiID id) {
  const carc::app::WidgetRegistry::State* s = carc::app::registry_of(ctx);
  return s ? s->find_full_label(id) : nullptr;
}
