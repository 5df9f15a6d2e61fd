import Foundation
import TableMockCompare
import TableMockFiles
import TableMockRaster

/// The project's golden tests on the one golden mechanism (`GoldenStore` with
/// `GoldenDiffing.png`, as `tablemock check` and the snapshot strategy use it): a rendered
/// PNG against `Tests/Goldens/<name>.png` with strict defaults (the renderer is
/// deterministic, so more than one just-noticeable colour difference, ΔE94 1, anywhere
/// fails). On a failure the expected, actual and diff images go to
/// `.build/golden-artifacts/`. `TABLEMOCK_RECORD` is check's record mode (`missing`, the
/// default; `failed`; `all`, also written `1`; `never`); a recording fails the test, so it
/// never passes silently.
public enum GoldenImages {
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let directory = repositoryRoot.appendingPathComponent("Tests/Goldens")
    public static let artifacts = repositoryRoot.appendingPathComponent(".build/golden-artifacts")

    /// The spec files at the top of `Samples/` (`.json`, `.yaml`, `.yml`), sorted: each has a golden.
    public static var samples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Samples").path)) ?? []
        return names.filter { ["json", "yaml", "yml"].contains(($0 as NSString).pathExtension) }.sorted()
    }

    /// The names of the golden PNGs in `Tests/Goldens`, without extension.
    public static var goldenNames: Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return Set(names.filter { $0.hasSuffix(".png") }.map { ($0 as NSString).deletingPathExtension })
    }

    public static var recordMode: RecordMode {
        let value = ProcessInfo.processInfo.environment["TABLEMOCK_RECORD"] ?? "missing"
        return value == "1" ? .all : RecordMode(rawValue: value) ?? .missing
    }

    public struct Outcome: CustomStringConvertible {
        public var matches: Bool
        public var description: String
        /// The comparison, when one ran and found a difference.
        public var result: ImageComparisonResult?
    }

    public static func verify(_ png: Data, name: String, options: ComparisonOptions = .strict) -> Outcome {
        let store = GoldenStore(folder: directory, artifacts: artifacts, files: LocalFiles(policy: .unconfined), record: recordMode)
        do {
            let outcome = try store.verify(png, as: .file(extension: "png", options: options), named: name)
            let written = outcome.artifacts.map { "  " + artifacts.appendingPathComponent($0).path }
            switch outcome.status {
            case .matched where !outcome.wroteGolden:
                return Outcome(matches: true, description: "\(name): matches")
            case .matched, .recorded, .unusable:
                return Outcome(matches: false, description: "recorded \(outcome.golden.path); look at it, then re-run without TABLEMOCK_RECORD")
            case .missing:
                return Outcome(matches: false, description: "no golden at \(outcome.golden.path) (TABLEMOCK_RECORD=never)")
            case .failed:
                let message = outcome.comparison?.difference?.message ?? ""
                return Outcome(matches: false, description: (["\(name): differs from \(outcome.golden.path)"]
                    + message.split(separator: "\n").map { "  " + $0 } + written).joined(separator: "\n"),
                    result: outcome.comparison?.comparison)
            }
        } catch {
            return Outcome(matches: false, description: "cannot compare \(name): \(error)")
        }
    }
}
