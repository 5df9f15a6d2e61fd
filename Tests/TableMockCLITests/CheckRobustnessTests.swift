import Foundation
import TableMockRaster
import Testing

/// `tablemock check` never passes without checking, refuses what `render` refuses, exits 2
/// whenever it could not run (usage errors and unwritable files included) and says exactly
/// what it wrote. Runs the built binary on the small suite of `CheckCommandTests`.
@Suite struct CheckRobustnessTests {
    typealias Suite = CheckCommandTests
    static let fm = FileManager.default

    static func link(_ path: String, to destination: String, in dir: URL) throws {
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    @Test func checkingNothingIsAnErrorNotAPass() throws {
        let dir = try Suite.suite()
        try Self.fm.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try Suite.run(["empty", "--golden", "goldens"], in: dir)
        #expect(empty.status == 2)
        #expect(empty.stderr == "empty: error: no spec files (.json, .yaml, .yml) in this folder or its subfolders\n")
        #expect(!empty.stdout.contains("report:"))

        let noFormat = try Suite.run(["specs", "--golden", "goldens", "--format", ""], in: dir)
        #expect(noFormat.status == 2)
        #expect(noFormat.stderr == "error: --format names no format; use png, svg or pdf (comma-separated)\n")
        #expect(!Suite.exists("goldens", in: dir))

        // Together with a good folder, the empty one still fails the run.
        let mixed = try Suite.run(["specs", "empty", "--golden", "goldens"], in: dir)
        #expect(mixed.status == 2)
        #expect(mixed.stdout.contains("\n2 images of 2 specs: 2 recorded, 1 error (record mode missing: default)\n"), "\(mixed.stdout)")

        // render says the same, and fails.
        let render = try CLITests.run(["render", "empty", "-o", "out"], in: dir)
        #expect(render.status == 1)
        #expect(render.stderr.contains("empty: error: no spec files (.json, .yaml, .yml) in this folder or its subfolders"))
        let renderNoFormat = try CLITests.run(["render", "specs", "-o", "out", "--format", ""], in: dir)
        #expect(renderNoFormat.status != 0)
        #expect(renderNoFormat.stderr.contains("--format names no format; use png, svg or pdf (comma-separated)"))
        #expect(!Suite.exists("out", in: dir))
    }

    @Test func symlinkedFoldersAreFollowedAndCyclesEnd() throws {
        let dir = try Suite.suite()
        try Self.fm.createDirectory(at: dir.appendingPathComponent("extra"), withIntermediateDirectories: true)
        try Suite.write(#"{"device": "iphone-5", "scale": 1, "table": {"sections": [{"rows": [{"title": "X"}]}]}}"#,
                        "extra/more.json", in: dir)
        try Self.link("linked", to: "specs", in: dir)              // a folder given through a symlink
        try Self.link("specs/extra", to: "../extra", in: dir)      // a symlinked folder inside a folder
        try Self.link("extra/back", to: "../specs", in: dir)       // and a cycle back to the root

        let check = try Suite.run(["linked", "--golden", "goldens", "--verbose"], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("\n3 images of 3 specs: 3 recorded (record mode missing: default)\n"), "\(check.stdout)")
        #expect(check.stderr.contains("extra/more.png: RECORDED (linked/extra/more.json)"), "\(check.stderr)")
        for golden in ["plain.png", "branded.png", "extra/more.png"] { #expect(Suite.exists("goldens/" + golden, in: dir)) }
        #expect(try Suite.run(["linked", "--golden", "goldens"], in: dir).status == 0)

        let render = try CLITests.run(["render", "linked", "-o", "out"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr.contains("rendered 3 specs (3 files)"), "\(render.stderr)")
        #expect(Suite.exists("out/extra/more.png", in: dir))
    }

    @Test func twoSpecsWithOneGoldenNameAreRefusedAsRenderRefusesThem() throws {
        let dir = try Suite.suite()
        try Suite.write("device: iphone-5\ntable: {sections: [{rows: [{title: Other}]}]}\n", "specs/plain.yaml", in: dir)
        let line = "specs/plain.yaml: error: writes plain.png, as specs/plain.json does; rename one of them"
        let check = try Suite.run(["specs", "--golden", "goldens"], in: dir)
        #expect(check.status == 2)
        #expect(check.stderr == line + "\n")
        #expect(!Suite.exists("goldens", in: dir) && !Suite.exists("tablemock-check-results", in: dir))
        let render = try CLITests.run(["render", "specs", "-o", "out"], in: dir)
        #expect(render.stderr.contains(line))
    }

    @Test func pruneKeepsTheOtherFormatsOfALiveSpec() throws {
        let dir = try Suite.suite()
        _ = try Suite.run(["specs", "--golden", "goldens", "--format", "png,svg"], in: dir)
        #expect(Suite.exists("goldens/plain.svg", in: dir))
        try Data("<svg/>".utf8).write(to: dir.appendingPathComponent("goldens/old-screen.svg"))
        let prune = try Suite.run(["specs", "--golden", "goldens", "--prune"], in: dir)
        #expect(prune.status == 0, "\(prune.stderr)")
        let lines = prune.stdout.split(separator: "\n").filter { $0.hasPrefix("prune:") }
        #expect(lines == ["prune: goldens/old-screen.svg is produced by no spec"], "\(prune.stdout)")
    }

    @Test func unwritableReportsAndFoldersAreOneCleanErrorAndExitTwo() throws {
        let dir = try Suite.suite()
        _ = try Suite.run(["specs", "--golden", "goldens"], in: dir)
        try Data("x".utf8).write(to: dir.appendingPathComponent("afile"))

        let artifacts = try Suite.run(["specs", "--golden", "goldens", "--artifacts", "afile"], in: dir)
        #expect(artifacts.status == 2)
        #expect(artifacts.stderr == "afile: error: the artifacts folder (--artifacts) is a file, not a folder\n")
        #expect(!artifacts.stdout.contains("report:"))

        let golden = try Suite.run(["specs", "--golden", "afile"], in: dir)
        #expect(golden.status == 2)
        #expect(golden.stderr == "afile: error: the golden folder (--golden) is a file, not a folder\n")
        let inside = try Suite.run(["specs", "--golden", "afile/goldens"], in: dir)
        #expect(inside.stderr == "afile/goldens: error: the golden folder (--golden) is inside afile, a file, not a folder\n")

        // A report that cannot be written at the end: every golden matched, and still exit 2.
        try Self.fm.createDirectory(at: dir.appendingPathComponent("art/index.html"), withIntermediateDirectories: true)
        let report = try Suite.run(["specs", "--golden", "goldens", "--artifacts", "art"], in: dir)
        #expect(report.status == 2)
        #expect(report.stderr == "art/index.html: error: cannot write the report: it is a folder\n", "\(report.stderr)")
        #expect(!report.stdout.contains("report:"))
        for run in [artifacts, golden, inside, report] { #expect(!run.stderr.contains("NSCocoaErrorDomain")) }
    }

    @Test(arguments: [
        (["--record", "sometimes"], "Error: The value 'sometimes' is invalid for '--record <record>'"),
        (["--threshold", "-1"], "error: --threshold: threshold must be 0 or more (got -1.0)"),
        (["--window-size", "0"], "error: --window-size: windowSize must be a whole number from 1 to 4096 (got 0.0)"),
        (["--bogus"], "Error: Unknown option '--bogus'"),
        (["--lint-disable", "no-such-rule"], "Error: unknown rule \"no-such-rule\" in --lint-disable"),
        (["--appearance", "dusk"], "Error: The value 'dusk' is invalid for '--appearance <appearance>'"),
    ])
    func usageErrorsExitTwo(_ flags: [String], _ message: String) throws {
        let dir = try Suite.suite()
        let r = try Suite.run(["specs", "--golden", "goldens"] + flags, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        // One line says what is wrong (the options are read once); the usage lines follow.
        #expect(r.stderr.split(separator: "\n").filter { $0.lowercased().contains("error") }.count == 1, "\(r.stderr)")
        #expect(!Suite.exists("goldens", in: dir))
    }

    @Test func helpStillExitsZeroAndOtherCommandsKeepTheirUsageStatus() throws {
        let dir = try Suite.suite()
        let help = try Suite.run(["--help"], in: dir)
        #expect(help.status == 0 && help.stdout.contains("USAGE: tablemock check"))
        #expect(try CLITests.run(["render", "specs", "--bogus"], in: dir).status == 64)
    }

    @Test func aMisspeltSpecOverrideIsAnErrorWithASuggestion() throws {
        let dir = try Suite.suite()
        _ = try Suite.run(["specs", "--golden", "goldens"], in: dir)
        try Suite.write(#"{"specs": {"brandd": {"threshold": 2}, "zzz/nothing-like-it": {"threshold": 2}}}"#,
                        "goldens/tablemock-check.json", in: dir)
        let r = try Suite.run(["specs", "--golden", "goldens"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == """
            goldens/tablemock-check.json: error: /specs/brandd: no spec or golden is named "brandd"; did you mean "branded"?
            goldens/tablemock-check.json: error: /specs/zzz/nothing-like-it: no spec or golden is named "zzz/nothing-like-it"; \
            golden names look like "branded" (the spec's path in its folder, without extension)

            """, "\(r.stderr)")
        // An override for a spec outside this run is fine while its golden exists.
        try Suite.write(#"{"specs": {"branded": {"threshold": 2}}}"#, "goldens/tablemock-check.json", in: dir)
        #expect(try Suite.run(["specs/plain.json", "--golden", "goldens"], in: dir).status == 0)
    }

    @Test func recordAllRewritesEveryGoldenAndTheFingerprint() throws {
        let dir = try Suite.suite()
        _ = try Suite.run(["specs", "--golden", "goldens"], in: dir)
        // Same pixels, other bytes: a pixel comparison calls these identical.
        let plainURL = dir.appendingPathComponent("goldens/plain.png")
        let recorded = try Data(contentsOf: plainURL)
        let reencoded = try PNGCodec.encode(PNGCodec.decode(recorded), encoding: PNGEncoding(level: 0, filters: .none))
        #expect(reencoded != recorded)
        try reencoded.write(to: plainURL)
        try Self.fm.removeItem(at: dir.appendingPathComponent("goldens/tablemock-fingerprint.json"))

        let all = try Suite.run(["specs", "--golden", "goldens", "--record", "all", "--verbose"], in: dir)
        #expect(all.status == 1)
        #expect(all.stderr.contains("plain.png: PASSED (specs/plain.json)\n  pixels: identical\n  re-recorded goldens/plain.png (--record all)"),
                "\(all.stderr)")
        #expect(all.stdout.hasPrefix("""
            fingerprint: recorded the environment of 2 goldens in goldens/tablemock-fingerprint.json
            2 images of 2 specs: 2 passed; 2 goldens re-recorded (record mode all: flag)
            """), "\(all.stdout)")
        #expect(try Data(contentsOf: plainURL) == recorded)
        let fingerprint = try String(contentsOf: dir.appendingPathComponent("goldens/tablemock-fingerprint.json"), encoding: .utf8)
        #expect(fingerprint.contains("\"plain.png\"") && fingerprint.contains("\"branded.png\""))
    }

    @Test func recordFailedReplacesACorruptGolden() throws {
        let dir = try Suite.suite()
        _ = try Suite.run(["specs", "--golden", "goldens", "--format", "png,svg"], in: dir)
        try Suite.write("not a png", "goldens/plain.png", in: dir)
        #expect(try Suite.run(["specs", "--golden", "goldens"], in: dir).status == 2)
        let failed = try Suite.run(["specs", "--golden", "goldens", "--format", "png,svg", "--record", "failed"], in: dir)
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(failed.stderr.contains("""
            plain.png: FAILED (specs/plain.json)
              golden unusable: PNG decoding failed
            """), "\(failed.stderr)")
        #expect(failed.stderr.contains(
            "  re-recorded goldens/plain.png from this render (--record failed); look at it before committing"))
        #expect(failed.stdout.hasPrefix("fingerprint: recorded the environment of 1 golden in goldens/tablemock-fingerprint.json\n"
            + "4 images of 2 specs: 3 passed, 1 failed; 1 golden re-recorded"), "\(failed.stdout)")
        #expect(try PNGCodec.decode(Data(contentsOf: dir.appendingPathComponent("goldens/plain.png"))).width == 320)
        #expect(try Suite.run(["specs", "--golden", "goldens", "--format", "png,svg"], in: dir).status == 0)
    }

    @Test func theSummaryCountsImagesAndSpecs() throws {
        let dir = try Suite.suite()
        let r = try Suite.run(["specs/plain.json", "--golden", "goldens", "--format", "png,svg,pdf"], in: dir)
        #expect(r.stdout.contains("\n3 images of 1 spec: 3 recorded (record mode missing: default)\n"), "\(r.stdout)")
    }
}
