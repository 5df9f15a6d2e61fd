import Foundation
import TableMockTestSupport
import Testing

/// `tablemock check` end to end: exit codes, record modes, the CI default, artifacts and
/// the HTML report, shards and prune. Runs the built binary.
@Suite struct CheckCommandTests {
    typealias Run = CLITests.Result

    static func run(_ args: [String], in dir: URL, environment: [String: String] = [:]) throws -> Run {
        try CLITests.run(["check"] + args, in: dir, environment: environment)
    }

    /// A suite: two specs in specs/, one of them drawn with a theme file in themes/.
    static func suite() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-check-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#C8C7CC"}}"##, "themes/brand.json", in: dir)
        try write("""
            {"theme": "../themes/brand.json", "device": "iphone-5", "scale": 1,
             "table": {"style": "grouped", "sections": [{"rows": [{"title": "One"}, {"title": "Two"}]}]}}
            """, "specs/branded.json", in: dir)
        try write("""
            {"device": "iphone-5", "scale": 1, "table": {"sections": [{"rows": [{"title": "Plain"}]}]}}
            """, "specs/plain.json", in: dir)
        return dir
    }

    static func write(_ text: String, _ path: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(path))
    }

    static func exists(_ path: String, in dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path)
    }

    @Test func recordsMissingGoldensFailsThenPasses() throws {
        let dir = try Self.suite()
        let first = try Self.run(["specs", "--golden", "goldens"], in: dir)
        #expect(first.status == 1)
        // One line for every golden recorded; --verbose names each.
        #expect(first.stderr == "wrote 2 goldens in goldens (2 new); look at the new ones, then commit them (--verbose names each)\n",
                "\(first.stderr)")
        #expect(Self.exists("goldens/plain.png", in: dir) && Self.exists("goldens/tablemock-fingerprint.json", in: dir))
        let second = try Self.run(["specs", "--golden", "goldens"], in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("2 images of 2 specs: 2 passed (record mode missing: default)"), "\(second.stdout)")
        #expect(second.stdout.contains("report: tablemock-check-results/index.html"))
    }

    @Test func aThemeColourChangeFailsWithNumbersImagesAndAReport() throws {
        let dir = try Self.suite()
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        try Self.write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#FF0000"}}"##, "themes/brand.json", in: dir)
        let plainBefore = try Data(contentsOf: dir.appendingPathComponent("goldens/plain.png"))
        let brandedBefore = try Data(contentsOf: dir.appendingPathComponent("goldens/branded.png"))

        let failing = try Self.run(["specs", "--golden", "goldens", "--artifacts", "art"], in: dir)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("branded.png: FAILED (specs/branded.json)"), "\(failing.stderr)")
        #expect(failing.stderr.contains("(max 0, default; change with --max-diff-ratio) — FAIL"))
        #expect(failing.stderr.contains("changes within x "))
        #expect(failing.stderr.contains("environment: unchanged since the golden was recorded"))
        for role in ["expected", "actual", "diff"] { #expect(Self.exists("art/branded.\(role).png", in: dir)) }
        #expect(!Self.exists("art/plain.diff.png", in: dir))
        try expectReportLinksExist(in: dir.appendingPathComponent("art"))
        let junit = try String(contentsOf: dir.appendingPathComponent("art/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"failures="1""#))

        // --record failed rewrites only the golden that differs, and still fails.
        let recording = try Self.run(["specs", "--golden", "goldens", "--record", "failed"], in: dir)
        #expect(recording.status == 1)
        #expect(recording.stderr.contains("re-recorded goldens/branded.png (--record failed)"))
        #expect(recording.stdout.contains("\n2 images of 2 specs: 1 passed, 1 failed; 1 golden re-recorded (record mode failed: flag)\n"),
                "\(recording.stdout)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/plain.png")) == plainBefore)
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/branded.png")) != brandedBefore)
        #expect(try Self.run(["specs", "--golden", "goldens"], in: dir).status == 0)
    }

    @Test func flagsAndConfigFileThresholdsSayWhereTheyCameFrom() throws {
        let dir = try Self.suite()
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        try Self.write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#FF0000"}}"##, "themes/brand.json", in: dir)
        try Self.write(#"{"maxWindowDensity": 0.5, "specs": {"branded": {"maxDiffRatio": 0.5}}}"#,
                       "goldens/tablemock-check.json", in: dir)
        let loose = try Self.run(["specs", "--golden", "goldens", "--max-diff-ratio", "0.0001"], in: dir)
        #expect(loose.status == 0, "\(loose.stderr)")
        let tight = try Self.run(["specs", "--golden", "goldens", "--max-window-density", "0.01"], in: dir)
        #expect(tight.status == 1)
        #expect(tight.stderr.contains("(max 0.5, per-spec override of maxDiffRatio in goldens/tablemock-check.json)"),
                "\(tight.stderr)")
        #expect(tight.stderr.contains("(max 0.01, flag --max-window-density) — FAIL"), "\(tight.stderr)")
        // Every source is named: the window size's, the --no- spelling, and which config file.
        #expect(tight.stderr.contains("worst 16×16 window (size: default; change with --window-size): "), "\(tight.stderr)")
        try Self.write(#"{"maxWindowDensity": 0.01}"#, "goldens/tablemock-check.json", in: dir)
        let spelled = try Self.run(["specs", "--golden", "goldens", "--no-ignore-anti-aliasing", "--window-size", "8"], in: dir)
        #expect(spelled.status == 1)
        #expect(spelled.stderr.contains("anti-aliased pixels counted (flag --no-ignore-anti-aliasing)"), "\(spelled.stderr)")
        #expect(spelled.stderr.contains("worst 8×8 window (size: flag --window-size): "), "\(spelled.stderr)")
        #expect(spelled.stderr.contains("(max 0.01, config file key maxWindowDensity in goldens/tablemock-check.json) — FAIL"),
                "\(spelled.stderr)")
        try Self.write(#"{"record": "never"}"#, "goldens/tablemock-check.json", in: dir)
        #expect(try Self.run(["specs", "--golden", "goldens"], in: dir).stdout
            .contains("(record mode never: config file goldens/tablemock-check.json)"))
    }

    @Test func ciDefaultsToNeverAndMissingGoldensFail() throws {
        let dir = try Self.suite()
        let r = try Self.run(["specs", "--golden", "goldens"], in: dir, environment: ["CI": "true"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("record mode never: default, because CI is set"))
        #expect(r.stderr.contains("""
              no golden at goldens/plain.png; not recorded, because the record mode is never (run with --record missing to write it)
            """), "\(r.stderr)")
        #expect(!r.stderr.contains("writes nothing"))
        #expect(!Self.exists("goldens/plain.png", in: dir))
        try expectReportLinksExist(in: dir.appendingPathComponent("tablemock-check-results"))
    }

    @Test func couldNotRunExitsTwo() throws {
        let dir = try Self.suite()
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        try Self.write(#"{"table": {"sections": [{"rows": [{"title": 1, "accesory": "x"}]}]}}"#, "specs/bad.json", in: dir)
        let badSpec = try Self.run(["specs", "--golden", "goldens"], in: dir)
        #expect(badSpec.status == 2)
        #expect(badSpec.stderr.contains("specs/bad.json:1:"), "\(badSpec.stderr)")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/bad.json"))

        try Self.write("not a png", "goldens/plain.png", in: dir)
        let corrupt = try Self.run(["specs", "--golden", "goldens"], in: dir)
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("goldens/plain.png: error: PNG decoding failed"), "\(corrupt.stderr)")

        #expect(try Self.run(["specs"], in: dir).status == 2)
        #expect(try Self.run(["specs", "--golden", "goldens", "--threshold=-1"], in: dir).status == 2)
        try Self.write(#"{"maxDifRatio": 0}"#, "goldens/tablemock-check.json", in: dir)
        let config = try Self.run(["specs", "--golden", "goldens"], in: dir)
        #expect(config.status == 2)
        #expect(config.stderr.contains(#"unknown key "maxDifRatio"; did you mean "maxDiffRatio"?"#))
    }

    @Test func shardsSplitTheSuiteAndPruneListsOrphans() throws {
        let dir = try Self.suite()
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        let counts = try (1...2).map { k -> Int in
            let r = try Self.run(["specs", "--golden", "goldens", "--shard", "\(k)/2"], in: dir)
            #expect(r.status == 0)
            return Int(r.stdout.prefix { $0.isNumber }) ?? -1
        }
        #expect(counts.reduce(0, +) == 2)
        try Data().write(to: dir.appendingPathComponent("goldens/old-screen.png"))
        let prune = try Self.run(["specs", "--golden", "goldens", "--prune"], in: dir)
        #expect(prune.stdout.contains("prune: goldens/old-screen.png is produced by no spec"), "\(prune.stdout)")
        #expect(!prune.stdout.contains("plain.layout.json"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/plain.json"))
        let gone = try Self.run(["specs", "--golden", "goldens", "--prune"], in: dir)
        #expect(gone.stdout.contains("prune: goldens/plain.layout.json is produced by no spec\n"), "\(gone.stdout)")
        #expect(gone.stdout.contains("prune: goldens/plain.png is produced by no spec\n"))
        #expect(!prune.stdout.contains("plain.png is produced"))
    }

    @Test func theShardComesFromTheEnginesVariablesAndTheRunSaysWhich() throws {
        let dir = try Self.suite()
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        let flagged = try Self.run(["specs", "--golden", "goldens", "--shard", "1/1"], in: dir,
                                   environment: ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"])
        #expect(flagged.status == 0 && flagged.stdout.contains("\nshard 1/1 from --shard (--shard 1/1)\n"), "\(flagged.stdout)")
        var checked: [Int] = []
        for index in 0..<2 {
            let status = dir.appendingPathComponent("status-\(index)")
            let r = try Self.run(["specs", "--golden", "goldens"], in: dir,
                                 environment: ["TEST_SHARD_INDEX": "\(index)", "TEST_TOTAL_SHARDS": "2",
                                               "TEST_SHARD_STATUS_FILE": status.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("\nshard \(index + 1)/2 from Bazel test sharding (TEST_SHARD_INDEX=\(index), TEST_TOTAL_SHARDS=2)\n"),
                    "\(r.stdout)")
            #expect(FileManager.default.fileExists(atPath: status.path))
            checked.append(Int(r.stdout.prefix { $0.isNumber }) ?? -1)
        }
        #expect(checked.reduce(0, +) == 2)
        let bad = try Self.run(["specs", "--golden", "goldens"], in: dir, environment: ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "2"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "error: GitLab CI parallel: CI_NODE_INDEX=3, CI_NODE_TOTAL=2 is outside the shards: "
            + "CI_NODE_INDEX counts from 1, so it must be in 1...2\n")
    }

    @Test func mergedShardReportsEqualTheUnshardedReport() throws {
        let dir = try Self.suite()
        try Self.write("""
            {"device": "iphone-5", "scale": 1, "table": {"sections": [{"rows": [{"title": "Third"}]}]}}
            """, "specs/third.json", in: dir)
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        try Self.write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#FF0000"}}"##, "themes/brand.json", in: dir)
        let full = try Self.run(["specs", "--golden", "goldens", "--artifacts", "merged"], in: dir)
        #expect(full.status == 1)
        let fm = FileManager.default
        try fm.moveItem(at: dir.appendingPathComponent("merged"), to: dir.appendingPathComponent("full"))
        for k in 1...3 {
            _ = try Self.run(["specs", "--golden", "goldens", "--artifacts", "shard-\(k)"], in: dir,
                             environment: ["CI_NODE_INDEX": "\(k)", "CI_NODE_TOTAL": "3"])
        }
        let merge = try CLITests.run(["merge-reports", "shard-1", "shard-2", "shard-3", "--artifacts", "merged"], in: dir)
        #expect(merge.status == 1, "\(merge.stderr)")
        #expect(merge.stderr == "branded.png: FAILED (specs/branded.json)\n")
        #expect(merge.stdout == "3 shard reports merged (1/3, 2/3, 3/3)\n3 images of 3 specs: 2 passed, 1 failed\n"
            + "report: merged/index.html\n")
        func withoutTimes(_ folder: String) throws -> String {
            let text = try String(contentsOf: dir.appendingPathComponent(folder + "/summary.json"), encoding: .utf8)
            return text.replacingOccurrences(of: #""seconds" : [0-9.e-]+"#, with: "", options: .regularExpression)
        }
        #expect(try withoutTimes("merged") == (try withoutTimes("full")))
        for image in ["branded.expected.png", "branded.actual.png", "branded.diff.png"] {
            #expect(fm.contentsEqual(atPath: dir.appendingPathComponent("merged/" + image).path,
                                     andPath: dir.appendingPathComponent("full/" + image).path))
        }
        try expectReportLinksExist(in: dir.appendingPathComponent("merged"))
        let usage = try CLITests.run(["merge-reports", "shard-1"], in: dir)
        #expect(usage.status == 2 && usage.stderr.contains("Missing expected argument '--artifacts <artifacts>'"), "\(usage.stderr)")
        let notShards = try CLITests.run(["merge-reports", "shard-1", "specs", "--artifacts", "m2"], in: dir)
        #expect(notShards.status == 2)
        #expect(notShards.stderr == "specs: error: not a shard's artifacts: no summary.json (pass the folders that check --artifacts wrote)\n"
            + "error: missing shards 2/3, 3/3 of the split; pass every shard's artifacts folder (a shard that checked no spec writes one too)\n")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("m2").path))
    }

    @Test func aDifferingImageSaysWhatChangedInTheLayout() throws {
        let dir = try Self.suite()
        _ = try Self.run(["specs", "--golden", "goldens"], in: dir)
        let recorded = try String(contentsOf: dir.appendingPathComponent("goldens/plain.layout.json"), encoding: .utf8)
        #expect(recorded.hasPrefix(##"{"background":"#FFFFFF","canvas":{"height":568,"scale":1,"width":320},"contentHeight":44,"items":["## + "\n"),
                "\(recorded)")
        try Self.write("""
            {"device": "iphone-5", "scale": 1, "table": {"sections": [{"rows": [{"title": "Plain renamed", "accessory": "checkmark"}]}]}}
            """, "specs/plain.json", in: dir)
        try Self.write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#FF0000"}}"##, "themes/brand.json", in: dir)
        let r = try Self.run(["specs", "--golden", "goldens", "--artifacts", "art"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("""
              layout: 2 changes since the golden was recorded:
                section 0 row 0: title "Plain" → "Plain renamed"
                section 0 row 0: accessory added (checkmark)

            """), "\(r.stderr)")
        #expect(r.stderr.contains("""
              layout: 1 change since the golden was recorded:
                every separator (3): colour #C8C7CC → #FF0000

            """), "\(r.stderr)")
        let summary = try JSONDecoder().decode(CheckSummaryLayout.self, from: Data(contentsOf: dir.appendingPathComponent("art/summary.json")))
        #expect(summary.entries.map { $0.layoutChanges?.map(\.text) ?? [] } == [
            ["every separator (3): colour #C8C7CC → #FF0000"],
            [#"section 0 row 0: title "Plain" → "Plain renamed""#, "section 0 row 0: accessory added (checkmark)"],
        ])
        let html = try String(contentsOf: dir.appendingPathComponent("art/index.html"), encoding: .utf8)
        #expect(html.contains(#"<div class="mark" style="left:15px;top:11px;width:"#), "\(html)")

        // Pixels that differ from the same layout: the change is in the drawing. A golden with
        // no recorded layout compares as before, with no layout line.
        _ = try Self.run(["specs", "--golden", "goldens", "--record", "all"], in: dir)
        let fm = FileManager.default
        try fm.removeItem(at: dir.appendingPathComponent("goldens/plain.png"))
        try fm.copyItem(at: dir.appendingPathComponent("goldens/branded.png"), to: dir.appendingPathComponent("goldens/plain.png"))
        try fm.removeItem(at: dir.appendingPathComponent("goldens/branded.layout.json"))
        try Self.write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#00FF00"}}"##, "themes/brand.json", in: dir)
        let drawn = try Self.run(["specs", "--golden", "goldens"], in: dir)
        #expect(drawn.stderr.contains("  layout: unchanged since the golden was recorded, so the difference is in drawing, "
            + "fonts or libraries (see the environment line)\n"), "\(drawn.stderr)")
        #expect(drawn.stderr.components(separatedBy: "layout:").count == 2)
    }

    @Test func parallelJobsGiveTheResultsFilesAndOutputOfOneJob() throws {
        let dir = try Self.suite()
        for i in 0..<6 {
            try Self.write("""
                {"device": "iphone-5", "scale": 1, "table": {"sections": [{"rows": [{"title": "Row \(i)"}]}]}}
                """, "specs/more-\(i).json", in: dir)
        }
        _ = try Self.run(["specs", "--golden", "goldens", "--jobs", "1"], in: dir)
        try Self.write(##"{"name": "brand", "extends": "ios7", "colors": {"separator": "#FF0000"}}"##, "themes/brand.json", in: dir)
        try Self.write("""
            {"device": "iphone-5", "scale": 1, "table": {"sections": [{"rows": [{"title": "Row 3 changed"}]}]}}
            """, "specs/more-3.json", in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("goldens/more-5.png"))
        let fm = FileManager.default
        try fm.copyItem(at: dir.appendingPathComponent("goldens"), to: dir.appendingPathComponent("goldens-copy"))
        let one = try Self.run(["specs", "--golden", "goldens", "--jobs", "1", "--artifacts", "art-1", "--verbose"], in: dir)
        let three = try Self.run(["specs", "--golden", "goldens-copy", "--jobs", "3", "--artifacts", "art-3", "--verbose"], in: dir)
        #expect(one.status == 1 && three.status == 1)
        #expect(three.stderr == one.stderr.replacingOccurrences(of: "goldens/", with: "goldens-copy/")
            .replacingOccurrences(of: "art-1/", with: "art-3/"))
        #expect(three.stdout == one.stdout.replacingOccurrences(of: "goldens/", with: "goldens-copy/")
            .replacingOccurrences(of: "art-1/", with: "art-3/"))
        #expect(one.stderr.contains("more-3.png: FAILED") && one.stderr.contains("more-5.png: RECORDED"))
        #expect(one.stderr.contains("  no golden yet; recorded goldens/more-5.png — look at it, then commit it\n"))
        let quiet = try Self.run(["specs", "--golden", "goldens", "--record", "all", "--artifacts", "art-q"], in: dir)
        #expect(quiet.stderr.hasSuffix("wrote 6 goldens in goldens (6 unchanged) (--verbose names each)\n"), "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("PASSED"))
        let files1 = try fm.subpathsOfDirectory(atPath: dir.appendingPathComponent("art-1").path).sorted()
        #expect(try fm.subpathsOfDirectory(atPath: dir.appendingPathComponent("art-3").path).sorted() == files1)
        for file in files1 where file.hasSuffix(".png") {
            #expect(fm.contentsEqual(atPath: dir.appendingPathComponent("art-1/" + file).path,
                                     andPath: dir.appendingPathComponent("art-3/" + file).path), "\(file)")
        }
        for file in ["more-5.png", "more-5.layout.json", "tablemock-fingerprint.json"] {
            #expect(fm.contentsEqual(atPath: dir.appendingPathComponent("goldens/" + file).path,
                                     andPath: dir.appendingPathComponent("goldens-copy/" + file).path), "\(file)")
        }
        let bad = try Self.run(["specs", "--golden", "goldens", "--jobs", "0"], in: dir)
        #expect(bad.status == 2 && bad.stderr == "error: --jobs must be at least 1 (got 0)\n")
    }

    struct CheckSummaryLayout: Decodable {
        struct Entry: Decodable { struct Change: Decodable { var text: String }; var layoutChanges: [Change]? }
        var entries: [Entry]
    }

    /// Every `src`/`href` of the HTML report names a file that exists.
    func expectReportLinksExist(in artifacts: URL) throws {
        let html = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?:src|href)="([^"]+)""#)
        let links = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!]).removingPercentEncoding!
        }
        #expect(!links.isEmpty)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(link).path), "missing \(link)")
        }
    }
}
