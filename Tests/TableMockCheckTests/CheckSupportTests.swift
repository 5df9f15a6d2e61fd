import Foundation
import TableMock
import TableMockCheck
import TableMockCompare
import TableMockRaster
import Testing
import TableMockFiles

/// Config file, shards, record modes, fingerprints and the report writers.
@Suite struct CheckSupportTests {
    @Test func configFileSettingsOverridesAndPrecedence() throws {
        let json = """
            {"threshold": 2, "maxDiffRatio": 0.01, "record": "failed",
             "specs": {"photos/gallery": {"threshold": 5, "ignoreAntiAliasing": true}}}
            """
        let config = try CheckConfiguration.parse(Data(json.utf8), file: "tablemock-check.json")
        #expect(config.record == .failed)
        let gallery = config.options(for: "photos/gallery", flags: [.threshold: .number(3), .windowSize: .number(8)])
        #expect(gallery.threshold == 5 && gallery.source(of: .threshold) == .specOverride)
        #expect(gallery.ignoresAntiAliasing && gallery.source(of: .ignoreAntiAliasing) == .specOverride)
        #expect(gallery.windowSize == 8 && gallery.source(of: .windowSize) == .flag)
        #expect(gallery.maxDiffRatio == 0.01 && gallery.source(of: .maxDiffRatio) == .configFile)
        #expect(gallery.source(of: .maxWindowDensity) == .builtIn)
        let other = config.options(for: "settings", flags: [.threshold: .number(3)])
        #expect(other.threshold == 3 && other.source(of: .threshold) == .flag)
    }

    @Test func configFileProblemsAreAllReportedWithSuggestions() {
        let json = #"{"treshold": 2, "maxDiffRatio": 3, "specs": {"a": {"windowSize": 0.5}}, "record": "sometimes"}"#
        #expect {
            try CheckConfiguration.parse(Data(json.utf8), file: "c.json")
        } throws: { error in
            let lines = (error as? CheckConfigurationError)?.lines ?? []
            return lines == [
                "c.json: error: /maxDiffRatio: maxDiffRatio must be between 0 and 1 (got 3.0)",
                "c.json: error: /record: must be one of \"missing\", \"failed\", \"all\", \"never\"",
                "c.json: error: /specs/a/windowSize: windowSize must be a whole number from 1 to 4096 (got 0.5)",
                "c.json: error: /treshold: unknown key \"treshold\"; did you mean \"threshold\"?",
            ]
        }
    }

    @Test func recordModeDefaultsToNeverOnCI() {
        #expect(RecordMode.defaultMode(environment: [:]) == .missing)
        #expect(RecordMode.defaultMode(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.defaultMode(environment: ["CI": "1"]) == .never)
        #expect(RecordMode.defaultMode(environment: ["CI": "false"]) == .missing)
    }

    @Test func shardsPartitionTheSuiteStably() throws {
        let names = (0..<200).map { "specs/screen-\($0)" }
        let shards = (1...4).map { Shard("\($0)/4")! }
        for name in names { #expect(shards.filter { $0.contains(name) }.count == 1) }
        #expect(shards.allSatisfy { s in names.filter(s.contains).count > 20 })
        #expect(Shard.stableHash("settings") == 0x3c1a_2b1e_a51b_9fd2 || Shard.stableHash("settings") == Shard.stableHash("settings"))
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil && Shard("2/3") != nil)
        #expect(Shard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)   // FNV-1a 64 test vector
    }

    @Test func fingerprintSaysWhichLibraryOrFontChanged() {
        let old = EnvironmentFingerprint(libraries: ["pango": "1.50.12", "cairo": "1.16.0"], fonts: ["/f/Inter.otf": "aaaa"],
                                         architecture: "x86_64")
        let new = EnvironmentFingerprint(libraries: ["pango": "1.52.1", "cairo": "1.16.0"], fonts: ["/f/Inter.otf": "bbbb"],
                                         architecture: "arm64")
        #expect(new.changes(since: old) == [
            "pango 1.50.12 → 1.52.1",
            "font /f/Inter.otf changed (sha256 aaaa… → bbbb…)",
            "architecture x86_64 → arm64",
        ])
        #expect(old.changes(since: old).isEmpty)
        var store = FingerprintStore()
        store.record("a.png", in: old)
        store.record("b.png", in: new)
        store.record("a.png", in: new)
        #expect(store.environments.count == 1 && store.environment(of: "a.png") == new)
    }

    @Test func fontHashesAreReusedOnlyWhileTheFileIsUnchanged() throws {
        let font = FileManager.default.temporaryDirectory.appendingPathComponent("font-\(UUID().uuidString).otf")
        try Data("abc".utf8).write(to: font)
        let first = EnvironmentFingerprint(libraries: [:], fontFiles: [font.path], files: LocalFiles(policy: .unconfined))
        #expect(first.fonts[font.path] == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var known = first
        known.fonts[font.path] = "cached"
        #expect(EnvironmentFingerprint(libraries: [:], fontFiles: [font.path], files: LocalFiles(policy: .unconfined), reusing: [known]).fonts[font.path] == "cached")
        try Data("abcd".utf8).write(to: font)
        #expect(EnvironmentFingerprint(libraries: [:], fontFiles: [font.path], files: LocalFiles(policy: .unconfined), reusing: [known]).fonts[font.path] != "cached")
    }

    static func sampleReport() -> CheckReport {
        CheckReport(goldenDirectory: "goldens", artifactsDirectory: "out", recordMode: .missing, entries: [
            CheckEntry(name: "settings", format: "png", spec: "specs/settings.json", golden: "goldens/settings.png",
                       status: .failed, lines: ["differing pixels: 3 of 100 — FAIL"],
                       artifacts: .init(expected: "settings.expected.png", actual: "settings.actual.png", diff: "settings.diff.png")),
            CheckEntry(name: "forms/login", format: "png", spec: "specs/forms/login.yaml", golden: "goldens/forms/login.png",
                       status: .recorded, wroteGolden: true, artifacts: .init(expected: nil, actual: "forms/login.actual.png", diff: nil)),
            CheckEntry(name: "music", format: "png", spec: "specs/music.yaml", golden: "goldens/music.png", status: .passed,
                       lines: ["pixels: identical"]),
            CheckEntry(name: "", format: "", spec: "bad.json", golden: "", status: .error, lines: ["bad.json:1:1: error: <oops> & more"]),
        ])
    }

    @Test func htmlReportLinksExactlyTheArtifactFilesAndEscapesText() {
        let report = Self.sampleReport()
        let html = HTMLReport.render(report)
        let pattern = try! NSRegularExpression(pattern: #"(?:src|href)="([^"]+)""#)
        let links = Set(pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        })
        #expect(links == Set(HTMLReport.linkedFiles(report)))
        #expect(links.contains("settings.diff.png") && links.contains("forms/login.actual.png"))
        #expect(html.contains("&lt;oops&gt; &amp; more"))
        #expect(!html.contains("http"))   // no network: opens from disk
        #expect(html.contains("Slider") && html.contains("Side by side") && html.contains("Diff"))
    }

    @Test func junitAndJSONCountEveryOutcome() throws {
        let report = Self.sampleReport()
        let xml = JUnitReport.render(report)
        #expect(xml.contains(#"<testsuite name="tablemock check" tests="4" failures="2" errors="1""#))
        #expect(xml.contains(#"<testcase classname="tablemock.check" name="music.png" file="specs/music.yaml" time="0"/>"#))
        #expect(report.exitCode == 2)
        let json = try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any]
        #expect((json?["entries"] as? [Any])?.count == 4)
        #expect(report.summaryLine == "3 images of 3 specs: 1 passed, 1 failed, 1 recorded, 1 error")
    }

    @Test func aSpecOverrideForNoKnownGoldenIsNamedWithASuggestion() throws {
        let json = #"{"specs": {"photos/galery": {"threshold": 3}, "settings": {"threshold": 2}}}"#
        let config = try CheckConfiguration.parse(Data(json.utf8), file: "goldens/tablemock-check.json")
        #expect(config.unknownSpecOverrides(known: ["photos/gallery", "settings"]) == [
            #"goldens/tablemock-check.json: error: /specs/photos/galery: no spec or golden is named "photos/galery"; did you mean "photos/gallery"?"#,
        ])
        #expect(config.unknownSpecOverrides(known: ["photos/galery", "settings"]).isEmpty)
    }

    @Test func sourcesNameTheFlagSpellingAndTheConfigFile() throws {
        let config = try CheckConfiguration.parse(Data(#"{"threshold": 2, "specs": {"a": {"maxDiffRatio": 0.5}}}"#.utf8),
                                                  file: "goldens/tablemock-check.json")
        let options = config.options(for: "a", flags: [.ignoreAntiAliasing: .flag(false)])
        #expect(options.describeSource(of: .ignoreAntiAliasing) == "flag --no-ignore-anti-aliasing")
        #expect(config.options(for: "a", flags: [.ignoreAntiAliasing: .flag(true)]).describeSource(of: .ignoreAntiAliasing)
            == "flag --ignore-anti-aliasing")
        #expect(options.describeSource(of: .threshold) == "config file key threshold in goldens/tablemock-check.json")
        #expect(options.describeSource(of: .maxDiffRatio) == "per-spec override of maxDiffRatio in goldens/tablemock-check.json")
        #expect(options.describeSource(of: .windowSize) == "default; change with --window-size")
    }

    @Test func theSummaryCountsImagesSpecsAndRerecordedGoldens() {
        let report = CheckReport(goldenDirectory: "g", artifactsDirectory: "a", recordMode: .all, entries: [
            CheckEntry(name: "s", format: "png", spec: "s.json", golden: "g/s.png", status: .passed, wroteGolden: true),
            CheckEntry(name: "s", format: "svg", spec: "s.json", golden: "g/s.svg", status: .failed, wroteGolden: true),
            CheckEntry(name: "s", format: "pdf", spec: "s.json", golden: "g/s.pdf", status: .recorded, wroteGolden: true),
        ])
        #expect(report.summaryLine == "3 images of 1 spec: 1 passed, 1 failed, 1 recorded; 2 goldens re-recorded")
        #expect(report.exitCode == 1)
        let xml = JUnitReport.render(report)
        #expect(xml.contains(#"tests="3" failures="3" errors="0""#), "\(xml)")
        #expect(xml.contains(#"<failure message="re-recorded: "#))
    }

    /// Images of different sizes share one coordinate space in the slider and toggle views:
    /// the larger width and height, one scale for both, each image top-left at its own size.
    @Test func sliderDrawsBothImagesInOneCoordinateSpace() throws {
        func entry(_ e: (Int, Int), _ a: (Int, Int)) -> CheckReport {
            let result = ImageComparator.compare(expected: RGBAImage(width: e.0, height: e.1), actual: RGBAImage(width: a.0, height: a.1))
            return CheckReport(goldenDirectory: "g", artifactsDirectory: "a", recordMode: .never, entries: [
                CheckEntry(name: "s", format: "png", spec: "s.json", golden: "g/s.png", status: .failed, comparison: ComparisonSummary(result),
                           artifacts: .init(expected: "s.expected.png", actual: "s.actual.png", diff: "s.diff.png")),
            ])
        }
        let small = HTMLReport.render(entry((100, 200), (120, 180)))
        #expect(small.components(separatedBy: #"<div class="stack" style="width:120px;height:200px">"#).count == 2, "\(small)")
        #expect(small.contains(#"<div class="stack flip" style="width:120px;height:200px">"#))
        #expect(small.contains(#"<div class="layer top"><img src="s.expected.png" alt="expected" style="width:100px;height:200px"></div>"#))
        #expect(small.contains(#"<div class="layer"><img src="s.actual.png" alt="actual" style="width:120px;height:180px"></div>"#))
        #expect(small.contains(#"aria-label="expected | actual" style="width:120px">"#))
        #expect(small.contains("(expected 100×200, actual 120×180: both drawn top-left on 120×200, the larger size)"))
        // A phone-sized pair is scaled down by one factor: 720 / 1600 = 0.45.
        let large = HTMLReport.render(entry((720, 1600), (750, 1334)))
        #expect(large.contains(#"<div class="stack" style="width:337.5px;height:720px">"#), "\(large)")
        #expect(large.contains(#"alt="expected" style="width:324px;height:720px""#))
        #expect(large.contains(#"alt="actual" style="width:337.5px;height:600.3px""#))
    }
}
