#!/bin/sh
# Writes an overlay workload to standard output: one plain section of 1,000 subtitle rows
# (ios13, iPhone 11 Pro at 3x, height: screen) with an alert, a context menu or the keyboard
# over it, or nothing (the yardstick). Usage: overlay.sh [none|alert|menu|keyboard] [theme]
#   overlay.sh menu > menu-1000.yaml; overlay.sh alert ios26 > alert-1000-ios26.yaml
kind="${1:-none}"
theme="${2:-ios13}"
cat <<SPEC
theme: $theme
device: iphone-11-pro
height: screen
statusBar: true
navigationBar: {title: Inbox}
SPEC
case "$kind" in
  none) ;;
  alert) echo 'alert: {title: Delete Message?, message: This message will be deleted., actions: [{title: Cancel, style: cancel}, {title: Delete, style: destructive}]}' ;;
  menu) echo 'contextMenu: {row: [0, 2], items: [{title: Reply, image: {symbol: arrowshape.turn.up.left}}, {title: Forward, image: {symbol: arrowshape.turn.up.right}}, {title: Delete, image: {symbol: trash}, destructive: true}]}' ;;
  keyboard) echo 'keyboard: {type: default, returnKey: search}' ;;
  *) echo "overlay.sh: unknown overlay $kind (none, alert, menu, keyboard)" >&2; exit 2 ;;
esac
echo 'table:'
echo '  sections:'
echo '    - rows:'
awk 'BEGIN { for (i = 0; i < 1000; i++) printf "        - {style: subtitle, title: \"Row %d\", detail: \"Detail of row %d\"}\n", i, i }'
