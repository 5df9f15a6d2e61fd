import Foundation
import TableMock
import TableMockFiles
import TableMockTestSupport
import Testing

/// `tablemock markdown`: the rewritten document byte for byte, the images' bytes against
/// `tablemock render`, errors at the Markdown file's lines, nothing written on failure,
/// nothing drawn again when nothing changed, standard input to standard output.
@Suite struct MarkdownCommandTests {
    static let spec = "device: iphone-5\ntable:\n  style: grouped\n  sections:\n    - rows:\n        - title: Wi-Fi\n          accessory: disclosureIndicator\n"

    static let document = "# Doc\r\n\r\nIntro with ```inline``` fences.\n\n~~~~tablemock title=\"Settings\"\n" + spec
        + "~~~~\n\n```json\n{\"not\": \"ours\"}\n```\n\n```tablemock\n{\"device\": \"iphone-5\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"Hi\"}]}]}}\n```"

    func imageNames(_ text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" && $0 != " " }) }
    }

    @Test func rewritesTheBlocksAndDrawsWhatRenderDraws() throws {
        let dir = try CLITests.scratch()
        try Self.document.write(to: dir.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        try Self.spec.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let r = try CLITests.run(["markdown", "doc.md", "-o", "site/doc.md", "--images", "site/img"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "doc.md: 2 figures: 2 drawn, 0 up to date\n")
        let out = try String(contentsOf: dir.appendingPathComponent("site/doc.md"), encoding: .utf8)
        let names = imageNames(out)
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0.hasPrefix("img/doc-") && $0.hasSuffix(".png") })
        let expected = "# Doc\r\n\r\nIntro with ```inline``` fences.\n\n![Settings](\(names[0]) \"Settings\")\n\n```json\n{\"not\": \"ours\"}\n```\n\n![table](\(names[1]))"
        #expect(out == expected)
        let rendered = try CLITests.run(["render", "s.yaml", "-o", "r"], in: dir)
        #expect(rendered.status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("site/" + names[0])) == Data(contentsOf: dir.appendingPathComponent("r/s.png")))

        // Unchanged blocks: nothing drawn, the images untouched.
        let stamp = FileStamp(path: dir.appendingPathComponent("site/" + names[0]).path)
        let again = try CLITests.run(["markdown", "doc.md", "-o", "site/doc.md", "--images", "site/img"], in: dir)
        #expect(again.status == 0)
        #expect(again.stderr == "doc.md: 2 figures: 0 drawn, 2 up to date\n")
        #expect(FileStamp(path: dir.appendingPathComponent("site/" + names[0]).path) == stamp)
        #expect(try String(contentsOf: dir.appendingPathComponent("site/doc.md"), encoding: .utf8) == expected)
    }

    @Test func svgAndScaleNameOtherImages() throws {
        let dir = try CLITests.scratch()
        try Self.document.write(to: dir.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        let png = try CLITests.run(["markdown", "doc.md", "-o", "doc.out.md"], in: dir)
        let svg = try CLITests.run(["markdown", "doc.md", "-o", "doc.out.md", "--format", "svg", "--scale", "3"], in: dir)
        #expect(png.status == 0 && svg.status == 0)
        #expect(svg.stderr == "doc.md: 2 figures: 2 drawn, 0 up to date\n")
        let names = imageNames(try String(contentsOf: dir.appendingPathComponent("doc.out.md"), encoding: .utf8))
        #expect(names.allSatisfy { $0.hasPrefix("doc.out-") && $0.hasSuffix(".svg") })
        let bad = try CLITests.run(["markdown", "doc.md", "--format", "pdf"], in: dir)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--format must be png or svg (got \"pdf\")"))
    }

    @Test func aBadBlockWritesNothingAndPointsAtTheMarkdownLine() throws {
        let dir = try CLITests.scratch()
        let doc = "# T\n\n```tablemock\n" + Self.spec + "```\n\n  ```tablemock\n  device: iphone-5\n  table:\n    sections:\n      - rows:\n          - title: A\n            accessory: disclosure\n  ```\n"
        try doc.write(to: dir.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        let r = try CLITests.run(["markdown", "doc.md", "-o", "out/doc.md"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "doc.md:19:24: error: /table/sections/0/rows/0/accessory: unknown accessory \"disclosure\"; did you mean \"disclosureIndicator\"?\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func standardInputToStandardOutput() throws {
        let dir = try CLITests.scratch()
        let r = try Subprocess.run(CLITests.binary, ["markdown", "-"], in: dir,
                                   stdin: Data("before\n```tablemock\n\(Self.spec)```\nafter\n".utf8))
        let o = r.stdoutText
        #expect(r.status == 0, "\(r.stderrText)")
        let name = imageNames(o).first ?? ""
        #expect(o == "before\n![table](\(name))\nafter\n")
        #expect(name.hasPrefix("tablemock-"))
        #expect(r.stderrText == "<stdin>: 1 figure: 1 drawn, 0 up to date\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
    }

    @Test func aBlockReadsImagesOnlyInsideTheRoot() throws {
        let dir = try CLITests.scratch()
        let doc = "```tablemock\ndevice: iphone-5\ntheme: /etc/passwd\ntable: {sections: [{rows: [{title: A}]}]}\n```\n"
        try doc.write(to: dir.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        let r = try CLITests.run(["markdown", "doc.md", "--root", dir.path], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("doc.md:3:8: error: /theme: theme file \"/etc/passwd\" is outside the project root"))
        #expect(r.stdout.isEmpty)
    }
}
