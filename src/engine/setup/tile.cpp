// TN-1 parsing and validation of one tile type, and its derived rotation tables.
#include "engine/setup/tile.h"


#include "engine/base/limits.h"
#include "engine/base/text.h"

namespace carc {
namespace {

bool parse_terrain(char c, Terrain& out) {
  switch (c) {
    case 'C': out = Terrain::City; return true;
    case 'R': out = Terrain::Road; return true;
    case 'F': out = Terrain::Field; return true;
    default: return false;
  }
}

int side_index(std::string_view s) {
  if (s == "N") return 0;
  if (s == "E") return 1;
  if (s == "S") return 2;
  if (s == "W") return 3;
  return -1;
}

// "C1:N+E p1 cathedral" / "R1:E+W end inn"
Status parse_city_or_road(std::string_view text, FeatureDef& f) {
  auto words = split_words(text);
  const auto colon = words[0].find(':');
  f.label = std::string(words[0].substr(0, colon));
  for (auto side : split(words[0].substr(colon + 1), '+')) {
    const int s = side_index(side);
    if (s < 0) return failure(err::tile_not_side, {"value", side});
    if (f.sides & (1 << s)) return failure(err::tile_side_twice, {"feature", f.label}, {"side", side});
    f.sides |= static_cast<std::uint8_t>(1 << s);
    f.slots |= f.kind == FeatureKind::City ? (7u << (3 * s)) : (1u << (3 * s + 1));
  }
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string_view w = words[i];
    const bool city = f.kind == FeatureKind::City;
    int value = 0;
    if (city && w.size() > 1 && w[0] == 'p' && parse_whole(w.substr(1), value) && value >= 0 && value < 10) {
      f.pennants = static_cast<std::uint8_t>(value);
    } else if (city && w == "cathedral") {
      f.cathedral = true;
    } else if (city && w == "porxada") {
      f.porxada = true;
    } else if (city && (w == "wine" || w == "grain" || w == "cloth")) {
      if (f.good != Good::None) return failure(err::tile_two_goods, {"feature", f.label});
      f.good = w == "wine" ? Good::Wine : w == "grain" ? Good::Grain : Good::Cloth;
    } else if (!city && w == "end") {
      f.road_end = true;
    } else if (!city && w == "inn") {
      f.inn = true;
    } else {
      return failure(err::tile_attribute, {"word", w}, {"feature", f.label});
    }
  }
  return {};
}

// "F1:E1,W3 >C1,C2" (city labels are resolved later).
Status parse_field(std::string_view text, FeatureDef& f, std::vector<std::string>& cities) {
  auto words = split_words(text);
  const auto colon = words[0].find(':');
  f.label = std::string(words[0].substr(0, colon));
  for (auto name : split(words[0].substr(colon + 1), ',')) {
    Slot s = 0;
    if (!parse_slot(name, s) || s == kSlotMonastery)
      return failure(err::tile_not_field_slot, {"value", name});
    if (f.slots & (1u << s)) return failure(err::tile_slot_twice, {"feature", f.label}, {"slot", name});
    f.slots |= static_cast<std::uint16_t>(1u << s);
  }
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i][0] != '>' || i != words.size() - 1)
      return failure(err::tile_unexpected, {"word", words[i]}, {"feature", f.label});
    for (auto c : split(words[i].substr(1), ',')) cities.emplace_back(c);
  }
  return {};
}

Status parse_feature(std::string_view text, TileDef& t, std::vector<std::string>& adjacency) {
  if (t.features.size() >= static_cast<std::size_t>(kMaxTileFeatures))
    return failure(err::tile_features, {"n", kMaxTileFeatures});
  FeatureDef f;
  if (text == "M") {
    if (t.monastery >= 0) return failure(err::tile_monasteries);
    f.kind = FeatureKind::Monastery;
    f.label = "M";
    t.monastery = static_cast<int>(t.features.size());
  } else if (text.size() < 4 || text.find(':') == std::string_view::npos) {
    return failure(err::tile_not_feature, {"value", text});
  } else if (text[0] == 'C' || text[0] == 'R') {
    f.kind = text[0] == 'C' ? FeatureKind::City : FeatureKind::Road;
    if (Status s = parse_city_or_road(text, f); !s) return s;
  } else if (text[0] == 'F') {
    f.kind = FeatureKind::Field;
    std::vector<std::string> cities;
    if (Status s = parse_field(text, f, cities); !s) return s;
    std::string joined;
    for (auto& c : cities) joined += (joined.empty() ? "" : ",") + c;
    adjacency.resize(t.features.size() + 1);
    adjacency.back() = joined;
  } else {
    return failure(err::tile_not_feature, {"value", text});
  }
  for (const auto& g : t.features)
    if (g.label == f.label) return failure(err::tile_feature_twice, {"feature", f.label});
  t.features.push_back(f);
  adjacency.resize(t.features.size());
  return {};
}

Status resolve_adjacency(TileDef& t, const std::vector<std::string>& adjacency) {
  for (std::size_t i = 0; i < t.features.size(); ++i) {
    if (adjacency[i].empty()) continue;
    for (auto label : split(adjacency[i], ',')) {
      int found = -1;
      for (std::size_t j = 0; j < t.features.size(); ++j)
        if (t.features[j].kind == FeatureKind::City && t.features[j].label == label) found = int(j);
      if (found < 0)
        return failure(err::tile_unknown_city, {"feature", t.features[i].label}, {"city", label});
      t.features[i].adjacent_cities |= static_cast<std::uint16_t>(1u << found);
    }
  }
  return {};
}

// Every slot belongs to exactly one feature of the kind its side calls for.
Status check_invariants(const TileDef& t) {
  std::array<int, 13> owner;
  owner.fill(-1);
  for (std::size_t i = 0; i < t.features.size(); ++i) {
    const auto& f = t.features[i];
    for (int s = 0; s < 13; ++s) {
      if (!(f.slots & (1u << s))) continue;
      if (owner[s] >= 0)
        return failure(err::tile_slot_both, {"slot", slot_name(Slot(s))}, {"feature", t.features[owner[s]].label}, {"other", f.label});
      owner[s] = int(i);
    }
    if (f.kind == FeatureKind::Road) {
      const int n = __builtin_popcount(f.sides);
      if (n > 2) return failure(err::tile_road_sides, {"feature", f.label});
      if ((n == 1) != f.road_end)
        return failure(n == 1 ? err::tile_road_no_end : err::tile_road_end, {"feature", f.label});
    }
    if ((f.kind == FeatureKind::Road || f.kind == FeatureKind::City) && f.sides == 0)
      return failure(err::tile_no_side, {"feature", f.label});
    if (f.kind == FeatureKind::Field && f.slots == 0) return failure(err::tile_no_slot, {"feature", f.label});
    if (f.kind == FeatureKind::Field && (f.slots & (1u << kSlotInterior)) && f.adjacent_cities == 0)
      return failure(err::tile_interior_field, {"feature", f.label});
  }
  for (int side = 0; side < 4; ++side) {
    const Terrain want = t.sides[side];
    for (int k = 0; k < 3; ++k) {
      const int s = 3 * side + k;
      const std::string name(slot_name(Slot(s)));
      if (owner[s] < 0) return failure(err::tile_slot_none, {"slot", name});
      const FeatureKind kind = t.features[owner[s]].kind;
      const FeatureKind expected = want == Terrain::City ? FeatureKind::City
                                   : (want == Terrain::Road && k == 1) ? FeatureKind::Road
                                                                       : FeatureKind::Field;
      if (kind != expected)
        return failure(err::tile_slot_kind, {"slot", name}, {"feature", t.features[owner[s]].label},
                       {"why_kind", error_of(expected == FeatureKind::City ? err::terrain_city : expected == FeatureKind::Road ? err::terrain_road : err::terrain_field)});
    }
    if (want == Terrain::Field && !(owner[3 * side] == owner[3 * side + 1] && owner[3 * side + 1] == owner[3 * side + 2]))
      return failure(err::tile_field_split, {"side", std::string(1, "NESW"[side])});
  }
  return {};
}

void derive_rotations(TileDef& t) {
  for (int r = 0; r < 4; ++r) {
    std::uint8_t code = 0;
    for (int s = 0; s < 4; ++s)
      code |= static_cast<std::uint8_t>(static_cast<int>(t.sides[(s - r + 4) & 3]) << (2 * s));
    t.edge_code[r] = code;
    t.slot_feature[r].fill(-1);
    for (std::size_t i = 0; i < t.features.size(); ++i) {
      for (int s = 0; s < 13; ++s)
        if (t.features[i].slots & (1u << s)) t.slot_feature[r][rotate_slot(Slot(s), r)] = std::int8_t(i);
    }
    t.slot_feature[r][kSlotMonastery] = static_cast<std::int8_t>(t.monastery);
  }
}

bool same_attributes(const FeatureDef& a, const FeatureDef& b) {
  return a.kind == b.kind && a.pennants == b.pennants && a.road_end == b.road_end &&
         a.inn == b.inn && a.cathedral == b.cathedral && a.porxada == b.porxada && a.good == b.good;
}

// Rotation r is a symmetry when some bijection of features maps every slot's owner at r0 to its
// owner at r, keeping attributes and field-city adjacency.
bool is_symmetry(const TileDef& t, int r) {
  std::vector<int> map(t.features.size(), -1);
  for (int s = 0; s < kSlotCount; ++s) {
    const int a = t.slot_feature[0][s], b = t.slot_feature[r][s];
    if ((a < 0) != (b < 0)) return false;
    if (a < 0) continue;
    if (map[b] >= 0 && map[b] != a) return false;
    map[b] = a;
    if (!same_attributes(t.features[a], t.features[b])) return false;
  }
  for (std::size_t i = 0; i < t.features.size(); ++i) {
    std::uint16_t mapped = 0;
    for (std::size_t j = 0; j < t.features.size(); ++j)
      if (t.features[i].adjacent_cities & (1u << j)) mapped |= std::uint16_t(1u << map[j]);
    if (map[i] >= 0 && t.features[map[i]].adjacent_cities != mapped) return false;
  }
  return true;
}

Status parse_meta(std::string_view meta, TileDef& t) {
  for (auto w : split_words(meta)) {
    const auto eq = w.find('=');
    const std::string_view key = w.substr(0, eq);
    const std::string_view value = eq == std::string_view::npos ? std::string_view() : w.substr(eq + 1);
    if (key == "orient" && parse_whole(value, t.orient) && (t.orient == 1 || t.orient == 2 || t.orient == 4)) continue;
    if (key == "gardens" && parse_whole(value, t.gardens) && t.gardens >= 0) continue;
    if (key == "ref" && !value.empty()) { t.ref = std::string(value); continue; }
    if (w == "gbm") { t.gbm = true; continue; }
    if (w == "approx") { t.approximate = true; continue; }
    return failure(err::tile_meta, {"word", w});
  }
  return {};
}

}  // namespace

Status parse_tile_line(std::string_view line, TileDef& t) {
  t = TileDef{};
  const auto semi = line.find(';');
  const std::string_view body = line.substr(0, semi);
  if (semi != std::string_view::npos)
    if (Status s = parse_meta(line.substr(semi + 1), t); !s) return s;
  auto parts = split(body, '|');
  auto head = split_words(parts[0]);
  if (head.size() != 3) return failure(err::tile_head);
  t.id = std::string(head[0]);
  if (head[1][0] != 'x' || !parse_whole(head[1].substr(1), t.count) || t.count < 1 || t.count > 99)
    return failure(err::tile_count, {"value", head[1]});
  if (head[2].size() != 4) return failure(err::tile_sides, {"value", head[2]});
  for (int s = 0; s < 4; ++s)
    if (!parse_terrain(head[2][s], t.sides[s]))
      return failure(err::tile_side_letter, {"value", std::string(1, head[2][s])});
  std::vector<std::string> adjacency;
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const auto text = trim(parts[i]);
    if (Status s = parse_feature(text, t, adjacency); !s) return s;
  }
  if (Status s = resolve_adjacency(t, adjacency); !s) return s;
  if (Status s = check_invariants(t); !s) return s;
  derive_rotations(t);
  int distinct = 1;
  t.distinct_rotations = 1;
  for (int r = 1; r < 4; ++r) {
    bool repeats = false;
    for (int q = 0; q < r && !repeats; ++q)
      repeats = (t.distinct_rotations & (1 << q)) && is_symmetry(t, (r - q + 4) & 3);
    if (!repeats) {
      t.distinct_rotations |= std::uint8_t(1 << r);
      ++distinct;
    }
  }
  if (distinct != t.orient)
    return failure(err::tile_orient, {"orient", t.orient}, {"n", distinct});
  return {};
}

}  // namespace carc
