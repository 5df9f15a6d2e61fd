#!/usr/bin/env bash
# Quick start, step 1: install the system packages, build, and render every sample into out/.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift build -c release --product tablemock
.build/release/tablemock render Samples -o out --format png,svg,pdf
echo "Rendered the samples into out/"
