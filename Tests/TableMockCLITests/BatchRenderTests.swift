import Foundation
import TableMockRaster
import TableMockTestSupport
import Testing

/// Batch rendering: parallel jobs, variants, the cache, standard input, shards, the JSON
/// summary and `watch`, all through the built binary.
@Suite struct BatchRenderTests {
    typealias CLI = CLITests
    static let fm = FileManager.default

    static func write(_ text: String, _ path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Every regular file under `dir` (hidden ones too), relative path -> bytes.
    static func files(in dir: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = dir.standardizedFileURL.path
        guard let walker = fm.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in walker where !url.hasDirectoryPath {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root), (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            result[String(path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func statuses(_ result: CLI.Result) throws -> [String: String] {
        let specs = try #require(try json(result.stdout)["specs"] as? [[String: Any]])
        var statuses: [String: String] = [:]
        for spec in specs { statuses[spec["file"] as? String ?? ""] = spec["status"] as? String }
        return statuses
    }

    /// The samples (with their images) in a fresh folder, so outputs and caches stay private.
    static func samplesCopy() throws -> URL {
        let dir = try CLI.scratch()
        try fm.copyItem(at: GoldenImages.repositoryRoot.appendingPathComponent("Samples"),
                        to: dir.appendingPathComponent("Samples"))
        return dir
    }

    /// A user theme with a dark appearance: ios13's, with the brand's tint.
    static let darkTheme = """
        {"extends": "ios13",
         "colors": {"tint": {"light": "#D0021B", "dark": "#FF453A"},
                    "cellBackground": {"light": "#FFFFFF", "dark": "#1C1C1E"}}}
        """

    // MARK: Parallel

    @Test func parallelJobsWriteTheSameBytesAsOneJob() throws {
        let dir = try Self.samplesCopy()
        let serial = try CLI.run(["render", "Samples", "-o", "serial", "--format", "png,svg,pdf", "--jobs", "1"], in: dir)
        let parallel = try CLI.run(["render", "Samples", "-o", "parallel", "--format", "png,svg,pdf", "--jobs", "3"], in: dir)
        #expect(serial.status == parallel.status)
        var a = try Self.files(in: dir.appendingPathComponent("serial"))
        var b = try Self.files(in: dir.appendingPathComponent("parallel"))
        // The cache manifests name their own folder's files; the pictures must be identical.
        a["\(".tablemock-cache.json")"] = nil
        b["\(".tablemock-cache.json")"] = nil
        // Three files for every sample and for the custom theme's spec.
        #expect(a.count == 3 * (GoldenImages.samples.count + 1))
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in a { #expect(b[path] == data, "\(path) differs between --jobs 1 and --jobs 3") }
        // Error lines come in input order whatever the number of jobs.
        let errorLines = { (r: CLI.Result) in r.stderr.split(separator: "\n").filter { $0.contains(": error: ") } }
        #expect(errorLines(serial) == errorLines(parallel))
    }

    @Test func aBadSpecInAParallelBatchFailsAloneWithItsErrorLine() throws {
        let dir = try CLI.scratch()
        for i in 0..<6 { try Self.write(CLI.good, "specs/good-\(i).json", in: dir) }
        try Self.write(CLI.bad, "specs/bad.json", in: dir)
        let r = try CLI.run(["render", "specs", "-o", "out", "--jobs", "2"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("""
            specs/bad.json:5:49: error: /table/sections/0/rows/0/accessory: unknown accessory "disclosure"; did you mean "disclosureIndicator"?
            """), "\(r.stderr)")
        #expect(r.stderr.contains("1 of 7 specs failed"))
        #expect(try Self.files(in: dir.appendingPathComponent("out")).keys.filter { $0.hasSuffix(".png") }.count == 6)
    }

    @Test func progressIsPlainLinesWithoutATerminal() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "good.json", in: dir)
        let r = try CLI.run(["render", "good.json", "-o", "out"], in: dir)
        #expect(r.status == 0)
        #expect(!r.stderr.contains("\r") && !r.stderr.contains("\u{1B}"))
        #expect(r.stderr.contains("rendered 1 spec (1 file)"), "\(r.stderr)")
        let quiet = try CLI.run(["render", "good.json", "-o", "out", "--quiet", "--force"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    // MARK: Variants

    @Test func scalesAndAppearancesWriteSixFilesPerSpec() throws {
        let dir = try CLI.scratch()
        try Self.write(Self.darkTheme, "themes/night.json", in: dir)
        try Self.write("""
            {"theme": "../themes/night.json", "device": "iphone-5", "table": {"sections": [{"rows": [{"title": "Hello"}]}]}}
            """, "specs/list.json", in: dir)
        let r = try CLI.run(["render", "specs", "-o", "out", "--scale", "1,2,3", "--appearance", "light,dark"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let names = try Self.files(in: dir.appendingPathComponent("out")).keys.filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["list-dark.png", "list-dark@2x.png", "list-dark@3x.png", "list.png", "list@2x.png", "list@3x.png"])
        for (name, scale) in [("list", 1), ("list@2x", 2), ("list-dark@3x", 3)] {
            let image = try PNGCodec.decode(try Data(contentsOf: dir.appendingPathComponent("out/\(name).png")))
            #expect(image.width == 320 * scale && image.height == 568 * scale, "\(name)")
        }
        let light = try PNGCodec.decode(try Data(contentsOf: dir.appendingPathComponent("out/list.png")))
        let dark = try PNGCodec.decode(try Data(contentsOf: dir.appendingPathComponent("out/list-dark.png")))
        #expect(light[5, 500] == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(dark[5, 500] == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func aSingleScaleOrAppearanceKeepsThePlainName() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "good.json", in: dir)
        let r = try CLI.run(["render", "good.json", "-o", "out", "--scale", "3"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.decode(try Data(contentsOf: dir.appendingPathComponent("out/good.png")))
        #expect(image.width == 960)
    }

    @Test func darkOnAThemeWithoutDarkColoursFailsThatSpec() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "good.json", in: dir)
        let r = try CLI.run(["render", "good.json", "-o", "out", "--appearance", "light,dark"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("good.json"), "\(r.stderr)")
        #expect(r.stderr.contains("has no dark appearance"), "\(r.stderr)")
        #expect(!Self.fm.fileExists(atPath: dir.appendingPathComponent("out/good.png").path))
    }

    /// A theme on ios7 that darkens only the label would draw white text on white: the
    /// spec fails, and the error names the theme file and every role still light-only.
    @Test func darkOnAPartlyDarkThemeFailsThatSpecAndNamesTheTheme() throws {
        let dir = try CLI.scratch()
        try Self.write("""
            {"extends": "ios7",
             "colors": {"label": {"light": "#000000", "dark": "#FFFFFF"}}}
            """, "half.theme.json", in: dir)
        try Self.write("""
            {"theme": "half.theme.json", "device": "iphone-5", "table": {"sections": [{"rows": [{"title": "Hello"}]}]}}
            """, "spec.json", in: dir)
        let r = try CLI.run(["render", "spec.json", "-o", "out", "--appearance", "dark"], in: dir)
        #expect(r.status == 1)
        let line = r.stderr.split(separator: "\n").first { $0.contains("has no dark value") }.map(String.init) ?? ""
        #expect(line.hasSuffix("""
            half.theme.json:2:12: error: /colors: theme "half" has no dark value for plainBackground, groupedBackground, \
            cellBackground, groupedCellBackground, plainHeaderBackground, plainHeaderBackgroundBottom, highlightedBackground, \
            highlightedBackgroundBottom, selectedBackground, secondaryLabel, subtitleDetail, value2Detail, plainHeaderText, \
            groupedHeaderText, groupedFooterText, tableHeaderText, accessoryText, loadingText, so its dark appearance would \
            draw text on light backgrounds; give each {"light": ..., "dark": ...} (the same value twice for a colour meant for \
            both), or extend a theme with a dark appearance such as "ios13"
            """), "\(r.stderr)")
        #expect(!Self.fm.fileExists(atPath: dir.appendingPathComponent("out/spec.png").path))
    }

    // MARK: Cache

    @Test func anUnchangedSpecIsSkippedAndAChangedOneRendersAgain() throws {
        let dir = try CLI.scratch()
        try Self.write(Self.darkTheme, "night.json", in: dir)
        try Self.write(CLI.good, "a.json", in: dir)
        try Self.write("""
            {"theme": "night.json", "device": "iphone-5", "table": {"sections": [{"rows": [{"title": "B"}]}]}}
            """, "b.json", in: dir)
        let args = ["render", "a.json", "b.json", "-o", "out", "--json"]
        let first = try CLI.run(args, in: dir)
        #expect(try Self.statuses(first) == ["a.json": "rendered", "b.json": "rendered"], "\(first.stderr)")
        let output = dir.appendingPathComponent("out/a.png").path
        let written = try Self.fm.attributesOfItem(atPath: output)[.modificationDate] as? Date

        let second = try CLI.run(args, in: dir)
        #expect(try Self.statuses(second) == ["a.json": "up-to-date", "b.json": "up-to-date"])
        #expect(second.stderr.contains("2 up to date"), "\(second.stderr)")
        #expect(try Self.fm.attributesOfItem(atPath: output)[.modificationDate] as? Date == written)

        // The same bytes written again: still up to date. Other bytes: rendered.
        try Self.write(CLI.good, "a.json", in: dir)
        #expect(try Self.statuses(try CLI.run(args, in: dir))["a.json"] == "up-to-date")
        try Self.write(CLI.good.replacingOccurrences(of: "Hello", with: "Hello again"), "a.json", in: dir)
        #expect(try Self.statuses(try CLI.run(args, in: dir)) == ["a.json": "rendered", "b.json": "up-to-date"])

        // A theme edit renders the specs that use it; so does a missing output, and --force.
        try Self.write(Self.darkTheme.replacingOccurrences(of: "#1C1C1E", with: "#2C2C2E"), "night.json", in: dir)
        #expect(try Self.statuses(try CLI.run(args, in: dir)) == ["a.json": "up-to-date", "b.json": "rendered"])
        try Self.fm.removeItem(atPath: output)
        #expect(try Self.statuses(try CLI.run(args, in: dir)) == ["a.json": "rendered", "b.json": "up-to-date"])
        #expect(try Self.statuses(try CLI.run(args + ["--force"], in: dir)) == ["a.json": "rendered", "b.json": "rendered"])
        // Other options make other pictures.
        #expect(try Self.statuses(try CLI.run(args + ["--scale", "3"], in: dir))["a.json"] == "rendered")
    }

    @Test func theJSONSummaryListsEachSpecWithOutputsAndTime() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "good.json", in: dir)
        try Self.write(CLI.bad, "bad.json", in: dir)
        let r = try CLI.run(["render", "good.json", "bad.json", "-o", "out", "--format", "png,svg", "--json"], in: dir)
        #expect(r.status == 1)
        let summary = try Self.json(r.stdout)
        #expect(summary["rendered"] as? Int == 1 && summary["failed"] as? Int == 1 && summary["files"] as? Int == 2)
        let specs = try #require(summary["specs"] as? [[String: Any]])
        let good = try #require(specs.first { $0["file"] as? String == "good.json" })
        #expect(good["outputs"] as? [String] == ["out/good.png", "out/good.svg"])
        #expect((good["milliseconds"] as? Double ?? 0) > 0)
        #expect(good["warnings"] as? [String] == [])
        let bad = try #require(specs.first { $0["file"] as? String == "bad.json" })
        #expect((bad["errors"] as? [String])?.first?.hasPrefix("bad.json:5:49: error:") == true)
    }

    // MARK: Pipelines and CI

    @Test func aSpecFromStandardInputGoesToStandardOutput() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "good.json", in: dir)
        _ = try CLI.run(["render", "good.json", "-o", "out"], in: dir)
        let r = try Subprocess.run(CLI.binary, ["render", "-", "--format", "png"], in: dir, stdin: Data(CLI.good.utf8))
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(r.stdout == (try Data(contentsOf: dir.appendingPathComponent("out/good.png"))))
    }

    @Test func shardsSplitABatchIntoDisjointParts() throws {
        let dir = try CLI.scratch()
        for i in 0..<12 { try Self.write(CLI.good, "specs/s\(i).json", in: dir) }
        var seen: [String] = []
        for k in 1...3 {
            let r = try CLI.run(["render", "specs", "-o", "out-\(k)", "--shard", "\(k)/3", "--json"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            seen += try Self.statuses(r).keys
        }
        #expect(seen.sorted() == (0..<12).map { "specs/s\($0).json" }.sorted())
        let again = try CLI.run(["render", "specs", "-o", "out-x", "--shard", "2/3", "--json"], in: dir)
        let first = try CLI.run(["render", "specs", "-o", "out-y", "--shard", "2/3", "--json"], in: dir)
        #expect(try Self.statuses(again).keys.sorted() == Self.statuses(first).keys.sorted())
        #expect(try CLI.run(["render", "specs", "--shard", "4/3"], in: dir).status != 0)
    }

    // MARK: Watch


    /// A tool started from a thread that blocks SIGTERM (a Swift-concurrency thread, as
    /// this test's is) still stops on SIGTERM: it unblocks the signals it inherited blocked.
    @Test func watchStopsOnSIGTERMWhateverSignalsItsStarterBlocked() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "specs/w.json", in: dir)
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let (p, limit) = try Subprocess.start(CLI.binary, ["watch", "specs", "-o", "out", "--poll-interval", "50", "--quiet"],
                                              in: dir, timeLimit: 60)
        let output = dir.appendingPathComponent("out/w.png")
        let deadline = Date().addingTimeInterval(30)
        while !Self.fm.fileExists(atPath: output.path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        p.terminate()
        p.waitUntilExit()
        #expect(!limit.end(), "SIGTERM did not stop it; the time limit's SIGKILL did")
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGTERM)
    }
    @Test(.timeLimit(.minutes(1)))
    func watchRendersAgainWhenTheSpecChanges() throws {
        let dir = try CLI.scratch()
        try Self.write(CLI.good, "specs/w.json", in: dir)
        let (p, limit) = try Subprocess.start(CLI.binary, ["watch", "specs", "-o", "out", "--poll-interval", "50",
                                                          "--exit-after-renders", "2", "--quiet"], in: dir)
        defer {
            if p.isRunning { p.terminate() }
            p.waitUntilExit()
            limit.end()
        }
        let output = dir.appendingPathComponent("out/w.png")
        func waitFor(_ condition: () -> Bool) {
            let deadline = Date().addingTimeInterval(30)
            while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        }
        waitFor { Self.fm.fileExists(atPath: output.path) }
        let before = try Data(contentsOf: output)
        try Self.write(CLI.good.replacingOccurrences(of: "iphone-5", with: "iphone-8"), "specs/w.json", in: dir)
        waitFor { !p.isRunning }
        #expect(!p.isRunning)
        let after = try Data(contentsOf: output)
        #expect(after != before)
        #expect(try PNGCodec.decode(after).width == 750)
    }
}
