#if Server
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import TableMock
import TableMockCore
import TableMockFiles
import TableMockServer
import TableMockTestSupport
import Testing

/// The render server on a loopback port (a real socket on 127.0.0.1, the kernel's choice
/// of port, and TestSupport's plain HTTP/1.1 client): each route's bytes against
/// `TableMockup` (whose bytes are `tablemock render`'s, see TableMockupTests), and each
/// error status.
@Suite struct RenderServerTests {
    static let spec = "device: iphone-5\ntable:\n  style: grouped\n  sections:\n    - rows:\n        - title: Wi-Fi\n          accessory: disclosureIndicator\n"
    static let bad = "device: iphone-5\ntable:\n  sections:\n    - rows:\n        - title: A\n          accessory: disclosure\n"

    /// One response, with HTTPTypes' names for its status and fields.
    struct Reply {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: ByteBuffer
    }

    /// Requests to the server under test, one connection each.
    struct Client: Sendable {
        let port: Int
        func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> Reply {
            let sent = headers.map { ($0.name.rawName, $0.value) }
            let payload = body.map { Data(buffer: $0) } ?? Data()
            let response = try await LoopbackHTTP.request(method.rawValue, uri, port: port, headers: sent, body: payload)
            var fields = HTTPFields()
            for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
                if let field = HTTPField.Name(name) { fields[field] = value }
            }
            return Reply(status: HTTPResponse.Status(code: response.status), headers: fields, body: ByteBuffer(data: response.body))
        }
    }

    /// Serves `configure`'s server on a port the kernel picks, runs `body` against it, then
    /// stops the application gracefully, as SIGTERM stops `tablemock serve` (cancelling its
    /// task instead closed the channel under Hummingbird's own shutdown, which logged
    /// "Server shutdown error: Already closed"), and the workers.
    static func withServer(_ configure: (inout RenderServerConfiguration) -> Void = { _ in },
                           _ body: @Sendable (Client) async throws -> Void) async throws {
        var configuration = RenderServerConfiguration()
        configuration.port = 0
        configuration.jobs = 2
        configure(&configuration)
        let server = RenderServer(configuration, logger: Logger(label: "tablemock.serve.test"))
        defer { server.shutdown() }
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let application = server.application(listening: { bound.yield($0); bound.finish() })
        let group = ServiceGroup(configuration: .init(services: [application], logger: Logger(label: "tablemock.serve.test")))
        let serving = Task { try await group.run() }
        defer { serving.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next(), "the server did not start")
        try await body(Client(port: port))
        await group.triggerGracefulShutdown()
        _ = await serving.result
    }

    static func data(_ response: Reply) -> Data { Data(buffer: response.body) }
    static func text(_ response: Reply) -> String { String(buffer: response.body) }
    static func json(_ response: Reply) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: data(response))) as? [String: Any] ?? [:]
    }

    @Test func everyRouteDrawsTableMockupsBytes() async throws {
        let mockup = try TableMockup(yaml: Self.spec, name: "diagram.yaml")
        let png = try mockup.png(), svg = try mockup.svg(), pdf = try mockup.pdf()
        let encoded = KrokiSource.encode(Data(Self.spec.utf8))
        try await Self.withServer { client in
            for (format, expected, type) in [("png", png, "image/png"), ("svg", svg, "image/svg+xml"), ("pdf", pdf, "application/pdf")] {
                let get = try await client.execute(uri: "/tablemock/\(format)/\(encoded)", method: .get)
                #expect(get.status == .ok)
                #expect(get.headers[.contentType] == type)
                #expect(Self.data(get) == expected, "GET \(format)")
                let post = try await client.execute(uri: "/tablemock/\(format)", method: .post, body: ByteBuffer(string: Self.spec))
                #expect(post.status == .ok)
                #expect(Self.data(post) == expected, "POST /tablemock/\(format)")
                let body = try JSONSerialization.data(withJSONObject: ["diagram_source": Self.spec, "diagram_type": "tablemock", "output_format": format])
                let kroki = try await client.execute(uri: "/", method: .post, body: ByteBuffer(data: body))
                #expect(kroki.status == .ok)
                #expect(Self.data(kroki) == expected, "POST / \(format)")
                let accepted = try await client.execute(uri: "/tablemock", method: .post, headers: [.accept: "\(type), */*;q=0.1"],
                                                        body: ByteBuffer(string: Self.spec))
                #expect(accepted.headers[.contentType] == type)
                #expect(Self.data(accepted) == expected, "POST /tablemock, Accept: \(type)")
                let wrapped = try await client.execute(uri: "/tablemock/\(format)", method: .post, body: ByteBuffer(data: body))
                #expect(Self.data(wrapped) == expected, "POST /tablemock/\(format) with Kroki's JSON")
            }
        }
    }

    @Test func decodesWhatKrokisEncodersWrite() throws {
        // Python: base64.urlsafe_b64encode(zlib.compress(b"title: x\n", 9)), as Kroki's docs encode.
        #expect(try KrokiSource.decode("eNorySzJSbVSqOACABFUAv8=", limit: 100) == Data("title: x\n".utf8))
        #expect(try KrokiSource.decode("eNorySzJSbVSqOACABFUAv8", limit: 100) == Data("title: x\n".utf8))
        #expect(throws: KrokiSource.Problem(message: "the diagram in the URL inflates to more than 4 bytes")) {
            try KrokiSource.decode("eNorySzJSbVSqOACABFUAv8=", limit: 4)
        }
        let bomb = KrokiSource.encode(Data(repeating: 0x20, count: 10 << 20))
        #expect(bomb.count < 20_000)
        #expect(throws: KrokiSource.Problem(message: "the diagram in the URL inflates to more than 1048576 bytes")) {
            try KrokiSource.decode(Substring(bomb), limit: 1 << 20)
        }
    }

    @Test func acceptWithoutOurFormatsMeansSVG() async throws {
        let svg = try TableMockup(yaml: Self.spec, name: "diagram.yaml").svg()
        try await Self.withServer { client in
            let r = try await client.execute(uri: "/tablemock", method: .post, headers: [.accept: "text/html"], body: ByteBuffer(string: Self.spec))
            #expect(r.headers[.contentType] == "image/svg+xml")
            #expect(Self.data(r) == svg)
        }
    }

    @Test func etagsAndNotModified() async throws {
        try await Self.withServer { client in
            let first = try await client.execute(uri: "/tablemock/png", method: .post, body: ByteBuffer(string: Self.spec))
            let etag = try #require(first.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 34)
            let svg = try await client.execute(uri: "/tablemock/svg", method: .post, body: ByteBuffer(string: Self.spec))
            #expect(svg.headers[.eTag] != etag)
            let again = try await client.execute(uri: "/tablemock/png", method: .post, headers: [.ifNoneMatch: etag],
                                                 body: ByteBuffer(string: Self.spec))
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            let other = try await client.execute(uri: "/tablemock/png", method: .post, headers: [.ifNoneMatch: "\"0\""],
                                                 body: ByteBuffer(string: Self.spec))
            #expect(other.status == .ok)
            #expect(other.headers[.eTag] == etag)
            let metrics = Self.text(try await client.execute(uri: "/metrics", method: .get))
            #expect(metrics.contains("tablemock_cache_hits_total 1\n"))
            #expect(metrics.contains("tablemock_not_modified_total 1\n"))
            #expect(metrics.contains("tablemock_cache_misses_total 2\n"))
            #expect(metrics.contains("tablemock_render_seconds_count 2\n"))
            #expect(metrics.contains("tablemock_requests_total{route=\"post\",status=\"200\"} 3\n"))
            #expect(metrics.contains("tablemock_requests_total{route=\"post\",status=\"304\"} 1\n"))
        }
    }

    /// `?svg=editable` serves the editable SVG (real text, named layers), TableMockup's bytes,
    /// under its own ETag; a query the server does not know is a 400, not the other SVG.
    @Test func svgEditableQueryServesTheEditableSVG() async throws {
        try await Self.withServer { client in
            let editable = try await client.execute(uri: "/tablemock/svg?svg=editable", method: .post, body: ByteBuffer(string: Self.spec))
            #expect(editable.status == .ok)
            let expected = try TableMockup(yaml: Self.spec, name: "diagram.yaml").svg(writer: .editable())
            #expect(Self.data(editable) == expected)
            #expect(Self.text(editable).contains(">Wi-Fi</text>"))
            let outlines = try await client.execute(uri: "/tablemock/svg", method: .post, body: ByteBuffer(string: Self.spec))
            #expect(!Self.text(outlines).contains("<text"))
            #expect(outlines.headers[.eTag] != editable.headers[.eTag])
            let typo = try await client.execute(uri: "/tablemock/svg?svg=editible", method: .post, body: ByteBuffer(string: Self.spec))
            #expect(typo.status == .badRequest)
            #expect(Self.text(typo).contains("use svg=editable or svg=outlines"))
        }
    }

    @Test func aBadSpecIs400WithItsDiagnostics() async throws {
        try await Self.withServer { client in
            let r = try await client.execute(uri: "/tablemock/png", method: .post, body: ByteBuffer(string: Self.bad))
            #expect(r.status == .badRequest)
            #expect(r.headers[.contentType] == "application/json")
            let body = Self.json(r)
            #expect(body["error"] as? String
                == "diagram.yaml:6:22: error: /table/sections/0/rows/0/accessory: unknown accessory \"disclosure\"; did you mean \"disclosureIndicator\"?")
            let d = try #require((body["diagnostics"] as? [[String: Any]])?.first)
            #expect(d["line"] as? Int == 6)
            #expect(d["column"] as? Int == 22)
            #expect(d["path"] as? String == "/table/sections/0/rows/0/accessory")
            #expect(d["message"] as? String == "unknown accessory \"disclosure\"")
            #expect(d["hint"] as? String == "did you mean \"disclosureIndicator\"?")
        }
    }

    struct StatusCase: Sendable, CustomStringConvertible {
        var description: String
        var method: HTTPRequest.Method
        var uri: String
        var body: String?
        var status: Int
        var message: String
    }

    static let statusCases: [StatusCase] = [
        StatusCase(description: "unknown route", method: .get, uri: "/plantuml/svg/eNorySzJSbVSqOACABFUAv8", body: nil, status: 404,
                   message: "not found; TableMock serves GET /tablemock/{png|svg|pdf}/{source}, POST /tablemock[/{format}], POST / (Kroki's JSON), GET /health, GET /metrics and the playground page, GET /\n"),
        StatusCase(description: "too many segments", method: .get, uri: "/tablemock/png/a/b", body: nil, status: 404, message: ""),
        StatusCase(description: "GET of the POST route", method: .get, uri: "/tablemock/png", body: nil, status: 405,
                   message: "method GET is not allowed here; use POST\n"),
        StatusCase(description: "PUT of the GET route", method: .put, uri: "/tablemock/png/eNorySzJSbVSqOACABFUAv8", body: nil, status: 405,
                   message: "method PUT is not allowed here; use GET\n"),
        StatusCase(description: "PUT of Kroki's JSON route (GET is the playground)", method: .put, uri: "/", body: nil, status: 405,
                   message: "method PUT is not allowed here; use GET, POST\n"),
        StatusCase(description: "unknown format", method: .post, uri: "/tablemock/gif", body: spec, status: 400,
                   message: "diagram.yaml: error: unknown output format \"gif\"; use png, svg or pdf"),
        StatusCase(description: "not base64", method: .get, uri: "/tablemock/png/@@@", body: nil, status: 400,
                   message: "diagram.yaml: error: the diagram in the URL is not base64url text; encode the spec as Kroki does: zlib deflate, then base64url"),
        StatusCase(description: "not zlib", method: .get, uri: "/tablemock/png/aGVsbG8", body: nil, status: 400,
                   message: "diagram.yaml: error: the diagram in the URL is not zlib-deflated data (as Kroki encodes it); encode the spec as Kroki does: zlib deflate, then base64url"),
        StatusCase(description: "another diagram type", method: .post, uri: "/", body: "{\"diagram_source\": \"a\", \"diagram_type\": \"mermaid\"}", status: 400,
                   message: "diagram.yaml: error: this server draws \"diagram_type\": \"tablemock\" only; got \"mermaid\""),
        StatusCase(description: "not JSON", method: .post, uri: "/", body: "table: {}", status: 400,
                   message: "diagram.yaml: error: the body is not a JSON object; send {\"diagram_source\": ..., \"diagram_type\": \"tablemock\", \"output_format\": \"png\"}"),
        StatusCase(description: "an image outside the (absent) root", method: .post, uri: "/tablemock/png",
                   body: "device: iphone-5\ntable: {sections: [{rows: [{title: A, image: /etc/passwd}]}]}\n", status: 400, message: "cannot be read here"),
        StatusCase(description: "a body over the limit", method: .post, uri: "/tablemock/png", body: String(repeating: "#", count: 2000), status: 413,
                   message: "diagram.yaml: error: the request body is larger than 1000 bytes, the limit"),
        StatusCase(description: "a URL that inflates past the limit", method: .get,
                   uri: "/tablemock/png/" + KrokiSource.encode(Data(repeating: 0x23, count: 5000)), body: nil, status: 413,
                   message: "diagram.yaml: error: the diagram in the URL inflates to more than 1000 bytes"),
    ]

    @Test(arguments: statusCases) func errorStatuses(_ c: StatusCase) async throws {
        try await Self.withServer({ $0.maxBodyBytes = 1000 }) { client in
            let r = try await client.execute(uri: c.uri, method: c.method, body: c.body.map { ByteBuffer(string: $0) })
            #expect(r.status.code == c.status)
            if r.headers[.contentType] == "application/json" {
                let error = Self.json(r)["error"] as? String ?? ""
                #expect(error == c.message || (c.message == "cannot be read here" && error.contains(c.message)), "\(error)")
            } else {
                #expect(Self.text(r).hasPrefix(c.message))
            }
            if c.status == 405 { #expect(r.headers[.allow] != nil) }
        }
    }

    @Test func aFullQueueIs503WithRetryAfter() async throws {
        try await Self.withServer({ $0.jobs = 1; $0.queueLength = 0 }) { client in
            let r = try await client.execute(uri: "/tablemock/png", method: .post, body: ByteBuffer(string: Self.spec))
            #expect(r.status == .serviceUnavailable)
            #expect(r.headers[.retryAfter] == "1")
            #expect(Self.json(r)["error"] as? String
                == "diagram.yaml: error: every worker is busy and 0 renders are waiting; try again shortly")
        }
    }

    @Test func imagesAreReadUnderTheRootOnly() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let icon = try TableMockup(yaml: "device: iphone-5\ntable: {sections: [{rows: [{title: i}]}]}\n").png(scale: 1)
        try icon.write(to: root.appendingPathComponent("icon.png"))
        let spec = "device: iphone-5\ntable: {sections: [{rows: [{title: A, image: icon.png}]}]}\n"
        let expected = try TableMockup(yaml: spec, name: "diagram.yaml", baseFolder: root, files: LocalFiles(policy: .unconfined)).png()
        try await Self.withServer({ $0.root = root.path }) { client in
            let r = try await client.execute(uri: "/tablemock/png", method: .post, body: ByteBuffer(string: spec))
            #expect(r.status == .ok)
            #expect(Self.data(r) == expected)
            let outside = try await client.execute(uri: "/tablemock/png", method: .post,
                                                   body: ByteBuffer(string: spec.replacingOccurrences(of: "icon.png", with: "/etc/hosts")))
            #expect(outside.status == .badRequest)
            let error = Self.json(outside)["error"] as? String ?? ""
            #expect(error.hasPrefix("diagram.yaml:2:46: error: /table/sections/0/rows/0/image: image \"/etc/hosts\" is outside the project root"))
            // The server's own advice: it has no --allow-outside-root.
            #expect(error.hasSuffix("; this server reads files under its --root only"), "\(error)")
        }
        // Without a root, the same relative image is refused, with the way to serve it.
        try await Self.withServer { client in
            let r = try await client.execute(uri: "/tablemock/png", method: .post, body: ByteBuffer(string: spec))
            #expect(r.status == .badRequest)
            #expect((Self.json(r)["error"] as? String ?? "").hasSuffix(
                "; this server reads no files but the built-in themes; start it with --root DIR to serve images and themes from a folder"))
        }
    }

    @Test func healthAndMetrics() async throws {
        try await Self.withServer { client in
            let health = try await client.execute(uri: "/health", method: .get)
            #expect(health.status == .ok)
            #expect(Self.text(health) == "ok\n")
            let metrics = try await client.execute(uri: "/metrics", method: .get)
            #expect(metrics.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            let text = Self.text(metrics)
            #expect(text.contains("tablemock_requests_total{route=\"health\",status=\"200\"} 1\n"))
            #expect(text.contains("# TYPE tablemock_render_seconds histogram\n"))
            #expect(text.contains("tablemock_render_seconds_bucket{le=\"+Inf\"} 0\n"))
        }
    }
}
#endif
