// The text fields a player edits (names, seed, tile count, followers). On the page each is backed by
// a real <input> (web/text_input.js) laid over the field while it is edited: a phone opens its
// keyboard (a number pad for numbers), input methods and dead keys compose, paste and selection work,
// Enter keeps the text and Escape restores it. The canvas draws what the input holds. Natively, and
// on a page without text_input.js, the fields are ImGui's own.
#pragma once

#include <cstddef>

namespace carc::app {

// A one-line text field `id` (an ImGui label) over the NUL-terminated `buf` of `size` bytes: the
// page's input holds at most size - 1 bytes of UTF-8 and never splits a character. `label` names
// it for screen readers (the input's aria-label). True when the text changed this frame.
bool text_field(const char* id, char* buf, std::size_t size, const char* label);

// A whole-number field like ImGui::InputInt (a text part, then - and + buttons, then the label's
// visible part): the text part's id is ImGui::GetID(id), as InputInt's. The page's input asks
// for a number pad; a text that is not a whole number leaves `*value` as it was. True when
// `*value` changed.
bool number_field(const char* id, int* value, const char* label);

}  // namespace carc::app
