// UiFont: the start letters, then the letters names bring, rebuilt into ImGui's atlas on demand.
#include "app/platform/ui_font.h"

#include <imgui_impl_opengl3.h>
#include <imgui_internal.h>

#include "app/platform/font_ranges.h"

namespace carc::app {
namespace {

constexpr float kFontSize = 16.0f;

// What the catalogues and the page's own symbols need: rasterised from the start.
constexpr ImWchar kStartRanges[] = {0x0020, 0x007E, 0x00A0, 0x017F, 0x2010, 0x2027, 0x2030, 0x203A,
                                    0x2190, 0x2193, 0x2212, 0x2212, 0};

template <typename Char>
bool in_ranges(const Char* ranges, unsigned int c) {
  for (; ranges[0] != 0; ranges += 2)
    if (c >= ranges[0] && c <= ranges[1]) return true;
  return false;
}

}  // namespace

bool font_has(unsigned int c) { return in_ranges(kFontRanges, c); }

void UiFont::load(float pixel_ratio) {
  pixel_ratio_ = pixel_ratio;
  wanted_.Clear();
  wanted_.AddRanges(kStartRanges);
  build();
  ImGui::GetIO().FontGlobalScale = 1.0f / pixel_ratio;
}

void UiFont::build() {
  ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  atlas.Clear();
  ranges_.clear();
  wanted_.BuildRanges(&ranges_);
  ImFontConfig config;
  config.OversampleH = pixel_ratio_ > 1.5f ? 1 : 2;  // at device pixels little oversampling is needed
  config.OversampleV = 1;
  from_file_ = atlas.AddFontFromFileTTF(CARC_FONT_FILE, kFontSize * pixel_ratio_, &config, ranges_.Data) != nullptr;
  if (!from_file_) {
    config.SizePixels = 13.0f * pixel_ratio_;
    atlas.AddFontDefault(&config);
  }
  atlas.Build();
}

void UiFont::want(std::string_view utf8) {
  if (!from_file_) return;
  const char* end = utf8.data() + utf8.size();
  for (const char* at = utf8.data(); at < end;) {
    unsigned int c = 0;
    at += ImTextCharFromUtf8(&c, at, end);
    if (c == 0 || c > 0xFFFF || !font_has(c) || wanted_.GetBit(c)) continue;
    wanted_.AddChar(static_cast<ImWchar>(c));
    pending_ = true;
  }
}

bool UiFont::update() {
  if (!pending_) return false;
  pending_ = false;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  build();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  return true;
}

}  // namespace carc::app
