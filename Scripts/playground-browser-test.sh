#!/usr/bin/env bash
# Drives the playground page (`tablemock serve`, GET /) in a real headless browser: Debian's
# chromium and chromium-driver through Selenium from PyPI (a virtual environment of its own,
# .build/browser-test-venv). The browser comes as install-deps.sh's extra packages, here and not in the
# quick start: it is large and only this test needs it. Usage: Scripts/playground-browser-test.sh [--scratch-path DIR]
#   [--screenshots DIR] [--timings FILE]
# TABLEMOCK_TRAITS (default Server; it must include Server) reuses a build folder built with more traits.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --screenshots|--timings) extra+=("$1" "$2"); shift 2 ;;
    *) echo "playground-browser-test.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
traits="${TABLEMOCK_TRAITS:-Server}"
Scripts/install-deps.sh chromium chromium-driver python3 python3-venv
swift build --traits "$traits" --product tablemock --scratch-path "$scratch"
bin="$(swift build --traits "$traits" --scratch-path "$scratch" --show-bin-path)"
venv=.build/browser-test-venv
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/python" -c 'import selenium' 2>/dev/null || "$venv/bin/pip" install --quiet "selenium>=4.20,<5"
"$venv/bin/python" Scripts/playground_browser_test.py "$bin/tablemock" "${extra[@]}"
