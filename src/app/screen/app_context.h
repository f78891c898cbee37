// What the app's screens share (set-up, play, example viewer; screens.h): the session and computer
// seats played, the preferences followed and saved, the frame loop asked for frames, the page's
// words, the text fields the page's input edits, what the page shell's toolbar covers, the (i) buttons' note, and the board's camera, renderer and tile atlas. The app owns one and passes it down by
// reference.
#pragma once

#include <string>
#include <string_view>

#include "app/platform/finger_widgets.h"
#include "app/platform/frame_pacing.h"
#include "app/platform/text_field.h"
#include "app/play/ai_turns.h"
#include "app/play/preferences.h"
#include "app/play/session.h"
#include "app/ui/shell_insets.h"
#include "i18n/translate.h"
#include "render/board_renderer.h"
#include "render/camera.h"
#include "render/tile_atlas.h"

namespace carc::app {

struct AppContext {
  Session& session;
  AiTurns& ai;
  Preferences& preferences;  // the one owner of the language, the pace and the palette
  FramePacing& frames;       // asked for frames while something moves or rings
  i18n::Translator& words;   // the catalogues and the language they speak now (Preferences chooses it)
  PageTextFields& text_fields;  // the fields the page's <input> edits (names, numbers)
  ui::ShellInsets& shell;       // what the page shell's toolbar covers (set by the page)
  TipNote& tip;                 // the note an (i) button opened, drawn over every screen
  gfx::Camera camera;
  gfx::BoardRenderer renderer;
  gfx::TileAtlas atlas;  // tile pictures in the panels, painted before ImGui renders
};

// The page's language switch, whichever screen the player switches it on (screens.h): the set-up
// form's default names, the log, the windows' titles and the preference. Returns the code chosen.
class LanguageSwitch {
 public:
  virtual std::string set_language(std::string_view request) = 0;

 protected:
  ~LanguageSwitch() = default;
};

}  // namespace carc::app
