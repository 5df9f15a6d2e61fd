import Foundation
import TableMockRaster
import TableMockTestSupport
import Testing

/// Runs the built `tablemock` binary and checks exit codes, error lines and files.
@Suite struct CLITests {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static var binary: URL {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return dir.appendingPathComponent("tablemock")
    }

    /// Runs the binary in `dir`, without the caller's `CI` and shard variables unless `environment` sets them.
    static func run(_ args: [String], in dir: URL, environment: [String: String] = [:]) throws -> Result {
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        // A test run inside a sharded CI job must not shard the checks it runs.
        for name in ["TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", "TEST_SHARD_STATUS_FILE", "JOB_COMPLETION_INDEX",
                     "TABLEMOCK_SHARD_COUNT", "CI_NODE_INDEX", "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL",
                     "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT"] { env[name] = nil }
        env.merge(environment) { $1 }
        let r = try Subprocess.run(binary, args, in: dir, environment: env)
        return Result(status: r.status, stdout: r.stdoutText, stderr: r.stderrText)
    }

    /// A child that fills standard error (far past a pipe's 64 KiB) before it writes to
    /// standard output: both are read in full, and the test does not hang.
    @Test(.timeLimit(.minutes(1))) func aChildFillingStandardErrorFirstDoesNotHangTheRunner() throws {
        let script = "head -c 300000 /dev/zero | tr '\\0' e >&2; head -c 200000 /dev/zero | tr '\\0' o; exit 3"
        let r = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script])
        #expect(r.status == 3)
        #expect(r.stderr.count == 300_000 && r.stderr.allSatisfy { $0 == UInt8(ascii: "e") })
        #expect(r.stdout.count == 200_000 && r.stdout.allSatisfy { $0 == UInt8(ascii: "o") })
        let fed = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "cat >&2; echo done"], stdin: Data(repeating: 65, count: 500_000))
        #expect(fed.stderr.count == 500_000 && fed.stdoutText == "done\n")
    }

    /// A child that never ends is killed at its time limit and the test hears why; a child
    /// that exits before reading its standard input does not end the test process (SIGPIPE).
    @Test func aHungChildIsKilledAtItsLimitAndAnUnreadInputIsNotFatal() throws {
        let start = Date()
        let hung = try Subprocess.run(URL(fileURLWithPath: "/bin/sleep"), ["600"], timeLimit: 0.5)
        #expect(hung.timedOut)
        #expect(hung.status == SIGKILL)
        #expect(hung.stderrText.hasSuffix("[test harness: killed after 0.5 s, the time limit; `sleep 600` did not finish]\n"))
        #expect(Date().timeIntervalSince(start) < 30)
        let quick = try Subprocess.run(URL(fileURLWithPath: "/bin/true"), [])
        #expect(!quick.timedOut && quick.status == 0 && quick.stderr.isEmpty)
        // Far more than a pipe holds, to a child that reads none of it and exits.
        let unread = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 4"], stdin: Data(count: 1 << 20))
        #expect(unread.status == 4 && !unread.timedOut)
    }

    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static let good = """
        {"device": "iphone-5", "table": {"sections": [{"rows": [{"title": "Hello"}]}]}}
        """
    static let bad = """
        {
          "device": "iphone-5",
          "table": {
            "sections": [
              {"rows": [{"title": "Hello", "accessory": "disclosure"}]}
            ]
          }
        }
        """

    @Test func pngCompressionChangesSizeNotPixels() throws {
        let dir = try Self.scratch()
        try Self.good.write(to: dir.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        var pngs: [String: Data] = [:]
        for (folder, extra) in [("default", []), ("fast", ["--png-compression", "fast"]), ("small", ["--png-compression", "small"])] {
            let r = try Self.run(["render", "good.json", "-o", folder] + extra, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            pngs[folder] = try Data(contentsOf: dir.appendingPathComponent("\(folder)/good.png"))
        }
        #expect(pngs["default"] == pngs["fast"])
        #expect(try #require(pngs["small"]).count < #require(pngs["fast"]).count)
        #expect(try PNGCodec.decode(#require(pngs["small"])) == PNGCodec.decode(#require(pngs["fast"])))
        // The cache knows the setting: switching it renders again, repeating it does not.
        let again = try Self.run(["render", "good.json", "-o", "fast", "--png-compression", "small"], in: dir)
        #expect(again.stderr.contains("rendered 1 spec"), "\(again.stderr)")
        let bad = try Self.run(["render", "good.json", "--png-compression", "tiny"], in: dir)
        #expect(bad.status != 0 && bad.stderr.contains("png-compression"), "\(bad.stderr)")
    }

    /// librsvg sets an SVG image's text with fontconfig's current configuration, which must
    /// hold the theme's fallback fonts even though the text engine loads them lazily: the
    /// same SVG text in Japanese renders differently (real glyphs, not hex boxes) with the
    /// built-in theme than with a copy of it that has no fallback fonts.
    @Test func svgImageTextFindsTheThemesFallbackFonts() throws {
        let dir = try Self.scratch()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><text x="2" y="28" font-size="20" font-family="sans-serif">日本</text></svg>"#
            .write(to: dir.appendingPathComponent("icons/label.svg"), atomically: true, encoding: .utf8)
        // ios7 without its fallback fonts: the base's values (where the fonts are) and ios7's Dynamic Type table.
        func builtin(_ name: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: LayoutHarness.themesDirectory
                .appendingPathComponent("\(name).json"))) as? [String: Any])
        }
        var theme = try builtin("base")
        theme["dynamicType"] = try builtin("ios7")["dynamicType"]
        theme["fonts"] = (theme["fonts"] as? [String: Any])?.filter { !$0.key.hasPrefix("fallback") }
        theme["_weak"] = nil
        try JSONSerialization.data(withJSONObject: theme).write(to: dir.appendingPathComponent("bare-theme.json"))
        for (name, themeName) in [("fallbacks", "ios7"), ("bare", "bare-theme.json")] {
            try "{\"theme\": \"\(themeName)\", \"device\": \"iphone-8\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"icons/label.svg\"}]}]}}"
                .write(to: dir.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        var images: [RGBAImage] = []
        for name in ["fallbacks", "bare"] {
            let r = try Self.run(["render", "\(name).json", "-o", "out", "--quiet"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            images.append(try PNGCodec.decode(Data(contentsOf: dir.appendingPathComponent("out/\(name).png"))))
        }
        #expect(images[0] != images[1], "the SVG's Japanese text was drawn without the CJK fallback")
    }

    /// `theme upgrade` prints an older flat theme grouped, rewrites it with --write, and
    /// refuses a theme with errors with their line and column.
    @Test func themeUpgradePrintsOrRewritesAFlatTheme() throws {
        let dir = try Self.scratch()
        let root = GoldenImages.repositoryRoot
        let old = try String(contentsOf: root.appendingPathComponent("Tests/LegacyThemes/brand.theme.json"), encoding: .utf8)
        let grouped = try String(contentsOf: root.appendingPathComponent("Samples/custom-theme/brand.theme.json"), encoding: .utf8)
        try old.write(to: dir.appendingPathComponent("brand.theme.json"), atomically: true, encoding: .utf8)
        let printed = try Self.run(["theme", "upgrade", "brand.theme.json"], in: dir)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout == grouped)
        #expect(try String(contentsOf: dir.appendingPathComponent("brand.theme.json"), encoding: .utf8) == old, "printing leaves the file")
        let written = try Self.run(["theme", "upgrade", "--write", "brand.theme.json"], in: dir)
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("brand.theme.json"), encoding: .utf8) == grouped)
        try ##"{"extends": "ios7", "colors": {"tnt": "#D0021B"}}"##.write(to: dir.appendingPathComponent("bad.theme.json"), atomically: true, encoding: .utf8)
        let bad = try Self.run(["theme", "upgrade", "bad.theme.json"], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains(#"bad.theme.json:1:32: error: /colors: unknown colour role "tnt"; did you mean "tint"?"#), "\(bad.stderr)")
    }

    @Test func rendersEveryFormat() throws {
        let dir = try Self.scratch()
        try Self.good.write(to: dir.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "good.json", "-o", "out", "--format", "png,svg,pdf"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("out/good.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = try String(contentsOf: dir.appendingPathComponent("out/good.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
        let pdf = try Data(contentsOf: dir.appendingPathComponent("out/good.pdf"))
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }

    @Test func badSpecGetsOneLineWithLocationPathAndSuggestionAndOthersStillRender() throws {
        let dir = try Self.scratch()
        try Self.good.write(to: dir.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try Self.bad.write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "bad.json", "good.json", "-o", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("""
            bad.json:5:49: error: /table/sections/0/rows/0/accessory: unknown accessory "disclosure"; did you mean "disclosureIndicator"?
            """), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/good.png").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/bad.png").path))
    }

    @Test func aFailedRenderNeverTouchesAnExistingOutput() throws {
        let dir = try Self.scratch()
        try Self.bad.write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: out.appendingPathComponent("bad.png"))
        let r = try Self.run(["render", "bad.json", "-o", "out"], in: dir)
        #expect(r.status == 1)
        #expect(try Data(contentsOf: out.appendingPathComponent("bad.png")) == Data("previous".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(leftovers == ["bad.png"])
    }

    @Test func foldersAreSearchedAndTheTreeIsMirrored() throws {
        let dir = try Self.scratch()
        let nested = dir.appendingPathComponent("specs/sub")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Self.good.write(to: nested.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "device: iphone-5\ntable: {sections: [{rows: [{title: B}]}]}\n"
            .write(to: dir.appendingPathComponent("specs/b.yaml"), atomically: true, encoding: .utf8)
        try "not a spec".write(to: dir.appendingPathComponent("specs/readme.txt"), atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "specs", "-o", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/sub/a.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/b.png").path))
    }

    @Test func layoutPrintsUIKitNumbers() throws {
        let dir = try Self.scratch()
        try Self.good.write(to: dir.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        let r = try Self.run(["layout", "good.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let canvas = try #require(json["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 320 && canvas["height"] as? Double == 568 && canvas["scale"] as? Double == 2)
        let items = try #require(json["items"] as? [[String: Any]])
        let cell = try #require(items.first { $0["kind"] as? String == "cell" })
        #expect(cell["frame"] as? [Double] == [0, 0, 320, 44])
        let parts = try #require(cell["parts"] as? [[String: Any]])
        let title = try #require(parts.first { $0["kind"] as? String == "title" })
        #expect(title["text"] as? String == "Hello" && title["truncated"] as? Bool == false)
        #expect((title["frame"] as? [Double])?.first == 15)
        #expect(title["color"] as? String == "#000000")
    }

    @Test func missingFilesAndBadArgumentsFail() throws {
        let dir = try Self.scratch()
        let r = try Self.run(["render", "nope.json", "-o", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("nope.json: error: no such file or folder"))
        let f = try Self.run(["render", "nope.json", "--format", "gif"], in: dir)
        #expect(f.status != 0 && f.stderr.contains("unknown format \"gif\""))
    }

    /// A bad value of a render option is one usage error (ArgumentParser's status 64), read
    /// once: one line names it, and nothing is drawn with a fallback.
    @Test(arguments: [
        (["--format", "gif"], "Error: unknown format \"gif\"; use png, svg or pdf"),
        (["--scale", "0"], "Error: --scale must be greater than 0 and at most 4 (got 0)"),
        (["--appearance", "dusk"], "Error: unknown appearance \"dusk\"; use light, dark or light,dark"),
        (["--lint-disable", "no-such-rule"], "Error: unknown rule \"no-such-rule\" in --lint-disable"),
    ])
    func aBadRenderOptionIsOneUsageError(_ flags: [String], _ message: String) throws {
        let dir = try Self.scratch()
        try #"{"table": {"sections": [{"rows": [{"title": "a"}]}]}}"#.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        for command in ["render", "watch"] {
            let r = try Self.run([command, "s.json", "-o", "out"] + flags, in: dir)
            #expect(r.status == 64)
            #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").filter { $0.lowercased().contains("error") }.count == 1, "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }

    /// The guidelines rule it out, so render, validate and lint all refuse it with one line;
    /// turning the rule off draws it, as UIKit would.
    @Test func anIndexOnAGroupedTableIsAnErrorEverywhereUntilItsRuleIsOff() throws {
        let dir = try Self.scratch()
        try "table: {style: grouped, index: true, sections: [{header: A, rows: [{title: a}]}]}\n"
            .write(to: dir.appendingPathComponent("gi.yaml"), atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "gi.yaml", "-o", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("""
            gi.yaml:1:32: error: /table/index: an index needs a plain table; this table's style is "grouped" \
            (the guidelines: a grouped table view doesn't include an index); use style plain or remove index, \
            or add "index-on-grouped-table" to lint.disable to draw it anyway [index-on-grouped-table]
            """), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/gi.png").path))
        let line = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        let validate = try Self.run(["validate", "gi.yaml"], in: dir)
        #expect(validate.status == 1 && validate.stdout.hasPrefix(line + "\n"), "\(validate.stdout)")
        let lint = try Self.run(["lint", "gi.yaml"], in: dir)
        #expect(lint.status == 1 && lint.stdout.hasPrefix(line + "\n"), "\(lint.stdout)")
        let check = try Self.run(["check", "gi.yaml", "--golden", "goldens"], in: dir)
        #expect(check.status == 2 && (check.stdout + check.stderr).contains(line), "\(check.stdout)\(check.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/gi.png").path))
        #expect(lint.stderr.contains("0 warnings and 1 guideline error in 1 of 1 specs; 1 failed"))
        let drawn = try Self.run(["render", "gi.yaml", "-o", "out", "--lint-disable", "index-on-grouped-table"], in: dir)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/gi.png").path))
        let again = try Self.run(["render", "gi.yaml", "-o", "out"], in: dir)
        #expect(again.status == 1, "the outputs drawn with the rule off are not up to date without it")
    }

    @Test func anUpToDateSpecStillReportsItsWarningsAndStrictStillFails() throws {
        let dir = try Self.scratch()
        try "device: iphone-5\ntable: {sections: [{rows: [{title: a, highlighted: true}]}]}\n"
            .write(to: dir.appendingPathComponent("lit.yaml"), atomically: true, encoding: .utf8)
        #expect(try Self.run(["render", "lit.yaml", "-o", "out"], in: dir).status == 0)
        let again = try Self.run(["render", "lit.yaml", "-o", "out"], in: dir)
        #expect(again.status == 0 && again.stderr.contains("lit.yaml:2:52: warning: /table/sections/0/rows/0/highlighted:"), "\(again.stderr)")
        #expect(again.stderr.contains("1 up to date"), "\(again.stderr)")
        // Named as this run names the spec, not as the run that cached it.
        let renamed = try Self.run(["render", "./lit.yaml", "-o", "out"], in: dir)
        #expect(renamed.stderr.hasPrefix("./lit.yaml:2:52: warning: "), "\(renamed.stderr)")
        let strict = try Self.run(["render", "lit.yaml", "-o", "out", "--strict"], in: dir)
        #expect(strict.status == 1 && strict.stderr.contains("lit.yaml:2:52: error: /table/sections/0/rows/0/highlighted:"), "\(strict.stderr)")
        let off = try Self.run(["render", "lit.yaml", "-o", "out", "--strict", "--lint-disable", "row-left-highlighted"], in: dir)
        #expect(off.status == 0 && !off.stderr.contains("warning"), "\(off.stderr)")
        let quiet = try Self.run(["render", "lit.yaml", "-o", "out", "--quiet"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "--quiet prints errors only: \(quiet.stderr)")
    }

    @Test func anOutputFolderThatCannotBeWrittenIsOneLine() throws {
        let dir = try Self.scratch()
        try "table: {sections: [{rows: [{title: a}]}]}\n".write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try "table: {sections: [{rows: [{title: b}]}]}\n".write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try Data().write(to: dir.appendingPathComponent("afile"))
        let r = try Self.run(["render", "a.yaml", "b.yaml", "-o", "afile"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "error: cannot write to the output folder \(dir.appendingPathComponent("afile").path): it is a file, not a folder\n")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out/a.png"), withIntermediateDirectories: true)
        let blocked = try Self.run(["render", "a.yaml", "b.yaml", "-o", "out"], in: dir)
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("a.yaml: error: cannot write \(dir.appendingPathComponent("out/a.png").path): it is a folder\n"), "\(blocked.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/b.png").path))
    }

    @Test func renderPrintsLintWarningsAndStrictMakesThemFail() throws {
        let dir = try Self.scratch()
        try "device: iphone-5\ntable: {sections: [{rows: [{title: a, highlighted: true}]}]}\n"
            .write(to: dir.appendingPathComponent("lit.yaml"), atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "lit.yaml", "-o", "out"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr.contains("lit.yaml:2:52: warning: /table/sections/0/rows/0/highlighted:"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/lit.png").path))
        let strict = try Self.run(["render", "lit.yaml", "-o", "strict", "--strict"], in: dir)
        #expect(strict.status == 1 && strict.stderr.contains("lit.yaml:2:52: error: /table/sections/0/rows/0/highlighted:"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("strict/lit.png").path))
        let off = try Self.run(["render", "lit.yaml", "-o", "off", "--strict", "--lint-disable", "row-left-highlighted"], in: dir)
        #expect(off.status == 0 && !off.stderr.contains("warning"))
    }
}
