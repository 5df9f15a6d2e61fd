#!/bin/sh
# Writes the huge-screen workload to standard output: one plain section of N rows
# ({"title": "row N"}), drawn at `height: screen` (only the rows on screen are laid out and
# drawn; the rest is decoded and judged). Usage: huge-screen.sh [N]   (default 100000, the
# most a spec may hold); huge-screen.sh > huge-screen-100k.json
awk -v n="${1:-100000}" 'BEGIN {
    print "{\"height\": \"screen\", \"table\": {\"sections\": [{\"rows\": ["
    for (i = 0; i < n; i++) printf "  {\"title\": \"row %d\"}%s\n", i, (i < n - 1 ? "," : "")
    print "]}]}}"
}'
