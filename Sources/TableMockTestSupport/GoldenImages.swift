import Foundation
import TableMockCheck
import TableMockRaster

/// Compares a rendered PNG with the golden image of the same name using `TableMockCheck`'s
/// comparator (strict defaults: the renderer is deterministic, so a change of more than
/// one just-noticeable colour difference, ΔE94 1, anywhere fails). On a failure the expected,
/// actual and diff images go to `.build/golden-artifacts/`. `TABLEMOCK_RECORD=1` writes the
/// golden instead, and the comparison then fails so that a recording never passes silently.
public enum GoldenImages {
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let directory = repositoryRoot.appendingPathComponent("Tests/Goldens")
    public static let artifacts = repositoryRoot.appendingPathComponent(".build/golden-artifacts")

    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["TABLEMOCK_RECORD"].map { $0 == "1" || $0 == "all" } ?? false
    }

    public struct Outcome: CustomStringConvertible {
        public var matches: Bool
        public var description: String
        /// The comparison, when one ran.
        public var result: ImageComparisonResult?
    }

    public static func verify(_ png: Data, name: String, options: ComparisonOptions = .strict) -> Outcome {
        let golden = directory.appendingPathComponent(name + ".png")
        if isRecording || !FileManager.default.fileExists(atPath: golden.path) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? png.write(to: golden)
            return Outcome(matches: false, description: "recorded \(golden.path); look at it, then re-run without TABLEMOCK_RECORD")
        }
        do {
            let expected = try PNGCodec.decode(try Data(contentsOf: golden))
            let actual = try PNGCodec.decode(png)
            let result = ImageComparator.compare(expected: expected, actual: actual, options: options)
            if result.matches {
                return Outcome(matches: true, description: "\(name): " + result.explanation.joined(separator: "; "), result: result)
            }
            let written = writeArtifacts(name: name, expected: expected, actual: actual, actualPNG: png, result: result)
            return Outcome(matches: false, description: (["\(name): differs from \(golden.path)"] + result.explanation
                .map { "  " + $0 } + written.map { "  " + $0 }).joined(separator: "\n"), result: result)
        } catch {
            return Outcome(matches: false, description: "cannot compare with \(golden.path): \(error)")
        }
    }

    private static func writeArtifacts(name: String, expected: RGBAImage, actual: RGBAImage, actualPNG: Data,
                                       result: ImageComparisonResult) -> [String] {
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let diff = DiffImage.render(expected: expected, actual: actual, result: result)
        var lines: [String] = []
        let files: [(String, Data?)] = [
            ("expected", try? Data(contentsOf: directory.appendingPathComponent(name + ".png"))),
            ("actual", actualPNG),
            ("diff", try? PNGCodec.encode(diff, encoding: PNGEncoding(level: 1, filters: .none))),
        ]
        for (role, data) in files {
            let url = artifacts.appendingPathComponent("\(name).\(role).png")
            if let data, (try? data.write(to: url)) != nil { lines.append("\(role): \(url.path)") }
        }
        return lines
    }
}
