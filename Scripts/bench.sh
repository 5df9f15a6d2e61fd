#!/bin/sh
# Builds TableMock in release and prints the numbers of the README's Performance section.
#
#   Scripts/bench.sh                 # everything: in-process, whole process, batches
#   Scripts/bench.sh --skip-batch    # skip the 500-spec batches (about a minute on 2 cores)
#   RUNS=40 BATCH=500 LONG_BATCH=50 REPEATS=3 Scripts/bench.sh
#
# When hyperfine is installed (apt-get install hyperfine) it also times the whole process
# for grouped-20. Numbers depend on load: check the load average the benchmark prints.
set -eu
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build-bench}
mkdir -p "$SCRATCH"
for product in tablemock tablemock-bench; do
    if ! swift build -c release --scratch-path "$SCRATCH" --product "$product" >"$SCRATCH/bench-build.log" 2>&1; then
        grep -v "prohibited flag" "$SCRATCH/bench-build.log"
        echo "bench.sh: the release build of $product failed" >&2
        exit 1
    fi
done
BIN="$SCRATCH/release"
"$BIN/tablemock-bench" --tablemock "$BIN/tablemock" --workloads Benchmarks/Workloads \
    --runs "${RUNS:-20}" --batch "${BATCH:-500}" --long-batch "${LONG_BATCH:-50}" --repeats "${REPEATS:-3}" "$@"
if command -v hyperfine >/dev/null 2>&1; then
    OUT=$(mktemp -d)
    hyperfine --warmup 3 --runs "${RUNS:-20}" -N \
        "$BIN/tablemock render Benchmarks/Workloads/grouped-20.yaml -o $OUT --force --quiet" \
        "$BIN/tablemock render Benchmarks/Workloads/plain-200.yaml -o $OUT --force --quiet"
    rm -rf "$OUT"
else
    echo "(hyperfine is not installed; the whole-process times above are the benchmark's own)"
fi
