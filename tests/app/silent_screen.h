// A page screen that answers every request of the page API empty and changes nothing: the base
// of the app tests' fake screens (each overrides what it writes down).
#pragma once

#include <string>
#include <string_view>

#include "app/page/page_controller.h"

namespace carc::test {

struct SilentScreen : app::PageScreen {
  Status start_game(std::string_view) override { return {}; }
  void show_setup() override {}
  bool in_setup() const override { return true; }
  std::string set_language(std::string_view) override { return "en"; }
  std::string view_json() const override { return "{}"; }
  void set_view(double, double, double, bool) override {}
  void set_compact(bool) override {}
  void fit() override {}
  std::string targets_json() const override { return "[]"; }
  std::string screen_of_json(int, int) const override { return "[0,0]"; }
  Status start_viewer(std::string_view) override { return {}; }
  void show_viewer_marks(int, int) override {}
  void set_viewer_bottom(int) override {}
  std::string viewer_marks_json() const override { return "[]"; }
  std::string viewer_focus_json() const override { return "{}"; }
  std::string insight_json() const override { return "{}"; }
  bool set_outlines(int) override { return false; }
  Status request_hint() override { return {}; }
};

}  // namespace carc::test
