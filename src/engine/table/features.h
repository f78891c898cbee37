// The feature graph: one node per feature segment of a placed tile, joined across
// matching sides with union-find. Each set keeps its open edges, blocking followers and the
// values scoring needs; a circular member list lets scoring walk a feature's segments.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/base/types.h"

namespace carc {

struct FeatureSet {          // aggregate kept at a union-find root
  std::int16_t open = 0;     // city/road sides not yet matched by a neighbour
  std::uint8_t followers = 0;  // followers standing on it (B6 blocks deployment when > 0)
  std::uint8_t pennants = 0;
  std::uint8_t inns = 0;
  std::uint8_t cathedrals = 0;
  std::uint8_t goods[3] = {0, 0, 0};  // wine, grain, cloth
  std::uint8_t scored = 0;     // times this feature was scored as completed (must end at 0 or 1)
};

class FeatureGraph {
 public:
  void clear() {
    parent_.clear();
    next_.clear();
    size_.clear();
    tile_.clear();
    feature_.clear();
    kind_.clear();
    set_.clear();
  }
  // Adds a lone node; returns its id.
  int add(FeatureKind kind, int tile, int feature, const FeatureSet& data) {
    const int id = static_cast<int>(parent_.size());
    parent_.push_back(static_cast<std::uint16_t>(id));
    next_.push_back(static_cast<std::uint16_t>(id));
    size_.push_back(1);
    tile_.push_back(static_cast<std::uint16_t>(tile));
    feature_.push_back(static_cast<std::uint8_t>(feature));
    kind_.push_back(kind);
    set_.push_back(data);
    return id;
  }
  int find(int n) const {
    while (parent_[n] != n) {
      parent_[n] = parent_[parent_[n]];  // path halving
      n = parent_[n];
    }
    return n;
  }
  // Joins the sets of a and b; returns the new root.
  int unite(int a, int b);
  FeatureSet& set(int root) { return set_[root]; }
  const FeatureSet& set(int root) const { return set_[root]; }
  FeatureKind kind(int n) const { return kind_[n]; }
  int tile(int n) const { return tile_[n]; }
  int feature(int n) const { return feature_[n]; }
  int next(int n) const { return next_[n]; }  // circular list of a set's members
  int size() const { return static_cast<int>(parent_.size()); }
  int set_size(int root) const { return size_[root]; }

 private:
  mutable std::vector<std::uint16_t> parent_;
  std::vector<std::uint16_t> next_;
  std::vector<std::uint16_t> size_;
  std::vector<std::uint16_t> tile_;
  std::vector<std::uint8_t> feature_;
  std::vector<FeatureKind> kind_;
  std::vector<FeatureSet> set_;
};

}  // namespace carc
