import Foundation
import TableMockCheck
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
        let strategy = GoldenStrategy<Data, Data>(pathExtension: "png", diffing: .png(options: options)) { $0 }
        do {
            switch try store.verify(png, as: strategy, named: name) {
            case .matched:
                return Outcome(matches: true, description: "\(name): matches")
            case .recorded(let path):
                return Outcome(matches: false, description: "recorded \(path); look at it, then re-run without TABLEMOCK_RECORD")
            case .missing(let path):
                return Outcome(matches: false, description: "no golden at \(path) (TABLEMOCK_RECORD=never)")
            case .failed(let difference, let written, _):
                return Outcome(matches: false, description: (["\(name): differs from \(directory.path)/\(name).png"]
                    + difference.message.split(separator: "\n").map { "  " + $0 } + written.map { "  " + $0 }).joined(separator: "\n"),
                    result: difference.comparison)
            }
        } catch {
            return Outcome(matches: false, description: "cannot compare \(name): \(error)")
        }
    }
}
