#!/bin/sh
# Builds TableMock in release and prints the numbers of the README's Performance section.
#
#   Scripts/bench.sh                 # everything: in-process, whole process, the C floor, batches
#   Scripts/bench.sh --skip-batch    # skip the batches (about a minute on 2 cores)
#   RUNS=40 BATCH=500 LONG_BATCH=50 REPEATS=3 FLOOR_BATCH=200 Scripts/bench.sh
#
# The release build links the Swift runtime statically (--static-swift-stdlib: fewer
# libraries to load and relocate at every start), as the README's build instructions do.
# When ../shared/bench/ is there (the C floor, see its README), the floor is built with its
# own build.sh into .build-floor/ and run side by side with TableMock, alternating, and the
# ratios printed. Numbers depend on load: check the load average the benchmark prints.
set -eu
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build-bench}
FLOOR_DIR=${FLOOR_DIR:-../shared/bench}
mkdir -p "$SCRATCH"
for product in tablemock tablemock-bench; do
    if ! swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" --product "$product" \
            >"$SCRATCH/bench-build.log" 2>&1; then
        grep -v "prohibited flag" "$SCRATCH/bench-build.log"
        echo "bench.sh: the release build of $product failed" >&2
        exit 1
    fi
done
BIN="$SCRATCH/release"
set -- --tablemock "$BIN/tablemock" --workloads Benchmarks/Workloads \
    --runs "${RUNS:-20}" --batch "${BATCH:-500}" --long-batch "${LONG_BATCH:-50}" --repeats "${REPEATS:-3}" "$@"
if [ -f "$FLOOR_DIR/floor.c" ]; then
    if sh "$FLOOR_DIR/build.sh" .build-floor/floor >"$SCRATCH/floor-build.log" 2>&1; then
        set -- "$@" --floor .build-floor/floor --floor-specs "$FLOOR_DIR" --floor-batch "${FLOOR_BATCH:-200}"
    else
        cat "$SCRATCH/floor-build.log"
        echo "bench.sh: the C floor did not build; measuring without it" >&2
    fi
else
    echo "(no $FLOOR_DIR/floor.c: measuring without the C floor)"
fi
"$BIN/tablemock-bench" "$@"
