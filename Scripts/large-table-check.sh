#!/bin/sh
# Times a 100,000-row `height: screen` spec (decode + theme + layout + render to PNG, the
# whole process) against a one-row spec, in a release build. Prints the best of RUNS runs of
# each and fails when the 100,000-row JSON spec takes longer than LIMIT seconds.
# Then renders a 10,000-row `height: content` table (plain-200 grown 50 times: 390 pt
# wide, about 468,000 pt tall, at 2x) to PNG, PDF, SVG and editable SVG, one process each, and fails when
# one of them peaks above MEMORY MiB of resident memory (`/usr/bin/time -v`).
#
#   Scripts/large-table-check.sh              # RUNS=5 LIMIT=0.5 MEMORY=250
#   RUNS=10 LIMIT=0.8 Scripts/large-table-check.sh
#   TALL=0 Scripts/large-table-check.sh       # without the 10,000-row table
#
# Only the rows on screen are laid out and drawn; the rest is decoding. JSON goes through
# TableMock's own reader (StrictJSONReader), YAML through Yams, which is slower.
set -eu
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build-robust}
RUNS=${RUNS:-5}
LIMIT=${LIMIT:-0.5}
MEMORY=${MEMORY:-250}
TALL=${TALL:-1}
# BIN=path/to/tablemock uses that release binary instead of building one.
if [ -z "${BIN:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product tablemock 2>&1 | grep -v "prohibited flag" | tail -1
    BIN="$SCRATCH/release/tablemock"
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

awk 'BEGIN {
    print "{\"device\": \"iphone-12\", \"height\": \"screen\", \"contentOffset\": 2200000, \"table\": {\"sections\": [{\"rows\": ["
    for (i = 0; i < 100000; i++)
        printf "  {\"style\": \"value1\", \"title\": \"Row %d\", \"detail\": \"Detail %d\", \"accessory\": \"disclosureIndicator\"}%s\n", i, i, (i < 99999 ? "," : "")
    print "]}]}}"
}' > "$WORK/rows-100000.json"
awk 'BEGIN {
    print "device: iphone-12\nheight: screen\ncontentOffset: 2200000\ntable:\n  sections:\n    - rows:"
    for (i = 0; i < 100000; i++) printf "        - {style: value1, title: Row %d, detail: Detail %d, accessory: disclosureIndicator}\n", i, i
}' > "$WORK/rows-100000.yaml"
printf '{"device": "iphone-12", "table": {"sections": [{"rows": [{"style": "value1", "title": "Row 0", "detail": "Detail 0", "accessory": "disclosureIndicator"}]}]}}\n' > "$WORK/rows-1.json"

best() {  # best wall-clock seconds of $RUNS renders of $1
    i=0; best=999
    while [ $i -lt "$RUNS" ]; do
        start=$(date +%s.%N)
        "$BIN" render "$1" -o "$WORK/out" --force --quiet
        end=$(date +%s.%N)
        best=$(echo "$start $end $best" | awk '{ t = $2 - $1; print (t < $3 ? t : $3) }')
        i=$((i + 1))
    done
    echo "$best"
}

short=$(best "$WORK/rows-1.json")
json=$(best "$WORK/rows-100000.json")
yaml=$(best "$WORK/rows-100000.yaml")
printf 'one row, JSON:           %.3f s\n100,000 rows, JSON:      %.3f s (%s bytes)\n100,000 rows, YAML:      %.3f s (%s bytes)\n' \
    "$short" "$json" "$(wc -c < "$WORK/rows-100000.json")" "$yaml" "$(wc -c < "$WORK/rows-100000.yaml")"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
failed=0
if [ "$TALL" != 0 ]; then
    # 20 sections of 500 subtitle rows with the section index, as plain-200 is.
    awk 'BEGIN {
        print "{\"theme\": \"ios7\", \"size\": {\"width\": 390, \"height\": 844}, \"scale\": 2, \"height\": \"content\","
        print " \"table\": {\"style\": \"plain\", \"index\": true, \"sections\": ["
        for (s = 0; s < 20; s++) {
            printf "  {\"header\": \"%c\", \"rows\": [\n", 65 + s
            for (i = 0; i < 500; i++)
                printf "   {\"style\": \"subtitle\", \"title\": \"%c. Person %d\", \"detail\": \"+1 555 %03d %04d · mobile\"}%s\n", 65 + s, i, s, i, (i < 499 ? "," : "")
            printf "  ]}%s\n", (s < 19 ? "," : "")
        }
        print "]}}"
    }' > "$WORK/rows-10000.json"
    # svg+editable: the editable SVG (--svg editable), written from the same scene.
    for variant in png pdf svg svg+editable; do
        format=${variant%%+*}
        style=outlines
        [ "$variant" = svg+editable ] && style=editable
        /usr/bin/time -v "$BIN" render "$WORK/rows-10000.json" -o "$WORK/out" --format "$format" --svg "$style" --force --quiet 2> "$WORK/time.txt"
        rss=$(awk -F': ' '/Maximum resident set size/ { print int($2 / 1024) }' "$WORK/time.txt")
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$WORK/time.txt")
        size=$(wc -c < "$WORK/out/rows-10000.$format")
        printf '10,000 rows, %s: %4d MiB peak, %s wall, %s bytes\n' "$variant" "$rss" "$wall" "$size"
        if [ "$rss" -ge "$MEMORY" ]; then
            echo "FAIL: the 10,000-row $variant peaked at $rss MiB (limit $MEMORY MiB)" >&2
            failed=1
        fi
    done
    [ "$failed" = 0 ] && echo "ok: PNG, PDF, SVG and editable SVG of the 10,000-row table each stay under $MEMORY MiB"
fi
if awk -v t="$json" -v l="$LIMIT" 'BEGIN { exit !(t > l) }'; then
    echo "FAIL: the 100,000-row JSON spec took more than $LIMIT s" >&2
    exit 1
fi
echo "ok: the 100,000-row JSON spec renders within $LIMIT s"
exit "$failed"
