// The page API: window.carcassonne.{state,newGame,play,undo,…} call the exported C functions of
// page_api.cpp, keep_api.cpp, viewer_api.cpp and insight_api.cpp (through ccall in web/loader.js), each a one-line
// call of the PageController's method.
#pragma once

#include <string>

#include "app/page/page_controller.h"
#include "app/page/page_export.h"

namespace carc::app {

// The controller every exported function forwards to (the app's; it outlives the page).
void bind_page_api(PageController* page);
// The bound controller, or nullptr before the app started (the API then answers "not running").
PageController* page_controller();
// The answer of every call before a controller is bound: the catalogue key "api.not_running" as
// it stands (the page's words live in the app, which has not started).
std::string not_running();

// Applies `change` to the bound controller and wakes the frame loop to draw it; nothing before the
// app runs. The exported setters without an answer are one call of it.
template <typename Change>
void change_page(Change&& change) {
  if (PageController* page = page_controller()) {
    change(*page);
    page->wake();
  }
}

}  // namespace carc::app
