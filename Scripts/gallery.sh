#!/usr/bin/env bash
# Renders the Settings sample in every built-in theme and appearance, and under it the
# whole-screen samples (status bar, navigation bar, toolbar, tab bar, home indicator) of
# every era, and a row of Dynamic Type and right-to-left screens, Mail and Phone (built-in
# symbols, no image files) and a landscape screen, and a row of search bars, segmented
# controls and empty states (Docs/Controls.md), and puts the images into Docs/gallery.png
# (the picture in the README's Themes section): five rows of six, the second the rows with
# controls (Docs/Rows.md).
#
# TABLEMOCK=.build/debug/tablemock Scripts/gallery.sh uses a binary already built instead of
# building the release one (the pictures are the same bytes: rendering is deterministic).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TABLEMOCK:-}" ]; then
  swift build -c release --product tablemock
  TABLEMOCK=.build/release/tablemock
fi
out=.build/gallery
rm -rf "$out"
# Rows with controls: Mail swiped open (iOS 7-10 text buttons, iOS 11+ images over titles)
# and an account form (text fields, a stepper, tinted and red rows) in three eras.
"$TABLEMOCK" render --scale 1 -o "$out" \
  Samples/mail-swipe-ios7.yaml Samples/mail-swipe-ios13.yaml Samples/mail-swipe-ios15.yaml \
  Samples/account-form-ios6.yaml Samples/account-form-ios7.yaml Samples/account-form-ios15.yaml
"$TABLEMOCK" render --scale 1 -o "$out" \
  Samples/theme-ios2-settings.json Samples/theme-ios5-settings.json Samples/theme-ios6-settings.json \
  Samples/theme-ios7-settings.json Samples/theme-ios13-settings.json Samples/theme-ios15-settings.json \
  Samples/screen-ios2-tab-bar.yaml Samples/screen-ios6-prompt-toolbar.yaml Samples/screen-ios7-navigation.yaml \
  Samples/screen-ios13-large-title.yaml Samples/screen-ios13-dark-scrolled.yaml Samples/theme-ios13-dark-settings.json \
  Samples/dynamic-type-ax3.yaml Samples/right-to-left.yaml Samples/right-to-left-arabic.yaml \
  Samples/mail.yaml Samples/phone.yaml Samples/screen-ios13-landscape.yaml \
  Samples/contacts-search-ios2.yaml Samples/contacts-search-ios15.yaml Samples/recents-segmented-ios6.yaml \
  Samples/recents-segmented-ios13-dark.yaml Samples/search-no-results-ios7.yaml Samples/search-no-results-ios15.yaml
python3 Scripts/montage.py Docs/gallery.png --gap 16 --columns 6 \
  "$out/theme-ios2-settings.png" "$out/theme-ios5-settings.png" "$out/theme-ios6-settings.png" \
  "$out/theme-ios7-settings.png" "$out/theme-ios13-settings.png" "$out/theme-ios15-settings.png" \
  "$out/mail-swipe-ios7.png" "$out/mail-swipe-ios13.png" "$out/mail-swipe-ios15.png" \
  "$out/account-form-ios6.png" "$out/account-form-ios7.png" "$out/account-form-ios15.png" \
  "$out/screen-ios2-tab-bar.png" "$out/screen-ios6-prompt-toolbar.png" "$out/screen-ios7-navigation.png" \
  "$out/screen-ios13-large-title.png" "$out/screen-ios13-dark-scrolled.png" "$out/theme-ios13-dark-settings.png" \
  "$out/dynamic-type-ax3.png" "$out/right-to-left.png" "$out/right-to-left-arabic.png" \
  "$out/mail.png" "$out/phone.png" "$out/screen-ios13-landscape.png" \
  "$out/contacts-search-ios2.png" "$out/contacts-search-ios15.png" "$out/recents-segmented-ios6.png" \
  "$out/recents-segmented-ios13-dark.png" "$out/search-no-results-ios7.png" "$out/search-no-results-ios15.png"
# The README's iOS 26 picture: two ios15 specs, each beside the same spec with its theme
# changed to ios26 and nothing else (Settings; Contacts with a large title, search and the
# index), then the ios26 samples: the form with the iOS 26 controls, Mail dark, Contacts
# with search at the bottom, Music with the floating tab bar and the mini player.
mkdir -p "$out/ios26"
for spec in Samples/theme-ios15-settings.json Samples/contacts-search-ios15.yaml; do
  name=$(basename "${spec%.*}"); ext=${spec##*.}
  sed 's/"theme": "ios15"/"theme": "ios26"/; s/^theme: ios15$/theme: ios26/' "$spec" > "$out/ios26/$name-on-ios26.$ext"
done
"$TABLEMOCK" render --scale 1 -o "$out" Samples/theme-ios15-settings.json Samples/contacts-search-ios15.yaml \
  "$out/ios26/theme-ios15-settings-on-ios26.json" "$out/ios26/contacts-search-ios15-on-ios26.yaml" \
  Samples/form-controls-ios26.yaml Samples/mail-ios26-dark.yaml Samples/contacts-bottom-search-ios26.yaml Samples/music-ios26.yaml
python3 Scripts/montage.py Docs/ios15-on-ios26.png --gap 16 --columns 4 \
  "$out/theme-ios15-settings.png" "$out/theme-ios15-settings-on-ios26.png" \
  "$out/contacts-search-ios15.png" "$out/contacts-search-ios15-on-ios26.png" \
  "$out/form-controls-ios26.png" "$out/mail-ios26-dark.png" "$out/contacts-bottom-search-ios26.png" "$out/music-ios26.png"
# Composed rows and the app's tint (Docs/Rows.md): Mail, Messages, the App Store, Phone's
# favourites, a tinted app and an RSS reader's timeline, across eras and appearances.
"$TABLEMOCK" render --scale 1 -o "$out/rows" \
  Samples/mail-ios7.yaml Samples/mail-ios13-dark.yaml Samples/messages-ios15-dark.yaml \
  Samples/app-store-ios15.yaml Samples/favorites-ios13.yaml Samples/tint-ios15.yaml Samples/rss-timeline-ios26.yaml
python3 Scripts/montage.py Docs/composed-rows.png --gap 16 --columns 7 \
  "$out/rows/mail-ios7.png" "$out/rows/mail-ios13-dark.png" "$out/rows/messages-ios15-dark.png" \
  "$out/rows/app-store-ios15.png" "$out/rows/favorites-ios13.png" "$out/rows/tint-ios15.png" \
  "$out/rows/rss-timeline-ios26.png"
# UICollectionView's lists (Docs/Lists.md): the Music sidebar focused (light) and not (dark), a
# Files outline three levels deep, collapsible inset-grouped sections on an iPhone.
"$TABLEMOCK" render --scale 1 -o "$out/lists" \
  Samples/music-sidebar-ipad.yaml Samples/music-sidebar-ipad-dark.yaml Samples/files-outline-ipad.yaml \
  Samples/feeds-collapsible-iphone.yaml
python3 Scripts/montage.py Docs/lists.png --gap 16 --columns 4 \
  "$out/lists/music-sidebar-ipad.png" "$out/lists/music-sidebar-ipad-dark.png" "$out/lists/files-outline-ipad.png" \
  "$out/lists/feeds-collapsible-iphone.png"
# Pickers in form rows and the overlays (Docs/Controls.md, Docs/Overlays.md): the classic
# glass wheel, iOS 7's hairlines, iOS 13 dark, the iOS 14+ calendar and compact button (light
# and dark), alerts of iPhone OS and iOS 13, action sheets of iOS 7 and 15, context menus of iOS 15 and 26.
"$TABLEMOCK" render --scale 1 -o "$out/pickers" \
  Samples/picker-wheel-ios6.yaml Samples/picker-wheel-ios7.yaml Samples/picker-wheel-ios13-dark.yaml \
  Samples/date-picker-ios15.yaml Samples/date-picker-ios15-dark.yaml Samples/date-picker-ios26.yaml \
  Samples/alert-ios6.yaml Samples/alert-ios13-dark.yaml Samples/action-sheet-ios7.yaml \
  Samples/context-menu-ios15-dark.yaml Samples/action-sheet-ios15.yaml Samples/context-menu-ios26-dark.yaml
python3 Scripts/montage.py Docs/pickers-overlays.png --gap 16 --columns 6 \
  "$out/pickers/picker-wheel-ios6.png" "$out/pickers/picker-wheel-ios7.png" "$out/pickers/picker-wheel-ios13-dark.png" \
  "$out/pickers/date-picker-ios15.png" "$out/pickers/date-picker-ios15-dark.png" "$out/pickers/date-picker-ios26.png" \
  "$out/pickers/alert-ios6.png" "$out/pickers/alert-ios13-dark.png" "$out/pickers/action-sheet-ios7.png" \
  "$out/pickers/context-menu-ios15-dark.png" "$out/pickers/action-sheet-ios15.png" "$out/pickers/context-menu-ios26-dark.png"
echo "wrote Docs/gallery.png, Docs/ios15-on-ios26.png, Docs/composed-rows.png, Docs/lists.png and Docs/pickers-overlays.png"
