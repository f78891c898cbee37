// Union of two feature sets: sizes, member lists and aggregates.
#include "engine/table/features.h"

#include <utility>

namespace carc {

int FeatureGraph::unite(int a, int b) {
  a = find(a);
  b = find(b);
  if (a == b) return a;
  if (size_[a] < size_[b]) std::swap(a, b);
  parent_[b] = static_cast<std::uint16_t>(a);
  size_[a] = static_cast<std::uint16_t>(size_[a] + size_[b]);
  std::swap(next_[a], next_[b]);  // splice the two circular member lists
  FeatureSet& x = set_[a];
  const FeatureSet& y = set_[b];
  x.open = static_cast<std::int16_t>(x.open + y.open);
  x.followers = static_cast<std::uint8_t>(x.followers + y.followers);
  x.pennants = static_cast<std::uint8_t>(x.pennants + y.pennants);
  x.inns = static_cast<std::uint8_t>(x.inns + y.inns);
  x.cathedrals = static_cast<std::uint8_t>(x.cathedrals + y.cathedrals);
  for (int g = 0; g < 3; ++g) x.goods[g] = static_cast<std::uint8_t>(x.goods[g] + y.goods[g]);
  x.scored = static_cast<std::uint8_t>(x.scored + y.scored);
  return a;
}

}  // namespace carc
