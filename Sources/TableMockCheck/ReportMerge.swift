import Foundation
import TableMockFiles
import TableMock

/// The files `merge-reports` reads and writes: the one place it touches the disk, so tests
/// pass an in-memory fake and a caller can pass its own file access.
public protocol ArtifactFileAccess {
    /// The file's bytes; nil when there is no such file. Throws when it exists but cannot be read.
    func read(_ path: String) throws -> Data?
    func isFolder(_ path: String) -> Bool
    /// Writes the whole file atomically (a temporary name, then a rename), creating folders.
    func write(_ data: Data, to path: String) throws
}

/// Artifacts read and written through TableMock's one owner of file access: regular files
/// only, byte limits, writes to fresh temporary names that cannot be redirected. The
/// folders named on the command line are the user's own, so they are readable wherever
/// they are (`AccessPolicy.unconfined` by default).
public struct LocalArtifactFiles: ArtifactFileAccess {
    public let files: any FileAccess
    public init(files: any FileAccess = LocalFiles(policy: .unconfined)) { self.files = files }

    public func read(_ path: String) throws -> Data? {
        let url = URL(fileURLWithPath: path)
        if case .missing = files.entry(at: url, as: .golden) { return nil }
        return try files.read(url, as: .golden)
    }

    public func isFolder(_ path: String) -> Bool {
        files.entry(at: URL(fileURLWithPath: path), as: .golden) == .folder
    }

    public func write(_ data: Data, to path: String) throws {
        try files.write(data, to: URL(fileURLWithPath: path))
    }
}

/// One shard's artifacts folder, read: its `summary.json`.
public struct ShardArtifacts: Sendable {
    /// The folder as the user named it (for messages).
    public var folder: String
    public var report: CheckReport
    public init(folder: String, report: CheckReport) { self.folder = folder; self.report = report }
}

/// What `merge-reports` did: the merged report (nil when it could not merge), every problem
/// as one line, the files it wrote relative to the output folder, and its exit status.
public struct MergeOutcome: Sendable {
    /// What `merge-reports` prints: the problems and each entry that did not pass (standard
    /// error), then the merged shards, the summary and where the report is.
    public func consoleLines(artifacts: String) -> [(error: Bool, text: String)] {
        var lines = problems.map { (true, $0) }
        guard let report else { return lines }
        for e in report.entries where e.status != .passed || e.wroteGolden {
            lines.append((true, TerminalText.escaped(e.fileName.isEmpty ? e.spec : e.fileName) + ": " + e.status.rawValue.uppercased()
                + (e.fileName.isEmpty ? "" : " (\(TerminalText.escaped(e.spec)))")))
        }
        return lines + [(false, mergedLine), (false, report.summaryLine),
                        (false, "report: " + TerminalText.escaped(ReportMerge.join(artifacts, "index.html")))]
    }

    public var report: CheckReport?
    public var problems: [String]
    public var written: [String]
    /// `4 shard reports merged (1/4, 2/4, 3/4, 4/4)`.
    public var mergedLine: String
    /// 0 when every image of every shard passed; 1 when any shard failed (an image differs,
    /// is missing or was recorded, or a spec could not be checked); 2 when the folders
    /// cannot be merged: a folder is not a shard's artifacts, two shards claim the same
    /// spec, the shards come from different splits or one is missing, or a file could not
    /// be read or written.
    public var exitCode: Int32 {
        if !problems.isEmpty || report == nil { return 2 }
        return report!.exitCode == 0 ? 0 : 1
    }
}

/// Merges the artifacts folders of the shards of one suite into one folder: one
/// `summary.json`, `junit.xml` and `index.html`, with every image the reports link to. The
/// merged report equals the report of one unsharded run of the same suite (apart from
/// times), because entries are put in `CheckReport.sortEntries` order.
public enum ReportMerge {
    public static let summaryFile = "summary.json"

    /// Merges reports already read. Problems: shards of different splits (`1/4` and `2/3`),
    /// one shard given twice, a shard of the split missing, two shards with an entry for
    /// the same golden name. A path that yielded no spec is reported by every shard (each
    /// collects the whole suite before taking its part) and is kept once.
    public static func merge(_ shards: [ShardArtifacts], artifactsDirectory: String) -> (report: CheckReport?, problems: [String]) {
        var problems: [String] = []
        guard let first = shards.first else { return (nil, ["error: no shard folder to merge"]) }
        func where_(_ s: ShardArtifacts) -> String {
            TerminalText.escaped(s.folder) + (s.report.shard.map { " (shard \($0))" } ?? "")
        }
        // The split: every sharded report names the same N, each K once, all K present.
        let sharded = shards.compactMap { s in s.report.shard.flatMap(Shard.init).map { (s, $0) } }
        for s in shards where s.report.shard != nil && Shard(s.report.shard!) == nil {
            problems.append("\(TerminalText.escaped(s.folder))/\(summaryFile): error: shard "
                + "\(TerminalText.quoted(s.report.shard!)) is not K/N")
        }
        if let (firstSharded, split) = sharded.first {
            for (s, shard) in sharded where shard.count != split.count {
                problems.append("\(TerminalText.escaped(s.folder)): error: shard \(shard) is of another split than "
                    + "\(where_(firstSharded)); merge the shards of one run")
            }
            if sharded.allSatisfy({ $0.1.count == split.count }) {
                var byIndex: [Int: ShardArtifacts] = [:]
                for (s, shard) in sharded {
                    if let other = byIndex[shard.index] {
                        problems.append("\(TerminalText.escaped(s.folder)): error: shard \(shard) is given twice, "
                            + "also as \(TerminalText.escaped(other.folder))")
                    } else {
                        byIndex[shard.index] = s
                    }
                }
                let missing = (1...split.count).filter { byIndex[$0] == nil }
                if !missing.isEmpty {
                    problems.append("error: missing shard\(missing.count == 1 ? "" : "s") "
                        + missing.map { "\($0)/\(split.count)" }.joined(separator: ", ")
                        + " of the split; pass every shard's artifacts folder (a shard that checked no spec writes one too)")
                }
            }
        }
        var merged = CheckReport(goldenDirectory: first.report.goldenDirectory, artifactsDirectory: artifactsDirectory,
                                 recordMode: first.report.recordMode, shard: nil)
        var owner: [String: (shard: Int, artifacts: ShardArtifacts)] = [:]
        var seenPathErrors = Set<[String]>()
        for (i, s) in shards.enumerated() {
            var claimed = Set<String>()
            for e in s.report.entries {
                if e.name.isEmpty {
                    if seenPathErrors.insert([e.spec] + e.lines).inserted { merged.entries.append(e) }
                    continue
                }
                if let other = owner[e.name], other.shard != i {
                    if claimed.insert(e.name).inserted {
                        problems.append("error: \(where_(other.artifacts)) and \(where_(s)) both checked "
                            + "\(TerminalText.quoted(e.name)) (\(TerminalText.escaped(e.spec))); each spec belongs to one shard")
                    }
                    continue
                }
                owner[e.name] = (i, s)
                merged.entries.append(e)
            }
        }
        merged.sortEntries()
        return (merged, problems)
    }

    /// Reads each folder's `summary.json`, merges them, and when nothing is wrong writes
    /// the merged `summary.json`, `junit.xml` and `index.html` into `output`, with a copy of
    /// every image they link to. Writes nothing when anything is wrong.
    public static func run(folders: [String], output: String, files: ArtifactFileAccess = LocalArtifactFiles()) -> MergeOutcome {
        var problems: [String] = []
        var shards: [ShardArtifacts] = []
        let outputKey = standardized(output)
        var given = Set<String>()
        for folder in folders {
            let shown = TerminalText.escaped(folder)
            guard given.insert(standardized(folder)).inserted else {
                problems.append("\(shown): error: this folder is given twice"); continue
            }
            if standardized(folder) == outputKey {
                problems.append("\(shown): error: the output folder (--artifacts) is also a shard's folder; merge into another folder")
                continue
            }
            guard files.isFolder(folder) else {
                problems.append("\(shown): error: not a shard's artifacts: no such folder"); continue
            }
            let summary = join(folder, summaryFile)
            let data: Data?
            do { data = try files.read(summary) } catch {
                problems.append("\(TerminalText.escaped(summary)): error: cannot read: \(TerminalText.escaped(reason(error)))"); continue
            }
            guard let data else {
                problems.append("\(shown): error: not a shard's artifacts: no \(summaryFile) (pass the folders "
                    + "that check --artifacts wrote)")
                continue
            }
            do {
                shards.append(ShardArtifacts(folder: folder, report: try JSONDecoder().decode(CheckReport.self, from: data)))
            } catch {
                problems.append("\(TerminalText.escaped(summary)): error: not a check summary: \(TerminalText.escaped(decodingReason(error)))")
            }
        }
        let shardNames = shards.map { $0.report.shard ?? "unsharded" }
        var outcome = MergeOutcome(report: nil, problems: problems, written: [],
                                   mergedLine: "\(shards.count) shard report\(shards.count == 1 ? "" : "s") merged"
                                       + (shards.isEmpty ? "" : " (\(shardNames.joined(separator: ", ")))"))
        guard !shards.isEmpty else {
            if outcome.problems.isEmpty { outcome.problems = ["error: no shard folder to merge"] }
            return outcome
        }
        let (report, mergeProblems) = merge(shards, artifactsDirectory: outputKey)
        outcome.problems += mergeProblems
        guard let report, outcome.problems.isEmpty else { return outcome }

        // The images the merged report links to, each from the shard that made it.
        var copies: [(from: String, to: String)] = []
        for s in shards {
            for e in s.report.entries where !e.name.isEmpty {
                for file in e.artifacts?.all ?? [] {
                    guard isSafeRelativePath(file) else {
                        outcome.problems.append("\(TerminalText.escaped(join(s.folder, summaryFile))): error: artifact path "
                            + "\(TerminalText.quoted(file)) leaves the artifacts folder")
                        continue
                    }
                    copies.append((join(s.folder, file), file))
                }
            }
        }
        var contents: [(String, Data)] = []
        for (from, to) in copies {
            do {
                guard let data = try files.read(from) else {
                    outcome.problems.append("\(TerminalText.escaped(from)): error: the shard's report links to this image, "
                        + "but it is not there; pass the whole artifacts folder")
                    continue
                }
                contents.append((to, data))
            } catch {
                outcome.problems.append("\(TerminalText.escaped(from)): error: cannot read: \(TerminalText.escaped(reason(error)))")
            }
        }
        guard outcome.problems.isEmpty else { return outcome }
        do {
            contents.append((summaryFile, try report.jsonData()))
        } catch {
            outcome.problems.append("error: cannot encode the merged summary: \(reason(error))")
            return outcome
        }
        contents.append(("junit.xml", Data(JUnitReport.render(report).utf8)))
        contents.append(("index.html", Data(HTMLReport.render(report).utf8)))
        for (name, data) in contents {
            do {
                try files.write(data, to: join(output, name))
                outcome.written.append(name)
            } catch {
                outcome.problems.append("\(TerminalText.escaped(join(output, name))): error: cannot write: "
                    + TerminalText.escaped(reason(error)))
                return outcome
            }
        }
        outcome.report = report
        return outcome
    }

    /// A path inside the artifacts folder: relative, no `..`, no empty or `.` segments.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func reason(_ error: any Error) -> String {
        if let e = error as? CocoaError, let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let text = strerror(Int32(underlying.code)) {
            return String(cString: text).lowercased()
        }
        return "\(error)"
    }

    private static func decodingReason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?: return "missing key \"\(path(c.codingPath + [key]))\""
        case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?: return "wrong value at \"\(path(c.codingPath))\""
        case .dataCorrupted(let c)?: return c.codingPath.isEmpty ? "not JSON" : "bad value at \"\(path(c.codingPath))\""
        default: return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        "/" + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }
}
