#!/bin/sh
# Benchmarks `tablemock check` comparisons on two 1170×2532 renders (iphone-12 at 3x):
# an identical pair and a pair that differs in one theme colour (the separators).
# Usage: Scripts/check-benchmark.sh [runs]   (release build; scratch .build-check)
set -eu
cd "$(dirname "$0")/.."
RUNS="${1:-15}"
SCRATCH="${SCRATCH:-.build-check}"
swift build -c release --scratch-path "$SCRATCH" --product check-benchmark | grep -E "error|warning: [^p]" || true
swift build -c release --scratch-path "$SCRATCH" --product tablemock | grep -E "error|warning: [^p]" || true
BIN="$SCRATCH/release"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/specs" "$WORK/changed"
cp -R Samples/images "$WORK/specs/images"
printf '{"name": "bench", "extends": "ios7"}\n' > "$WORK/bench-theme.json"
printf '{"name": "bench", "extends": "ios7", "colors": {"separator": "#B8B7BC"}}\n' > "$WORK/changed-theme.json"
# settings.json on a 390×844-pt screen at 3x, with its own theme file.
sed -e 's/"device": "iphone-8"/"device": "iphone-12", "scale": 3/' -e 's#"theme": "ios7"#"theme": "../bench-theme.json"#' \
    Samples/settings.json > "$WORK/specs/settings.json"
"$BIN/tablemock" render "$WORK/specs/settings.json" -o "$WORK/a" >/dev/null
sed -i 's#bench-theme.json#changed-theme.json#' "$WORK/specs/settings.json"
"$BIN/tablemock" render "$WORK/specs/settings.json" -o "$WORK/b" >/dev/null
echo "== identical pair"
"$BIN/check-benchmark" "$WORK/a/settings.png" "$WORK/a/settings.png" "$RUNS"
echo "== pair differing in the separator colour"
"$BIN/check-benchmark" "$WORK/a/settings.png" "$WORK/b/settings.png" "$RUNS"
echo "== tablemock check, end to end (render + compare), unchanged golden"
sed -i 's#changed-theme.json#bench-theme.json#' "$WORK/specs/settings.json"
mkdir -p "$WORK/goldens" && cp "$WORK/a/settings.png" "$WORK/goldens/"
( cd "$WORK" && time "$OLDPWD/$BIN/tablemock" check specs --golden goldens )
