// swift-tools-version:6.0
// The libFuzzer target over decode, theme, layout and render. Built by Scripts/fuzz.sh with
// `--sanitize fuzzer --sanitize address`; libFuzzer supplies `main`.
import PackageDescription

let package = Package(
    name: "tablemock-fuzz",
    dependencies: [.package(name: "tablemock", path: "..")],
    targets: [
        .executableTarget(
            name: "TableMockFuzz",
            dependencies: [
                // Core, Cairo, Scene and Files: the layers under the front door.
                .product(name: "TableMockInternals", package: "tablemock"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
