// TileDef + rotation -> TileArt, and figure anchor points on a tile. Presentation geometry only.
#include "render/tile_art.h"

namespace carc::gfx {
namespace {

constexpr float kMidU[4] = {0.5f, 1.0f, 0.5f, 0.0f};
constexpr float kMidV[4] = {0.0f, 0.5f, 1.0f, 0.5f};

int lying_sides(std::uint8_t sides, int rot) {
  int out = 0;
  for (int s = 0; s < 4; ++s)
    if (sides & (1 << s)) out |= 1 << ((s + rot) & 3);
  return out;
}

// The centre of a city or road made of `sides`, pulled in from the side midpoints.
void sides_point(int sides, float pull, float& u, float& v) {
  float su = 0, sv = 0;
  int n = 0;
  for (int s = 0; s < 4; ++s) {
    if (!(sides & (1 << s))) continue;
    su += kMidU[s] + (0.5f - kMidU[s]) * pull;
    sv += kMidV[s] + (0.5f - kMidV[s]) * pull;
    ++n;
  }
  u = n ? su / static_cast<float>(n) : 0.5f;
  v = n ? sv / static_cast<float>(n) : 0.5f;
}

// Edge slot 3s+j as it lies: a point on side s, j = 0..2 clockwise, `inset` towards the centre.
void edge_slot_point(Slot slot, float inset, float& u, float& v) {
  const int s = slot / 3, j = slot % 3;
  const float t = 0.22f + 0.28f * static_cast<float>(j);
  const float pu[4] = {t, 1.0f - inset, 1.0f - t, inset};
  const float pv[4] = {inset, t, 1.0f - inset, 1.0f - t};
  u = pu[s];
  v = pv[s];
}

// Two adjacent sides: the road curves round the corner between them (shaders/tile.frag).
bool is_bend(int sides) { return __builtin_popcount(static_cast<unsigned>(sides)) == 2 && sides != 5 && sides != 10; }

// Where an inn's lake lies: inside the bend of a curved road (the middle of the corner's quarter,
// clear of the curve in every rotation), else beside the middle of the road.
void inn_point(int sides, float& u, float& v) {
  if (is_bend(sides)) {
    u = (sides & 2) ? 0.75f : 0.25f;
    v = (sides & 4) ? 0.75f : 0.25f;
    return;
  }
  sides_point(sides, 0.55f, u, v);
  const int s = __builtin_ctz(static_cast<unsigned>(sides ? sides : 1));
  u += (s % 2 == 0) ? 0.14f : 0.0f;
  v += (s % 2 == 1) ? 0.14f : 0.0f;
}

std::uint32_t byte_of(float f) { return static_cast<std::uint32_t>(f < 0 ? 0 : f > 1 ? 255 : f * 255.0f); }

}  // namespace

TileArt make_tile_art(const TileDef& def, int rot, bool printed, std::uint32_t seed) {
  TileArt art;
  for (int s = 0; s < 4; ++s) art.desc[0] |= static_cast<std::uint32_t>(def.side_terrain(rot, s)) << (2 * s);
  bool marked = false;
  for (std::size_t i = 0; i < def.features.size() && i < 15; ++i) {
    const FeatureDef& f = def.features[i];
    const int sides = lying_sides(f.sides, rot);
    const int shift = f.kind == FeatureKind::City ? 0 : f.kind == FeatureKind::Road ? 16 : -1;
    for (int s = 0; s < 4 && shift >= 0; ++s)
      if (sides & (1 << s)) art.desc[1] |= static_cast<std::uint32_t>(i + 1) << (shift + 4 * s);
    if (f.kind == FeatureKind::Monastery) art.desc[0] |= kArtMonastery;
    if (f.kind == FeatureKind::City && (f.pennants || f.cathedral || f.good != Good::None || f.porxada) && !marked) {
      sides_point(sides, sides == 15 ? 0.5f : 0.45f, art.mark_u, art.mark_v);
      marked = true;
    }
    if (f.pennants) art.desc[0] |= kArtPennant;
    if (f.cathedral) art.desc[0] |= kArtCathedral;
    if (f.porxada) art.desc[0] |= kArtPorxada;
    if (f.good != Good::None) art.desc[0] |= static_cast<std::uint32_t>(f.good) << kArtGoodShift;
    if (f.inn) {
      art.desc[0] |= kArtInn;
      float u = 0.5f, v = 0.5f;
      inn_point(sides, u, v);
      art.desc[2] = byte_of(u) | (byte_of(v) << 8);
    }
  }
  if (def.gbm) art.desc[0] |= kArtGbm;
  if (printed) art.desc[0] |= kArtPrinted;
  art.desc[3] = seed;
  return art;
}

void slot_point(const TileDef& def, int rot, Slot slot, float& u, float& v) {
  u = v = 0.5f;
  if (slot == kSlotMonastery) return;
  const int index = slot < kSlotCount ? def.feature_at(rot, slot) : -1;
  if (index < 0) return;
  const FeatureDef& f = def.features[index];
  const int sides = lying_sides(f.sides, rot);
  if (f.kind == FeatureKind::City) {
    sides_point(sides, sides == 15 ? 1.0f : 0.42f, u, v);
  } else if (f.kind == FeatureKind::Road) {
    const int n = __builtin_popcount(static_cast<unsigned>(sides));
    const bool bent = is_bend(sides);
    sides_point(sides, n == 1 ? 0.5f : bent ? 0.35f : 1.0f, u, v);
    if (n == 2 && !bent) u = sides == 5 ? 0.5f : 0.3f, v = sides == 5 ? 0.3f : 0.5f;
  } else if (slot == kSlotInterior) {
    u = 0.5f, v = 0.5f;
  } else {
    edge_slot_point(slot, 0.12f, u, v);
  }
}

std::uint32_t focus_bits(const TileDef& def, int rot, FeatureKind kind, std::uint16_t slots) {
  std::uint32_t bits = kFocusPart;
  const auto has = [&](int s) { return (slots >> s & 1) != 0; };
  switch (kind) {
    case FeatureKind::City:
    case FeatureKind::Road: {
      const Terrain terrain = kind == FeatureKind::City ? Terrain::City : Terrain::Road;
      const std::uint32_t shift = kind == FeatureKind::City ? kFocusCityShift : kFocusRoadShift;
      for (int side = 0; side < 4; ++side)
        if (def.side_terrain(rot, side) == terrain && has(3 * side + 1)) bits |= 1u << (shift + side);
      break;
    }
    case FeatureKind::Monastery: bits |= kFocusMonastery; break;
    case FeatureKind::Field:
      for (int k = 0; k < kEdgeSlots; ++k)
        if (has(k)) bits |= 1u << (kFocusFieldShift + k);
      break;
  }
  return bits;
}

}  // namespace carc::gfx
