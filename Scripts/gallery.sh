#!/usr/bin/env bash
# Renders the Settings sample in every built-in theme and appearance and puts the images
# side by side into Docs/gallery.png (the picture in the README's Themes section).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tablemock
out=.build/gallery
rm -rf "$out"
.build/release/tablemock render --scale 1 -o "$out" \
  Samples/theme-ios2-settings.json Samples/theme-ios6-settings.json Samples/theme-ios7-settings.json \
  Samples/theme-ios13-settings.json Samples/theme-ios13-dark-settings.json
python3 Scripts/montage.py Docs/gallery.png --gap 16 \
  "$out/theme-ios2-settings.png" "$out/theme-ios6-settings.png" "$out/theme-ios7-settings.png" \
  "$out/theme-ios13-settings.png" "$out/theme-ios13-dark-settings.png"
echo "wrote Docs/gallery.png"
