#if Server
import Foundation
import HTTPTypes
import NIOCore
import TableMock
import TableMockCore
import TableMockServer
import Testing

/// The playground's routes (`GET /`, `/play/...`) on a loopback server: the page and its
/// Content-Security-Policy, the fallback without the editor package, static files confined
/// to their folders, the layout and diff routes under the server's limits. The page in a
/// real browser is Scripts/playground-browser-test.sh.
@Suite struct PlaygroundTests {
    typealias Server = RenderServerTests

    /// A stand-in for Debian's libjs-codemirror: every file the page links, and a link
    /// inside pointing out of the folder.
    static func fakeEditor() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-editor-\(UUID().uuidString)")
        for file in ["lib/codemirror.js", "mode/yaml/yaml.js", "mode/javascript/javascript.js", "addon/lint/lint.js",
                     "addon/hint/show-hint.js", "addon/edit/matchbrackets.js", "addon/selection/active-line.js",
                     "lib/codemirror.css", "addon/lint/lint.css", "addon/hint/show-hint.css", "lib/readme.html"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("/* \(file) */\n".utf8).write(to: url)
        }
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-secret-\(UUID().uuidString).js")
        try Data("secret".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("lib/escape.js").path, withDestinationPath: secret.path)
        return folder
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func thePageHasAStrictPolicyAndNoInlineScriptOrStyle() async throws {
        let editor = try Self.fakeEditor()
        defer { try? FileManager.default.removeItem(at: editor) }
        try await Server.withServer({ $0.editorFolder = editor.path }) { client in
            for uri in ["/", "/play", "/play/"] {
                let r = try await client.execute(uri: uri, method: .get)
                #expect(r.status == .ok, "\(uri)")
                #expect(r.headers[.contentType] == "text/html; charset=utf-8")
                let csp = try #require(r.headers[HTTPField.Name("Content-Security-Policy")!])
                #expect(csp == RenderServer.contentSecurityPolicy)
                #expect(csp.contains("default-src 'none'") && csp.contains("script-src 'self';") && !csp.contains("unsafe"))
                #expect(r.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                let page = Server.text(r)
                #expect(page.contains("data-editor=\"codemirror\""))
                #expect(page.contains("<script src=\"/play/codemirror/lib/codemirror.js\"></script>"))
                #expect(page.contains("<script src=\"/play/static/playground.js\" defer></script>"))
                // Every script has a src (no inline code), no element has a style attribute
                // or an event handler attribute.
                #expect(page.components(separatedBy: "<script").dropFirst().allSatisfy { $0.hasPrefix(" src=\"/play/") })
                #expect(!page.contains(" style=") && !page.contains("<style") && !page.contains(" onclick=") && !page.contains("javascript:"))
            }
        }
    }

    @Test func withoutTheEditorPackageThePageIsAPlainTextBox() async throws {
        try await Server.withServer({ $0.editorFolder = "/nonexistent/codemirror" }) { client in
            let page = Server.text(try await client.execute(uri: "/", method: .get))
            #expect(page.contains("data-editor=\"none\""))
            #expect(!page.contains("/play/codemirror/"))
            let catalog = Server.json(try await client.execute(uri: "/play/catalog.json", method: .get))
            #expect(catalog["editor"] as? String == "none")
            let r = try await client.execute(uri: "/play/codemirror/lib/codemirror.js", method: .get)
            #expect(r.status == .notFound)
        }
    }

    /// The page script sets text only as text: no HTML from strings, no code from strings.
    @Test func thePageScriptNeverInterpretsText() throws {
        let script = try String(contentsOf: Self.repository.appendingPathComponent("Sources/TableMockServer/Playground/playground.js"), encoding: .utf8)
        for banned in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setAttribute(\"on", "messageHTML"] {
            #expect(!script.contains(banned), "\(banned)")
        }
        #expect(script.contains("textContent"))
    }

    @Test func staticFilesAreServedFromTheirFoldersOnly() async throws {
        let editor = try Self.fakeEditor()
        defer { try? FileManager.default.removeItem(at: editor) }
        try await Server.withServer({ $0.editorFolder = editor.path }) { client in
            let script = try await client.execute(uri: "/play/static/playground.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.headers[HTTPField.Name("Content-Security-Policy")!] == RenderServer.contentSecurityPolicy)
            let etag = try #require(script.headers[.eTag])
            let again = try await client.execute(uri: "/play/static/playground.js", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            let css = try await client.execute(uri: "/play/codemirror/lib/codemirror.css", method: .get)
            #expect(css.status == .ok && Server.text(css) == "/* lib/codemirror.css */\n")
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            for uri in ["/play/static/../RenderServer.swift", "/play/static/%2e%2e/RenderServer.swift", "/play/static/.hidden.js",
                        "/play/static/nothing.js", "/play/static/PlaygroundFiles.swift", "/play/static//etc/passwd",
                        "/play/codemirror/lib/escape.js", "/play/codemirror/lib/readme.html", "/play/codemirror/../../etc/passwd.js",
                        "/play/codemirror/lib", "/play/static/samples/../../RenderServer.swift", "/play/nothing"] {
                let r = try await client.execute(uri: uri, method: .get)
                #expect(r.status == .notFound, "\(uri)")
                #expect(!Server.text(r).contains("secret") && !Server.text(r).contains("import"), "\(uri)")
            }
            let post = try await client.execute(uri: "/play/static/playground.js", method: .post, body: ByteBuffer(string: "x"))
            #expect(post.status == .methodNotAllowed)
        }
    }

    /// A request's text is never echoed into a page: a not-found says what is missing, not
    /// the path it was asked for.
    @Test func aPathIsNeverEchoed() async throws {
        try await Server.withServer { client in
            let r = try await client.execute(uri: "/play/%3Cscript%3Ealert(1)%3C%2Fscript%3E.js", method: .get)
            #expect(r.status == .notFound)
            #expect(r.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(!Server.text(r).contains("script") && !Server.text(r).contains("%3C"))
        }
    }

    @Test func theSchemaAndTheCatalog() async throws {
        try await Server.withServer { client in
            let schema = try await client.execute(uri: "/play/schema.json", method: .get)
            #expect(Server.text(schema) == SpecSchema.document.rendered())
            let catalog = Server.json(try await client.execute(uri: "/play/catalog.json", method: .get))
            let themes = catalog["themes"] as? [String] ?? []
            #expect(themes.first == "ios2" && themes.contains("ios7") && themes.contains("ios13"), "\(themes)")
            let samples = catalog["samples"] as? [[String: String]] ?? []
            #expect(samples.count >= 8 && samples.contains { $0["name"] == "settings.json" })
            // Each example is a copy of the sample of its name in Samples/ (whose goldens are checked).
            for sample in samples {
                let name = try #require(sample["name"])
                let original = try String(contentsOf: Self.repository.appendingPathComponent("Samples/\(name)"), encoding: .utf8)
                #expect(sample["spec"] == original, "\(name)")
            }
        }
    }

    @Test func theLayoutRouteIsTableMockupsLayout() async throws {
        let expected = try TableMockup(yaml: RenderServerTests.spec, name: "diagram.yaml").layoutJSON()
        try await Server.withServer { client in
            let r = try await client.execute(uri: "/play/layout", method: .post, body: ByteBuffer(string: RenderServerTests.spec))
            #expect(r.status == .ok && r.headers[.contentType] == "application/json")
            #expect(Server.data(r) == expected)
            let bad = try await client.execute(uri: "/play/layout", method: .post, body: ByteBuffer(string: RenderServerTests.bad))
            #expect(bad.status == .badRequest)
            let first = (Server.json(bad)["diagnostics"] as? [[String: Any]])?.first
            #expect(first?["line"] as? Int == 6 && first?["hint"] as? String == "did you mean \"disclosureIndicator\"?", "\(String(describing: first))")
        }
    }

    @Test func theLintRouteGivesTheWarningsLintFinds() async throws {
        let short = "device: iphone-5\ntable:\n  index: true\n  sections:\n    - {header: A, rows: [{title: x}]}\n"
        try await Server.withServer { client in
            let r = try await client.execute(uri: "/play/lint", method: .post, body: ByteBuffer(string: short))
            #expect(r.status == .ok)
            let list = Server.json(r)["diagnostics"] as? [[String: Any]] ?? []
            #expect(list.count == 1)
            #expect(list.first?["severity"] as? String == "warning" && list.first?["rule"] as? String == "index-on-short-list")
            #expect(list.first?["line"] as? Int == 3 && list.first?["column"] as? Int == 10)
            let off = try await client.execute(uri: "/play/lint", method: .post,
                                               body: ByteBuffer(string: short + "lint: {disable: [index-on-short-list]}\n"))
            #expect(Server.json(off)["diagnostics"] as? [Any] != nil && (Server.json(off)["diagnostics"] as? [Any])!.isEmpty)
            let bad = try await client.execute(uri: "/play/lint", method: .post, body: ByteBuffer(string: RenderServerTests.bad))
            #expect(bad.status == .badRequest)
        }
    }

    @Test func theDiffRouteComparesAsCheckDoes() async throws {
        let ios7 = "theme: ios7\n" + RenderServerTests.spec, ios13 = "theme: ios13\n" + RenderServerTests.spec
        @Sendable func body(_ a: String, _ b: String) throws -> ByteBuffer {
            ByteBuffer(data: try JSONSerialization.data(withJSONObject: ["a": a, "b": b]))
        }
        try await Server.withServer { client in
            let same = try await client.execute(uri: "/play/diff", method: .post, body: try body(ios7, ios7))
            #expect(same.status == .ok && same.headers[.contentType] == "image/png")
            #expect(same.headers[HTTPField.Name("X-TableMock-Verdict")!] == "identical")
            #expect(same.headers[HTTPField.Name("X-TableMock-Differing-Pixels")!] == "0")
            let other = try await client.execute(uri: "/play/diff", method: .post, body: try body(ios7, ios13))
            #expect(other.headers[HTTPField.Name("X-TableMock-Verdict")!] == "different")
            #expect(Int(other.headers[HTTPField.Name("X-TableMock-Differing-Pixels")!] ?? "") ?? 0 > 1000)
            #expect(Server.data(other).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            let broken = try await client.execute(uri: "/play/diff", method: .post, body: try body(ios7, RenderServerTests.bad))
            #expect(broken.status == .badRequest)
            #expect((Server.json(broken)["error"] as? String ?? "").hasPrefix("right.yaml:6:"), "\(Server.json(broken))")
            let notJSON = try await client.execute(uri: "/play/diff", method: .post, body: ByteBuffer(string: ios7))
            #expect(notJSON.status == .badRequest)
            #expect(try await client.execute(uri: "/play/diff", method: .get).status == .methodNotAllowed)
        }
    }

    /// The server's limits hold for the playground's routes: body size, the render time
    /// limit, the (absent) root.
    @Test func theServersLimitsHold() async throws {
        let big = ByteBuffer(string: String(repeating: "#", count: 2000))
        try await Server.withServer({ $0.maxBodyBytes = 1000 }) { client in
            for uri in ["/play/layout", "/play/diff", "/play/lint"] {
                let r = try await client.execute(uri: uri, method: .post, body: big)
                #expect(r.status == .contentTooLarge, "\(uri)")
            }
            let outside = "device: iphone-5\ntable: {sections: [{rows: [{title: A, image: /etc/passwd}]}]}\n"
            let diff = try await client.execute(uri: "/play/diff", method: .post, body: ByteBuffer(
                data: try JSONSerialization.data(withJSONObject: ["a": outside, "b": outside])))
            #expect(diff.status == .badRequest)
            #expect((Server.json(diff)["error"] as? String ?? "").contains("cannot be read here"))
            let layout = try await client.execute(uri: "/play/layout", method: .post, body: ByteBuffer(string: outside))
            #expect(layout.status == .badRequest)
        }
        try await Server.withServer({ $0.jobs = 1; $0.queueLength = 0 }) { client in
            let r = try await client.execute(uri: "/play/layout", method: .post, body: ByteBuffer(string: RenderServerTests.spec))
            #expect(r.status == .serviceUnavailable && r.headers[.retryAfter] == "1")
        }
    }

    @Test func theAddressServePrints() {
        #expect(RenderServer.playgroundAddress(host: "127.0.0.1", port: 8000) == "http://127.0.0.1:8000/")
        #expect(RenderServer.playgroundAddress(host: "0.0.0.0", port: 80) == "http://127.0.0.1:80/")
        #expect(RenderServer.playgroundAddress(host: "::1", port: 8000) == "http://[::1]:8000/")
    }
}
#endif
