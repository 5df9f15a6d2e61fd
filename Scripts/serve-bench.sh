#!/usr/bin/env bash
# Load benchmark of `tablemock serve` (issue 20): wrk on loopback, 64 connections for
# DURATION seconds each, against (1) one cached image (GET, Kroki's URL) and (2) distinct
# specs (POST, a new spec per request: every one drawn). Prints images per second, p50/p99
# latency, errors, and the server's memory (after warm-up, at the end, peak), then the
# CLI's batch rate on the same machine for comparison. Not a test: numbers go in the
# README's Docs section.
#
#   Scripts/serve-bench.sh            # release build, 64 connections, 20 s per run
#   DURATION=5 CONNECTIONS=16 Scripts/serve-bench.sh
#
# Needs wrk (Debian: apt-get install wrk). Binds 127.0.0.1 only; every run is bounded by
# DURATION and the script kills only the server it started.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
JOBS=${JOBS:-2}
PORT=${PORT:-18790}
BATCH=${BATCH:-1000}
# The image LRU (MiB): small enough that the warm-up fills it, so memory after warm-up is
# the steady state (the default, 64, fills in about 10 s of distinct specs).
CACHE_MB=${CACHE_MB:-16}

command -v wrk >/dev/null || { echo "error: wrk is not installed (apt-get install wrk)" >&2; exit 2; }
swift build -c release --product tablemock >/dev/null
BIN=$(swift build -c release --show-bin-path)/tablemock
WORK=$(mktemp -d /tmp/tablemock-serve-bench.XXXXXX)
SERVER=
cleanup() { [[ -n "$SERVER" ]] && kill "$SERVER" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

SPEC=$'device: iphone-8\ntable:\n  style: grouped\n  sections:\n    - header: Network\n      rows:\n        - {title: Wi-Fi, detail: HomeNet, style: value1, accessory: disclosureIndicator}\n        - {title: Bluetooth, detail: "On", style: value1, accessory: disclosureIndicator}\n    - rows:\n        - {title: Notifications, accessory: disclosureIndicator}\n        - {title: Sounds, accessory: disclosureIndicator}\n'
ENCODED=$(printf '%s' "$SPEC" | python3 -c 'import base64,sys,zlib; print(base64.urlsafe_b64encode(zlib.compress(sys.stdin.buffer.read(), 9)).decode())')

"$BIN" serve --host 127.0.0.1 --port "$PORT" --jobs "$JOBS" --cache-mb "$CACHE_MB" 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/health" >/dev/null && break; sleep 0.1; done

rss() { awk '/^VmRSS/ {print $2}' "/proc/$SERVER/status"; }
peak() { awk '/^VmHWM/ {print $2}' "/proc/$SERVER/status"; }

cat >"$WORK/distinct.lua" <<'LUA'
local threads = 0
function setup(thread) threads = threads + 1; thread:set("id", threads) end
local counter = 0
function request()
  counter = counter + 1
  local body = "device: iphone-8\ntable:\n  style: grouped\n  sections:\n    - header: Run " .. id .. "\n      rows:\n"
    .. "        - {title: Row " .. counter .. ", detail: Detail, style: value1, accessory: disclosureIndicator}\n"
    .. "        - {title: Another row, accessory: checkmark}\n"
  return wrk.format("POST", "/tablemock/png", {["Content-Type"] = "text/plain"}, body)
end
LUA

run() { # name, wrk arguments...
  local name=$1; shift
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s --latency "$@" >"$WORK/$name.txt"
  local rate p50 p99 errors
  rate=$(awk '/^Requests\/sec/ {print $2}' "$WORK/$name.txt")
  p50=$(awk '$1 == "50%" {print $2}' "$WORK/$name.txt")
  p99=$(awk '$1 == "99%" {print $2}' "$WORK/$name.txt")
  errors=$(awk '/Non-2xx/ {n += $NF} /Socket errors/ {gsub(",", ""); n += $4 + $6 + $8 + $10} END {print n + 0}' "$WORK/$name.txt")
  printf '%-9s %8s images/s   p50 %8s   p99 %8s   errors %s\n' "$name" "$rate" "$p50" "$p99" "$errors"
  grep -E 'Socket errors|Non-2xx' "$WORK/$name.txt" | sed 's/^/          wrk: /' || true
}

# Warm-up: fonts, the first render of each worker, the cached image.
# Distinct specs first (they fill the LRU), then the cached image (so it is in the LRU);
# a pause lets the renders of closed warm-up connections drain from the queue.
wrk -t1 -c8 -d8s -s "$WORK/distinct.lua" "http://127.0.0.1:$PORT" >/dev/null
sleep 2
wrk -t1 -c4 -d3s "http://127.0.0.1:$PORT/tablemock/png/$ENCODED" >/dev/null
WARM=$(rss)
echo "tablemock serve --jobs $JOBS --cache-mb $CACHE_MB; wrk $CONNECTIONS connections, ${DURATION} s per run, $(nproc) cores"
run cached "http://127.0.0.1:$PORT/tablemock/png/$ENCODED"
sleep 2
run distinct -s "$WORK/distinct.lua" "http://127.0.0.1:$PORT"
END=$(rss)
echo "server memory: ${WARM} KiB after warm-up, ${END} KiB at the end ($(( (END - WARM) * 100 / WARM ))%), peak $(peak) KiB"
grep -c '' "$WORK/server.log" | xargs -I{} echo "server log: {} lines"

# The CLI's batch rate over as many distinct specs, for comparison.
mkdir -p "$WORK/specs"
# The same spec as a distinct request draws.
for i in $(seq "$BATCH"); do
  printf 'device: iphone-8\ntable:\n  style: grouped\n  sections:\n    - header: Run 1\n      rows:\n        - {title: Row %s, detail: Detail, style: value1, accessory: disclosureIndicator}\n        - {title: Another row, accessory: checkmark}\n' "$i" >"$WORK/specs/s$i.yaml"
done
START=$(date +%s.%N)
"$BIN" render "$WORK/specs" -o "$WORK/out" --jobs "$JOBS" --force --root "$WORK" >/dev/null 2>&1
END_T=$(date +%s.%N)
python3 -c "import sys; n, t = $BATCH, $END_T - $START; print(f'cli batch  {n / t:8.1f} images/s   ({n} specs, --jobs $JOBS, {t:.2f} s)')"
