#!/usr/bin/env bash
# Proves the TableMockSnapshotTesting strategies as a library user meets them: builds a small
# package (in a temporary folder) that depends on this one by path and on
# swift-snapshot-testing, and runs its test three times:
#   1. no snapshots yet: each of .image, .svg and .layout is recorded, and the test fails
#      (swift-snapshot-testing's rule: a recording never passes);
#   2. against its own recording: passes;
#   3. with the row's title changed: fails, with TableMock's comparator numbers.
# Usage: Scripts/snapshot-package-test.sh   (a few minutes: the package builds from scratch)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
identity="$(basename "$repo" | tr 'A-Z' 'a-z')"
mkdir -p "$work/Tests/UserTests"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "snapshot-user",
    dependencies: [
        .package(path: "$repo", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(name: "UserTests", dependencies: [
            .product(name: "TableMock", package: "$identity"),
            .product(name: "TableMockSnapshotTesting", package: "$identity"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
SWIFT
cat > "$work/Tests/UserTests/SettingsScreenTests.swift" <<'SWIFT'
import Foundation
import SnapshotTesting
import TableMock
import TableMockSnapshotTesting
import Testing

@Test func settingsScreen() throws {
    let title = ProcessInfo.processInfo.environment["SNAPSHOT_TITLE"] ?? "Wi-Fi"
    let mockup = try TableMockup(yaml: """
        device: iphone-5
        table: {style: grouped, sections: [{header: Network, rows: [{title: \(title), accessory: disclosureIndicator}]}]}
        """)
    withSnapshotTesting(record: .missing) {
        assertSnapshot(of: mockup, as: .image)
        assertSnapshot(of: mockup, as: .svg)
        assertSnapshot(of: mockup, as: .layout)
    }
}
SWIFT
cd "$work"
echo "snapshot-package-test: building a package that depends on $repo"
log="$work/run.log"
if swift test >"$log" 2>&1; then echo "run 1 should fail while recording"; cat "$log"; exit 1; fi
grep -q "Automatically recorded" "$log" || { echo "run 1 recorded nothing"; cat "$log"; exit 1; }
for f in settingsScreen.1.png settingsScreen.2.svg settingsScreen.3.json; do
  test -s "Tests/UserTests/__Snapshots__/SettingsScreenTests/$f" || { echo "missing snapshot $f"; ls -R Tests; exit 1; }
done
echo "run 1: recorded .image, .svg and .layout"
swift test >"$log" 2>&1 || { echo "run 2 should pass against its own recording"; cat "$log"; exit 1; }
echo "run 2: passed against its own recording"
if SNAPSHOT_TITLE="Wi-Fi renamed" swift test >"$log" 2>&1; then echo "run 3 should fail"; cat "$log"; exit 1; fi
grep -q "ΔE94" "$log" || { echo "run 3 lacks the comparator's numbers"; cat "$log"; exit 1; }
grep -q "Wi-Fi renamed" "$log" || { echo "run 3 lacks the layout diff"; cat "$log"; exit 1; }
echo "run 3: failed on the changed title, with the comparator's numbers and the layout diff"
echo "snapshot-package-test: passed"
