// The engine's version string, shown by the CLI and the page (window.carcassonne.version).
#pragma once

namespace carc {

inline constexpr const char* kEngineVersion = "0.1.0";

}  // namespace carc
