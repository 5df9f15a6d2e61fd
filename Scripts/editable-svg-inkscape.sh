#!/bin/sh
# The editable SVG of every sample opened by Inkscape (Debian's `inkscape`, a large package:
# not part of install-deps.sh or the default test run): its PNG export must match
# TableMock's PNG within the same budget as librsvg's (EditableSVGTests), and
# `inkscape --query-all` must list the named layers and the text objects.
#
#   Scripts/editable-svg-inkscape.sh            # needs inkscape on PATH
#   MEASURE=/tmp/figures Scripts/editable-svg-inkscape.sh   # also writes each sample's figures
set -eu
cd "$(dirname "$0")/.."
command -v inkscape >/dev/null || { echo "inkscape is not installed (apt-get install --no-install-recommends inkscape)" >&2; exit 2; }
swift build -j 1 --build-tests 2>&1 | tail -1
TABLEMOCK_EDITABLE_SVG_RASTERISER=inkscape ${MEASURE:+TABLEMOCK_EDITABLE_SVG_MEASURE="$MEASURE"} \
    swift test -j 1 --skip-build --filter 'EditableSVGTests/editableSVG'
# The layers panel's view of one screen: every named group and every text object.
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
.build/debug/tablemock render Samples/screen-ios2-tab-bar.yaml -o "$WORK/tab-bar.svg" --svg editable --force --quiet
inkscape --query-all "$WORK/tab-bar.svg" 2>/dev/null > "$WORK/objects.txt"
for id in statusBar navigationBar section-1_row-3_title tabBar_item-2_tabTitle; do
    grep -q "^$id," "$WORK/objects.txt" || { echo "FAIL: inkscape --query-all does not list $id" >&2; exit 1; }
done
texts=$(grep -c '^text' "$WORK/objects.txt")
lines=$(grep -c '<text' "$WORK/tab-bar.svg")
[ "$texts" = "$lines" ] || { echo "FAIL: inkscape lists $texts text objects, the SVG has $lines <text> elements" >&2; exit 1; }
echo "ok: Inkscape $(inkscape --version 2>/dev/null | cut -d' ' -f2) lists the named layers and all $texts text objects"
