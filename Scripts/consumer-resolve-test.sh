#!/usr/bin/env bash
# A package that depends on TableMock as a Swift user's would, and resolves it: with the
# `TableMock` library alone it must resolve no more than two packages (Yams and
# ArgumentParser: the optional traits' Hummingbird, SwiftNIO and swift-snapshot-testing stay
# out); with the SnapshotTesting trait, swift-snapshot-testing joins.
# Usage: Scripts/consumer-resolve-test.sh   (seconds: it resolves, it does not build)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr 'A-Z' 'a-z')"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "consumer-resolve-test: $*" >&2; exit 1; }
consumer() { # $1: folder, $2: the .package line's extra arguments, $3: products
  mkdir -p "$1/Sources/App"
  echo 'import TableMock' > "$1/Sources/App/App.swift"
  cat > "$1/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "app",
    dependencies: [.package(path: "$repo"$2)],
    targets: [.target(name: "App", dependencies: [$3])]
)
SWIFT
  (cd "$1" && swift package resolve >/dev/null 2>&1) || { (cd "$1" && swift package resolve); fail "$1 does not resolve"; }
}
pins() { grep -o '"identity" : "[^"]*"' "$1/Package.resolved" 2>/dev/null | sed 's/.*: //; s/"//g' | sort | tr '\n' ' '; }

consumer "$work/light" "" ".product(name: \"TableMock\", package: \"$identity\")"
light="$(pins "$work/light")"
count=$(wc -w <<<"$light")
[ "$count" -le 2 ] || fail "a package using TableMock resolves $count packages: $light"
for unwanted in hummingbird swift-nio swift-snapshot-testing swift-syntax swift-sdk; do
  [[ " $light" != *" $unwanted "* ]] || fail "$unwanted resolved without its trait"
done
echo "consumer-resolve-test: TableMock alone resolves $count packages: $light"

consumer "$work/snap" ", traits: [\"SnapshotTesting\"]" ".product(name: \"TableMockSnapshotTesting\", package: \"$identity\")"
snap="$(pins "$work/snap")"
[[ " $snap" == *" swift-snapshot-testing "* ]] || fail "the SnapshotTesting trait did not bring swift-snapshot-testing: $snap"
echo "consumer-resolve-test: with SnapshotTesting, $(wc -w <<<"$snap") packages: $snap"
