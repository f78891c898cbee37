// What every exported page-API function (window.carcassonne, README "Page API") shares: the
// export macro and the reply buffer its string answer lives in until the next call.
#pragma once

#include <string>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define CARC_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define CARC_EXPORT extern "C"
#endif

namespace carc::app {

// Keeps `text` as the last answer and returns it; JS copies it before the next call. The buffer
// is the page API's, beside the controller the exports reach (page_api.cpp).
const char* api_reply(std::string text);
// api_reply for a call that may change the game or the view: the frame loop, paused while idle,
// runs again to draw the change and tell the page (carcassonne:change).
const char* api_reply_changed(std::string text);

}  // namespace carc::app
