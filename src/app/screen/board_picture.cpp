// BoardPicture: the scene per session revision, the lit feature and the land under the board.
#include "app/screen/board_picture.h"

#include "app/board/board_scene.h"
#include "data/coasts.h"

namespace carc::app {

Status BoardPicture::load_coasts(const std::string& assets_dir) {
  std::vector<data::CoastFile> files;
  if (Status s = data::read_coast_files(assets_dir, files); !s) return s;
  for (const data::CoastFile& file : files) {
    gfx::Coast coast;
    if (Status s = gfx::parse_coast(file.text, file.path, coast, file.map_id); !s) return s;
    coasts_.push_back(std::move(coast));
  }
  return {};
}

bool BoardPicture::take_land_change(const MapDef* map, const gfx::LandMask*& mask) {
  const std::string id = map ? map->id : "";
  if (id == land_map_) return false;
  land_map_ = id;
  scene_revision_ = -1;  // the squares are drawn differently over land
  land_ = gfx::LandMask{};
  for (const gfx::Coast& coast : coasts_)
    if (coast.id == id) land_ = gfx::rasterise_land(coast);
  mask = land_.empty() ? nullptr : &land_;
  return true;
}

void BoardPicture::rebuild(gfx::BoardRenderer& renderer, const Session& session) {
  if (scene_revision_ == session.revision()) return;
  scene_revision_ = session.revision();
  build_squares(session.game(), squares_);
  if (!land_.empty()) mark_squares_on_land(squares_);
  build_tiles(session.game(), tiles_);
  winter_ = is_winter(session.game());
  renderer.set_squares(squares_);
  renderer.set_tiles(tiles_);
}

void BoardPicture::draw(gfx::BoardRenderer& renderer, const gfx::Camera& camera, const Session& session,
                        const Insight& insight, bool focus, const std::vector<gfx::TileInstance>& extra, float pixel_ratio) {
  const int scene = scene_revision_;
  rebuild(renderer, session);
  if (scene != scene_revision_ || lit_serial_ != insight.focus_serial()) {  // the outlined feature moved
    lit_serial_ = insight.focus_serial();
    lit_ = tiles_;
    if (focus) insight.mark_tiles(session.game(), lit_);
    renderer.set_tiles(lit_);
  }
  renderer.draw(camera, pixel_ratio, winter_, extra, focus);
}

}  // namespace carc::app
