#if Server
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import TableMock
import TableMockCairo
import TableMockCore
import TableMockFiles
import TableMockThemes

/// How a render server is set up. Every bound is here, with its default.
public struct RenderServerConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8000
    /// Images and theme files a spec names are read only under this folder; nil: none at
    /// all (built-in themes and images embedded as `data:` URLs only), as Kroki's safe mode.
    public var root: String? = nil
    /// Worker threads that draw.
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Renders that may wait for a worker; past it, `503` with `Retry-After`.
    public var queueLength = 64
    /// The longest a request waits for its image (queue and drawing); past it, `503`.
    public var renderTimeLimit: Duration = .seconds(10)
    /// The largest request body (a spec, or Kroki's JSON) and the largest spec a URL may
    /// inflate to; past it, `413`.
    public var maxBodyBytes = 1 << 20
    /// Bytes of recent images kept in memory (least recently used first out).
    public var cacheBytes = 64 << 20
    /// The playground page's own files (`GET /`); nil: none (the page answers 404).
    public var playgroundFolder: String? = PlaygroundFiles.defaultPageFolder
    /// The playground's editor, Debian's libjs-codemirror (CodeMirror 5):
    /// `TABLEMOCK_CODEMIRROR` when set, else where the package installs it. When it is not
    /// there (or nil) the page is a plain text box and says so.
    public var editorFolder: String? = PlaygroundFiles.defaultEditorFolder

    public init() {}
}

/// A response, transport aside.
public struct ServedResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data
}

/// TableMock's render server: Kroki's routes for the `tablemock` diagram type, drawn
/// through the one pipeline by a bounded pool of workers, with ETags, an in-memory LRU,
/// Prometheus metrics and one log line per request. `application()` serves it with
/// Hummingbird; `respond` is the same logic without a socket.
///
/// Routes: `GET /tablemock/{png|svg|pdf}/{source}` (the spec zlib-deflated and
/// base64url-encoded, as Kroki encodes it), `POST /tablemock/{format}` (the spec as the
/// body, or Kroki's JSON with `diagram_source`), `POST /tablemock` (the format from
/// `Accept`), `POST /` (Kroki's JSON: `diagram_source`,
/// `diagram_type` = `tablemock`, `output_format`), `GET /health`, `GET /metrics`, and the
/// playground page, `GET /` and `GET /play` (RenderServer+Playground.swift).
public final class RenderServer: Sendable {
    public let configuration: RenderServerConfiguration
    let files: LocalFiles
    let specURL: URL
    let pool: RenderPool
    let cache: ImageCache
    let playgroundFiles: PlaygroundFiles
    let metrics = ServerMetrics()
    let logger: Logger
    /// What makes an image besides its spec: the renderer build, its themes, the root.
    let fingerprint: String

    public init(_ configuration: RenderServerConfiguration, logger: Logger = Logger(label: "tablemock.serve")) {
        self.configuration = configuration
        self.logger = logger
        let root = configuration.root.map { LocalFiles.resolve($0)?.path ?? $0 }
        // Without a root nothing but the built-in themes is readable (an empty root admits
        // nothing), so a relative or absolute image path is refused with the way to serve it.
        files = LocalFiles(policy: ConfinedServing.policy(root: root, advice: root == nil
            ? "this server reads no files but the built-in themes; start it with --root DIR to serve images and themes from a folder"
            : "this server reads files under its --root only"))
        specURL = URL(fileURLWithPath: root ?? "/").appendingPathComponent("request.yaml")
        pool = RenderPool(jobs: configuration.jobs, queueLength: configuration.queueLength, files: files)
        cache = ImageCache(capacity: configuration.cacheBytes)
        playgroundFiles = PlaygroundFiles(page: configuration.playgroundFolder, editor: configuration.editorFolder)
        fingerprint = "\(RendererIdentity.current);root=\(root ?? "none")"
    }

    /// Stops the workers (after what they hold).
    public func shutdown() { pool.shutdown() }

    /// A Hummingbird application serving this server on its host and port. `listening` is
    /// told the port once the socket is bound (the kernel's choice when the port is 0).
    public func application(listening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(responder: CallbackResponder { (request: Request, _: BasicRequestContext) in
            try await self.respond(to: request)
        }, configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                   serverName: "tablemock"),
           onServerRunning: { channel in await listening(channel.localAddress?.port ?? 0) },
           logger: logger)
    }

    func respond(to request: Request) async throws -> Response {
        var body: Data? = nil
        var tooLarge = false
        if request.method == .post {
            if let length = request.headers[.contentLength].flatMap(Int.init), length > configuration.maxBodyBytes {
                tooLarge = true
            } else {
                do {
                    body = Data(buffer: try await request.body.collect(upTo: configuration.maxBodyBytes))
                } catch is NIOTooManyBytesError {
                    tooLarge = true
                }
            }
        }
        let target = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        let served = await respond(method: request.method.rawValue, path: target, accept: request.headers[.accept],
                                   ifNoneMatch: request.headers[.ifNoneMatch], body: body, bodyTooLarge: tooLarge)
        var fields = HTTPFields()
        for (name, value) in served.headers {
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        return Response(status: .init(code: served.status), headers: fields, body: .init(byteBuffer: ByteBuffer(data: served.body)))
    }

    /// Answers one request: routing, decoding, the cache and the pool. Logs one line.
    /// `path` may end in a query: `?svg=editable` asks for the editable SVG (real text and
    /// named layers) instead of Cairo's.
    public func respond(method: String, path: String, accept: String? = nil, ifNoneMatch: String? = nil, body: Data? = nil,
                        bodyTooLarge: Bool = false) async -> ServedResponse {
        let start = ContinuousClock.now
        var route = "other"
        var cacheState = "-"
        let (plainPath, query) = Self.splitQuery(path)
        let response: ServedResponse
        let (style, refusal) = Self.svgWriter(query: query)
        if let refusal {
            route = "bad-query"
            response = refusal
        } else {
            response = await answer(method: method, path: plainPath, accept: accept, ifNoneMatch: ifNoneMatch, body: body,
                                    bodyTooLarge: bodyTooLarge, svg: style, route: &route, cacheState: &cacheState)
        }
        metrics.request(route: route, status: response.status)
        let ms = (ContinuousClock.now - start).seconds * 1000
        // The route's name, never the path: a GET path holds the spec.
        logger.info("request", metadata: [
            "method": .string(method), "route": .string(route), "status": .stringConvertible(response.status),
            "bytes": .stringConvertible(response.body.count), "cache": .string(cacheState),
            "ms": .string(String(format: "%.1f", ms)),
        ])
        return response
    }

    /// The path and its query (after `?`), if any.
    static func splitQuery(_ path: String) -> (path: String, query: String?) {
        guard let mark = path.firstIndex(of: "?") else { return (path, nil) }
        return (String(path[..<mark]), String(path[path.index(after: mark)...]))
    }

    /// The `svg` query parameter: `outlines` (the default) or `editable`; any other
    /// parameter or value is refused, so a typo does not silently serve the other SVG.
    static func svgWriter(query: String?) -> (style: SVGWriter, refusal: ServedResponse?) {
        var style = SVGWriter.outlines
        for pair in (query ?? "").split(separator: "&") {
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard sides[0] == "svg" else {
                return (style, problem(400, "unknown query parameter \"\(sides[0])\"", hint: "the one parameter is svg=editable or svg=outlines"))
            }
            guard sides.count == 2, let value = SVGWriter(name: sides[1]) else {
                return (style, problem(400, "svg=\(sides.count == 2 ? sides[1] : ""): use svg=editable or svg=outlines"))
            }
            style = value
        }
        return (style, nil)
    }

    private func answer(method: String, path: String, accept: String?, ifNoneMatch: String?, body: Data?, bodyTooLarge: Bool,
                        svg: SVGWriter, route: inout String, cacheState: inout String) async -> ServedResponse {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        func allow(_ methods: String, _ name: String, _ ok: Bool) -> ServedResponse? {
            route = name
            return ok ? nil : Self.plain(405, "method \(method) is not allowed here; use \(methods)\n", extra: [("Allow", methods)])
        }
        if bodyTooLarge {
            route = "too-large"
            return Self.problem(413, "the request body is larger than \(configuration.maxBodyBytes) bytes, the limit")
        }
        switch (parts.count, parts.first) {
        case (1, "") where method == "GET":
            return await playground(method: method, parts: [], body: body, ifNoneMatch: ifNoneMatch, route: &route)
        case (_, "play"):
            return await playground(method: method, parts: Array(parts.dropFirst()), body: body, ifNoneMatch: ifNoneMatch, route: &route)
        case (1, ""):
            if let refused = allow("GET, POST", "kroki-json", method == "POST") { return refused }
            return await krokiJSON(body ?? Data(), ifNoneMatch: ifNoneMatch, svg: svg, cacheState: &cacheState)
        case (1, "health"):
            if let refused = allow("GET", "health", method == "GET") { return refused }
            return Self.plain(200, "ok\n")
        case (1, "metrics"):
            if let refused = allow("GET", "metrics", method == "GET") { return refused }
            let text = metrics.text(queued: pool.queued, cachedImages: cache.count, cachedBytes: cache.size)
            return ServedResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: Data(text.utf8))
        case (1, "tablemock"):
            // Kroki's plain-text form: the format from `Accept` (SVG when it names none of ours).
            if let refused = allow("POST", "post", method == "POST") { return refused }
            let spec = Self.krokiDiagramSource(body ?? Data()) ?? (body ?? Data())
            return await image(spec, format: Self.format(accepting: accept), ifNoneMatch: ifNoneMatch, svg: svg, cacheState: &cacheState)
        case (2, "tablemock"):
            if let refused = allow("POST", "post", method == "POST") { return refused }
            let spec = Self.krokiDiagramSource(body ?? Data()) ?? (body ?? Data())
            return await image(spec, format: String(parts.last!), ifNoneMatch: ifNoneMatch, svg: svg, cacheState: &cacheState)
        case (3, "tablemock"):
            if let refused = allow("GET", "get", method == "GET") { return refused }
            let spec: Data
            do {
                spec = try KrokiSource.decode(parts.last!, limit: configuration.maxBodyBytes)
            } catch {
                if error.message.contains("inflates to more") { return Self.problem(413, error.message) }
                return Self.problem(400, error.message, hint: "encode the spec as Kroki does: zlib deflate, then base64url")
            }
            return await image(spec, format: String(parts[parts.startIndex + 1]), ifNoneMatch: ifNoneMatch, svg: svg, cacheState: &cacheState)
        default:
            route = "not-found"
            return Self.plain(404, "not found; TableMock serves GET /tablemock/{png|svg|pdf}/{source}, POST /tablemock[/{format}], "
                + "POST / (Kroki's JSON), GET /health, GET /metrics and the playground page, GET /\n")
        }
    }

    private func krokiJSON(_ body: Data, ifNoneMatch: String?, svg: SVGWriter, cacheState: inout String) async -> ServedResponse {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            return Self.problem(400, "the body is not a JSON object", hint: "send {\"diagram_source\": ..., \"diagram_type\": \"tablemock\", \"output_format\": \"png\"}")
        }
        guard let source = object["diagram_source"] as? String else { return Self.problem(400, "\"diagram_source\" is missing or not a string") }
        let type = object["diagram_type"] as? String
        guard type == "tablemock" else {
            return Self.problem(400, "this server draws \"diagram_type\": \"tablemock\" only", hint: type.map { "got \"\($0)\"" })
        }
        return await image(Data(source.utf8), format: object["output_format"] as? String ?? "svg", ifNoneMatch: ifNoneMatch,
                           svg: svg, cacheState: &cacheState)
    }

    /// Kroki's `{"diagram_source": ...}` body on `POST /tablemock/{format}`; nil for a spec
    /// (a spec never has that key).
    static func krokiDiagramSource(_ body: Data) -> Data? {
        guard body.first == UInt8(ascii: "{"),
              let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
              let source = object["diagram_source"] as? String else { return nil }
        return Data(source.utf8)
    }

    private func image(_ spec: Data, format name: String, ifNoneMatch: String?, svg: SVGWriter,
                       cacheState: inout String) async -> ServedResponse {
        guard let format = OutputFormat(rawValue: name) else {
            return Self.problem(400, "unknown output format \"\(name)\"; use png, svg or pdf")
        }
        var hash = SHA256()
        let output = Output(format, svg: svg)
        hash.update(Data("tablemock-serve-1\0\(fingerprint)\0\(format.rawValue)\0".utf8))
        if case .svg(.editable) = output { hash.update(Data("svg=editable\0".utf8)) }
        hash.update(spec)
        let etag = "\"" + hash.finalize().prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
        let headers = [("Content-Type", Self.contentType(format)), ("ETag", etag), ("Cache-Control", "public, max-age=86400")]
        if let ifNoneMatch, ifNoneMatch.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" }) {
            metrics.notModifiedAnswer()
            cacheState = "304"
            return ServedResponse(status: 304, headers: [("ETag", etag)], body: Data())
        }
        if let data = cache.get(etag) {
            metrics.cacheHit()
            cacheState = "hit"
            return ServedResponse(status: 200, headers: headers, body: data)
        }
        metrics.cacheMiss()
        cacheState = "miss"
        let specURL = self.specURL
        let answer = await pool.render(timeLimit: configuration.renderTimeLimit) { session in
            let start = ContinuousClock.now
            do {
                let prepared = try session.prepare(data: spec, specURL: specURL, display: Self.display)
                let variant = RenderVariant(scale: nil, appearance: nil, suffix: "")
                let rendered = try session.render(prepared, specURL: specURL, RenderRequest(variant, output))
                return .image(rendered.pictures[variant, format], seconds: (ContinuousClock.now - start).seconds)
            } catch let error as DiagnosticError {
                return .diagnostics(error.diagnostics)
            } catch let error as RenderError {
                if case .drawingTooLong = error { return .unavailable("\(error)") }
                return .failed("\(error)")
            } catch {
                return .failed("\(error)")
            }
        }
        return served(answer) { data, seconds in
            metrics.rendered(seconds: seconds)
            cache.put(etag, data)
            return ServedResponse(status: 200, headers: headers, body: data)
        }
    }

    /// The answer for what the pool said: the picture (by `image`), a finished answer, the
    /// spec's diagnostics, or why it was not drawn.
    func served(_ answer: RenderPool.Answer, image: (Data, Double) -> ServedResponse) -> ServedResponse {
        switch answer {
        case .queueFull:
            metrics.rejectedAnswer()
            return Self.problem(503, "every worker is busy and \(configuration.queueLength) renders are waiting; try again shortly",
                                extra: [("Retry-After", "1")])
        case .cancelled:
            return Self.problem(503, "the request was cancelled before its image was drawn")
        case .timedOut:
            metrics.timeout()
            return Self.problem(503, "the render took longer than \(configuration.renderTimeLimit), the limit")
        case .done(.image(let data, let seconds)):
            return image(data, seconds)
        case .done(.answer(let response)):
            return response
        case .done(.diagnostics(let diagnostics)):
            metrics.renderError()
            return Self.diagnostics(400, diagnostics)
        case .done(.failed(let message)):
            metrics.renderError()
            return Self.problem(400, message)
        case .done(.unavailable(let message)):
            metrics.timeout()
            return Self.problem(503, message)
        }
    }

    /// How diagnostics name a served spec; a PDF is titled after it (`diagram`), as
    /// `tablemock render diagram.yaml` titles it.
    public static let display = "diagram.yaml"

    /// The format an `Accept` header asks for: the first of ours it names, else SVG.
    static func format(accepting accept: String?) -> String {
        let types = (accept ?? "").split(separator: ",").map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces) }
        for type in types {
            if let format = OutputFormat.allCases.first(where: { contentType($0) == type }) { return format.rawValue }
        }
        return OutputFormat.svg.rawValue
    }

    static func contentType(_ format: OutputFormat) -> String {
        switch format {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }

    static func plain(_ status: Int, _ text: String, extra: [(String, String)] = []) -> ServedResponse {
        ServedResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + extra, body: Data(text.utf8))
    }

    static func problem(_ status: Int, _ message: String, hint: String? = nil, extra: [(String, String)] = []) -> ServedResponse {
        diagnostics(status, [Diagnostic(file: display, location: nil, path: "", message: message, hint: hint)], extra: extra)
    }

    /// `{"error": <the first line as text>, "diagnostics": [{severity, file, line, column, path, message, hint}]}`.
    static func diagnostics(_ status: Int, _ list: [Diagnostic], extra: [(String, String)] = []) -> ServedResponse {
        let json = JSONValue.object([
            ("error", .string(list.first?.description ?? "error")),
            ("diagnostics", .array(list.map(DiagnosticReport.json))),
        ])
        return ServedResponse(status: status, headers: [("Content-Type", "application/json")] + extra, body: Data(json.rendered().utf8))
    }
}
#endif
