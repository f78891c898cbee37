// The text fields a player edits (names, seed, tile count, followers). On the page each is backed by
// a real <input> (web/text_input.js) laid over the field while it is edited: a phone opens its
// keyboard (a number pad for numbers), input methods and dead keys compose, paste and selection work,
// Enter keeps the text and Escape restores it. The canvas draws what the input holds. Natively, and
// on a page without text_input.js, the fields are ImGui's own.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>

namespace carc::app {

// The page's text fields of one ImGui context: the field being edited, the fields drawn this frame
// (told to the page when they change) and the field Tab moves to. The app owns one (AppContext)
// and the page API reaches it through the app (PageHost::text_input, text_focus).
class PageTextFields {
 public:
  PageTextFields();
  ~PageTextFields();
  PageTextFields(const PageTextFields&) = delete;
  PageTextFields& operator=(const PageTextFields&) = delete;

  // A one-line text field `id` (an ImGui label) over the NUL-terminated `buf` of `size` bytes: the
  // page's input holds at most size - 1 bytes of UTF-8 and never splits a character. `label` names
  // it for screen readers (the input's aria-label). True when the text changed this frame.
  bool text_field(const char* id, char* buf, std::size_t size, const char* label);

  // A whole-number field like ImGui::InputInt (a text part, then - and + buttons, then the label's
  // visible part): the text part's id is ImGui::GetID(id), as InputInt's. The page's input asks
  // for a number pad; a text that is not a whole number leaves `*value` as it was. True when
  // `*value` changed.
  bool number_field(const char* id, int* value, const char* label);

  // What the page's input sends (through the page API, carc_text_input and carc_text_focus): the
  // input of field `id` holds `value` (each input event; `ended`: Enter, Escape with the text it
  // started with, or the input left) -- a text for a field no longer edited is dropped; and Tab or
  // Shift+Tab: field `id` (one of Module.carcTextFields' list) is edited next, the page having
  // ended the edit of the field it left.
  void receive_page_text(unsigned id, std::string_view value, bool ended);
  void edit_page_field_next(unsigned id);

 private:
  struct State;
  bool page_field(const char* id, char* buf, std::size_t size, bool number, const char* label);
  void install_end_of_frame();
  void end_of_frame();
  void place_edited();
  void open_edit(unsigned id, const char* buf, std::size_t size, bool number, const char* label);
  void list_field(unsigned id, const char* buf, std::size_t size, bool number, const char* label);

  std::unique_ptr<State> state_;
};

}  // namespace carc::app
