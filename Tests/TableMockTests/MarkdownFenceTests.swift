import Foundation
import TableMock
import TableMockCore
import TableMockFiles
import Testing

/// The fence scanner against CommonMark's rules, and the rewrite of a document in memory.
@Suite struct MarkdownFenceTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var document: String
        /// (info, body, opening line, closed) of each fence found.
        var fences: [(String, String, Int, Bool)]
    }

    static let cases: [Case] = [
        Case(description: "backticks", document: "a\n```tablemock\nx: 1\n```\nb\n", fences: [("tablemock", "x: 1\n", 2, true)]),
        Case(description: "tildes", document: "~~~tablemock\nx: 1\n~~~\n", fences: [("tablemock", "x: 1\n", 1, true)]),
        Case(description: "a longer fence holds a shorter one", document: "````tablemock\n```\nx\n````\n",
             fences: [("tablemock", "```\nx\n", 1, true)]),
        Case(description: "closing fence may be longer, not of the other character",
             document: "```tablemock\na\n~~~\n`````  \nafter\n", fences: [("tablemock", "a\n~~~\n", 1, true)]),
        Case(description: "indented fence strips up to its indent", document: "  ```tablemock\n    x\n y\nz\n  ```\n",
             fences: [("tablemock", "  x\ny\nz\n", 1, true)]),
        Case(description: "four spaces is an indented code block, not a fence", document: "    ```tablemock\n    x\n    ```\n",
             fences: []),
        Case(description: "unclosed fence runs to the end", document: "text\n```tablemock\nx: 1\n", fences: [("tablemock", "x: 1\n", 2, false)]),
        Case(description: "CRLF line endings", document: "a\r\n```tablemock\r\nx: 1\r\n```\r\nb\r\n",
             fences: [("tablemock", "x: 1\r\n", 2, true)]),
        Case(description: "info string with attributes", document: "``` tablemock alt=\"A\"\n```\n",
             fences: [("tablemock alt=\"A\"", "", 1, true)]),
        Case(description: "backtick info string may not hold a backtick", document: "```tablemock `x`\nbody\n", fences: []),
        Case(description: "other languages are fences too", document: "```swift\n```tablemock\n```\n",
             fences: [("swift", "```tablemock\n", 1, true)]),
        Case(description: "two fences", document: "```a\n1\n```\n~~~b\n2\n~~~", fences: [("a", "1\n", 1, true), ("b", "2\n", 4, true)]),
    ]

    @Test(arguments: cases) func scans(_ c: Case) {
        let found = MarkdownFenceScanner.fences(in: Array(c.document.utf8))
        #expect(found.count == c.fences.count)
        for (fence, expected) in zip(found, c.fences) {
            #expect(fence.info == expected.0)
            #expect(String(decoding: fence.body, as: UTF8.self) == expected.1)
            #expect(fence.openingLine == expected.2)
            #expect(fence.closed == expected.3)
        }
    }

    @Test func rangeCoversTheBlockWithoutTheLastLineEnding() {
        let doc = "a\r\n  ```tablemock\r\n  x: 1\r\n  ```\r\nb"
        let fence = MarkdownFenceScanner.fences(in: Array(doc.utf8))[0]
        #expect(String(decoding: Array(doc.utf8)[fence.range], as: UTF8.self) == "  ```tablemock\r\n  x: 1\r\n  ```")
        #expect(fence.indent == 2)
        #expect(fence.stripped == [2])
        #expect(fence.infoColumn == 6)
    }

    static let spec = "device: iphone-5\ntable:\n  sections:\n    - rows:\n        - title: Hello\n"

    func options(_ folder: URL) -> MarkdownFigures.Options {
        MarkdownFigures.Options(imagesFolder: folder.appendingPathComponent("img"), documentFolder: folder, imagePrefix: "doc",
                                display: "doc.md", specBase: folder)
    }

    @Test func rewritesOnlyTheBlocksAndDrawsTheSameBytesAsTableMockup() throws {
        let folder = URL(fileURLWithPath: "/tmp/tablemock-md-unit")
        let doc = "# Title\r\n\r\n```swift\nlet x = 1\n```\n\n  ```tablemock alt=\"The [list]\" title='A \"list\"'\n  "
            + Self.spec.replacingOccurrences(of: "\n", with: "\n  ") + "```\nend without newline"
        let result = try MarkdownFigures.process(Data(doc.utf8), options: options(folder), files: TableMockup.defaultFiles())
        #expect(result.figures.count == 1)
        let name = result.figures[0].imageName
        #expect(name.hasPrefix("doc-") && name.hasSuffix(".png") && name.count == "doc-".count + 16 + 4)
        let expected = "# Title\r\n\r\n```swift\nlet x = 1\n```\n\n  ![The \\[list\\]](img/\(name) \"A \\\"list\\\"\")\nend without newline"
        #expect(String(decoding: result.markdown, as: UTF8.self) == expected)
        #expect(result.figures[0].data == (try TableMockup(yaml: Self.spec).png()))
    }

    @Test func errorsPointAtTheDocumentsLineAndColumn() {
        let doc = "intro\n\n ```tablemock\n device: iphone-5\n table:\n   sections:\n     - rows:\n         - title: A\n           accessory: disclosure\n ```\n"
            + "```tablemock nope=1\n```\n"
        #expect {
            try MarkdownFigures.process(Data(doc.utf8), options: options(URL(fileURLWithPath: "/tmp")), files: TableMockup.defaultFiles())
        } throws: { error in
            let lines = (error as! DiagnosticError).diagnostics.map(\.description)
            return lines == [
                "doc.md:9:23: error: /table/sections/0/rows/0/accessory: unknown accessory \"disclosure\"; did you mean \"disclosureIndicator\"?",
                "doc.md:11:14: error: unknown attribute \"nope\" in the ```tablemock info string; use alt=\"...\" or title=\"...\"",
            ]
        }
    }

    @Test func anUnclosedBlockIsAnError() {
        #expect {
            try MarkdownFigures.process(Data("a\n```tablemock\nx: 1\n".utf8), options: options(URL(fileURLWithPath: "/tmp")), files: TableMockup.defaultFiles())
        } throws: { error in
            (error as! DiagnosticError).diagnostics.map(\.description)
                == ["doc.md:2:1: error: the ```tablemock block opened here is never closed; end it with a line of at least as many fence characters"]
        }
    }

    @Test(arguments: [("/a/b/img/x.png", "/a/b", "img/x.png"), ("/a/img/x.png", "/a/b/c", "../../img/x.png"), ("/a/x.png", "/a", "x.png")])
    func linksAreRelativeToTheDocument(_ c: (String, String, String)) {
        #expect(MarkdownFigures.relativePath(URL(fileURLWithPath: c.0), from: URL(fileURLWithPath: c.1)) == c.2)
    }
}
