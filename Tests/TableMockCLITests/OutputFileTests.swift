import Foundation
import TableMockTestSupport
import Testing

/// `-o FILE.png`, `--version`, `null` as "absent", and check's render options.
@Suite struct OutputFileTests {
    @Test func oneSpecToOneFileAndTheAmbiguousUsesAreOneError() throws {
        let dir = try CLITests.scratch()
        try CLITests.good.write(to: dir.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try CLITests.good.write(to: dir.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
        let png = try CLITests.run(["render", "good.json", "-o", "shots/shot.png"], in: dir)
        #expect(png.status == 0, "\(png.stderr)")
        let written = try Data(contentsOf: dir.appendingPathComponent("shots/shot.png"))
        #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("shots/.tablemock-cache.json").path))
        // The same bytes as the folder form.
        _ = try CLITests.run(["render", "good.json", "-o", "out"], in: dir)
        #expect(try Data(contentsOf: dir.appendingPathComponent("out/good.png")) == written)
        let svg = try CLITests.run(["render", "good.json", "-o", "shot.svg"], in: dir)
        #expect(svg.status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("shot.svg"), encoding: .utf8).contains("<svg"))

        let mismatch = try CLITests.run(["render", "good.json", "-o", "x.png", "--format", "svg"], in: dir)
        #expect(mismatch.status == 64)
        #expect(mismatch.stderr.hasPrefix("Error: -o x.png names a PNG file, but --format asks for svg; give -o a folder, or one matching format\n"))
        let several = try CLITests.run(["render", "good.json", "other.json", "-o", "y.png"], in: dir)
        #expect(several.status == 1)
        #expect(several.stderr == "error: -o y.png names one file, but 2 specs were given; give -o a folder to render several\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("y.png").path))
        let variants = try CLITests.run(["render", "good.json", "-o", "z.png", "--scale", "1,2"], in: dir)
        #expect(variants.status == 64)
        #expect(variants.stderr.contains("-o z.png names one file, but --scale or --appearance asks for several pictures"))
    }

    @Test func versionIsSemanticWithTheCheckoutsCommit() throws {
        let r = try CLITests.run(["--version"], in: try CLITests.scratch())
        #expect(r.status == 0)
        let line = r.stdout.trimmingCharacters(in: .newlines)
        #expect(line.range(of: #"^\d+\.\d+\.\d+( \(commit [0-9a-f]{12}\))?$"#, options: .regularExpression) != nil, "\(line)")
    }

    @Test func nullMeansAbsentForEveryOptionalKey() throws {
        let dir = try CLITests.scratch()
        let withNulls = """
            {"theme": null, "device": "iphone-5", "scale": null, "table": {"style": null, "header": null, "loading": null,
             "index": null, "sections": [{"header": null, "footer": null,
             "rows": [{"title": "Hello", "image": null, "accessory": null, "detail": null, "height": null}]}]}}
            """
        try withNulls.write(to: dir.appendingPathComponent("nulls.json"), atomically: true, encoding: .utf8)
        try CLITests.good.write(to: dir.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        let r = try CLITests.run(["render", "nulls.json", "good.json", "-o", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("out/nulls.png")) == Data(contentsOf: dir.appendingPathComponent("out/good.png")))
    }

    @Test func checkDrawsWithRendersAppearanceAndLintOptions() throws {
        let dir = try CLITests.scratch()
        let spec = #"{"theme": "ios13", "device": "iphone-5", "table": {"sections": [{"rows": [{"title": "Hello"}]}]}}"#
        try spec.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("golden"), withIntermediateDirectories: true)
        let record = try CLITests.run(["check", "s.json", "--golden", "golden", "--appearance", "dark"], in: dir)
        #expect(record.status == 1, "\(record.stderr)")
        _ = try CLITests.run(["render", "s.json", "-o", "out", "--appearance", "dark"], in: dir)
        #expect(try Data(contentsOf: dir.appendingPathComponent("golden/s.png")) == Data(contentsOf: dir.appendingPathComponent("out/s.png")))
        // Light no longer matches the dark golden.
        let light = try CLITests.run(["check", "s.json", "--golden", "golden", "--record", "never"], in: dir)
        #expect(light.status == 1)
        #expect(light.stderr.contains("s.png: FAILED"), "\(light.stderr)")
        let unknown = try CLITests.run(["check", "s.json", "--golden", "golden", "--lint-disable", "no-such-rule"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule \"no-such-rule\" in --lint-disable"))
    }
}
