// The "Carcassonne Maps" panel: title, engine version, loaded tile types, frame rate and help.
#pragma once

namespace carc::app::ui {

struct AboutInfo {
  const char* engine_version = "";
  int tile_types = 0;
  float frames_per_second = 0.0f;
};

void draw_about_panel(const AboutInfo& info);

}  // namespace carc::app::ui
