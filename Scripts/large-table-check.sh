#!/bin/sh
# Times a 100,000-row `height: screen` spec (decode + theme + layout + render to PNG, the
# whole process) against a one-row spec, in a release build. Prints the best of RUNS runs of
# each and fails when the 100,000-row JSON spec takes longer than LIMIT seconds.
#
#   Scripts/large-table-check.sh              # RUNS=5 LIMIT=1
#   RUNS=10 LIMIT=0.8 Scripts/large-table-check.sh
#
# Only the rows on screen are laid out and drawn; the rest is decoding. JSON goes through
# TableMock's own reader (StrictJSONReader), YAML through Yams, which is slower.
set -eu
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build-robust}
RUNS=${RUNS:-5}
LIMIT=${LIMIT:-1}
swift build -c release --scratch-path "$SCRATCH" --product tablemock 2>&1 | grep -v "prohibited flag" | tail -1
BIN="$SCRATCH/release/tablemock"
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
if awk -v t="$json" -v l="$LIMIT" 'BEGIN { exit !(t > l) }'; then
    echo "FAIL: the 100,000-row JSON spec took more than $LIMIT s" >&2
    exit 1
fi
echo "ok: the 100,000-row JSON spec renders within $LIMIT s"
