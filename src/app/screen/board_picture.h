// The board as the renderer draws it: the squares and tiles of the game shown, made again at each
// session revision, the outlined feature's tiles lit (insight), and the land under the board read
// from each shipped map's coast. The play screen owns one and draws through the App context's renderer.
#pragma once

#include <string>
#include <vector>

#include "app/board/insight.h"
#include "app/play/session.h"
#include "render/board_renderer.h"
#include "render/camera.h"
#include "render/coast.h"
#include "render/land_mask.h"

namespace carc::app {

class BoardPicture {
 public:
  // Reads the coasts of every shipped map (data/coasts.h); else the error names the file, line and problem.
  Status load_coasts(const std::string& assets_dir);
  // When the land under the board changed since the last call (`map` another map, or none: the
  // set-up screen): true, with `mask` the land to draw now (nullptr: open sea).
  bool take_land_change(const MapDef* map, const gfx::LandMask*& mask);
  // Draws the session's board with `extra` tiles over it (the tentative tile or the hint), the
  // feature `insight` outlines lit when `focus`.
  void draw(gfx::BoardRenderer& renderer, const gfx::Camera& camera, const Session& session, const Insight& insight,
            bool focus, const std::vector<gfx::TileInstance>& extra, float pixel_ratio);

 private:
  void rebuild(gfx::BoardRenderer& renderer, const Session& session);

  int scene_revision_ = -1;
  bool winter_ = false;
  std::vector<gfx::SquareInstance> squares_;
  std::vector<gfx::TileInstance> tiles_;
  std::vector<gfx::TileInstance> lit_;  // tiles_ with the outlined feature's parts marked
  int lit_serial_ = -1;                 // the insight focus lit_ was marked for
  std::vector<gfx::Coast> coasts_;      // one per shipped map
  std::string land_map_ = "-";          // the map whose land mask `land_` holds ("" none)
  gfx::LandMask land_;
};

}  // namespace carc::app
