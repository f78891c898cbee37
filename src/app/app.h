// The game app: window, GL and ImGui setup, and the frame loop (native loop or browser callback).
#pragma once

namespace carc::app {

// Runs until the window closes (desktop) or for the page's lifetime (browser). Returns the exit
// code; a failed start is reported to stderr and, in the browser, on the page.
int run();

}  // namespace carc::app
