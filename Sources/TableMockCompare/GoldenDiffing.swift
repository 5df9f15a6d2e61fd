import Foundation
import TableMockFiles
import TableMockRaster

/// How a value is kept as a golden file and compared with one, in the shape of
/// swift-snapshot-testing's `Diffing`: to and from bytes, and a comparison. `tablemock
/// check`, the project's own golden tests and the `TableMockSnapshotTesting` strategies all
/// compare through these, and `GoldenStore` records through them.
public struct GoldenDiffing<Value> {
    public var toData: (Value) -> Data
    public var fromData: (Data) -> Value
    public var compare: (_ golden: Value, _ actual: Value) -> GoldenComparison

    public init(toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
                compare: @escaping (_ golden: Value, _ actual: Value) -> GoldenComparison) {
        self.toData = toData; self.fromData = fromData; self.compare = compare
    }

    /// A diffing from a difference alone (nil when the two match).
    public init(toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
                diff: @escaping (_ golden: Value, _ actual: Value) -> GoldenDifference?) {
        self.init(toData: toData, fromData: fromData) { golden, actual in
            guard let difference = diff(golden, actual) else { return GoldenComparison(matches: true, lines: []) }
            return GoldenComparison(matches: false, lines: difference.message.components(separatedBy: "\n"),
                                    comparison: difference.comparison, artifacts: difference.artifacts)
        }
    }

    /// Why a value does not match its golden; nil when the two match.
    public func diff(_ golden: Value, _ actual: Value) -> GoldenDifference? {
        compare(golden, actual).difference
    }
}

/// What comparing a value with its golden found.
public struct GoldenComparison {
    public var matches: Bool
    /// The explanation, one line each: for a PNG every number beside its threshold (a match
    /// too, which may be within tolerance), for bytes whether they are identical.
    public var lines: [String]
    /// More for a person reading a test's failure: the first line that differs, both ways.
    public var detail: [String]
    /// The pixel comparison, when one ran.
    public var comparison: ImageComparisonResult?
    /// Files to look at beside the expected and actual ones, by role (`diff`) and bytes.
    public var artifacts: [(name: String, data: Data)]
    /// Set when the golden cannot be read as this format (a PNG that does not decode): why.
    public var unusableGolden: String?

    public init(matches: Bool, lines: [String], detail: [String] = [], comparison: ImageComparisonResult? = nil,
                artifacts: [(name: String, data: Data)] = [], unusableGolden: String? = nil) {
        self.matches = matches; self.lines = lines; self.detail = detail; self.comparison = comparison
        self.artifacts = artifacts; self.unusableGolden = unusableGolden
    }

    /// The failure as one message (its lines, then the detail), or nil for a match.
    public var difference: GoldenDifference? {
        guard !matches else { return nil }
        return GoldenDifference(message: (lines + detail).joined(separator: "\n"), artifacts: artifacts, comparison: comparison)
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
    /// PNG files compared as `ImageComparator.compare(expectedPNG:actualPNG:)` compares them:
    /// identical bytes match without decoding, then pixels under the thresholds; the golden
    /// is decoded only up to `maxPixels`. A difference carries the diff image (role `diff`).
    public static func png(options: ComparisonOptions = .strict, maxPixels: Int = 64 << 20) -> GoldenDiffing<Data> {
        GoldenDiffing(toData: { $0 }, fromData: { $0 }) { golden, actual in
            let compared: EncodedComparison
            do {
                compared = try ImageComparator.compare(expectedPNG: golden, actualPNG: actual, options: options, maxPixels: maxPixels)
            } catch EncodedImageError.expected(let reason) {
                return GoldenComparison(matches: false, lines: ["the golden cannot be used: \(reason)"], unusableGolden: reason)
            } catch {
                return GoldenComparison(matches: false, lines: ["the new picture is not a PNG: "
                    + TerminalText.escaped(String(decoding: actual.prefix(300), as: UTF8.self))])
            }
            let result = compared.result
            guard !result.matches, let expected = compared.expected, let image = compared.actual else {
                return GoldenComparison(matches: true, lines: result.explanation, comparison: result)
            }
            let diff = DiffImage.render(expected: expected, actual: image, result: result)
            let encoded = (try? PNGCodec.encode(diff, encoding: diffImageEncoding)) ?? Data()
            return GoldenComparison(matches: false, lines: result.explanation, comparison: result, artifacts: [("diff", encoded)])
        }
    }

    /// Fast encoding for diff images: they are looked at once.
    public static var diffImageEncoding: PNGEncoding { PNGEncoding(level: 1, filters: .none) }

    /// Files that must match to the byte (the renderer is deterministic: SVG, PDF). With
    /// `lines`, a difference also says how many lines differ and which is the first, and
    /// its detail shows that line both ways (text: an SVG, a layout's JSON).
    public static func bytes(lines: Bool) -> GoldenDiffing<Data> {
        GoldenDiffing(toData: { $0 }, fromData: { $0 }) { golden, actual in
            guard golden != actual else { return GoldenComparison(matches: true, lines: ["bytes: identical"]) }
            var comparison = GoldenComparison(
                matches: false, lines: ["bytes differ: expected \(golden.count) bytes, actual \(actual.count) — FAIL"])
            guard lines else { return comparison }
            let a = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let b = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let differing = zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
            comparison.lines.append("\(differing) of \(max(a.count, b.count)) lines differ; the first is line \(first + 1)")
            if first < a.count { comparison.detail.append("- " + TerminalText.escaped(String(a[first].prefix(200)))) }
            if first < b.count { comparison.detail.append("+ " + TerminalText.escaped(String(b[first].prefix(200)))) }
            return comparison
        }
    }

    /// Text (an SVG, a layout's JSON) compared exactly, reported by its first differing line.
    public static var lines: GoldenDiffing<Data> { bytes(lines: true) }
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

extension GoldenStrategy where Value == Data, Format == Data {
    /// Encoded files as they are: a PNG compared by pixels with `options`; an SVG (line
    /// counts in a difference) or a PDF to the byte.
    public static func file(extension pathExtension: String, options: ComparisonOptions = .strict) -> GoldenStrategy {
        let diffing: GoldenDiffing<Data> = switch pathExtension {
        case "png": .png(options: options)
        case "svg": .bytes(lines: true)
        default: .bytes(lines: false)
        }
        return GoldenStrategy(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// Goldens in one folder, the one record ladder: compare a value with its golden, or record
/// it as the record mode says, writing a failure's files to look at (`<name>.expected.<ext>`,
/// `<name>.actual.<ext>`, `<name>.diff.png`) to the artifacts folder and removing stale ones
/// on a match. Every read and write goes through `files`; a write that fails is an error,
/// never ignored. `tablemock check` and the project's golden tests verify through it.
public struct GoldenStore {
    public enum Status: Equatable, Sendable {
        /// Matches the golden (rewritten with `--record all`: `wroteGolden`).
        case matched
        /// Differs; rewritten when the record mode writes failures.
        case failed
        /// No golden, and one was written.
        case recorded
        /// No golden, and the record mode writes none.
        case missing
        /// The golden exists but cannot be used (it does not decode): only when the record
        /// mode writes failures, which replaces it; otherwise `verify` throws `Unreadable`.
        case unusable(reason: String)
    }

    public struct Outcome {
        public var status: Status
        /// The golden file's URL.
        public var golden: URL
        public var wroteGolden: Bool
        /// What the comparison found; nil when there was no golden to compare with.
        public var comparison: GoldenComparison?
        /// Files written to the artifacts folder, relative to it.
        public var expected: String?, actual: String?, diff: String?
        /// The golden's bytes as read (kept for the caller, e.g. a report).
        public var stored: Data?

        public var artifacts: [String] { [expected, actual, diff].compactMap { $0 } }
    }

    /// A golden that exists but cannot be read or decoded.
    public struct Unreadable: Error {
        public var url: URL
        /// `cannot read the golden: <why>`, or the decoder's words.
        public var reason: String
    }

    /// A golden or artifact that cannot be written.
    public struct Unwritable: Error {
        public var url: URL
        public var error: FileRefusal
    }

    public var folder: URL
    public var artifacts: URL
    public var files: any FileAccess
    public var record: RecordMode

    public init(folder: URL, artifacts: URL, files: any FileAccess, record: RecordMode) {
        self.folder = folder; self.artifacts = artifacts; self.files = files; self.record = record
    }

    public func golden(named name: String, extension pathExtension: String) -> URL {
        folder.appendingPathComponent(name + "." + pathExtension)
    }

    public func verify<Value, Format>(_ value: Value, as strategy: GoldenStrategy<Value, Format>, named name: String) throws -> Outcome {
        let actual = try strategy.snapshot(value)
        let actualData = strategy.diffing.toData(actual)
        let ext = strategy.pathExtension
        let url = golden(named: name, extension: ext)
        let artifact = { (role: String) in name + "." + role + "." + ext }
        var outcome = Outcome(status: .matched, golden: url, wroteGolden: false)

        let stored: Data
        do { stored = try files.read(url, as: .golden) } catch {
            guard error.reason == .missing else {
                return try unusable(Unreadable(url: url, reason: "cannot read the golden: \(error.words)"), actualData, name, ext)
            }
            try write(actualData, artifact("actual"), in: artifacts)
            outcome.actual = artifact("actual")
            guard record.writesMissing else { outcome.status = .missing; return outcome }
            try write(actualData, url.lastPathComponent, in: url.deletingLastPathComponent())
            outcome.status = .recorded
            outcome.wroteGolden = true
            return outcome
        }
        outcome.stored = stored
        let comparison = strategy.diffing.compare(strategy.diffing.fromData(stored), actual)
        if let reason = comparison.unusableGolden {
            return try unusable(Unreadable(url: url, reason: reason), actualData, name, ext)
        }
        outcome.comparison = comparison
        if comparison.matches {
            removeArtifacts(name, ext)
            if record == .all {
                try write(actualData, url.lastPathComponent, in: url.deletingLastPathComponent())
                outcome.wroteGolden = true
            }
            return outcome
        }
        outcome.status = .failed
        try write(stored, artifact("expected"), in: artifacts)
        try write(actualData, artifact("actual"), in: artifacts)
        outcome.expected = artifact("expected")
        outcome.actual = artifact("actual")
        for (role, data) in comparison.artifacts {
            let file = name + "." + role + ".png"
            try write(data, file, in: artifacts)
            if role == "diff" { outcome.diff = file }
        }
        if record.writesFailed {
            try write(actualData, url.lastPathComponent, in: url.deletingLastPathComponent())
            outcome.wroteGolden = true
        }
        return outcome
    }

    /// A golden that cannot be read or decoded: an error, unless the record mode rewrites
    /// failures, in which case it fails and is replaced by the new value.
    private func unusable(_ error: Unreadable, _ actual: Data, _ name: String, _ ext: String) throws -> Outcome {
        guard record.writesFailed else { throw error }
        removeArtifacts(name, ext)
        let artifact = name + ".actual." + ext
        try write(actual, artifact, in: artifacts)
        try write(actual, error.url.lastPathComponent, in: error.url.deletingLastPathComponent())
        return Outcome(status: .unusable(reason: error.reason), golden: error.url, wroteGolden: true, actual: artifact)
    }

    private func removeArtifacts(_ name: String, _ ext: String) {
        for role in ["expected", "actual", "diff"] { files.remove(name + "." + role + "." + ext, in: artifacts) }
    }

    private func write(_ data: Data, _ relativePath: String, in folder: URL) throws {
        do { try files.write(data, to: relativePath, in: folder) } catch {
            throw Unwritable(url: folder.appendingPathComponent(relativePath), error: error)
        }
    }
}
