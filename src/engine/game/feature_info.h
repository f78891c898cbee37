// "Who holds this?": one feature of the board as the players see it (issue 20): the parts of the
// placed tiles it covers, each player's figures on it, who would win it and what it scores now.
// Filled by Game::feature_info (feature_info.cpp), which scores through the game's own scoring.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/base/types.h"

namespace carc {

// The part of one placed tile (or printed large-city square, M12) that belongs to the feature.
struct FeaturePart {
  Pos pos;
  int tile = 0;               // index into Game::placed()
  std::uint16_t slots = 0;    // bit s: slot s of the tile as it lies (edge slots 0–11, I 12, M 13)
  bool printed = false;       // a large-city square of the map, not a tile
};

// One player's figures on the feature.
struct FeatureHolder {
  PlayerId player = 0;
  int followers = 0;          // meeples and large meeples (the figures that count for B12)
  int strength = 0;           // their strength: a large meeple (I3) or upgraded meeple (TW9) counts two
  int others = 0;             // builders and pigs (T5, T10): no strength
  int points = 0;             // what this player would score for it now (0 once scored, see below)
};

struct FeatureInfo {
  FeatureKind kind = FeatureKind::Field;
  bool complete = false;      // roads and cities closed, monastery surrounded (fields never)
  bool scored = false;        // complete and already scored during the game (B8): points went out
  int squares = 0;            // distinct squares it covers (B17)
  // Points it is worth now, before majority: complete, what it scores (or scored) when completed;
  // open, what final scoring pays a winner (B18, B19; inn I6 and cathedral I8 make it 0); a field,
  // the most any holder would take (B24: 3 per completed city, T12: 4 with the pig), 0 with none.
  int value = 0;
  std::uint8_t winners = 0;   // bit p: player p has the most strength on it now (B12), none: 0
  std::vector<FeaturePart> parts;      // in the order of the feature's member list
  std::vector<FeatureHolder> holders;  // every player with a figure on it, in seat order
};

}  // namespace carc
