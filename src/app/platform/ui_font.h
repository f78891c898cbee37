// The UI font's atlas: the page's first font file holds the catalogues' scripts (Latin up to
// Extended-A, the punctuation: kStartFontRanges), rasterised at start; the letters of player names
// in other scripts (Greek, Cyrillic, Vietnamese, …) are in a second file, fetched when a name first
// needs one (so a first frame neither downloads nor rasterises them) and merged into the atlas,
// which is rebuilt between two frames. Rasterising all of them at the device pixel ratio would cost
// the first frame about 150 ms more and a 4x larger texture.
#pragma once

#include <imgui.h>

#include <string_view>
#include <vector>

namespace carc::gfx {
class UiRenderer;
}

namespace carc::app {

class FramePacing;

class UiFont {
 public:
  // Rasterises the start letters at kFontSize CSS pixels times `pixel_ratio` into `renderer`'s font
  // texture; falls back to ImGui's built-in font when the file is missing. `frames` is woken when
  // the names' file arrives.
  void load(float pixel_ratio, FramePacing& frames, gfx::UiRenderer& renderer);
  // Notes the letters of `utf8` the font files have and the atlas lacks; the first letter outside
  // the first file asks for the names' file (natively read at once, on the web fetched).
  void want(std::string_view utf8);
  // Between frames (before ImGui's NewFrame): rebuilds the atlas and its texture with the
  // letters wanted since (and the names' file once it arrived); true if it did.
  bool update();

 private:
  enum class Names { Absent, Fetching, Here };
  void build();
  void fetch_names();
  void names_arrived(const void* bytes, int size);
  static void on_names(void* self, void* bytes, int size);
  static void on_names_failed(void* self);

  float pixel_ratio_ = 1.0f;
  FramePacing* frames_ = nullptr;
  gfx::UiRenderer* renderer_ = nullptr;
  bool from_file_ = false;
  bool pending_ = false;
  Names names_ = Names::Absent;
  std::vector<unsigned char> names_font_;  // the names' file, kept across atlas rebuilds
  ImFontGlyphRangesBuilder wanted_;
  ImVector<ImWchar> ranges_;  // must outlive the atlas built from it
};

// Whether the font files hold character `c` (kFontRanges); whether the first one does.
bool font_has(unsigned int c);
bool start_font_has(unsigned int c);

}  // namespace carc::app
