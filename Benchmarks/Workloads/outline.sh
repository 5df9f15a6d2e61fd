#!/bin/sh
# Writes the outline workload to standard output: a Files-style sidebar outline of 2,000
# rows, every one open, three levels deep (20 folders of 9 subfolders of 10 files: 20 + 180 +
# 1,800 rows), each with a symbol and its count, in a 320-pt column at 2x. At `height:
# screen` (the default) the whole outline is decoded, judged, flattened and linted and the
# screen's rows drawn; `content` draws all 88,000 pt of them.
# Usage: outline.sh [screen|content] > outline-2000.json
awk -v height="${1:-screen}" 'BEGIN {
    print "{\"theme\": \"ios13\", \"size\": {\"width\": 320, \"height\": 834}, \"scale\": 2, \"height\": \"" height "\","
    print " \"table\": {\"style\": \"sidebar\", \"sections\": [{\"header\": {\"text\": \"Locations\", \"collapsible\": true}, \"rows\": ["
    for (i = 0; i < 20; i++) {
        printf "  {\"title\": \"Folder %d\", \"image\": {\"symbol\": \"folder\"}, \"accessory\": {\"text\": \"9\"}, \"expanded\": true, \"children\": [\n", i
        for (j = 0; j < 9; j++) {
            printf "    {\"title\": \"Folder %d.%d\", \"image\": {\"symbol\": \"folder\"}, \"accessory\": {\"text\": \"10\"}, \"expanded\": true, \"children\": [", i, j
            for (k = 0; k < 10; k++) printf "{\"title\": \"File %d.%d.%d.txt\", \"image\": {\"symbol\": \"doc\"}}%s", i, j, k, (k < 9 ? ", " : "")
            printf "]}%s\n", (j < 8 ? "," : "")
        }
        printf "  ]}%s\n", (i < 19 ? "," : "")
    }
    print "]}]}}"
}'
