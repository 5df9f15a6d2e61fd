#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer (parallel batch
# rendering included: the CLI tests run the sanitized binary with --jobs), each in its own
# scratch folder.
#
#   Scripts/sanitizers.sh            # address, then thread
#   Scripts/sanitizers.sh thread     # one of them
#
# Leak detection is off: Pango, fontconfig and GLib keep process-lifetime caches that
# LeakSanitizer reports. Scripts/tsan.supp lists the system-library suppressions, with why.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
# The hostile-input tests cap the tool's writable memory (prlimit --data); a sanitized binary
# maps terabytes of shadow memory and cannot start under a cap, so they run uncapped
# (Docs/Robustness.md says what passes under each sanitizer).
export TABLEMOCK_TEST_NO_MEMORY_CAP=1
for sanitizer in ${@:-address thread}; do
    case $sanitizer in
        address) scratch=.build-asan
                 export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0:halt_on_error=1} ;;
        thread)  scratch=.build-tsan
                 export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:suppressions=$(pwd)/Scripts/tsan.supp} ;;
        *) echo "usage: $0 [address] [thread]" >&2; exit 2 ;;
    esac
    echo "== swift test --sanitize=$sanitizer"
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" 2>&1 | grep -v "prohibited flag"
done
