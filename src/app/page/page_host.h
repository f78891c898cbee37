// The app around the game as the page API sees it (PageHost, page_controller.h): the frame loop's
// redraw requests (FramePacing), what the shell's toolbar covers (ShellInsets), the widget registry, the UI font, the frame clock
// and the text fields the page's input edits.
#pragma once

#include "app/page/page_controller.h"
#include "app/platform/frame_clock.h"
#include "app/platform/frame_pacing.h"
#include "app/platform/text_field.h"
#include "app/platform/widget_registry.h"
#include "app/ui/shell_insets.h"

namespace carc::app {

class AppPageHost final : public PageHost {
 public:
  AppPageHost(FrameClock& clock, FramePacing& frames, PageTextFields& text_fields, ui::ShellInsets& shell, const WidgetRegistry& widgets)
      : clock_(clock), frames_(frames), text_fields_(text_fields), shell_(shell), widgets_(widgets) {}
  void request_redraw() override;
  void keep_drawing(bool always) override;
  void set_top_inset(int css_pixels) override;
  void set_bar_menu(int css_pixels) override;
  void set_bar_link(int width, int bottom) override;
  std::string widgets_json() const override;
  std::string windows_json() const override;
  std::string font_check_json(std::string_view text) const override;
  bool write_frame_times(json::Writer& w, bool reset) override;
  void text_input(unsigned id, std::string_view value, bool ended) override;
  void text_focus(unsigned id) override;

 private:
  FrameClock& clock_;
  FramePacing& frames_;
  PageTextFields& text_fields_;
  ui::ShellInsets& shell_;
  const WidgetRegistry& widgets_;
};

}  // namespace carc::app
