import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TableMock
import TableMockCheck
import Testing

/// `merge-reports`: shards merged into the report of one unsharded run, and every reason
/// to refuse, with an in-memory disk.
@Suite struct ReportMergeTests {
    /// Files in memory; paths are plain strings.
    final class MemoryFiles: ArtifactFileAccess, @unchecked Sendable {
        var files: [String: Data] = [:]
        var folders: Set<String> = []
        func read(_ path: String) throws -> Data? { files[path] }
        func isFolder(_ path: String) -> Bool { folders.contains(path) }
        func write(_ data: Data, to path: String) throws { files[path] = data }
    }

    /// A suite of `count` specs: every fifth fails with three images, every seventh was
    /// recorded, the rest pass; one path yielded no spec.
    static func unshardedEntries(count: Int) -> [CheckEntry] {
        var entries = [CheckEntry(name: "", format: "", spec: "missing", golden: "", status: .error,
                                  lines: ["missing: error: no such file or folder"])]
        for i in 0..<count {
            let name = "screens/s\(i)"
            if i % 5 == 0 {
                entries.append(CheckEntry(name: name, format: "png", spec: name + ".json", golden: "g/\(name).png", status: .failed,
                                          lines: ["differing pixels: \(i) of 100 — FAIL"],
                                          artifacts: .init(expected: name + ".expected.png", actual: name + ".actual.png",
                                                           diff: name + ".diff.png"), seconds: Double(i)))
            } else if i % 7 == 0 {
                entries.append(CheckEntry(name: name, format: "png", spec: name + ".json", golden: "g/\(name).png", status: .recorded,
                                          wroteGolden: true, lines: ["no golden yet"],
                                          artifacts: .init(expected: nil, actual: name + ".actual.png", diff: nil), seconds: 0.5))
            } else {
                entries.append(CheckEntry(name: name, format: "png", spec: name + ".json", golden: "g/\(name).png", status: .passed,
                                          lines: ["pixels: identical"], seconds: 0.25))
            }
            entries.append(CheckEntry(name: name, format: "svg", spec: name + ".json", golden: "g/\(name).svg", status: .passed,
                                      lines: ["bytes: identical"]))
        }
        return entries
    }

    /// Writes shard `k` of `n` of the suite as a check would, times changed, into `folder`.
    static func writeShard(_ k: Int, of n: Int, entries: [CheckEntry], folder: String, into fs: MemoryFiles) throws {
        let shard = Shard("\(k)/\(n)")!
        var report = CheckReport(goldenDirectory: "/w/g", artifactsDirectory: "/w/" + folder, recordMode: .missing,
                                 shard: shard.description,
                                 entries: entries.filter { $0.name.isEmpty || shard.contains($0.name) }.reversed())
        for i in report.entries.indices { report.entries[i].seconds += Double(k) * 10 }
        report.sortEntries()
        fs.folders.insert(folder)
        fs.files[folder + "/summary.json"] = try report.jsonData()
        for file in report.entries.flatMap({ $0.artifacts?.all ?? [] }) { fs.files[folder + "/" + file] = Data(file.utf8) }
    }

    static func withoutTimes(_ data: Data) throws -> Data {
        var report = try JSONDecoder().decode(CheckReport.self, from: data)
        for i in report.entries.indices { report.entries[i].seconds = 0 }
        return try report.jsonData()
    }

    @Test func fourShardsMergeIntoTheReportOfOneUnshardedRun() throws {
        let entries = Self.unshardedEntries(count: 40)
        var unsharded = CheckReport(goldenDirectory: "/w/g", artifactsDirectory: "/w/merged", recordMode: .missing, entries: entries)
        unsharded.sortEntries()
        let fs = MemoryFiles()
        for k in 1...4 { try Self.writeShard(k, of: 4, entries: entries, folder: "shard-\(k)", into: fs) }

        let outcome = ReportMerge.run(folders: ["shard-3", "shard-1", "shard-4", "shard-2"], output: "/w/merged", files: fs)
        #expect(outcome.problems == [])
        #expect(outcome.exitCode == 1)
        #expect(outcome.mergedLine == "4 shard reports merged (3/4, 1/4, 4/4, 2/4)")
        let merged = try #require(fs.files["/w/merged/summary.json"])
        #expect(try Self.withoutTimes(merged) == (try Self.withoutTimes(try unsharded.jsonData())))
        #expect(outcome.report?.summaryLine == "80 images of 40 specs: 68 passed, 8 failed, 4 recorded, 1 error")
        #expect(outcome.report?.summaryLine == unsharded.summaryLine)
        // Every image is copied, byte for byte, and nothing else is written.
        let images = HTMLReport.linkedFiles(unsharded)
        #expect(images.count == 8 * 3 + 4)
        for image in images { #expect(fs.files["/w/merged/" + image] == Data(image.utf8), "\(image)") }
        #expect(Set(outcome.written) == Set(images + ["summary.json", "junit.xml", "index.html"]))
        #expect(fs.files["/w/merged/junit.xml"].map { String(decoding: $0, as: UTF8.self) }
            == JUnitReport.render(try JSONDecoder().decode(CheckReport.self, from: merged)))
    }

    @Test func allPassingShardsExitZeroAndAnEmptyShardCounts() throws {
        let passing = Self.unshardedEntries(count: 3).filter { $0.status == .passed }
        let fs = MemoryFiles()
        // Three specs over eight shards: most shards hold none and still write a summary.
        for k in 1...8 { try Self.writeShard(k, of: 8, entries: passing, folder: "s\(k)", into: fs) }
        let outcome = ReportMerge.run(folders: (1...8).map { "s\($0)" }, output: "out", files: fs)
        #expect(outcome.problems == [] && outcome.exitCode == 0)
        #expect(outcome.report?.summaryLine == "5 images of 3 specs: 5 passed")
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var folders: [String]
        var prepare: @Sendable (MemoryFiles) throws -> Void
        var problems: [String]
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "no such folder", folders: ["nope"], prepare: { _ in },
                problems: ["nope: error: not a shard's artifacts: no such folder"]),
        Refusal(name: "a folder without summary.json", folders: ["a", "pics"], prepare: { fs in
            try writeShard(1, of: 1, entries: unshardedEntries(count: 2), folder: "a", into: fs)
            fs.folders.insert("pics")
        }, problems: ["pics: error: not a shard's artifacts: no summary.json (pass the folders that check --artifacts wrote)"]),
        Refusal(name: "a summary that is not a check's", folders: ["a"], prepare: { fs in
            fs.folders.insert("a"); fs.files["a/summary.json"] = Data(#"{"files": []}"#.utf8)
        }, problems: [#"a/summary.json: error: not a check summary: missing key "/goldenDirectory""#]),
        Refusal(name: "two shards claim one spec", folders: ["a", "b"], prepare: { fs in
            try writeShard(1, of: 2, entries: unshardedEntries(count: 6), folder: "a", into: fs)
            try writeShard(2, of: 2, entries: unshardedEntries(count: 6), folder: "b", into: fs)
            var r = try JSONDecoder().decode(CheckReport.self, from: fs.files["b/summary.json"]!)
            let a = try JSONDecoder().decode(CheckReport.self, from: fs.files["a/summary.json"]!)
            r.entries.append(a.entries.last!)
            fs.files["b/summary.json"] = try r.jsonData()
        }, problems: [#"error: a (shard 1/2) and b (shard 2/2) both checked "screens/s4" (screens/s4.json); each spec belongs to one shard"#]),
        Refusal(name: "a missing shard", folders: ["a", "c"], prepare: { fs in
            try writeShard(1, of: 3, entries: unshardedEntries(count: 6), folder: "a", into: fs)
            try writeShard(3, of: 3, entries: unshardedEntries(count: 6), folder: "c", into: fs)
        }, problems: ["error: missing shard 2/3 of the split; pass every shard's artifacts folder (a shard that checked no spec writes one too)"]),
        Refusal(name: "shards of two splits", folders: ["a", "b"], prepare: { fs in
            try writeShard(1, of: 2, entries: [], folder: "a", into: fs)
            try writeShard(2, of: 3, entries: [], folder: "b", into: fs)
        }, problems: ["b: error: shard 2/3 is of another split than a (shard 1/2); merge the shards of one run"]),
        Refusal(name: "one shard twice", folders: ["a", "b"], prepare: { fs in
            try writeShard(1, of: 1, entries: [], folder: "a", into: fs)
            try writeShard(1, of: 1, entries: [], folder: "b", into: fs)
        }, problems: ["b: error: shard 1/1 is given twice, also as a"]),
        Refusal(name: "the output among the inputs", folders: ["out", "out/"], prepare: { _ in },
                problems: ["out: error: the output folder (--artifacts) is also a shard's folder; merge into another folder",
                           "out/: error: this folder is given twice"]),
        Refusal(name: "an image path leaving the folder", folders: ["a"], prepare: { fs in
            fs.folders.insert("a")
            let r = CheckReport(goldenDirectory: "g", artifactsDirectory: "a", recordMode: .never, entries: [
                CheckEntry(name: "x", format: "png", spec: "x.json", golden: "g/x.png", status: .missing,
                           artifacts: .init(expected: nil, actual: "../../etc/x.png", diff: nil))])
            fs.files["a/summary.json"] = try r.jsonData()
        }, problems: [#"a/summary.json: error: artifact path "../../etc/x.png" leaves the artifacts folder"#]),
        Refusal(name: "an image the report links to is gone", folders: ["a\u{1B}[2J"], prepare: { fs in
            try writeShard(1, of: 1, entries: unshardedEntries(count: 1), folder: "a\u{1B}[2J", into: fs)
            fs.files["a\u{1B}[2J/screens/s0.diff.png"] = nil
        }, problems: [#"a\u001B[2J/screens/s0.diff.png: error: the shard's report links to this image, but it is not there; pass the whole artifacts folder"#]),
    ]

    @Test(arguments: refusals) func refusesAndWritesNothing(_ r: Refusal) throws {
        let fs = MemoryFiles()
        try r.prepare(fs)
        let before = fs.files
        let outcome = ReportMerge.run(folders: r.folders, output: "out", files: fs)
        #expect(outcome.problems == r.problems)
        #expect(outcome.exitCode == 2)
        #expect(fs.files == before)
    }

    @Test func pathErrorsReportedByEveryShardAreKeptOnce() throws {
        let fs = MemoryFiles()
        for k in 1...3 { try Self.writeShard(k, of: 3, entries: Self.unshardedEntries(count: 4), folder: "s\(k)", into: fs) }
        let outcome = ReportMerge.run(folders: ["s1", "s2", "s3"], output: "out", files: fs)
        #expect(outcome.report?.entries.filter { $0.name.isEmpty }.map(\.spec) == ["missing"])
        #expect(outcome.report?.entries.first?.name == "")
    }

    @Test func entriesAreSortedByNameThenFormat() {
        var report = CheckReport(goldenDirectory: "g", artifactsDirectory: "a", recordMode: .missing, entries: [
            CheckEntry(name: "b", format: "pdf", spec: "b.json", golden: "", status: .passed),
            CheckEntry(name: "b", format: "png", spec: "b.json", golden: "", status: .passed),
            CheckEntry(name: "a/z", format: "svg", spec: "a/z.yaml", golden: "", status: .passed),
            CheckEntry(name: "", format: "", spec: "zz", golden: "", status: .error),
            CheckEntry(name: "b", format: "svg", spec: "b.json", golden: "", status: .passed),
            CheckEntry(name: "a", format: "", spec: "a.json", golden: "", status: .error),
            CheckEntry(name: "", format: "", spec: "aa", golden: "", status: .error),
        ])
        report.sortEntries()
        #expect(report.entries.map { $0.name + "." + $0.format + "@" + $0.spec }
            == [".@aa", ".@zz", "a.@a.json", "a/z.svg@a/z.yaml", "b.png@b.json", "b.svg@b.json", "b.pdf@b.json"])
    }

    @Test func junitIsWellFormedForAnyFileName() throws {
        let hostile = "a\u{1}b\u{1B}[31m\"<&>'\r\n\u{FFFE}é"
        let report = CheckReport(goldenDirectory: "g", artifactsDirectory: "a", recordMode: .missing, entries: [
            CheckEntry(name: hostile, format: "png", spec: hostile + ".json", golden: "", status: .failed, lines: [hostile + " — FAIL"]),
        ])
        let xml = JUnitReport.render(report)
        #expect(xml.contains(#"name="a\u0001b\u001B[31m&quot;&lt;&amp;&gt;&#39;&#13;&#10;\uFFFEé.png""#))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}

extension ReportMergeTests {
    @Test func goldensWrittenWithoutADifferenceAreCountedInOneLine() {
        func entry(_ name: String, _ status: CheckEntry.Status, wrote: Bool) -> CheckEntry {
            CheckEntry(name: name, format: "png", spec: name + ".json", golden: "", status: status, wroteGolden: wrote)
        }
        var report = CheckReport(goldenDirectory: "g", artifactsDirectory: "a", recordMode: .all, entries: [
            entry("a", .recorded, wrote: true), entry("b", .recorded, wrote: true), entry("c", .passed, wrote: true),
            entry("d", .failed, wrote: true), entry("e", .passed, wrote: false), entry("f", .missing, wrote: false),
        ])
        #expect(report.entries.map(\.isQuietWrite) == [true, true, true, false, false, false])
        #expect(report.quietWritesLine(goldenFolder: "gold\u{1B}ens")
            == #"wrote 3 goldens in gold\u001Bens (2 new, 1 unchanged); look at the new ones, then commit them (--verbose names each)"#)
        report.entries = [entry("c", .passed, wrote: true)]
        #expect(report.quietWritesLine(goldenFolder: "g") == "wrote 1 golden in g (1 unchanged) (--verbose names each)")
        report.entries = [entry("d", .failed, wrote: true)]
        #expect(report.quietWritesLine(goldenFolder: "g") == nil)
    }
}
