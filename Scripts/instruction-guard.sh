#!/usr/bin/env bash
# The speed regression guard: counts the instructions the release tool executes on a few
# fixed cases (valgrind's cachegrind, without its cache simulation) and compares them with
# the counts committed in Benchmarks/instruction-counts.tsv. An instruction count does not
# depend on how busy the machine is, so CI can hold it to 10 %: a case that grows more fails
# the run with the case, the two counts and how to re-record.
#
#   Scripts/instruction-guard.sh              # build (or reuse) the release build and compare
#   Scripts/instruction-guard.sh --record     # write the counts as the new baseline, on purpose
#   BIN=DIR Scripts/instruction-guard.sh      # the tablemock in DIR instead of building one
#   CASES='start grouped-20' Scripts/instruction-guard.sh   # some of the cases only
#
# The build is the one CI makes for the installed tool (Scripts/install.sh: release, the Swift
# runtime linked statically, the Server and MCP traits, in .build-install): counts differ
# between debug and release and between toolchains, so the baseline is for that build.
# TABLEMOCK_TEST_SLOW_ROWS=N (test-only) makes reading each row of a spec do N rounds of
# extra work, to see the guard fail: TABLEMOCK_TEST_SLOW_ROWS=1000 Scripts/instruction-guard.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
baseline=Benchmarks/instruction-counts.tsv
allowed=10   # per cent a case may grow
record=0
case "${1:-}" in
  --record) record=1 ;;
  "") ;;
  -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
  *) echo "instruction-guard: unknown argument $1 (use --record)" >&2; exit 2 ;;
esac
# valgrind counts; strip (binutils) makes the copy it can read. Installed here, not by the
# quick start: only this guard needs them.
Scripts/install-deps.sh valgrind binutils

if [ -z "${BIN:-}" ]; then
  scratch=.build-install
  traits=Server,MCP
  swift build -c release --product tablemock --static-swift-stdlib --scratch-path "$scratch" --traits "$traits" 2>&1 | tail -1
  BIN="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --traits "$traits" --show-bin-path)"
fi
[ -x "$BIN/tablemock" ] || { echo "instruction-guard: no $BIN/tablemock" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 the Swift toolchain writes: the tool runs
# from a copy without debug information, beside its themes (found from the executable's path).
mkdir "$work/bin"
strip --strip-debug -o "$work/bin/tablemock" "$BIN/tablemock"
ln -s "$(cd "$BIN" && pwd)/tablemock_TableMockThemes.resources" "$work/bin/"
tool="$work/bin/tablemock"
# The inputs, made the same way every time.
echo '{}' > "$work/empty.json"
cp Benchmarks/Workloads/grouped-20.yaml "$work/grouped-20.yaml"
Benchmarks/Workloads/huge-screen.sh 100000 > "$work/huge-screen-100k.json"
mkdir "$work/batch"
for i in $(seq -w 1 60); do
  sed "s/title: \"Wi-Fi\"/title: \"Wi-Fi $i\"/" Benchmarks/Workloads/grouped-20.yaml > "$work/batch/spec-$i.yaml"
done
mkdir "$work/check" "$work/goldens"
# The 40 samples are a fixed list (the first 40 of 2026-11-27): new samples must not change
# what the case measures (an overlay's full-screen blur sorts first and weighs 10x a list).
while read -r spec; do
  name="${spec%.*}"
  cp "Samples/$spec" "$work/check/"; cp "Tests/Goldens/$name.png" "$work/goldens/"
done < Benchmarks/Workloads/check-40.txt
cp -r Samples/images "$work/check/images"

# name | what it runs (in $work, with the tool's arguments)
all_cases="start grouped-20 huge-screen-100k batch-60 check-40 editable-svg"
describe() {
  case "$1" in
    start) echo "validate empty.json" ;;
    grouped-20) echo "render grouped-20.yaml -o out/g" ;;
    huge-screen-100k) echo "render huge-screen-100k.json -o out/h" ;;
    batch-60) echo "render batch -o out/b --jobs 1" ;;
    check-40) echo "check check --golden goldens --record never --jobs 1" ;;
    editable-svg) echo "render grouped-20.yaml -o out/s --format svg --svg editable" ;;
  esac
}

# Instructions of one run, every thread, the dynamic loader included. A fixed environment:
# Swift's hashing seeded the same way every time, no CI or shard variables.
count() { # $1: case name
  local log="$work/$1.valgrind" args
  read -r -a args <<< "$(describe "$1")"
  rm -rf "$work/out"
  (cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 SWIFT_DETERMINISTIC_HASHING=1 \
     ${TABLEMOCK_TEST_SLOW_ROWS:+TABLEMOCK_TEST_SLOW_ROWS="$TABLEMOCK_TEST_SLOW_ROWS"} \
     valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null --log-file="$log" \
     "$tool" "${args[@]}" > "$work/$1.out" 2>&1) || {
    echo "instruction-guard: $1 (tablemock $(describe "$1")) failed:" >&2; cat "$work/$1.out" "$log" >&2; exit 1; }
  sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$log" | tr -d , | tail -1
}

cases="${CASES:-$all_cases}"
declare -A now
for c in $cases; do
  now[$c]="$(count "$c")"
  [ -n "${now[$c]}" ] || { echo "instruction-guard: no count for $c" >&2; cat "$work/$c.valgrind" >&2; exit 1; }
done

toolchain="$(swift --version 2>/dev/null | head -1 || true)"
if [ "$record" -eq 1 ]; then
  {
    echo "# Instructions each case of Scripts/instruction-guard.sh executes (valgrind cachegrind, I refs),"
    echo "# counted on the release build CI makes (.build-install: -c release --static-swift-stdlib --traits Server,MCP)."
    echo "# Toolchain: $toolchain"
    echo "# Re-record on purpose only: Scripts/instruction-guard.sh --record, and say why in the commit."
    for c in $all_cases; do
      if [ -n "${now[$c]:-}" ]; then printf '%s\t%s\n' "$c" "${now[$c]}"
      else grep -P "^$c\t" "$baseline" 2> /dev/null || true; fi
    done
  } > "$work/baseline"
  mv "$work/baseline" "$baseline"
  echo "instruction-guard: recorded $baseline"
  cat "$baseline"
  exit 0
fi

[ -f "$baseline" ] || { echo "instruction-guard: no $baseline (record one: Scripts/instruction-guard.sh --record)" >&2; exit 2; }
if ! grep -qF "# Toolchain: $toolchain" "$baseline"; then
  echo "instruction-guard: note: the baseline was counted with $(sed -n 's/^# Toolchain: //p' "$baseline"), this is $toolchain; counts differ between toolchains"
fi
failed=0
printf '%-18s %16s %16s %8s\n' case baseline now change
for c in $cases; do
  base="$(awk -F'\t' -v c="$c" '$1 == c { print $2 }' "$baseline")"
  if [ -z "$base" ]; then echo "instruction-guard: $c has no baseline in $baseline" >&2; failed=1; continue; fi
  change="$(awk -v a="${now[$c]}" -v b="$base" 'BEGIN { printf "%+.1f %%", (a - b) * 100 / b }')"
  printf '%-18s %16s %16s %8s\n' "$c" "$base" "${now[$c]}" "$change"
  if awk -v a="${now[$c]}" -v b="$base" -v p="$allowed" 'BEGIN { exit !(a > b * (1 + p / 100)) }'; then
    echo "instruction-guard: FAILED: $c (tablemock $(describe "$c")) executes ${now[$c]} instructions, $change against the baseline's $base (at most +$allowed % allowed)" >&2
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then
  cat >&2 <<EOF
instruction-guard: a case grew by more than $allowed %. Find why (perf record, valgrind --tool=callgrind on
the case's command above), or, when the growth is wanted (new work that is worth its cost), re-record
the baseline on purpose and say why in the commit:
  Scripts/instruction-guard.sh --record && git add $baseline
EOF
  exit 1
fi
echo "instruction-guard: passed (no case grew by more than $allowed %)"
