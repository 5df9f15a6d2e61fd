#!/usr/bin/env bash
# Proves the TableMockSnapshotTesting strategies as a library user meets them: builds a small
# package (in a temporary folder) that depends on this one by path and on
# swift-snapshot-testing, and runs its test three times:
#   1. no snapshots yet: each of .image, .svg and .layout is recorded, and the test fails
#      (swift-snapshot-testing's rule: a recording never passes);
#   2. against its own recording: passes;
#   3. with the row's title changed: fails, with TableMock's comparator numbers.
# Before that it builds the README's Swift examples exactly as written (its ```swift blocks,
# in order: a program, then a snapshot test), so an example that does not compile fails here.
# Usage: Scripts/snapshot-package-test.sh   (a few minutes: the package builds from scratch)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
identity="$(basename "$repo" | tr 'A-Z' 'a-z')"
mkdir -p "$work/Tests/UserTests" "$work/Tests/ReadmeTests" "$work/Sources/ReadmeExample"
# The n-th ```swift block of the README.
readme_block() { awk -v n="$1" '/^```swift$/ { k++; inside = (k == n); next } /^```/ { inside = 0 } inside' "$repo/README.md"; }
readme_block 1 > "$work/Sources/ReadmeExample/main.swift"
readme_block 2 > "$work/Tests/ReadmeTests/ReadmeSnapshotTests.swift"
for f in "$work/Sources/ReadmeExample/main.swift" "$work/Tests/ReadmeTests/ReadmeSnapshotTests.swift"; do
  test -s "$f" || { echo "snapshot-package-test: README.md has fewer \`\`\`swift blocks than expected"; exit 1; }
done
grep -q ComparisonOptions "$work/Tests/ReadmeTests/ReadmeSnapshotTests.swift" \
  || { echo "snapshot-package-test: the README's snapshot example no longer passes ComparisonOptions"; exit 1; }
# The one name the examples leave to the reader.
printf 'import Foundation\nlet specURL = URL(fileURLWithPath: "%s/Samples/settings.json")\n' "$repo" \
  > "$work/Tests/ReadmeTests/SpecURL.swift"
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
        // The README's examples: built, not run.
        .executableTarget(name: "ReadmeExample", dependencies: [.product(name: "TableMock", package: "$identity")]),
        .testTarget(name: "ReadmeTests", dependencies: [
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
swift build --build-tests >"$log" 2>&1 || { grep -E "error" "$log" | head -20; echo "snapshot-package-test: the package or the README's examples do not build"; exit 1; }
echo "the README's Swift examples build"
if swift test --filter UserTests >"$log" 2>&1; then echo "run 1 should fail while recording"; cat "$log"; exit 1; fi
grep -q "Automatically recorded" "$log" || { echo "run 1 recorded nothing"; cat "$log"; exit 1; }
for f in settingsScreen.1.png settingsScreen.2.svg settingsScreen.3.json; do
  test -s "Tests/UserTests/__Snapshots__/SettingsScreenTests/$f" || { echo "missing snapshot $f"; ls -R Tests; exit 1; }
done
echo "run 1: recorded .image, .svg and .layout"
swift test --filter UserTests >"$log" 2>&1 || { echo "run 2 should pass against its own recording"; cat "$log"; exit 1; }
echo "run 2: passed against its own recording"
if SNAPSHOT_TITLE="Wi-Fi renamed" swift test --filter UserTests >"$log" 2>&1; then echo "run 3 should fail"; cat "$log"; exit 1; fi
grep -q "ΔE94" "$log" || { echo "run 3 lacks the comparator's numbers"; cat "$log"; exit 1; }
grep -q "Wi-Fi renamed" "$log" || { echo "run 3 lacks the layout diff"; cat "$log"; exit 1; }
echo "run 3: failed on the changed title, with the comparator's numbers and the layout diff"
echo "snapshot-package-test: passed"
