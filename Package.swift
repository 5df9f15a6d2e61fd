// swift-tools-version:6.2
import PackageDescription

// Light by default: `swift build` and `swift test` compile TableMock, its command line and
// their tests with two packages (Yams, ArgumentParser). The optional parts are traits:
//   swift build --traits Server            `tablemock serve` (Hummingbird, SwiftNIO)
//   swift build --traits SnapshotTesting   the swift-snapshot-testing strategies
//   swift build --traits MCP               `tablemock mcp`, which runs `tablemock-mcp` (the Model
//                                          Context Protocol Swift SDK; its own executable)
// A package that depends on this one enables them on its `.package` line
// (`traits: ["SnapshotTesting"]`); without them, their dependencies are not even resolved.

let package = Package(
    name: "tablemock",
    // What other packages may depend on (README, "Libraries"). The layers under the front
    // door (Scene, Core, Cairo, Files, SVG) are not products: `TableMock` re-exports the names
    // its API speaks in, and their hundreds of public types stay free to change.
    products: [
        .executable(name: "tablemock", targets: ["tablemock"]),
        // The agents' server, `tablemock mcp`'s program (the MCP trait gives it the SDK): an
        // executable of its own, so that the one that draws never loads the SDK's networking.
        .executable(name: "tablemock-mcp", targets: ["tablemock-mcp"]),
        // The front door for Swift users: `import TableMock`.
        .library(name: "TableMock", targets: ["TableMock"]),
        // The image comparator and the golden mechanism (no Cairo, no spec): pixels in, numbers out.
        .library(name: "TableMockCompare", targets: ["TableMockCompare"]),
        // `assertSnapshot(of: mockup, as: .image)` with TableMock's comparator.
        .library(name: "TableMockSnapshotTesting", targets: ["TableMockSnapshotTesting"]),
        // The render server (`tablemock serve`), for embedding in a Swift service.
        .library(name: "TableMockServer", targets: ["TableMockServer"]),
        // The Model Context Protocol tools (`tablemock mcp`), for embedding in a Swift agent host.
        .library(name: "TableMockMCP", targets: ["TableMockMCP"]),
        // The layers themselves, for the project's own fuzzer only (Fuzz/, a package of its own
        // because libFuzzer builds take flags a dependency may not): no promise of stability.
        .library(name: "TableMockInternals",
                 targets: ["TableMockScene", "TableMockCore", "TableMockCairo", "TableMockFiles"]),
    ],
    traits: [
        .trait(name: "Server", description: "`tablemock serve`: Kroki's HTTP routes on Hummingbird."),
        .trait(name: "SnapshotTesting", description: "TableMockSnapshotTesting: swift-snapshot-testing strategies."),
        .trait(name: "MCP", description: "`tablemock mcp`: a Model Context Protocol server over stdio (the official Swift SDK)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        // Hummingbird's own service runner; the server tests stop a server gracefully with it.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // The leaf: geometry, colours, fonts, the Scene and the TextMeasuring protocol.
        .target(name: "TableMockScene"),
        // The one owner of file access: the project root, regular files only, byte limits,
        // writes that cannot be redirected, text safe for a terminal. Foundation only.
        .target(name: "TableMockFiles"),
        // Spec, Theme, Layout and Layout -> Scene. Foundation and Yams only; never Cairo.
        .target(name: "TableMockCore", dependencies: [
            "TableMockScene", "TableMockFiles",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The built-in themes, as data files shipped with the binary.
        .target(name: "TableMockThemes", path: "Themes",
                exclude: ["README.md"],
                resources: [.copy("data")]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo",
                       pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // A tiny libpng encoder: cairo's own PNG writer is slow and has no level setting;
        // the fast one deflates with ISA-L (libisal-dev).
        .target(name: "CTableMockPNG",
                linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("isal"),
                                 .linkedLibrary("z")]),
        // RGBA pixel buffers and their PNG encoding and decoding (libpng).
        .target(name: "TableMockRaster", dependencies: ["CTableMockPNG"]),
        // The backend: draws a Scene with Cairo and Pango. Knows nothing of specs or layout.
        .target(name: "TableMockCairo", dependencies: ["TableMockScene", "TableMockRaster", "TableMockFiles", "CPangoCairo", "CRsvg"]),
        // The editable SVG: a Scene written as SVG with real text and named layers, for
        // design tools. A second backend beside Cairo; knows nothing of specs or layout.
        .target(name: "TableMockSVG", dependencies: ["TableMockScene", "TableMockRaster"]),
        // librsvg, for SVG images in a scene; only TableMockCairo imports it.
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg",
                       pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev"])]),
        // Image comparison (ΔE94, anti-aliasing, windows, diff images) and the one golden
        // mechanism (GoldenDiffing, GoldenStrategy, GoldenStore, RecordMode). Pure Swift over
        // RGBA pixels; no Cairo, no spec.
        .target(name: "TableMockCompare", dependencies: ["TableMockRaster", "TableMockFiles"]),
        // Times golden comparisons of two PNGs (Scripts/check-benchmark.sh; release build).
        .executableTarget(name: "check-benchmark", dependencies: ["TableMockCompare", "TableMockRaster"],
                          path: "Benchmarks/CheckBenchmark"),
        // One pipeline (prepare -> layout -> scene -> draw), `TableMockup`, and the orchestration
        // every command and host shares: batches, the render cache, workers, shards.
        .target(name: "TableMock", dependencies: [
            "TableMockScene", "TableMockCore", "TableMockCairo", "TableMockSVG", "TableMockThemes",
            "TableMockFiles", "TableMockRaster",
        ]),
        // The check command's library: its plan and configuration, the runner, reports (JSON,
        // HTML, JUnit) and their merge, CI shards, environment fingerprints, the layout diff.
        .target(name: "TableMockCheck", dependencies: [
            "TableMock", "TableMockCompare", "TableMockCore", "TableMockCairo", "TableMockScene",
            "TableMockRaster", "TableMockFiles",
        ]),
        // zlib, to inflate Kroki's deflated URLs; only TableMockServer imports it.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The render server: Kroki's routes on Hummingbird, a bounded worker pool, an LRU, metrics.
        .target(name: "TableMockServer", dependencies: [
            "TableMock", "TableMockCore", "TableMockCairo", "TableMockFiles", "TableMockThemes", "CZlib",
            "TableMockCompare", "TableMockRaster",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Server"])),
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Server"])),
        ],
        // The playground page (`GET /`): its HTML, script, style and sample specs.
        resources: [.copy("Playground")]),
        // The Model Context Protocol server: tools, resources and a bounded stdio transport on
        // the official Swift SDK. A library: it never prints; the executable runs it.
        .target(name: "TableMockMCP", dependencies: [
            "TableMock", "TableMockCore", "TableMockCairo", "TableMockScene", "TableMockRaster", "TableMockFiles", "TableMockThemes",
            .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
        ]),
        .target(name: "TableMockSnapshotTesting", dependencies: [
            "TableMock", "TableMockCompare", "TableMockCore",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
        // The command line of the commands whose work lives in a library (`markdown`, `serve`):
        // their options, parsed with ArgumentParser, so that TableMock and TableMockServer,
        // which Swift users import, do not depend on it. Part of the executable, split out.
        // Never the MCP library: `tablemock mcp` runs the executable `tablemock-mcp`.
        .target(name: "TableMockCommandLine", dependencies: [
            "TableMock", "TableMockFiles", "TableMockCairo",
            .target(name: "TableMockServer", condition: .when(traits: ["Server"])),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "tablemock", dependencies: [
            "TableMockCommandLine", "TableMock", "TableMockCore", "TableMockCairo", "TableMockCheck", "TableMockCompare", "TableMockFiles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `tablemock-mcp`: the MCP server's command line; without the MCP trait it says how to get it.
        .executableTarget(name: "tablemock-mcp", dependencies: [
            "TableMockCommandLine", "TableMock", "TableMockCairo", "TableMockFiles",
            .target(name: "TableMockMCP", condition: .when(traits: ["MCP"])),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "TableMockTestSupport", dependencies: ["TableMockScene", "TableMockCore", "TableMockRaster", "TableMockCompare", "TableMockFiles"]),
        .testTarget(name: "TableMockCompareTests", dependencies: ["TableMockCompare", "TableMockRaster", "TableMockFiles"]),
        .testTarget(name: "TableMockCheckTests", dependencies: ["TableMockCheck", "TableMockCompare", "TableMockCore", "TableMock", "TableMockRaster", "TableMockFiles"]),
        .testTarget(name: "TableMockFilesTests", dependencies: ["TableMockFiles"]),
        .testTarget(name: "TableMockSVGTests", dependencies: ["TableMockSVG", "TableMockScene", "TableMockRaster"]),
        .testTarget(name: "TableMockSnapshotTestingTests", dependencies: [
            "TableMock", "TableMockSnapshotTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
        .testTarget(name: "TableMockTests", dependencies: ["TableMock", "TableMockCore", "TableMockFiles", "TableMockTestSupport", "tablemock"]),
        .testTarget(name: "TableMockServerTests", dependencies: [
            "TableMockServer", "TableMock", "TableMockCore", "TableMockFiles", "TableMockTestSupport",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Server"])),
        ]),
        .testTarget(name: "TableMockMCPTests", dependencies: [
            "TableMockMCP", "TableMock", "TableMockCore", "TableMockFiles", "TableMockRaster",
            .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
        ]),
        .testTarget(name: "TableMockCoreTests",
                    dependencies: ["TableMockCore", "TableMockTestSupport", "TableMockThemes", "TableMockFiles"]),
        .testTarget(name: "TableMockCairoTests",
                    dependencies: ["TableMockCairo", "TableMockScene", "TableMockRaster", "TableMockTestSupport", "CZlib", "CTableMockPNG",
                                   "TableMockCore", "TableMockThemes", "TableMockFiles"]),
        .testTarget(name: "TableMockCLITests",
                    dependencies: ["tablemock", "tablemock-mcp", "TableMock", "TableMockCore", "TableMockCairo", "TableMockRaster",
                                   "TableMockThemes", "TableMockTestSupport", "TableMockFiles", "TableMockSVG", "TableMockCompare"]),
    ]
)

// Benchmarks (issue 6): Scripts/bench.sh builds them in release and runs them; see the
// README's Performance section.
package.targets.append(.executableTarget(
    name: "tablemock-bench",
    dependencies: ["TableMockCore", "TableMockCairo", "TableMockThemes", "TableMockFiles"],
    path: "Benchmarks/tablemock-bench"))
