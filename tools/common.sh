# Sourced by the project's scripts: repository root, third-party cache folder, pinned versions.
# shellcheck shell=bash
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${CARC_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/carcassonne-maps}"
# shellcheck source=third-party.env
source "$repo/tools/third-party.env"
