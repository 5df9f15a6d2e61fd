#!/bin/sh
# Golden checks at scale (issue 18): N generated specs (default 1000) checked on one
# machine with 1 and 2 jobs, then as 4 shards run one after the other and merged; prints
# the wall time and per-spec time of each, and checks that the merged report equals the
# unsharded one apart from times. Not a test: numbers depend on the machine and its load.
# Usage: Scripts/check-scale-benchmark.sh [N]   (release build; scratch .build-release)
set -eu
cd "$(dirname "$0")/.."
N="${1:-1000}"
SCRATCH="${SCRATCH:-.build-release}"
if [ -z "${BIN:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product tablemock | grep -E "error|warning: [^p]" || true
    BIN="$PWD/$SCRATCH/release/tablemock"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/specs"
i=0
while [ "$i" -lt "$N" ]; do
    style=$(( i % 3 ))
    case $style in
        0) table='"style": "plain"' ;;
        1) table='"style": "grouped"' ;;
        *) table='"style": "insetGrouped"' ;;
    esac
    printf '{"device": "iphone-8", "scale": 2, "table": {%s, "sections": [
  {"header": "Screen %d", "rows": [{"title": "Row %d-0", "accessory": "disclosureIndicator"}, {"title": "Row %d-1", "detail": "Detail", "style": "value1"}, {"title": "Row %d-2", "accessory": "checkmark"}]},
  {"header": "More", "footer": "Footer of screen %d", "rows": [{"title": "Wi-Fi", "accessory": {"switch": true}}, {"title": "Row %d-4", "style": "subtitle", "detail": "Subtitle"}]}]}}\n' \
        "$table" "$i" "$i" "$i" "$i" "$i" "$i" > "$WORK/specs/screen-$i.json"
    i=$(( i + 1 ))
done
cd "$WORK"
"$BIN" check specs --golden goldens --record missing --artifacts record > /dev/null 2>&1 || true
recorded=$(find goldens -name '*.png' | wc -l)
[ "$recorded" -eq "$N" ] || { echo "recorded $recorded goldens of $N specs"; exit 1; }

seconds() { # command... -> "wall cpu" seconds on stdout (cpu: user + system)
    /usr/bin/time -f "%e %U %S" -o "$WORK/time.txt" "$@" > /dev/null 2>&1 || true
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$WORK/time.txt"
}
report() { # label "wall cpu"
    set -- "$1" ${2% *} ${2#* }
    printf '%-36s wall %7.2f s (%6.2f ms/spec)  cpu %7.2f s (%6.2f ms/spec)\n' "$1" "$2" \
        "$(echo "$2 * 1000 / $N" | bc -l)" "$3" "$(echo "$3 * 1000 / $N" | bc -l)"
}
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

report "render --force, 1 job" "$(seconds "$BIN" render specs -o out --force --quiet --jobs 1)"
report "check, 1 job" "$(seconds "$BIN" check specs --golden goldens --record never --jobs 1 --artifacts one)"
report "check, 2 jobs" "$(seconds "$BIN" check specs --golden goldens --record never --jobs 2 --artifacts two)"
wall=0; cpu=0
for k in 1 2 3 4; do
    t=$(seconds "$BIN" check specs --golden goldens --record never --jobs 1 --shard "$k/4" --artifacts "shard-$k")
    report "  shard $k/4, 1 job" "$t"
    wall=$(echo "$wall + ${t% *}" | bc); cpu=$(echo "$cpu + ${t#* }" | bc)
done
report "4 shards, one after another" "$wall $cpu"
report "merge-reports of the 4" "$(seconds "$BIN" merge-reports shard-1 shard-2 shard-3 shard-4 --artifacts merged)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
# The unsharded report, with the merged folder's name, against the merged one; times out.
"$BIN" check specs --golden goldens --record never --jobs 2 --artifacts merged-check > /dev/null 2>&1 || true
strip() { sed -e 's/"seconds" : [0-9.e-]*//' -e 's#"artifactsDirectory" : "[^"]*"##' "$1/summary.json"; }
if [ "$(strip merged)" = "$(strip merged-check)" ]; then
    echo "merged report of 4 shards = unsharded report (apart from times): yes"
else
    echo "merged report of 4 shards = unsharded report (apart from times): NO"; exit 1
fi
