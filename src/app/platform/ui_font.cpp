// UiFont: the start letters, then the letters names bring, rebuilt into ImGui's atlas on demand.
#include "app/platform/ui_font.h"

#include <imgui_internal.h>

#include <cstdio>
#include <fstream>
#include <iterator>

#include "app/platform/font_ranges.h"
#include "app/platform/frame_pacing.h"
#include "render/ui_renderer.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace carc::app {
namespace {

constexpr float kFontSize = 16.0f;

template <typename Char>
bool in_ranges(const Char* ranges, unsigned int c) {
  for (; ranges[0] != 0; ranges += 2)
    if (c >= ranges[0] && c <= ranges[1]) return true;
  return false;
}

}  // namespace

bool font_has(unsigned int c) { return in_ranges(kFontRanges, c); }
bool start_font_has(unsigned int c) { return in_ranges(kStartFontRanges, c); }

void UiFont::load(float pixel_ratio, FramePacing& frames, gfx::UiRenderer& renderer) {
  pixel_ratio_ = pixel_ratio;
  frames_ = &frames;
  renderer_ = &renderer;
  wanted_.Clear();
  for (const std::uint16_t* r = kStartFontRanges; r[0] != 0; r += 2)
    for (unsigned int c = r[0]; c <= r[1]; ++c) wanted_.AddChar(static_cast<ImWchar>(c));
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
#ifdef __EMSCRIPTEN__
    // NOTE: the page's wasm has no ImGui font of its own (cmake/third_party.cmake); the font is in
    // carc.data, which the loader checks whole (its stamp) before the game starts.
    std::fprintf(stderr, "carc: %s cannot be read\n", CARC_FONT_FILE);
#else
    config.SizePixels = 13.0f * pixel_ratio_;
    atlas.AddFontDefault(&config);
#endif
  } else if (names_ == Names::Here) {
    // The same ranges: ImGui takes from the names' file only the letters the first file lacks.
    config.MergeMode = true;
    config.FontDataOwnedByAtlas = false;  // kept in names_font_ for the next rebuild
    atlas.AddFontFromMemoryTTF(names_font_.data(), static_cast<int>(names_font_.size()), kFontSize * pixel_ratio_,
                               &config, ranges_.Data);
  }
  atlas.Build();
  // Coverage bytes only (a quarter of RGBA's upload); the atlas's own copy is not needed once sent.
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  atlas.GetTexDataAsAlpha8(&pixels, &width, &height);
  atlas.SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(renderer_->set_font_texture(pixels, width, height))));
  atlas.ClearTexData();
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
    if (!start_font_has(c) && names_ == Names::Absent) fetch_names();
  }
}

void UiFont::fetch_names() {
  names_ = Names::Fetching;
#ifdef __EMSCRIPTEN__
  // Relative to the page (carc.data's folder); the service worker keeps it once fetched (web/sw.js).
  emscripten_async_wget_data(CARC_NAMES_FONT_FILE, this, &UiFont::on_names, &UiFont::on_names_failed);
#else
  std::ifstream in(CARC_NAMES_FONT_FILE, std::ios::binary);
  const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (bytes.empty()) return on_names_failed(this);
  names_arrived(bytes.data(), static_cast<int>(bytes.size()));
#endif
}

void UiFont::names_arrived(const void* bytes, int size) {
  const auto* begin = static_cast<const unsigned char*>(bytes);
  names_font_.assign(begin, begin + size);
  names_ = Names::Here;
  pending_ = true;
  if (frames_ != nullptr) frames_->request_redraw();
}

void UiFont::on_names(void* self, void* bytes, int size) { static_cast<UiFont*>(self)->names_arrived(bytes, size); }

// The names keep ImGui's "?" for the letters they lack; the next new letter tries again (offline
// before the file was ever fetched, say).
void UiFont::on_names_failed(void* self) {
  std::fprintf(stderr, "carc: %s: not loaded\n", CARC_NAMES_FONT_FILE);
  static_cast<UiFont*>(self)->names_ = Names::Absent;
}

bool UiFont::update() {
  if (!pending_) return false;
  pending_ = false;
  build();
  return true;
}

}  // namespace carc::app
