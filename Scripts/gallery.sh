#!/usr/bin/env bash
# Renders the Settings sample in every built-in theme and appearance, and under it the
# whole-screen samples (status bar, navigation bar, toolbar, tab bar, home indicator) of
# every era, and puts the images into Docs/gallery.png (the picture in the README's Themes
# section): two rows of five.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tablemock
out=.build/gallery
rm -rf "$out"
.build/release/tablemock render --scale 1 -o "$out" \
  Samples/theme-ios2-settings.json Samples/theme-ios6-settings.json Samples/theme-ios7-settings.json \
  Samples/theme-ios13-settings.json Samples/theme-ios13-dark-settings.json \
  Samples/screen-ios2-tab-bar.yaml Samples/screen-ios6-prompt-toolbar.yaml Samples/screen-ios7-navigation.yaml \
  Samples/screen-ios13-large-title.yaml Samples/screen-ios13-dark-scrolled.yaml
python3 Scripts/montage.py Docs/gallery.png --gap 16 --columns 5 \
  "$out/theme-ios2-settings.png" "$out/theme-ios6-settings.png" "$out/theme-ios7-settings.png" \
  "$out/theme-ios13-settings.png" "$out/theme-ios13-dark-settings.png" \
  "$out/screen-ios2-tab-bar.png" "$out/screen-ios6-prompt-toolbar.png" "$out/screen-ios7-navigation.png" \
  "$out/screen-ios13-large-title.png" "$out/screen-ios13-dark-scrolled.png"
echo "wrote Docs/gallery.png"
