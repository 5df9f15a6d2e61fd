#if MCP
import Foundation
import MCP
import TableMock
import TableMockCore
import TableMockFiles
@testable import TableMockMCP
import TableMockRaster
import Testing

/// The MCP tools in-process: each answer against what the command line draws and says
/// (`TableMockup`'s bytes are `tablemock render`'s: TableMockupTests), the limits of the
/// root, and which mistakes are tool results and which protocol errors.
/// Scripts/mcp-client-test.sh drives the same tools through the binary with PyPI's client.
@Suite struct TableMockToolsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tools = TableMockTools(MCPConfiguration(root: repository.path))
    static let broken = "device: iphone-5\ntable:\n  sections:\n    - rows:\n        - title: Wi-Fi\n          accessory: disclosure\n"
    static let brokenLine = "spec.yaml:6:22: error: /table/sections/0/rows/0/accessory: unknown accessory \"disclosure\"; did you mean \"disclosureIndicator\"?"
    static let oneRow = "table:\n  sections:\n    - rows: [{title: A}]\n"

    static func texts(_ result: CallTool.Result) -> [String] {
        result.content.compactMap { if case .text(let text, _, _) = $0 { return text } else { return nil } }
    }

    static func images(_ result: CallTool.Result) -> [Data] {
        result.content.compactMap { if case .image(let data, _, _, _) = $0 { return Data(base64Encoded: data) } else { return nil } }
    }

    static func pixelSize(_ png: Data) throws -> (Int, Int) {
        let image = try PNGCodec.decode(png)
        return (image.width, image.height)
    }

    @Test func renderOfASampleIsTheCommandLinesPicture() async throws {
        let result = try await Self.tools.call("render", arguments: ["path": "Samples/settings.json"])
        #expect(result.isError == false)
        let expected = try TableMockup(contentsOf: Self.repository.appendingPathComponent("Samples/settings.json")).png()
        #expect(Self.images(result) == [expected])
        let summary = Self.texts(result)[0]
        #expect(summary.hasPrefix("Samples/settings.json: iphone-8, theme ios7, light; canvas 375×667 pt; PNG 750×1334 px at scale 2"))
        let structured = try #require(result.structuredContent?.objectValue)
        #expect(structured["layout"]?.objectValue?["canvas"] == ["height": 667, "scale": 2, "width": 375])
        #expect(structured["image"] == ["width": 750, "height": 1334, "bytes": .int(expected.count)])
    }

    @Test func aBrokenSpecIsAToolResultWithTheCommandLinesLine() async throws {
        for tool in ["render", "validate", "lint"] {
            let result = try await Self.tools.call(tool, arguments: ["spec": .string(Self.broken)])
            #expect(result.isError == true, "\(tool)")
            #expect(Self.texts(result) == [Self.brokenLine], "\(tool)")
            let diagnostic = result.structuredContent?.objectValue?["diagnostics"]?.arrayValue?.first?.objectValue
            #expect(diagnostic?["line"] == 6 && diagnostic?["column"] == 22 && diagnostic?["path"] == "/table/sections/0/rows/0/accessory")
        }
        // Strict JSON text is read as JSON: its errors are JSON's.
        let json = try await Self.tools.call("validate", arguments: ["spec": "{\"table\": {\"sections\": []},}"])
        #expect(json.isError == true)
        #expect(Self.texts(json)[0].hasPrefix("spec.json:1:"))
    }

    @Test func theLookArgumentsOverrideTheSpec() async throws {
        let result = try await Self.tools.call("render", arguments: [
            "spec": .string(Self.oneRow), "device": "iphone-5", "theme": "ios6", "layoutDirection": "rightToLeft", "scale": 1,
        ])
        #expect(result.isError == false)
        #expect(Self.texts(result)[0].hasPrefix("spec.yaml: iphone-5, theme ios6, light, right to left; canvas 320×568 pt; PNG 320×568 px at scale 1"))
        let same = try TableMockup(yaml: "device: iphone-5\ntheme: ios6\nlayoutDirection: rightToLeft\n" + Self.oneRow).png(scale: 1)
        #expect(Self.images(result) == [same])
        // Dynamic Type before iOS 7 is the spec's problem, named after the arguments.
        let early = try await Self.tools.call("render", arguments: ["spec": .string(Self.oneRow), "theme": "ios6",
                                                                    "contentSizeCategory": "accessibilityLarge"])
        #expect(early.isError == true)
        #expect(Self.texts(early)[0].contains("Dynamic Type came with iOS 7"))
        let unknown = try await Self.tools.call("render", arguments: ["spec": .string(Self.oneRow), "theme": "ios77"])
        #expect(Self.texts(unknown) == ["spec.yaml: error: /theme: unknown theme \"ios77\" (the theme the render tool's arguments asked for); did you mean \"ios7\"?"])
    }

    @Test func aPictureLargerThanTheImageLimitIsDrawnAtALowerScale() async throws {
        // An iPhone 15 at its own scale 3 is 1179×2556: over 1568 px, so 1.75 (688×1491).
        let result = try await Self.tools.call("render", arguments: ["spec": .string(Self.oneRow), "device": "iphone-15"])
        let png = try #require(Self.images(result).first)
        #expect(try Self.pixelSize(png) == (688, 1491))
        #expect(Self.texts(result)[0].contains("PNG 688×1491 px at scale 1.75 (lowered from 3 to fit the inline image limit"))
        #expect(png == (try TableMockup(yaml: "device: iphone-15\n" + Self.oneRow).png(scale: 1.75)))
        // A table taller than the limit at scale 0.25 cannot be shown inline: the error says what to do.
        let rows = (0..<2000).map { "        - {title: Row \($0)}" }.joined(separator: "\n")
        let tall = try await Self.tools.call("render", arguments: ["spec": .string("height: content\ntable:\n  sections:\n    - rows:\n" + rows + "\n")])
        #expect(tall.isError == true)
        #expect(Self.texts(tall)[0].contains("too large to show as an image") && Self.texts(tall)[0].contains("output: file"))
    }

    @Test func documentsComeAsResourcesWithAPreview() async throws {
        let result = try await Self.tools.call("render", arguments: ["spec": .string(Self.oneRow), "format": "svg"])
        #expect(Self.images(result).count == 1)
        let svg = result.content.compactMap { item -> String? in
            if case .resource(let resource, _, _) = item { return resource.text } else { return nil }
        }
        #expect(svg.count == 1 && svg[0].hasPrefix("<?xml") && svg[0].contains("<svg"))
        #expect(svg[0] == String(decoding: try TableMockup(yaml: Self.oneRow).svg(), as: UTF8.self))
    }

    @Test func filesAreReadAndWrittenUnderTheRootOnly() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.oneRow.utf8).write(to: root.appendingPathComponent("one.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: "/tmp")
        let tools = TableMockTools(MCPConfiguration(root: root.path))
        let real = LocalFiles.resolve(root.path)!.path

        let written = try await tools.call("render", arguments: ["path": "one.yaml", "output": "file"])
        #expect(written.isError == false)
        #expect(written.structuredContent?.objectValue?["path"] == .string(real + "/tablemock-mcp/one.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: real + "/tablemock-mcp/one.png")) == (try TableMockup(yaml: Self.oneRow).png()))

        for (arguments, expected) in [
            (["path": "/etc/passwd"], "is outside the project root"),
            (["path": "../../../../../../etc/passwd"], "is outside the project root"),
            (["path": "one.yaml", "output": "file", "outputPath": "../escape.png"], "is not a path inside the root"),
            (["path": "one.yaml", "output": "file", "outputPath": "/tmp/escape.png"], "is outside the root"),
            (["path": "one.yaml", "output": "file", "outputPath": "out/escape.png"], "cannot write"),
            (["spec": .string(String(repeating: "#", count: (1 << 20) + 1))], "the limit is 1048576"),
        ] as [([String: Value], String)] {
            let result = try await tools.call("render", arguments: arguments)
            #expect(result.isError == true, "\(arguments)")
            #expect(Self.texts(result).first?.contains(expected) == true, "\(arguments): \(Self.texts(result))")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escape.png"))

        // Without a root: nothing read, nothing written, and the error says how to give one.
        let rootless = TableMockTools(MCPConfiguration(root: ""))
        let refused = try await rootless.call("render", arguments: ["path": "one.yaml"])
        #expect(refused.isError == true && Self.texts(refused)[0].contains("start it with --root DIR"))
        #expect(try await rootless.call("render", arguments: ["spec": .string(Self.oneRow)]).isError == false)
        #expect(MCPConfiguration.defaultRoot(currentDirectory: "/") == "")
    }

    @Test(arguments: [
        (["spec": "table: {}", "colour": "red"], "render has no argument \"colour\""),
        (["spec": 3], "argument \"spec\" must be a string"),
        ([:], "render needs a spec"),
        (["spec": "a", "path": "b"], "takes a spec or a path, not both"),
        (["spec": "a", "format": "gif"], "one of: png, svg, pdf (got \"gif\")"),
        (["spec": "a", "scale": 9], "greater than 0 and at most 4 (got 9)"),
        (["spec": "a", "device": "iphone-99"], "must be one of: iphone-3g"),
        (["spec": "a", "outputPath": "x.png"], "outputPath needs output: file"),
    ] as [([String: Value], String)])
    func aCallOutsideTheSchemaIsAProtocolError(arguments: [String: Value], message: String) async throws {
        do {
            _ = try await Self.tools.call("render", arguments: arguments)
            Issue.record("accepted \(arguments)")
        } catch let error as MCPError {
            #expect(error.code == -32602)
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test func lintGivesTheGuidelineWarnings() async throws {
        let spec = "table:\n  sections:\n    - rows:\n        - {title: A very long title that cannot possibly fit on one line of an iPhone}\n"
        let result = try await Self.tools.call("lint", arguments: ["spec": .string(spec)])
        #expect(result.isError == false)
        #expect(Self.texts(result) == ["""
            spec.yaml:4:19: warning: /table/sections/0/rows/0/title: the text is cut to "A very long title that cannot possibly fit o…": \
            23 of 67 characters are not shown; shorten it, or let it wrap with titleLines: 0 [truncated-text]
            1 warning
            """])
        // The look arguments reach the lint: on an iPad the title fits.
        let wide = try await Self.tools.call("lint", arguments: ["spec": .string(spec), "device": "ipad"])
        #expect(Self.texts(wide) == ["spec.yaml: no warnings"])
        let valid = try await Self.tools.call("validate", arguments: ["spec": .string(spec)])
        #expect(Self.texts(valid) == ["spec.yaml: valid"] && valid.isError == false)
    }

    @Test(arguments: SpecExamples.all.map(\.name))
    func everyExampleRendersWithoutWarnings(name: String) async throws {
        let example = SpecExamples.all.first { $0.name == name }!
        let result = try await Self.tools.call("render", arguments: ["spec": .string(example.yaml)])
        #expect(result.isError == false, "\(Self.texts(result))")
        #expect(Self.texts(result)[0].contains("lint: no warnings"), "\(Self.texts(result))")
        #expect(!Self.texts(result)[0].contains("truncated:"))
        let resource = try ReferenceResources.read(ReferenceResources.exampleURI(name))
        #expect(resource.contents[0].text?.hasSuffix(example.yaml) == true)
    }

    @Test func theReferenceIsTheGeneratedPage() async throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("Docs/SpecReference.md"), encoding: .utf8)
        #expect(try ReferenceResources.read(ReferenceResources.specReferenceURI).contents[0].text == page)
        let tool = try await Self.tools.call("reference", arguments: [:])
        #expect(Self.texts(tool) == [page])
        let schema = try await Self.tools.call("reference", arguments: ["topic": "schema"])
        #expect(Self.texts(schema)[0] == (try String(contentsOf: Self.repository.appendingPathComponent("Schemas/spec-v1.schema.json"), encoding: .utf8)))
        #expect(throws: MCPError.self) { try ReferenceResources.read("tablemock://nothing") }
    }

    @Test func variantsMakeALabelledContactSheetWithinTheLimit() async throws {
        let result = try await Self.tools.call("variants", arguments: [
            "spec": .string(Self.oneRow), "themes": ["ios6", "ios13"], "layoutDirections": ["leftToRight", "rightToLeft"],
        ])
        #expect(result.isError == false)
        let cells = result.structuredContent?.objectValue?["cells"]?.arrayValue?.compactMap(\.stringValue)
        #expect(cells == ["ios6 · light", "ios6 · light · rightToLeft", "ios13 · light", "ios13 · dark",
                          "ios13 · light · rightToLeft", "ios13 · dark · rightToLeft"])
        let skipped = result.structuredContent?.objectValue?["skipped"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(skipped.count == 2 && skipped.allSatisfy { $0.contains("has no dark appearance") && !$0.contains("--appearance") })
        let (width, height) = try Self.pixelSize(try #require(Self.images(result).first))
        #expect(max(width, height) <= 1568 && width * height <= 1_150_000)
        #expect(width > 1000, "4 columns of 375 pt at a readable scale")

        let many = try await Self.tools.call("variants", arguments: [
            "spec": .string(Self.oneRow), "contentSizeCategories": .array(ContentSizeCategory.allCases.map { .string($0.rawValue) }),
        ])
        #expect(many.isError == true && Self.texts(many)[0].contains("24 combinations asked for; the limit is 16"))
    }

    @Test func listsNameEveryDeviceAndTheme() async throws {
        let devices = try await Self.tools.call("list_devices", arguments: nil)
        #expect(Self.texts(devices)[0].split(separator: "\n").count == DeviceCatalog.all.count)
        #expect(Self.texts(devices)[0].contains("iphone-8: 375×667 pt, scale 2"))
        let themes = try await Self.tools.call("list_themes", arguments: [:])
        #expect(Self.texts(themes)[0].split(separator: "\n").map { $0.split(separator: ":")[0] }.contains("ios13"))
        let symbols = try await Self.tools.call("list_symbols", arguments: ["matching": "wifi"])
        #expect(Self.texts(symbols)[0].split(separator: "\n").first == "wifi")
        // A symbol draws under the server's confined files, as any image does.
        let drawn = try await Self.tools.call("render", arguments: ["spec": "table:\n  sections:\n    - rows: [{title: Wi-Fi, image: {symbol: wifi}}]\n"])
        #expect(drawn.isError == false, "\(Self.texts(drawn))")
    }
}

/// Writes all of `data`, again after a signal (other tests' child processes end meanwhile).
func writeAll(_ fd: Int32, _ data: Data) {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 { if errno == EINTR { continue } else { return } }
            offset += n
        }
    }
}

/// Bytes a reader thread gathers until its pipe ends.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    func append(_ bytes: ArraySlice<UInt8>) { lock.withLock { data.append(contentsOf: bytes) } }
    var lineCount: Int { lock.withLock { data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } }
    func finish() { done.signal() }
    func wait() -> Data { done.wait(); return lock.withLock { data } }
}

/// The stdio transport's bound: a line longer than the limit is answered and dropped, and
/// the next message is read as usual.
@Suite struct LineTransportTests {
    @Test func aLineOverTheLimitIsAnsweredAndTheNextIsRead() async throws {
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        #expect(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        let transport = LineTransport(input: toServer[0], output: fromServer[1], maxMessageBytes: 100)
        try await transport.connect()
        let long = Data(String(repeating: "x", count: 300).utf8) + Data("\n{\"ok\":1}\n".utf8)
        writeAll(toServer[1], long)
        close(toServer[1])
        var received: [Data] = []
        for try await message in await transport.receive() { received.append(message) }
        #expect(received == [Data("{\"ok\":1}".utf8)])
        var buffer = [UInt8](repeating: 0, count: 4096)
        var n = read(fromServer[0], &buffer, buffer.count)
        while n < 0 && errno == EINTR { n = read(fromServer[0], &buffer, buffer.count) }
        let answer = String(decoding: buffer[0..<max(0, n)], as: UTF8.self)
        #expect(answer.contains("\"code\":-32600") && answer.contains("longer than 100 bytes"))
        close(fromServer[0]); close(fromServer[1]); close(toServer[0])
    }

    @Test func theSplicerWritesEachPartOnceWhereItsPlaceholderIs() throws {
        let splicer = PayloadSplicer()
        let layout = splicer.placeholder(for: Data("{\"canvas\":{\"width\":375}}".utf8))
        let image = splicer.placeholder(for: Data("\"iVBORw0KGgo=\"".utf8))
        let message = Data("{\"id\":1,\"result\":{\"content\":[{\"data\":\"\(image)\"}],\"note\":\"say \(layout) here\",\"layout\":\"\(layout)\"}}".utf8)
        let spliced = splicer.splice(message)
        // The placeholder inside a longer string (as a spec's text could hold it) is left alone.
        #expect(String(decoding: spliced, as: UTF8.self)
                == "{\"id\":1,\"result\":{\"content\":[{\"data\":\"iVBORw0KGgo=\"}],\"note\":\"say \(layout) here\",\"layout\":{\"canvas\":{\"width\":375}}}}")
        #expect(splicer.splice(message) == message, "each part is written once")
    }

    @Test func throughTheServerTheLayoutAndImageArriveWhole() async throws {
        // The stdio server with its splicer, as `tablemock mcp` runs it, against the in-process answer.
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        #expect(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        for fd in toServer + fromServer { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let tools = TableMockTools(MCPConfiguration(root: TableMockToolsTests.repository.path))
        let splicer = PayloadSplicer()
        let server = await TableMockMCPServer.make(tools, splicer: splicer)
        try await server.start(transport: LineTransport(input: toServer[0], output: fromServer[1], maxMessageBytes: 1 << 20,
                                                        drainLimit: .seconds(10), splicer: splicer))
        let requests = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}
            {"jsonrpc":"2.0","method":"notifications/initialized"}
            {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"render","arguments":{"path":"Samples/settings.json"}}}

            """
        // The answers are read as they come (a PNG's answer is larger than a pipe holds); the
        // input stays open until both are in, so nothing depends on how busy the machine is.
        let collected = Collected()
        let answers = fromServer[0]
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = read(answers, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }  // a child of another test ended
                if n <= 0 { break }
                collected.append(buffer[0..<n])
            }
            collected.finish()
        }
        reader.start()
        writeAll(toServer[1], Data(requests.utf8))
        let deadline = ContinuousClock.now + .seconds(300)
        while collected.lineCount < 2 && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        close(toServer[1])
        await server.waitUntilCompleted()
        await server.stop()
        close(fromServer[1])
        let output = collected.wait()
        let lines = output.split(separator: UInt8(ascii: "\n"))
        try #require(lines.count == 2, "\(String(decoding: output.prefix(500), as: UTF8.self))")
        let answer = try JSONSerialization.jsonObject(with: Data(lines[1])) as? [String: Any]
        let result = answer?["result"] as? [String: Any]
        let expected = try await tools.call("render", arguments: ["path": "Samples/settings.json"])
        let image = ((result?["content"] as? [[String: Any]])?.first { $0["type"] as? String == "image" })?["data"] as? String
        #expect(image.flatMap { Data(base64Encoded: $0) } == TableMockToolsTests.images(expected).first)
        let layout = (result?["structuredContent"] as? [String: Any])?["layout"]
        let expectedLayout = try JSONEncoder().encode(expected.structuredContent?.objectValue?["layout"])
        #expect(NSDictionary(dictionary: layout as? [String: Any] ?? [:])
                == NSDictionary(dictionary: (try JSONSerialization.jsonObject(with: expectedLayout) as? [String: Any]) ?? ["x": 1]))
        #expect(!String(decoding: output, as: UTF8.self).contains("tablemock-payload:"))
    }
}
#endif
