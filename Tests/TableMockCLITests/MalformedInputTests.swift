import Foundation
import TableMockTestSupport
import Testing

/// One malformed input: the files of a scratch folder (the first is the spec rendered),
/// the exact standard-error lines `tablemock render SPEC -o out --quiet` must print
/// (`$DIR` stands for the scratch folder) and its exit status. No output file may appear.
struct MalformedInput: Sendable, CustomTestStringConvertible {
    enum Content: Sendable {
        case text(String)
        case bytes([UInt8])
        case data(Data)

        var data: Data {
            switch self {
            case .text(let s): return Data(s.utf8)
            case .bytes(let b): return Data(b)
            case .data(let d): return d
            }
        }
    }

    var name: String
    var files: [(String, Content)]
    var arguments: [String] = []
    var stderr: [String]
    var status: Int32
    var testDescription: String { name }

    init(_ name: String, files: [(String, Content)], arguments: [String] = [], stderr: [String], status: Int32) {
        self.name = name; self.files = files; self.arguments = arguments; self.stderr = stderr; self.status = status
    }
}

/// Issue 8's corpus: every way a spec, theme or image can be wrong costs one clear line
/// (file:line:col, JSON path, hint), exit status 1, and no output file — never a crash, a
/// hang or a huge allocation.
@Suite struct MalformedInputTests {
    static let pngSample: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Samples/images/dahlia@2x.png")
        return (try? Data(contentsOf: url)) ?? Data()
    }()

    /// `png` with bytes in the middle of its first IDAT chunk overwritten and the chunk's
    /// CRC recomputed: every chunk checks out, only decoding finds the damage.
    static func damagedImageData(_ png: Data) -> Data {
        var b = [UInt8](png)
        var i = 8
        while i + 8 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            if b[(i + 4)..<(i + 8)].elementsEqual("IDAT".utf8) {
                for k in (i + 8 + length / 3)..<(i + 8 + length / 3 + 16) { b[k] = 0xA5 }
                var c: UInt32 = 0xFFFF_FFFF
                for byte in b[(i + 4)..<(i + 8 + length)] {
                    c ^= UInt32(byte)
                    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
                }
                c ^= 0xFFFF_FFFF
                let end = i + 8 + length
                b[end] = UInt8(c >> 24); b[end + 1] = UInt8(c >> 16 & 0xFF); b[end + 2] = UInt8(c >> 8 & 0xFF); b[end + 3] = UInt8(c & 0xFF)
                break
            }
            i += 12 + length
        }
        return Data(b)
    }

    static func run(_ input: MalformedInput) throws -> (CLITests.Result, URL) {
        let dir = try CLITests.scratch()
        for (path, content) in input.files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.data.write(to: url)
        }
        let result = try CLITests.run(["render", input.files[0].0, "-o", "out", "--quiet"] + input.arguments, in: dir)
        return (result, dir)
    }

    /// Every file under `dir/out`, hidden ones included.
    static func outputs(in dir: URL) -> [String] {
        let out = dir.appendingPathComponent("out")
        let all = FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []
        return all.filter { !$0.hasSuffix("/") }.sorted()
    }

    @Test(arguments: corpus)
    func eachMalformedInputGetsItsExactDiagnosticAndNoOutput(_ input: MalformedInput) throws {
        let (result, dir) = try Self.run(input)
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines = result.stderr.replacingOccurrences(of: dir.path, with: "$DIR")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.dropLast(lines.last == "" ? 1 : 0).map { $0 } == input.stderr)
        #expect(result.status == input.status)
        #expect(Self.outputs(in: dir) == [], "no output file may be written")
    }

    /// `validate` decodes images without drawing; `render` finds the damage while drawing:
    /// both say it with the same line, at the place the spec names the image.
    @Test func aDamagedImageIsTheSameLineInValidateAndRender() throws {
        let input = try #require(Self.corpus.first { $0.name == "PNG with sound chunks but damaged compressed data" })
        let (render, dir) = try Self.run(input)
        defer { try? FileManager.default.removeItem(at: dir) }
        let validate = try CLITests.run(["validate", "spec.json"], in: dir)
        #expect(validate.status == 1)
        #expect(validate.stdout.split(separator: "\n").first.map(String.init) == input.stderr[0])
        #expect(render.stderr.split(separator: "\n").first.map(String.init) == input.stderr[0])
    }

    @Test func theCorpusHasEveryCase() {
        #expect(Self.corpus.count == 60)   // a case deleted by mistake fails here
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count)
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func anImageWithoutReadPermissionIsADiagnostic() throws {
        let input = MalformedInput("unreadable image", files: [
            ("spec.json", .text(#"{"table": {"sections": [{"rows": [{"title": "A", "image": "locked.png"}]}]}}"#)),
            ("locked.png", .data(Self.pngSample)),
        ], stderr: [], status: 1)
        let dir = try CLITests.scratch()
        for (path, content) in input.files { try content.data.write(to: dir.appendingPathComponent(path)) }
        chmod(dir.appendingPathComponent("locked.png").path, 0)
        let result = try CLITests.run(["render", "spec.json", "-o", "out", "--quiet"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(#"spec.json:1:59: error: /table/sections/0/rows/0/image: cannot read image "locked.png""#))
        #expect(Self.outputs(in: dir) == [])
    }

    static let corpus: [MalformedInput] = [
        MalformedInput("empty file",
            files: [("spec.json", .text(""))],
            stderr: [
                "spec.json:1:1: error: the file is empty; expected an object such as {\"table\": {...}}",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("whitespace only",
            files: [("spec.yaml", .text("  \n\t\n"))],
            stderr: [
                "spec.yaml:1:1: error: the file is empty; expected an object such as {\"table\": {...}}",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("comments only",
            files: [("spec.yaml", .text("# nothing yet\n"))],
            stderr: [
                "spec.yaml:1:1: error: the file has no content, only comments; expected an object",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("binary garbage",
            files: [("spec.json", .bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x3A, 0x00, 0x00, 0x00, 0x3A, 0x08, 0x06, 0x00, 0x00, 0x00, 0xE1, 0xBB, 0x4A, 0x28, 0x00, 0x00, 0x00, 0xE8, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0xED, 0xDB, 0xD1, 0x09, 0x83, 0x30, 0x14, 0x85, 0xE1, 0xBB, 0x82, 0xD3, 0x64, 0x07, 0xE7, 0x72, 0x85, 0x42, 0xC6, 0xC9, 0x38]))],
            stderr: [
                "spec.json:1:1: error: the file is not valid UTF-8: byte 0x89 at offset 0; save the file as UTF-8",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("NUL bytes",
            files: [("spec.yaml", .bytes([0x74, 0x68, 0x65, 0x6D, 0x65, 0x3A, 0x20, 0x69, 0x6F, 0x73, 0x37, 0x0A, 0x00, 0x01, 0x02]))],
            stderr: [
                "spec.yaml:2:1: error: the file contains a NUL byte at offset 12; it is binary data, not JSON or YAML text",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("invalid UTF-8",
            files: [("spec.yaml", .bytes([0x74, 0x61, 0x62, 0x6C, 0x65, 0x3A, 0x0A, 0x20, 0x20, 0x68, 0x65, 0x61, 0x64, 0x65, 0x72, 0x3A, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))],
            stderr: [
                "spec.yaml:2:14: error: the file is not valid UTF-8: byte 0xE9 at offset 20; save the file as UTF-8",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("UTF-16",
            files: [("spec.json", .bytes([0xFF, 0xFE, 0x7B, 0x00, 0x22, 0x00, 0x74, 0x00, 0x61, 0x00, 0x62, 0x00, 0x6C, 0x00, 0x65, 0x00, 0x22, 0x00, 0x3A, 0x00, 0x20, 0x00, 0x7B, 0x00, 0x7D, 0x00, 0x7D, 0x00]))],
            stderr: [
                "spec.json:1:1: error: the file is UTF-16 text; expected UTF-8; save it as UTF-8",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("JSON array at the top",
            files: [("spec.json", .text("[{\"table\": {}}]"))],
            stderr: [
                "spec.json:1:1: error: expected an object at the top level, found an array; a spec is an object such as {\"table\": {\"sections\": [...]}}",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("scalar at the top",
            files: [("spec.yaml", .text("hello"))],
            stderr: [
                "spec.yaml:1:1: error: expected an object at the top level, found a string; a spec is an object such as {\"table\": {\"sections\": [...]}}",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("duplicate key in JSON",
            files: [("spec.json", .text("{\n  \"theme\": \"ios7\",\n  \"theme\": \"ios6\"\n}\n"))],
            stderr: [
                "spec.json:3:3: error: duplicate key \"theme\": a key may appear only once in an object",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("duplicate key in YAML",
            files: [("spec.yaml", .text("table:\n  style: plain\n  style: grouped\n"))],
            stderr: [
                "spec.yaml:3:3: error: duplicate key \"style\": a key may appear only once in an object",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("JSON syntax error",
            files: [("spec.json", .text("{\n  \"theme\": \"ios7\"\n  \"table\": {}\n}\n"))],
            stderr: [
                "spec.json:3:3: error: syntax error: did not find expected ',' or '}' (in the flow mapping that starts at 1:1)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("unterminated JSON",
            files: [("spec.json", .text("{\"table\": {\"sections\": ["))],
            stderr: [
                "spec.json:2:1: error: syntax error: did not find expected node content (in the flow node)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("tab indentation",
            files: [("spec.yaml", .text("table:\n\tstyle: grouped\n"))],
            stderr: [
                "spec.yaml:2:1: error: syntax error: a tab cannot indent YAML; indent with spaces",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("more than one document",
            files: [("spec.yaml", .text("theme: ios7\n---\ntheme: ios6\n"))],
            stderr: [
                "spec.yaml:2:1: error: the file holds more than one YAML document; expected one",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("wrong type: number for text",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"detail\": 42}]}]}}"))],
            stderr: [
                "spec.json:1:60: error: /table/sections/0/rows/0/detail: expected a string, found the number 42; quote it: \"42\"",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("wrong type: quoted number",
            files: [("spec.json", .text("{\"table\": {\"rowHeight\": \"44\"}}"))],
            stderr: [
                "spec.json:1:25: error: /table/rowHeight: expected a number, found the string \"44\"; remove the quotes",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("wrong type: object for sections",
            files: [("spec.json", .text("{\"table\": {\"sections\": {\"rows\": []}}}"))],
            stderr: [
                "spec.json:1:24: error: /table/sections: expected an array, found an object",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("unknown key",
            files: [("spec.json", .text("{\"tabel\": {}}"))],
            stderr: [
                "spec.json:1:2: error: unknown key \"tabel\"; did you mean \"table\"?",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("unknown built-in theme",
            files: [("spec.json", .text("{\"theme\": \"ios8\", \"table\": {}}"))],
            stderr: [
                "spec.json:1:11: error: /theme: unknown theme \"ios8\"; did you mean \"ios7\"? It draws iOS 7 to 10",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("problems of every stage at once: a misspelt key, an unknown theme, a missing image",
            files: [("spec.yaml", .text("theme: ios8\ntable:\n  styl: plain\n  sections: [{rows: [{title: x, image: nope.png}]}]\n"))],
            stderr: [
                "spec.yaml:1:8: error: /theme: unknown theme \"ios8\"; did you mean \"ios7\"? It draws iOS 7 to 10",
                "spec.yaml:3:3: error: /table: unknown key \"styl\"; did you mean \"style\"?",
                "spec.yaml:4:40: error: /table/sections/0/rows/0/image: image \"nope.png\" not found; paths are relative to the spec file's folder ($DIR)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("unknown device",
            files: [("spec.yaml", .text("device: iphone8\n"))],
            stderr: [
                "spec.yaml:1:9: error: /device: unknown device \"iphone8\"; did you mean \"iphone-8\"?",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("negative scale",
            files: [("spec.json", .text("{\"scale\": -2}"))],
            stderr: [
                "spec.json:1:11: error: /scale: scale -2 is out of range; it must be greater than 0 and at most 4",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("NaN scale",
            files: [("spec.yaml", .text("scale: .nan\n"))],
            stderr: [
                "spec.yaml:1:8: error: /scale: scale is not a number (.nan)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("infinite scale",
            files: [("spec.yaml", .text("scale: .inf\n"))],
            stderr: [
                "spec.yaml:1:8: error: /scale: scale .inf is too large; it must be greater than 0 and at most 4",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("absurd scale",
            files: [("spec.json", .text("{\"scale\": 1e308}"))],
            stderr: [
                "spec.json:1:11: error: /scale: scale 1e308 is out of range; it must be greater than 0 and at most 4",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("absurd contentOffset",
            files: [("spec.json", .text("{\"contentOffset\": 1e300}"))],
            stderr: [
                "spec.json:1:19: error: /contentOffset: contentOffset 1e300 is out of range; it must be at least 0 and at most 100000000",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("negative contentOffset",
            files: [("spec.json", .text("{\"contentOffset\": -10}"))],
            stderr: [
                "spec.json:1:19: error: /contentOffset: contentOffset -10 is out of range; it must be at least 0 and at most 100000000",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("absurd canvas size",
            files: [("spec.json", .text("{\"size\": {\"width\": 1e9, \"height\": 0}}"))],
            stderr: [
                "spec.json:1:20: error: /size/width: width 1e9 is out of range; it must be greater than 0 and at most 4096",
                "spec.json:1:35: error: /size/height: height 0 is out of range; it must be greater than 0 and at most 4096",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("absurd row height",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"height\": 1e12}]}]}}"))],
            stderr: [
                "spec.json:1:60: error: /table/sections/0/rows/0/height: height 1e12 is out of range; it must be greater than 0 and at most 1000",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("fractional indentation",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"indentationLevel\": 2.5}]}]}}"))],
            stderr: [
                "spec.json:1:70: error: /table/sections/0/rows/0/indentationLevel: indentationLevel must be a whole number, found 2.5",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("text too long",
            files: [("spec.json", .text(#"{"table": {"header": ""# + String(repeating: "x", count: 10_001) + #""}}"#))],
            stderr: [
                "spec.json:1:22: error: /table/header: the text is 10001 code points long; the limit is 10000",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("too many rows",
            files: [("spec.json", .text(#"{"table": {"sections": [{"rows": ["# + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}]}}"))],
            stderr: [
                "spec.json:1:34: error: /table/sections/0/rows: the table has more than 100000 rows; the limit is 100000 in all sections together",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("too many sections",
            files: [("spec.json", .text(#"{"table": {"sections": ["# + Array(repeating: "{}", count: 10_001).joined(separator: ",") + "]}}"))],
            stderr: [
                "spec.json:1:24: error: /table/sections: 10001 sections; the limit is 10000",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("nesting too deep",
            files: [("spec.json", .text(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))],
            stderr: [
                "spec.json:1:65: error: /0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0: values are nested more than 64 levels deep",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("alias bomb",
            files: [("spec.yaml", .text("a: &a [\"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\"]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\n"))],
            stderr: [
                "spec.yaml:1:48: error: /f/0/6/8/8/8/8: the document holds more than 200000 values; YAML aliases (*name) are expanded; a few of them can multiply a document",
                "1 of 1 specs failed",
            ], status: 1),
        // A PNG is drawn in bands, so its height has no limit of its own; its pixels do
        // (2^31, the work of some 15 seconds). 40 rows of 1,000 points at 4x on a 4,096-point
        // canvas is 16,384 x 160,000 pixels. As SVG or PDF (40,000 points) it can be drawn.
        MalformedInput("content with more pixels than a PNG may have",
            files: [("spec.json", .text(#"{"height":"content","size":{"width":4096,"height":800},"scale":4,"table":{"rowHeight":1000,"sections":[{"rows":["# + Array(repeating: #"{"title":"Row"}"#, count: 40).joined(separator: ",") + "]}]}}"))],
            stderr: [
                "spec.json:1:11: error: /height: the image would be 16,384\u{D7}160,000 pixels (4,096\u{D7}40,000 points at scale 4), 2,622 million pixels; the limit is 2,147 million; render it a screen at a time with \"height\": \"screen\" and \"contentOffset\": 0, 800, 1,600, \u{2026} (50 screens of 800 points), lower the scale to 3.62 or less, or render SVG or PDF",
                "1 of 1 specs failed",
            ], status: 1),
        // SVG and PDF have no page limit (a PDF is paged, an SVG is one document), but Cairo's
        // fixed-point coordinates do: 8,000,000 points. 8,001 rows of 1,000 points.
        MalformedInput("content taller than SVG and PDF can be",
            files: [("spec.json", .text(#"{"height": "content", "table": {"rowHeight": 1000, "sections": [{"rows": ["# + Array(repeating: #"{"title": "Row"}"#, count: 8_001).joined(separator: ",") + "]}]}}"))],
            arguments: ["--format", "svg,pdf"],
            stderr: [
                "spec.json:1:12: error: /height: the document would be 375\u{D7}8,001,000 points; the limit is 8,000,000 points tall; render it a screen at a time with \"height\": \"screen\" and \"contentOffset\": 0, 667, 1,334, \u{2026} (11,996 screens of 667 points)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("--scale over the pixel budget",
            files: [("spec.json", .text(#"{"height":"content","size":{"width":4096,"height":800},"table":{"rowHeight":1000,"sections":[{"rows":["# + Array(repeating: #"{"title":"Row"}"#, count: 40).joined(separator: ",") + "]}]}}"))],
            arguments: ["--scale", "4"],
            stderr: [
                "spec.json:1:11: error: /height: the image would be 16,384\u{D7}160,000 pixels (4,096\u{D7}40,000 points at scale 4 from --scale), 2,622 million pixels; the limit is 2,147 million; render it a screen at a time with \"height\": \"screen\" and \"contentOffset\": 0, 800, 1,600, \u{2026} (50 screens of 800 points), lower the scale to 3.62 or less, or render SVG or PDF",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("missing image",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"icons/missing.png\"}]}]}}"))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"icons/missing.png\" not found; paths are relative to the spec file's folder ($DIR)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("unreadable image (a folder)",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"folder.png\"}]}]}}")), ("folder.png/.keep", .text(""))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"folder.png\" is not a regular file: it is a folder",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("not an image",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"notes.png\"}]}]}}")), ("notes.png", .text("just text\n"))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"notes.png\" is not a PNG, JPEG or SVG file",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("corrupt PNG",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"broken.png\"}]}]}}")), ("broken.png", .data(Data(pngSample.prefix(60)) + Data(repeating: 0, count: 200)))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"broken.png\" cannot be used: the PNG is truncated (chunk at byte 33 runs past the end)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("PNG with sound chunks but damaged compressed data",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"damaged.png\"}]}]}}")), ("damaged.png", .data(damagedImageData(pngSample)))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"damaged.png\" cannot be decoded: bad adaptive filter value",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("truncated PNG",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"short.png\"}]}]}}")), ("short.png", .data(Data(pngSample.prefix(pngSample.count / 2))))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"short.png\" cannot be used: the PNG is truncated (chunk at byte 33 runs past the end)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("truncated JPEG",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"photo.jpg\"}]}]}}")), ("photo.jpg", .bytes([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x20, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x55, 0x55]))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"photo.jpg\" cannot be used: the JPEG is truncated (no end-of-image marker)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("SVG referring to the network",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"remote.svg\"}]}]}}")), ("remote.svg", .text("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"20\" height=\"20\"><image href=\"https://example.com/a.png\" width=\"20\" height=\"20\"/></svg>"))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: SVG image \"remote.svg\" refers to external content (href=\"https://example.com/a.png\"); images are drawn without network or file access; embed the content in the SVG",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("SVG referring to a file",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"local.svg\"}]}]}}")), ("local.svg", .text("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"20\" height=\"20\"><image xlink:href=\"../secrets/photo.png\" width=\"20\" height=\"20\"/></svg>"))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: SVG image \"local.svg\" refers to external content (href=\"../secrets/photo.png\"); images are drawn without network or file access; embed the content in the SVG",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("SVG with an external stylesheet",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"styled.svg\"}]}]}}")), ("styled.svg", .text("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"20\" height=\"20\"><style>@import url(theme.css);</style><rect width=\"20\" height=\"20\"/></svg>"))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: SVG image \"styled.svg\" refers to external content (@import); images are drawn without network or file access; embed the content in the SVG",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("truncated SVG",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"cut.svg\"}]}]}}")), ("cut.svg", .text("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\"><rect"))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"cut.svg\" cannot be used: the SVG is incomplete (no closing </svg>)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("image too large",
            files: [("spec.json", .text("{\"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\", \"image\": \"huge.png\"}]}]}}")), ("huge.png", .data(pngHeader(width: 16_000, height: 16_000)))],
            stderr: [
                "spec.json:1:59: error: /table/sections/0/rows/0/image: image \"huge.png\" cannot be used: it is 16,000\u{D7}16,000 pixels, 977 MiB decoded; the limit is 256 MiB",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("missing theme file",
            files: [("spec.json", .text("{\"theme\": \"missing.theme.json\"}"))],
            stderr: [
                "spec.json:1:11: error: /theme: theme file \"missing.theme.json\" not found; theme paths are relative to the folder of the file that names them ($DIR)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme file with a syntax error",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .text("{\n  \"extends\": \"ios7\",\n  \"colors\": {\"tint\": \"#FF0000\",}\n"))],
            stderr: [
                "$DIR/bad.theme.json:4:1: error: syntax error: did not find expected ',' or '}' (in the flow mapping that starts at 1:1)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme file with an unknown colour",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .text("{\n  \"extends\": \"ios7\",\n  \"colors\": {\"tnit\": \"#FF0000\"}\n}\n"))],
            stderr: [
                "$DIR/bad.theme.json:3:14: error: /colors: unknown colour role \"tnit\"; did you mean \"tint\"?",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme file with a bad colour value",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .text("{\n  \"extends\": \"ios7\",\n  \"colors\": {\"tint\": \"#GG0000\"}\n}\n"))],
            stderr: [
                "$DIR/bad.theme.json:3:22: error: /colors/tint: invalid colour \"#GG0000\"; expected #RGB, #RRGGBB or #RRGGBBAA",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme file with a wrong type",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .text("{\n  \"extends\": \"ios7\",\n  \"metrics\": {\"rowHeight\": \"44\"}\n}\n"))],
            stderr: [
                "$DIR/bad.theme.json:3:28: error: /metrics/rowHeight: expected a number, found the string \"44\"; remove the quotes",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme file extending an unknown theme",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .text("{\n  \"extends\": \"ios99\"\n}\n"))],
            stderr: [
                "$DIR/bad.theme.json:2:14: error: /extends: unknown theme \"ios99\"; built-in themes: ios11, ios13, ios15, ios2, ios26, ios5, ios6, ios7",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme .json file with a trailing comma",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .text("{\"extends\": \"ios7\",\n \"colors\": {\"tint\": \"#D0021B\",}}\n"))],
            stderr: [
                "$DIR/bad.theme.json:2:30: error: invalid JSON: a comma after the last member of an object; remove it (a .json file is strict JSON; YAML syntax belongs in a .yaml file)",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("empty theme file",
            files: [("spec.json", .text("{\"theme\": \"empty.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("empty.theme.json", .text(""))],
            stderr: [
                "$DIR/empty.theme.json:1:1: error: the file is empty; expected an object such as {\"extends\": \"ios7\", \"colors\": {\"tint\": \"#D02\"}}",
                "1 of 1 specs failed",
            ], status: 1),
        MalformedInput("theme file that is binary",
            files: [("spec.json", .text("{\"theme\": \"bad.theme.json\", \"table\": {\"sections\": [{\"rows\": [{\"title\": \"A\"}]}]}}")), ("bad.theme.json", .bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x3A, 0x00, 0x00, 0x00, 0x3A, 0x08, 0x06, 0x00, 0x00, 0x00, 0xE1, 0xBB, 0x4A, 0x28, 0x00, 0x00, 0x00, 0xE8, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0xED, 0xDB, 0xD1, 0x09, 0x83, 0x30, 0x14, 0x85, 0xE1, 0xBB, 0x82, 0xD3, 0x64, 0x07, 0xE7, 0x72, 0x85, 0x42, 0xC6, 0xC9, 0x38]))],
            stderr: [
                "$DIR/bad.theme.json:1:1: error: the file is not valid UTF-8: byte 0x89 at offset 0; save the file as UTF-8",
                "1 of 1 specs failed",
            ], status: 1),
    ]
}
