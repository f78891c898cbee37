// Names and parsers for the shared vocabulary in types.h.
#include "engine/base/types.h"

namespace carc {
namespace {
constexpr std::array<std::string_view, kSlotCount> kSlotNames = {
    "N1", "N2", "N3", "E1", "E2", "E3", "S1", "S2", "S3", "W1", "W2", "W3", "I", "M"};
constexpr std::array<std::string_view, kFigureKinds> kFigureNames = {"meeple", "big", "builder",
                                                                     "pig"};
}  // namespace

std::string_view slot_name(Slot s) { return s < kSlotCount ? kSlotNames[s] : "?"; }

std::string pos_text(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

std::string spot_text(Pos p, Slot s) { return pos_text(p) + " " + std::string(slot_name(s)); }

bool parse_slot(std::string_view text, Slot& out) {
  for (int i = 0; i < kSlotCount; ++i) {
    if (kSlotNames[i] == text) {
      out = static_cast<Slot>(i);
      return true;
    }
  }
  return false;
}

std::string_view feature_name(FeatureKind k) {
  switch (k) {
    case FeatureKind::City: return "city";
    case FeatureKind::Road: return "road";
    case FeatureKind::Field: return "field";
    case FeatureKind::Monastery: return "monastery";
  }
  return "?";
}

std::string_view figure_name(FigureKind k) { return kFigureNames[static_cast<int>(k)]; }

bool parse_figure(std::string_view text, FigureKind& out) {
  for (int i = 0; i < kFigureKinds; ++i) {
    if (kFigureNames[i] == text) {
      out = static_cast<FigureKind>(i);
      return true;
    }
  }
  return false;
}

std::string_view category_name(Category c) {
  constexpr std::array<std::string_view, kCategories> names = {
      "roads", "cities", "monasteries", "fields", "chips", "goods", "bonuses"};
  return names[static_cast<int>(c)];
}

}  // namespace carc
