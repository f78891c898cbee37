// The UI font's atlas: the font file (cmake/font.cmake) holds every letter of kFontRanges, but
// ImGui rasterises at start only the catalogues' scripts (Latin up to Extended-A, the punctuation)
// and adds the letters of player names (Greek, Cyrillic, Vietnamese, …) when a name first needs
// them, rebuilding the atlas between two frames. Rasterising all of them at the device pixel
// ratio would cost the first frame about 150 ms more and a 4x larger texture.
#pragma once

#include <imgui.h>

#include <string_view>

namespace carc::app {

class UiFont {
 public:
  // Rasterises the start letters at kFontSize CSS pixels times `pixel_ratio`; falls back to
  // ImGui's built-in font when the file is missing.
  void load(float pixel_ratio);
  // Notes the letters of `utf8` the font file has and the atlas lacks.
  void want(std::string_view utf8);
  // Between frames (before ImGui's NewFrame): rebuilds the atlas and its GL texture with the
  // letters wanted since; true if it did.
  bool update();

 private:
  void build();

  float pixel_ratio_ = 1.0f;
  bool from_file_ = false;
  bool pending_ = false;
  ImFontGlyphRangesBuilder wanted_;
  ImVector<ImWchar> ranges_;  // must outlive the atlas built from it
};

// Whether the font file holds character `c` (kFontRanges).
bool font_has(unsigned int c);

}  // namespace carc::app
