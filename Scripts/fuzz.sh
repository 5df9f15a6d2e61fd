#!/bin/sh
# Fuzzes spec decoding, theme and image loading, layout, the canvas limits and PNG
# rendering with libFuzzer (the Swift toolchain's -sanitize=fuzzer) under AddressSanitizer.
#
#   Scripts/fuzz.sh            # 60 seconds (the CI budget)
#   Scripts/fuzz.sh 3600       # an hour, locally
#   FUZZ_RENDER=0 Scripts/fuzz.sh 600    # decode + layout only: ~10x more inputs a second
#   Scripts/fuzz.sh 60 -jobs=2 -workers=2
#
# The target is Fuzz/Sources/TableMockFuzz (a package of its own that depends on this one).
# Seeds: Samples/ and Fuzz/Seeds/ (the malformed-input corpus); the growing corpus is kept
# in .build-fuzz/corpus between runs. A crash is written to Fuzz/Crashes/crash-<sha1>; turn
# it into a regression test by moving it to Fuzz/Regressions/ (TableMockCoreTests decodes
# and lays out every file there) and fixing the bug.
set -eu
cd "$(dirname "$0")/.."
BUDGET=${1:-60}
[ $# -gt 0 ] && shift
SCRATCH=$(pwd)/.build-fuzz
CORPUS="$SCRATCH/corpus"
mkdir -p "$CORPUS" Fuzz/Crashes
# A failed build stops here, with its errors (not a stale binary or a missing one later).
mkdir -p "$SCRATCH"
if ! (cd Fuzz && swift build -c release --scratch-path "$SCRATCH" --sanitize fuzzer --sanitize address \
    -Xswiftc -g > "$SCRATCH/build.log" 2>&1); then
  grep -E "error:" "$SCRATCH/build.log" | sort -u | head -20
  echo "fuzz.sh: the fuzz target did not build" >&2
  exit 1
fi
grep -v "prohibited flag" "$SCRATCH/build.log" | grep -v "Cannot export local symbol" | tail -1
find Samples -name '*.json' -o -name '*.yaml' | while read -r f; do cp "$f" "$CORPUS/sample-$(basename "$f")"; done
cp Fuzz/Seeds/* "$CORPUS/"
[ -n "$(ls Fuzz/Regressions 2>/dev/null | grep -v README)" ] && cp Fuzz/Regressions/* "$CORPUS/" && rm -f "$CORPUS/README.md"
# The Swift runtime's backtracer would hold a crashing input for 30 s; libFuzzer reports it.
export SWIFT_BACKTRACE=enable=no
# libFuzzer's leak check sees Pango/fontconfig caches as leaks: they live for the process.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
exec "$SCRATCH/release/TableMockFuzz" "$CORPUS" -dict=Fuzz/spec.dict -max_len=65536 -rss_limit_mb=2048 \
    -timeout=10 -max_total_time="$BUDGET" -print_final_stats=1 -artifact_prefix=Fuzz/Crashes/ "$@"
