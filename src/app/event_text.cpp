// Event -> log line. Only words: every number shown comes from the event itself.
#include "app/event_text.h"

namespace carc::app {
namespace {

std::string winners_text(const Game& g, std::uint8_t winners) {
  std::string s;
  for (int p = 0; p < g.player_count(); ++p) {
    if (!(winners & (1 << p))) continue;
    if (!s.empty()) s += " and ";
    s += g.player(p).name;
  }
  return s.empty() ? "nobody" : s;
}

std::string chip_text(int chip) {
  return std::string(chip_colour_name(chip_colour(chip))) + " " + std::to_string(chip_value(chip));
}

// "1 tile", "3 tiles", "1 completed city", "2 completed cities".
std::string count_words(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string pos_words(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }
std::string spot_words(Pos p, Slot s) { return pos_words(p) + " " + std::string(slot_name(s)); }

bool is_scoring_event(const Event& e) {
  switch (e.kind) {
    case EventKind::FeatureScored: case EventKind::ChipCollected: case EventKind::ArmsBonus:
    case EventKind::GbmBonus: case EventKind::GoodsTaken: return true;
    default: return false;
  }
}

std::string describe_event(const Game& g, const Event& e) {
  const std::string who = e.player < g.player_count() ? g.player(e.player).name : "?";
  switch (e.kind) {
    case EventKind::TilePlaced:
      return who + " placed " + g.def(e.tile).id + " at " + pos_words(e.pos);
    case EventKind::TileDiscarded: return who + " discarded " + g.def(e.tile).id + " (it fits nowhere)";
    case EventKind::FigureDeployed:
      return who + " stood a " + std::string(figure_name(e.figure)) + " on " + spot_words(e.pos, e.slot);
    case EventKind::FigureReturned:
      return who + "'s " + std::string(figure_name(e.figure)) + " returned from " + pos_words(e.pos);
    case EventKind::FeatureScored: {
      if (e.points == 0) return "";  // a field without cities, a feature nobody held
      if (e.category == Category::Goods) return winners_text(g, e.winners) + " scored 10 for the most goods";
      std::string what = std::string(feature_name(e.feature));
      std::string s = winners_text(g, e.winners) + " scored " + std::to_string(e.points) + " for a " +
                      (e.complete ? "completed " : "") + what;
      if (e.feature == FeatureKind::Field) s += " next to " + count_words(e.tiles, "completed city", "completed cities");
      else if (e.tiles) s += " of " + count_words(e.tiles, "tile", "tiles");
      if (e.pennants) s += ", " + count_words(e.pennants, "pennant", "pennants");
      return s + (e.final_scoring ? " (final)" : "");
    }
    case EventKind::ChipCollected:
      return who + " collected a " + (e.from_cache ? "cache " : "") + "chip " + chip_text(e.chip) + " at " +
             pos_words(e.pos) + ": " + count_words(e.points, "point", "points");
    case EventKind::CachePlaced: return who + " laid a cache (" + chip_text(e.chip) + ") on " + pos_words(e.pos);
    case EventKind::ChipRemoved: return "chip " + chip_text(e.chip) + " left the game";
    case EventKind::ArmsBonus:
      return who + " scored " + std::to_string(e.points) + " for coats of arms at " + pos_words(e.pos);
    case EventKind::Upgraded: return who + " upgraded the meeple at " + spot_words(e.pos, e.slot);
    case EventKind::GoodsTaken:
      return who + " took goods: " + std::to_string(e.goods[0]) + " wine, " + std::to_string(e.goods[1]) +
             " grain, " + std::to_string(e.goods[2]) + " cloth";
    case EventKind::GbmBonus: return who + " scored " + std::to_string(e.points) + " from the Gingerbread Man";
    case EventKind::GbmMoved: return "the Gingerbread Man moved to " + pos_words(e.pos);
    case EventKind::GbmSetAside: return "the Gingerbread Man left the board";
    case EventKind::PorxadaSwapChosen: return who + " chose the La Porxada swap";
    case EventKind::PorxadaBonusChosen: return who + " chose the La Porxada bonus";
    case EventKind::Swapped: return who + " swapped followers at " + pos_words(e.pos) + " and " + pos_words(e.pos2);
    case EventKind::SwapRefused: return who + " refused the swap and gave up the follower at " + spot_words(e.pos, e.slot);
    case EventKind::SwapRefusedSupply: return who + " refused the swap and gave up a meeple from supply";
    case EventKind::PorxadaToken: return who + " received a La Porxada token";
    case EventKind::GameEnded: return "The game is over";
  }
  return "";
}

}  // namespace carc::app
