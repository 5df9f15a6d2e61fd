#!/bin/sh
# Writes the Liquid Glass workload to standard output: an iPhone 17 Pro (3x) screen of a
# plain table of 16 subtitle rows scrolled 60 pt under a navigation bar with two bar button
# groups (the scroll edge and two glass capsules) and a floating three-tab bar (a glass
# capsule), in the theme named by the first argument (default ios26; ios15 draws the same
# screen with the bar materials of iOS 15, the yardstick the glass is held to).
# Usage: glass.sh [ios26|ios15] > glass-ios26.yaml
theme="${1:-ios26}"
cat <<SPEC
theme: $theme
device: iphone-17-pro
height: screen
contentOffset: 60
statusBar: {time: "9:41"}
navigationBar:
  title: Inbox
  leftItems: [Edit]
  rightItems: [{image: {symbol: square.and.pencil}}, {image: {symbol: ellipsis.circle}}]
tabBar:
  selected: 0
  items:
    - {title: Mail, image: {symbol: envelope.fill}}
    - {title: Calendar, image: {symbol: calendar}}
    - {title: Settings, image: {symbol: gearshape.fill}}
table:
  style: plain
  sections:
    - rows:
SPEC
i=1
while [ "$i" -le 16 ]; do
  echo "        - {style: subtitle, title: \"Message $i\", detail: \"A preview of message $i\", accessory: disclosureIndicator}"
  i=$((i + 1))
done
