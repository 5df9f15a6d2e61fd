import Foundation
import TableMockTestSupport
import Testing

/// `validate`, `lint` and `schema`: exit codes, error and warning lines, JSON and SARIF.
@Suite struct AuthoringCommandTests {
    static let root = GoldenImages.repositoryRoot

    static let highlighted = """
        table:
          style: grouped
          sections:
            - rows: [{title: One}, {title: Two, highlighted: true}]
        """

    static func scratch(_ files: [String: String]) throws -> URL {
        let dir = try CLITests.scratch()
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: validate

    @Test func validateExitsZeroForGoodSpecsAndOneWithRendersErrorLines() throws {
        let dir = try Self.scratch(["good.json": CLITests.good, "bad.json": CLITests.bad])
        let ok = try CLITests.run(["validate", "good.json"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        let bad = try CLITests.run(["validate", "bad.json", "good.json"], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stdout == """
            bad.json:5:49: error: /table/sections/0/rows/0/accessory: unknown accessory "disclosure"; did you mean "disclosureIndicator"?

            """)
        #expect(bad.stderr.contains("1 of 2 specs are invalid"))
    }

    @Test func validateReportsAMissingPath() throws {
        let r = try CLITests.run(["validate", "missing.yaml"], in: try Self.scratch([:]))
        #expect(r.status == 1)
        #expect(r.stdout.contains("missing.yaml: error: no such file or folder"))
    }

    @Test func validateJSONListsEveryFile() throws {
        let dir = try Self.scratch(["good.json": CLITests.good, "bad.json": CLITests.bad])
        let r = try CLITests.run(["validate", "--format", "json", "bad.json", "good.json"], in: dir)
        #expect(r.status == 1)
        let report = try Self.json(r.stdout)
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["bad.json", "good.json"])
        #expect(files.map { $0["valid"] as? Bool } == [false, true])
        let first = try #require((files[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["line"] as? Int == 5 && first["column"] as? Int == 49)
        #expect(first["path"] as? String == "/table/sections/0/rows/0/accessory")
        #expect(first["hint"] as? String == #"did you mean "disclosureIndicator"?"#)
        #expect((report["summary"] as? [String: Any])?["failed"] as? Int == 1)
    }

    // MARK: lint

    @Test func lintWarnsWithExitZeroAndFailsUnderStrict() throws {
        let dir = try Self.scratch(["tap.yaml": Self.highlighted])
        let r = try CLITests.run(["lint", "tap.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("tap.yaml:4:54: warning: /table/sections/0/rows/1/highlighted: the row is drawn highlighted"))
        #expect(r.stdout.contains("[row-left-highlighted] iPhone Human Interface Guidelines (2008): “The row never remains highlighted"))
        #expect(r.stderr.contains("1 warning in 1 of 1 specs"))
        let strict = try CLITests.run(["lint", "--strict", "tap.yaml"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("tap.yaml:4:54: error: "))
        let off = try CLITests.run(["lint", "--strict", "--disable", "row-left-highlighted", "tap.yaml"], in: dir)
        #expect(off.status == 0)
        #expect(off.stdout.isEmpty)
    }

    @Test func lintRefusesAnUnknownRuleIdWithASuggestion() throws {
        let r = try CLITests.run(["lint", "--disable", "row-highlighted", "x.yaml"], in: try Self.scratch([:]))
        #expect(r.status != 0)
        #expect(r.stderr.contains(#"unknown rule "row-highlighted""#))
    }

    @Test func lintOfAnInvalidSpecFails() throws {
        let r = try CLITests.run(["lint", "bad.json"], in: try Self.scratch(["bad.json": CLITests.bad]))
        #expect(r.status == 1)
        #expect(r.stdout.contains("bad.json:5:49: error: "))
    }

    @Test func lintJSONCarriesTheRuleAndItsGuideline() throws {
        let r = try CLITests.run(["lint", "--format", "json", "tap.yaml"], in: try Self.scratch(["tap.yaml": Self.highlighted]))
        #expect(r.status == 0)
        let report = try Self.json(r.stdout)
        let files = try #require(report["files"] as? [[String: Any]])
        let warning = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(warning["severity"] as? String == "warning")
        #expect(warning["rule"] as? String == "row-left-highlighted")
        #expect((warning["guideline"] as? String)?.hasPrefix("The row never remains highlighted") == true)
        #expect((report["summary"] as? [String: Any])?["warnings"] as? Int == 1)
    }

    @Test func lintSARIFIsAVersion210LogWithRulesAndResults() throws {
        let r = try CLITests.run(["lint", "--format", "sarif", "tap.yaml"], in: try Self.scratch(["tap.yaml": Self.highlighted]))
        #expect(r.status == 0)
        let log = try Self.json(r.stdout)
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tablemock")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == 15)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleId"] as? String == "row-left-highlighted")
        #expect(result["level"] as? String == "warning")
        #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == "row-left-highlighted")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "tap.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 4)
    }

    /// The samples follow the guidelines, or say in `lint.disable` which they show on purpose.
    @Test func lintOfTheSamplesPasses() throws {
        let r = try CLITests.run(["lint", "--strict", "Samples"], in: Self.root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    // MARK: schema

    @Test(arguments: [("spec", "Schemas/spec-v1.schema.json"), ("theme", "Schemas/theme-v1.schema.json")])
    func schemaPrintsTheShippedFile(kind: String, path: String) throws {
        let r = try CLITests.run(["schema", kind], in: Self.root)
        #expect(r.status == 0)
        #expect(r.stdout == (try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)))
    }

    @Test func schemaMarkdownIsTheReferencePage() throws {
        let r = try CLITests.run(["schema", "spec", "--markdown"], in: Self.root)
        #expect(r.stdout == (try String(contentsOf: Self.root.appendingPathComponent("Docs/SpecReference.md"), encoding: .utf8)))
    }
}
