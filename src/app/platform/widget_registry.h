// Where the ImGui widgets are: each frame, every labelled item that is visible in its window, with
// its label, window and screen rectangle (window.carcassonne.widgets() for the browser tests).
// Filled by Dear ImGui's test-engine hooks (IMGUI_ENABLE_TEST_ENGINE, cmake/third_party.cmake).
#pragma once

#include <memory>
#include <string>

namespace carc::app {

// The widgets of one ImGui context, owned by the app. ImGui's hooks reach it through the context it
// is installed on (ImGuiContext::TestEngine, the hooks' user data), and so do the label_*
// functions below, called while that context builds a frame.
class WidgetRegistry {
 public:
  WidgetRegistry();
  ~WidgetRegistry();
  WidgetRegistry(const WidgetRegistry&) = delete;
  WidgetRegistry& operator=(const WidgetRegistry&) = delete;

  // Turns the hooks on for the current ImGui context (call once, after ImGui::CreateContext()).
  void install();

  // The items of the last completed frame, in the order they were labelled, as a JSON array of
  // {label, id, window, x, y, w, h[, checked]}: `label` is the visible text, `id` the whole label
  // (with its "##…" part), x/y/w/h the part of the item inside its window in CSS pixels, `checked`
  // only for check boxes.
  std::string widgets_json() const;

  struct State;  // the frame being built, the last completed one and a label waiting for its item

 private:
  std::unique_ptr<State> state_;
};

// Labels the item just submitted with `label` (same ID scope) in the current context's registry (none:
// nothing), for the widgets whose ImGui 1.86
// code reports no label to the hooks: Combo, InputInt's text field, and check boxes whose text is
// drawn beside them (`checked`: 0 or 1 for those, -1 otherwise).
void label_widget(const char* label, int checked = -1);
// Labels the item just submitted with `label` whatever its ID ("##show" lines of the log, whose
// words are drawn over them).
void label_last_item(const char* label);
// Lists the words just drawn (Text, TextDisabled: items without an ID) as `label` at their place,
// so the browser tests read them (a list's rows); no focus, no click.
void label_last_text(const char* label);

// The windows shown in the last frame (no child windows, tooltips or popups), back to front, as a
// JSON array of {name, x, y, w, h} in CSS pixels; `name` is the visible title ("Turn", "Tah").
std::string windows_json();
// ImGui keeps a window's first title as its name (its title bar shows the new one): after a
// language switch this renames the window with the same "###id" to `name` for widgets_json() and
// windows_json().
void retitle_window(const char* name);

}  // namespace carc::app
