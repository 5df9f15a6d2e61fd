import Foundation
import TableMockRaster

/// Compares a rendered PNG with the golden image of the same name, with a small
/// per-channel tolerance (the renderer is deterministic; the tolerance absorbs library
/// updates that move an anti-aliased edge by a shade). `TABLEMOCK_RECORD=1` writes the
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
    }

    public static func verify(_ png: Data, name: String, tolerance: Int = 2) -> Outcome {
        let golden = directory.appendingPathComponent(name + ".png")
        if isRecording || !FileManager.default.fileExists(atPath: golden.path) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? png.write(to: golden)
            return Outcome(matches: false, description: "recorded \(golden.path); look at it, then re-run without TABLEMOCK_RECORD")
        }
        do {
            let expected = try PNGCodec.decode(try Data(contentsOf: golden))
            let actual = try PNGCodec.decode(png)
            guard expected.width == actual.width, expected.height == actual.height else {
                return fail(name, png, "size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height)")
            }
            var differing = 0, worst = 0
            for i in 0..<expected.pixels.count {
                let d = abs(Int(expected.pixels[i]) - Int(actual.pixels[i]))
                if d > tolerance { differing += 1 }
                worst = max(worst, d)
            }
            if differing == 0 { return Outcome(matches: true, description: "matches (worst channel difference \(worst))") }
            return fail(name, png, "\(differing) channel values differ by more than \(tolerance) (worst \(worst))")
        } catch {
            return Outcome(matches: false, description: "cannot compare with \(golden.path): \(error)")
        }
    }

    private static func fail(_ name: String, _ png: Data, _ why: String) -> Outcome {
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let actual = artifacts.appendingPathComponent(name + ".actual.png")
        try? png.write(to: actual)
        return Outcome(matches: false, description: "\(name): \(why); actual written to \(actual.path)")
    }
}
