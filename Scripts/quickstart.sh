#!/usr/bin/env bash
# Quick start, step 1: install the system packages, build (debug: the build `swift test`
# then reuses, so step 2 compiles only the tests), and render every sample into out/.
# For the fast, installed tool use Scripts/install.sh (a release build).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift build
.build/debug/tablemock render Samples -o out --format png,svg,pdf
echo "Rendered the samples into out/ with .build/debug/tablemock"
