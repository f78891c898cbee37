// The page API's requests of the app around the game (PageHost, src/app/page/page_controller.h):
// wake, keepDrawing, setTopInset, widgets, windows, fontCheck, frameStats and the text fields'
// input (carc_text_input, carc_text_focus) go through the
// controller to its host; without a host they answer empty and change nothing. The rule examples
// and a record's notes need no game.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/page/page_controller.h"
#include "app/ui/shell_insets.h"
#include "app/session_support.h"
#include "app/silent_screen.h"

namespace carc {
namespace {

using app::PageController;

// A screen that is never asked anything here.
using QuietScreen = test::SilentScreen;

// The app around the game, written down.
struct FakeHost final : app::PageHost {
  std::vector<std::string> calls;
  int inset = -1;
  int frames = 7;
  void request_redraw() override { calls.push_back("redraw"); }
  void keep_drawing(bool always) override { calls.push_back(always ? "keep" : "idle"); }
  void set_top_inset(int css_pixels) override { inset = css_pixels; }
  void set_bar_link(int width, int bottom) override { calls.push_back("link " + std::to_string(width) + " " + std::to_string(bottom)); }
  std::string widgets_json() const override { return "[\"widgets\"]"; }
  std::string windows_json() const override { return "[\"windows\"]"; }
  std::string font_check_json(std::string_view text) const override { return "{\"text\":\"" + std::string(text) + "\"}"; }
  void text_input(unsigned id, std::string_view value, bool ended) override {
    calls.push_back("text " + std::to_string(id) + " " + std::string(value) + (ended ? " ended" : ""));
  }
  void text_focus(unsigned id) override { calls.push_back("focus " + std::to_string(id)); }
  bool write_frame_times(json::Writer& w, bool reset) override {
    w.key("frames").value(frames);
    if (reset) frames = 0;
    return true;
  }
};

struct HostedPage {
  app::Session session{i18n::spoken()};
  app::AiTurns ai;
  app::Preferences preferences;
  QuietScreen screen;
  FakeHost host;
  PageController page{i18n::spoken(), session, ai, preferences, screen};
};

}  // namespace

TEST_CASE("wake, keepDrawing and setTopInset reach the host; the inset is clamped to 0-200 px") {
  HostedPage p;
  p.page.wake();
  p.page.keep_drawing(true);
  CHECK(p.host.calls.empty());  // no host bound yet: nothing happens
  p.page.bind_host(&p.host);
  p.page.wake();
  p.page.keep_drawing(true);
  p.page.keep_drawing(false);
  CHECK(p.host.calls == std::vector<std::string>{"redraw", "keep", "redraw", "idle", "redraw"});
  p.page.set_top_inset(48);
  CHECK(p.host.inset == 48);
  p.page.set_top_inset(5000);
  CHECK(p.host.inset == 200);
  p.page.set_top_inset(-3);
  CHECK(p.host.inset == 0);
}

TEST_CASE("setBarLink reaches the host with both sides clamped to 0-400 px and draws again; the shell reserves the link's width above its bottom") {
  HostedPage p;
  p.page.set_bar_link(140, 48);
  CHECK(p.host.calls.empty());  // no host bound yet: nothing happens
  p.page.bind_host(&p.host);
  p.page.set_bar_link(140, 48);
  p.page.set_bar_link(900, -5);
  CHECK(p.host.calls == std::vector<std::string>{"link 140 48", "redraw", "link 400 0", "redraw"});
  // The top bar's rows (ui/players_bar.cpp) leave the link's width free only above its bottom,
  // and the phone toolbar's Undo and More (bar_menu) on every row.
  app::ui::ShellInsets shell;
  shell.link_width = 140.0f;
  shell.link_bottom = 48.0f;
  CHECK(shell.right_reserve(0.0f) == 140.0f);
  CHECK(shell.right_reserve(47.0f) == 140.0f);
  CHECK(shell.right_reserve(48.0f) == 0.0f);
  shell.bar_menu = 90.0f;
  CHECK(shell.right_reserve(60.0f) == 90.0f);
  CHECK(shell.right_reserve(10.0f) == 140.0f);
}

TEST_CASE("widgets, windows, fontCheck and frameStats answer from the host, empty without one") {
  HostedPage p;
  CHECK(p.page.widgets_json() == "[]");
  CHECK(p.page.windows_json() == "[]");
  CHECK(p.page.font_check_json("Šárka") == "{}");
  CHECK(p.page.frame_stats_json(false) == "{}");
  p.page.bind_host(&p.host);
  CHECK(p.page.widgets_json() == "[\"widgets\"]");
  CHECK(p.page.windows_json() == "[\"windows\"]");
  CHECK(p.page.font_check_json("Šárka") == "{\"text\":\"Šárka\"}");
  const std::string stats = p.page.frame_stats_json(true);
  CHECK(stats.find("{\"frames\":7,\"ai_decisions\":0,") == 0);
  CHECK(p.page.frame_stats_json(false).find("{\"frames\":0,") == 0);  // reset: a new measurement
}

TEST_CASE("a text field's page input reaches the host: its text, its end and Tab's next field; nothing without a host") {
  HostedPage p;
  p.page.text_input(3, "Šárka", false);
  p.page.text_focus(4);
  CHECK(p.host.calls.empty());
  p.page.bind_host(&p.host);
  p.page.text_input(3, "Šárka", false);
  p.page.text_input(3, "Jiří", true);
  p.page.text_focus(4);
  CHECK(p.host.calls == std::vector<std::string>{"text 3 Šárka", "text 3 Jiří ended", "focus 4"});
}

TEST_CASE("the rule examples and a record's notes are answered without a game") {
  test::speak_english();
  const std::string assets = std::string(CARC_SOURCE_DIR) + "/assets";
  const std::string list = PageController::examples_json(assets);
  CHECK(list.find("{\"name\":\"iberia-cache\",\"title\":") != std::string::npos);
  const std::string one = PageController::example_json(i18n::spoken(), assets, "iberia-cache", "en");
  CHECK(one.find("{\"name\":\"iberia-cache\",") == 0);
  CHECK(one.find("\"captions\":[") != std::string::npos);
  CHECK(PageController::example_json(i18n::spoken(), assets, "no-such-example", "").find("{\"error\":") == 0);
  const std::string notes = PageController::notes_json(i18n::spoken(), "game 1\n#> Red has 0 points\n");
  CHECK(notes.find("[{\"step\":") == 0);
  CHECK(notes.find("\"say\":false,\"lang\":\"\",\"text\":\"Red has 0 points\",\"said\":{\"en\":\"Red has 0 points\",\"cs\":\"Červený má 0 bodů\"}}]") !=
        std::string::npos);  // a result sentence the page says in each language
}

}  // namespace carc
