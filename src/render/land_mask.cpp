// Land mask rasterisation: scanlines with non-zero winding and exact horizontal coverage, then a
// separable box blur (twice) of the land channel for the shore.
#include "render/land_mask.h"

#include <algorithm>
#include <cmath>

namespace carc::gfx {
namespace {

constexpr int kMaxSide = 1024;
constexpr int kSubRows = 4;
constexpr float kMargin = 1.5f;       // board units around the rings' bounds
constexpr float kShoreRadius = 0.3f;  // board units of the shore blur

struct Crossing {
  float x;
  int winding;
};

// Adds `weight` times the coverage of [xa, xb) (texel units) to `row`.
void add_span(std::vector<float>& row, float xa, float xb, float weight) {
  const float width = static_cast<float>(row.size());
  xa = std::clamp(xa, 0.0f, width), xb = std::clamp(xb, 0.0f, width);
  if (xb <= xa) return;
  const int ia = static_cast<int>(xa), ib = static_cast<int>(xb);
  if (ia == ib) {
    row[static_cast<std::size_t>(ia)] += (xb - xa) * weight;
    return;
  }
  row[static_cast<std::size_t>(ia)] += (static_cast<float>(ia + 1) - xa) * weight;
  for (int i = ia + 1; i < ib; ++i) row[static_cast<std::size_t>(i)] += weight;
  if (ib < static_cast<int>(row.size())) row[static_cast<std::size_t>(ib)] += (xb - static_cast<float>(ib)) * weight;
}

// Fills `row` with the coverage of the rings (all, or only home ones) on texel row `ty`.
void cover_row(const LandMask& m, const Coast& coast, bool home_only, int ty, std::vector<Crossing>& xs,
               std::vector<float>& row) {
  std::fill(row.begin(), row.end(), 0.0f);
  for (int sub = 0; sub < kSubRows; ++sub) {
    const float y = m.y0 + (static_cast<float>(ty) + (static_cast<float>(sub) + 0.5f) / kSubRows) / m.texels_per_unit;
    xs.clear();
    for (const CoastRing& ring : coast.rings) {
      if (home_only && !ring.home) continue;
      const std::size_t n = ring.points.size() / 2;
      for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const float xi = ring.points[2 * i], yi = ring.points[2 * i + 1];
        const float xj = ring.points[2 * j], yj = ring.points[2 * j + 1];
        if ((yi > y) == (yj > y)) continue;
        const float x = xi + (y - yi) * (xj - xi) / (yj - yi);
        xs.push_back({(x - m.x0) * m.texels_per_unit, yi > yj ? 1 : -1});
      }
    }
    std::sort(xs.begin(), xs.end(), [](const Crossing& a, const Crossing& b) { return a.x < b.x; });
    int winding = 0;
    for (std::size_t k = 0; k + 1 < xs.size(); ++k) {
      winding += xs[k].winding;
      if (winding != 0) add_span(row, xs[k].x, xs[k + 1].x, 1.0f / kSubRows);
    }
  }
}

// One box blur pass of channel `c` along x (dx = 1) or y (dx = 0), radius r texels.
void box_blur(LandMask& m, int c, int r, bool along_x) {
  const int n = along_x ? m.width : m.height, lines = along_x ? m.height : m.width;
  std::vector<int> line(static_cast<std::size_t>(n));
  auto index = [&](int l, int i) { return static_cast<std::size_t>(4 * (along_x ? l * m.width + i : i * m.width + l) + c); };
  for (int l = 0; l < lines; ++l) {
    for (int i = 0; i < n; ++i) line[static_cast<std::size_t>(i)] = m.rgba[index(l, i)];
    int sum = 0;
    for (int i = -r; i <= r; ++i) sum += line[static_cast<std::size_t>(std::clamp(i, 0, n - 1))];
    for (int i = 0; i < n; ++i) {
      m.rgba[index(l, i)] = static_cast<std::uint8_t>(sum / (2 * r + 1));
      sum += line[static_cast<std::size_t>(std::min(i + r + 1, n - 1))] - line[static_cast<std::size_t>(std::max(i - r, 0))];
    }
  }
}

std::uint8_t to_byte(float coverage) {
  return static_cast<std::uint8_t>(std::lround(std::clamp(coverage, 0.0f, 1.0f) * 255.0f));
}

}  // namespace

float LandMask::at(float x, float y, int c) const {
  const int tx = static_cast<int>(std::floor((x - x0) * texels_per_unit));
  const int ty = static_cast<int>(std::floor((y - y0) * texels_per_unit));
  if (tx < 0 || ty < 0 || tx >= width || ty >= height) return 0.0f;
  return rgba[static_cast<std::size_t>(4 * (ty * width + tx) + c)] / 255.0f;
}

LandMask rasterise_land(const Coast& coast, float texels_per_unit) {
  LandMask m;
  float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
  for (const CoastRing& ring : coast.rings) {
    for (std::size_t i = 0; i + 1 < ring.points.size(); i += 2) {
      x0 = std::min(x0, ring.points[i]), x1 = std::max(x1, ring.points[i]);
      y0 = std::min(y0, ring.points[i + 1]), y1 = std::max(y1, ring.points[i + 1]);
    }
  }
  if (x1 < x0) return m;
  m.x0 = x0 - kMargin, m.y0 = y0 - kMargin;
  const float w = x1 - x0 + 2 * kMargin, h = y1 - y0 + 2 * kMargin;
  m.texels_per_unit = std::min(texels_per_unit, kMaxSide / std::max(w, h));
  m.width = static_cast<int>(std::ceil(w * m.texels_per_unit));
  m.height = static_cast<int>(std::ceil(h * m.texels_per_unit));
  m.rgba.assign(static_cast<std::size_t>(4 * m.width * m.height), 255);
  std::vector<Crossing> xs;
  std::vector<float> all(static_cast<std::size_t>(m.width)), home(all.size());
  for (int ty = 0; ty < m.height; ++ty) {
    cover_row(m, coast, false, ty, xs, all);
    cover_row(m, coast, true, ty, xs, home);
    for (int tx = 0; tx < m.width; ++tx) {
      std::uint8_t* texel = &m.rgba[static_cast<std::size_t>(4 * (ty * m.width + tx))];
      texel[0] = texel[2] = to_byte(all[static_cast<std::size_t>(tx)]);
      texel[1] = to_byte(home[static_cast<std::size_t>(tx)]);
    }
  }
  const int r = std::max(1, static_cast<int>(kShoreRadius * m.texels_per_unit * 0.5f));
  for (int pass = 0; pass < 2; ++pass) box_blur(m, 2, r, true), box_blur(m, 2, r, false);
  return m;
}

}  // namespace carc::gfx
