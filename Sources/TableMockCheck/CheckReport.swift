import Foundation
import TableMockFiles
import TableMockCompare

/// The outcome of a check run: one entry per golden compared. Encodes as the JSON summary;
/// `HTMLReport` and `JUnitReport` render it for people and CI.
public struct CheckReport: Codable, Sendable {
    public var goldenDirectory: String
    public var artifactsDirectory: String
    public var recordMode: RecordMode
    /// `K/N` when the run was one shard of a suite.
    public var shard: String?
    public var entries: [CheckEntry]

    public init(goldenDirectory: String, artifactsDirectory: String, recordMode: RecordMode,
                shard: String? = nil, entries: [CheckEntry] = []) {
        self.goldenDirectory = goldenDirectory; self.artifactsDirectory = artifactsDirectory
        self.recordMode = recordMode; self.shard = shard; self.entries = entries
    }

    public func count(_ status: CheckEntry.Status) -> Int { entries.filter { $0.status == status }.count }

    /// 0 when everything matched, 1 when anything differs, is missing or was recorded, 2
    /// when some spec or golden could not be checked at all.
    public var exitCode: Int32 {
        if entries.contains(where: { $0.status == .error }) { return 2 }
        if entries.contains(where: { $0.status != .passed || $0.wroteGolden }) { return 1 }
        return 0
    }

    /// Images compared (or recorded): every entry of a spec that could be rendered, one per
    /// format.
    public var imageCount: Int { entries.filter { !$0.name.isEmpty && !$0.format.isEmpty }.count }
    /// Specs named by the entries, whether or not they could be rendered.
    public var specCount: Int { Set(entries.filter { !$0.name.isEmpty }.map(\.spec)).count }
    /// Goldens this run overwrote (`--record failed` or `all`); new goldens are `recorded`.
    public var rerecordedCount: Int { entries.filter { $0.wroteGolden && $0.status != .recorded }.count }

    /// `3 images of 1 spec: 2 passed, 1 failed; 1 golden re-recorded`: one image per spec
    /// and format; specs or paths that could not be read are counted as errors.
    public var summaryLine: String {
        let parts = CheckEntry.Status.allCases.compactMap { s -> String? in
            let n = count(s)
            return n == 0 ? nil : "\(n) \(s == .error && n > 1 ? "errors" : s.rawValue)"
        }
        var line = "\(plural(imageCount, "image")) of \(plural(specCount, "spec")): "
            + (parts.isEmpty ? "nothing checked" : parts.joined(separator: ", "))
        let rerecorded = rerecordedCount
        if rerecorded > 0 { line += "; \(plural(rerecorded, "golden")) re-recorded" }
        return line
    }

    /// One line for the goldens this run wrote with nothing to show but the new image (new
    /// goldens, and identical ones `--record all` rewrote), which the console does not name
    /// one by one unless asked: `wrote 40 goldens in goldens (38 new, 2 unchanged); look at
    /// the new ones, then commit them (--verbose names each)`. Nil when there are none.
    public func quietWritesLine(goldenFolder: String) -> String? {
        let written = entries.filter(\.isQuietWrite)
        guard !written.isEmpty else { return nil }
        let new = written.filter { $0.status == .recorded }.count
        let parts = [new > 0 ? "\(new) new" : nil, written.count > new ? "\(written.count - new) unchanged" : nil].compactMap { $0 }
        return "wrote \(plural(written.count, "golden")) in \(TerminalText.escaped(goldenFolder)) (\(parts.joined(separator: ", ")))"
            + (new > 0 ? "; look at the new ones, then commit them" : "") + " (--verbose names each)"
    }

    private func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// Puts the entries in the one order every report is written in, whatever the order of
    /// the paths, the shards or the jobs that produced them: paths that yielded no spec
    /// first, then by golden name (Unicode order), then png, svg, pdf. So the merged report
    /// of the shards of a suite equals the report of one unsharded run.
    public mutating func sortEntries() {
        entries = entries.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.name.isEmpty != y.name.isEmpty { return x.name.isEmpty }
            if x.name != y.name { return x.name < y.name }
            if x.formatRank != y.formatRank { return x.formatRank < y.formatRank }
            if x.format != y.format { return x.format < y.format }
            if x.spec != y.spec { return x.spec < y.spec }
            return a.offset < b.offset
        }.map(\.element)
    }

    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// One golden file checked against one render.
public struct CheckEntry: Codable, Sendable {
    public enum Status: String, Codable, Sendable, CaseIterable {
        case passed, failed, missing, recorded, error
    }

    /// The golden's name without extension, relative to the golden folder (`settings`,
    /// `forms/login`); empty for a path that yielded no spec.
    public var name: String
    /// `png`, `svg` or `pdf`; empty when the spec could not be rendered at all.
    public var format: String
    /// The spec as the user named it.
    public var spec: String
    /// The golden file's path.
    public var golden: String
    public var status: Status
    /// True when this run wrote the golden: a missing one (status `recorded`), or one it
    /// overwrote (`--record failed` for a failure, `--record all` for any golden).
    public var wroteGolden: Bool
    /// The explanation, one line each: numbers beside thresholds, what was written.
    public var lines: [String]
    /// What changed in the rendering environment since the golden was recorded.
    public var environmentChanges: [String]
    public var comparison: ComparisonSummary?
    /// What changed in the layout since the golden was recorded, when its layout was
    /// recorded beside it (`LayoutRecord`) and the image differs: empty when the layouts are
    /// equal (the change is in drawing), nil when there was nothing to compare.
    public var layoutChanges: [LayoutChange]?
    /// Expected, actual and diff files, relative to the artifacts folder.
    public var artifacts: Artifacts?
    public var seconds: Double

    public struct Artifacts: Codable, Sendable, Equatable {
        public var expected: String?
        public var actual: String?
        public var diff: String?
        public init(expected: String?, actual: String?, diff: String?) {
            self.expected = expected; self.actual = actual; self.diff = diff
        }
        public var all: [String] { [expected, actual, diff].compactMap { $0 } }
    }

    public init(name: String, format: String, spec: String, golden: String, status: Status,
                wroteGolden: Bool = false, lines: [String] = [], environmentChanges: [String] = [],
                comparison: ComparisonSummary? = nil, artifacts: Artifacts? = nil, seconds: Double = 0,
                layoutChanges: [LayoutChange]? = nil) {
        self.name = name; self.format = format; self.spec = spec; self.golden = golden; self.status = status
        self.wroteGolden = wroteGolden; self.lines = lines; self.environmentChanges = environmentChanges
        self.comparison = comparison; self.artifacts = artifacts; self.seconds = seconds
        self.layoutChanges = layoutChanges
    }

    /// Everything said about this golden, one line each: the numbers, what changed in the
    /// layout (at most `layoutLimit` changes) and in the environment.
    public func detailLines(layoutLimit: Int = 12) -> [String] {
        lines + (layoutChanges.map { LayoutDiff.lines($0, limit: layoutLimit) } ?? []) + environmentChanges
    }

    /// A golden this run wrote where there was no difference to look at: a new one
    /// (`recorded`), or an identical one `--record all` rewrote.
    public var isQuietWrite: Bool { wroteGolden && (status == .recorded || status == .passed) }

    /// A spec's error (no format) first, then png, svg, pdf, then any other format.
    var formatRank: Int { ["", "png", "svg", "pdf"].firstIndex(of: format) ?? 4 }

    /// `settings.png`; empty for a path or spec that could not be read (no image).
    public var fileName: String { name.isEmpty || format.isEmpty ? "" : name + "." + format }
}
