import Foundation
import TableMockFiles
import TableMockRaster

/// How a value is kept as a golden file and compared with one, in the shape of
/// swift-snapshot-testing's `Diffing`: to and from bytes, and a difference (nil when the
/// two match). `tablemock check`, the project's own golden tests and the
/// `TableMockSnapshotTesting` strategies all compare through these.
public struct GoldenDiffing<Value> {
    public var toData: (Value) -> Data
    public var fromData: (Data) -> Value
    public var diff: (_ golden: Value, _ actual: Value) -> GoldenDifference?

    public init(toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
                diff: @escaping (_ golden: Value, _ actual: Value) -> GoldenDifference?) {
        self.toData = toData; self.fromData = fromData; self.diff = diff
    }
}

/// Why a value does not match its golden: the message (every number beside its threshold),
/// files to look at (`name`, bytes), and the pixel comparison when one ran.
public struct GoldenDifference {
    public var message: String
    public var artifacts: [(name: String, data: Data)]
    public var comparison: ImageComparisonResult?

    public init(message: String, artifacts: [(name: String, data: Data)] = [], comparison: ImageComparisonResult? = nil) {
        self.message = message; self.artifacts = artifacts; self.comparison = comparison
    }
}

extension GoldenDiffing where Value == Data {
    /// PNG files compared as `tablemock check` compares them (`ImageComparator.compare(
    /// expectedPNG:actualPNG:)`: identical bytes match without decoding, then pixels under the
    /// thresholds); the golden is decoded only up to `maxPixels`. A difference carries the
    /// diff image as `difference.png`.
    public static func png(options: ComparisonOptions = .strict, maxPixels: Int = 64 << 20) -> GoldenDiffing<Data> {
        GoldenDiffing(toData: { $0 }, fromData: { $0 }) { golden, actual in
            // The comparison `tablemock check` runs: identical bytes first, then pixels.
            let compared: EncodedComparison
            do {
                compared = try ImageComparator.compare(expectedPNG: golden, actualPNG: actual, options: options, maxPixels: maxPixels)
            } catch EncodedImageError.expected(let reason) {
                return GoldenDifference(message: "the golden cannot be used: \(reason)")
            } catch {
                return GoldenDifference(message: "the new picture is not a PNG: "
                    + TerminalText.escaped(String(decoding: actual.prefix(300), as: UTF8.self)))
            }
            guard !compared.result.matches, let expected = compared.expected, let image = compared.actual else { return nil }
            let diff = DiffImage.render(expected: expected, actual: image, result: compared.result)
            let encoded = (try? PNGCodec.encode(diff, encoding: PNGEncoding(level: 1, filters: .none))) ?? Data()
            return GoldenDifference(message: compared.result.explanation.joined(separator: "\n"),
                                    artifacts: [("difference.png", encoded)], comparison: compared.result)
        }
    }

    /// Text (an SVG, a layout's JSON) compared exactly, reported by its first differing line.
    public static var lines: GoldenDiffing<Data> {
        GoldenDiffing(toData: { $0 }, fromData: { $0 }) { golden, actual in
            guard golden != actual else { return nil }
            let a = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let b = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let differing = zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
            var message = "\(differing) of \(max(a.count, b.count)) lines differ; the first is line \(first + 1)"
            if first < a.count { message += "\n- " + TerminalText.escaped(String(a[first].prefix(200))) }
            if first < b.count { message += "\n+ " + TerminalText.escaped(String(b[first].prefix(200))) }
            return GoldenDifference(message: message)
        }
    }
}

/// A value turned into what is stored, with its file extension: swift-snapshot-testing's
/// `Snapshotting`, with `pullback` to reuse a strategy for another type.
public struct GoldenStrategy<Value, Format> {
    public var pathExtension: String
    public var diffing: GoldenDiffing<Format>
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: GoldenDiffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = snapshot
    }

    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> GoldenStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return GoldenStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

/// Goldens in one folder: compare a value with its golden, or record it as the record mode
/// says, writing failures' artifacts beside it. Every read and write goes through `files`;
/// a write that fails is an error, never ignored.
public struct GoldenStore {
    public enum Outcome {
        case matched
        /// Written where there was none (or re-recorded, with `--record all`).
        case recorded(path: String)
        /// Differs; `artifacts` are the files written to look at (expected, actual, diff).
        case failed(GoldenDifference, artifacts: [String], rerecorded: Bool)
        /// No golden, and the record mode writes none.
        case missing(path: String)
    }

    public var folder: URL
    public var artifacts: URL
    public var files: any FileAccess
    public var record: RecordMode

    public init(folder: URL, artifacts: URL, files: any FileAccess, record: RecordMode) {
        self.folder = folder; self.artifacts = artifacts; self.files = files; self.record = record
    }

    public func verify<Value, Format>(_ value: Value, as strategy: GoldenStrategy<Value, Format>, named name: String) throws -> Outcome {
        let fileName = name + "." + strategy.pathExtension
        let actual = try strategy.snapshot(value)
        let actualData = strategy.diffing.toData(actual)
        let stored: Data
        switch files.entry(at: folder.appendingPathComponent(fileName), as: .golden) {
        case .missing:
            guard record.writesMissing else { return .missing(path: folder.appendingPathComponent(fileName).path) }
            try files.write(actualData, to: fileName, in: folder)
            return .recorded(path: folder.appendingPathComponent(fileName).path)
        default:
            stored = try files.read(folder.appendingPathComponent(fileName), as: .golden)
        }
        guard let difference = strategy.diffing.diff(strategy.diffing.fromData(stored), actual) else {
            if record == .all {
                try files.write(actualData, to: fileName, in: folder)
                return .recorded(path: folder.appendingPathComponent(fileName).path)
            }
            return .matched
        }
        var written: [String] = []
        for (role, data) in [("expected", stored), ("actual", actualData)] + difference.artifacts.map({ ($0.name, $0.data) }) {
            let artifact = role.contains(".") ? name + "." + role : name + "." + role + "." + strategy.pathExtension
            try files.write(data, to: artifact, in: artifacts)
            written.append(artifacts.appendingPathComponent(artifact).path)
        }
        if record.writesFailed { try files.write(actualData, to: fileName, in: folder) }
        return .failed(difference, artifacts: written, rerecorded: record.writesFailed)
    }
}
