#if Server
import Foundation
import TableMock
import TableMockCompare
import TableMockCore
import TableMockFiles
import TableMockRaster
import TableMockThemes

/// The playground: `GET /` and `GET /play` answer a page where a spec is edited beside its
/// picture. The page is static files (HTML, one script, one style) and talks to the
/// server's image routes (`POST /tablemock/{format}`) and to these:
///
/// - `GET /play/static/{file}`: the page's own script, style and sample specs;
/// - `GET /play/codemirror/{path}`: the editor, Debian's libjs-codemirror, from its installed
///   folder (`RenderServerConfiguration.editorFolder`), `.js` and `.css` files only;
/// - `GET /play/schema.json`: the spec's JSON Schema (`tablemock schema`), for completion;
/// - `GET /play/catalog.json`: the built-in themes' names and the sample specs;
/// - `POST /play/layout`: the spec's layout as `tablemock layout` prints it;
/// - `POST /play/lint`: the guideline lint's warnings, as `tablemock lint` finds them;
/// - `POST /play/diff`: `{"a": spec, "b": spec}` drawn as PNGs and compared as `tablemock
///   check` compares a render with its golden; the answer is the diff image, its numbers in
///   `X-TableMock-*` headers.
///
/// Every page answer carries a Content-Security-Policy that allows scripts, styles and
/// requests from this server only (no inline script or style, no other origin), and the
/// server's limits hold as for every request: the body size, the render pool's queue and
/// time limit (a diff is one job drawing two pictures), and the root (specs are read with
/// the same files as `POST /tablemock`). The static routes read from the page and editor
/// folders only, through `TableMockFiles`, by names checked before any path is made.
extension RenderServer {
    /// The policy every playground answer carries. `img-src blob:` is the pictures the page
    /// fetched and shows; nothing inline, nothing from elsewhere, no frames, no forms.
    public static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; "
        + "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static let pageHeaders: [(String, String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    /// The routes under `/play` and `GET /`; `parts` is the path after `/play`.
    func playground(method: String, parts: [Substring], body: Data?, ifNoneMatch: String?, route: inout String) async -> ServedResponse {
        func only(_ allowed: String, _ name: String) -> ServedResponse? {
            route = name
            return method == allowed ? nil : Self.plain(405, "method \(method) is not allowed here; use \(allowed)\n", extra: [("Allow", allowed)])
        }
        switch parts.first {
        case nil, ""? where parts.count <= 1:
            if let refused = only("GET", "play-page") { return refused }
            return playgroundPage()
        case "static"?:
            if let refused = only("GET", "play-static") { return refused }
            return staticFile(parts.dropFirst().joined(separator: "/"), in: playgroundFiles.page, ifNoneMatch: ifNoneMatch)
        case "codemirror"?:
            if let refused = only("GET", "play-editor") { return refused }
            let relative = parts.dropFirst().joined(separator: "/")
            guard relative.hasSuffix(".js") || relative.hasSuffix(".css") else { return Self.pageNotFound("no such file") }
            return staticFile(relative, in: playgroundFiles.editor, ifNoneMatch: ifNoneMatch)
        case "schema.json"? where parts.count == 1:
            if let refused = only("GET", "play-schema") { return refused }
            return ServedResponse(status: 200, headers: [("Content-Type", "application/schema+json")] + Self.pageHeaders,
                                  body: Data(SpecSchema.document.rendered().utf8))
        case "catalog.json"? where parts.count == 1:
            if let refused = only("GET", "play-catalog") { return refused }
            return catalog()
        case "layout"? where parts.count == 1:
            if let refused = only("POST", "play-layout") { return refused }
            return await layoutJSON(body ?? Data())
        case "lint"? where parts.count == 1:
            if let refused = only("POST", "play-lint") { return refused }
            return await lintWarnings(body ?? Data())
        case "diff"? where parts.count == 1:
            if let refused = only("POST", "play-diff") { return refused }
            return await diff(body ?? Data())
        default:
            route = "not-found"
            return Self.pageNotFound("no such page")
        }
    }

    static func pageNotFound(_ why: String) -> ServedResponse {
        ServedResponse(status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")] + pageHeaders, body: Data("not found: \(why)\n".utf8))
    }

    /// The page, with the editor's files linked when the package is installed, else a note
    /// that says the text box is plain and how to get the editor.
    func playgroundPage() -> ServedResponse {
        guard case .file(let data, _) = playgroundFiles.read("index.html", in: playgroundFiles.page) else {
            return ServedResponse(status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")] + Self.pageHeaders,
                                  body: Data("the playground's files are not installed beside this tablemock (share/tablemock/Playground)\n".utf8))
        }
        var page = String(decoding: data, as: UTF8.self)
        let editor = playgroundFiles.editorComplete
        var head = ""
        if editor {
            head += PlaygroundFiles.editorStyles.map { "<link rel=\"stylesheet\" href=\"/play/codemirror/\($0)\">\n" }.joined()
            head += PlaygroundFiles.editorScripts.map { "<script src=\"/play/codemirror/\($0)\"></script>\n" }.joined()
        }
        page = page.replacingOccurrences(of: "<!--editor-files-->", with: head)
            .replacingOccurrences(of: "{{editor}}", with: editor ? "codemirror" : "none")
        return ServedResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache")] + Self.pageHeaders,
                              body: Data(page.utf8))
    }

    func staticFile(_ relative: String, in folder: URL?, ifNoneMatch: String?) -> ServedResponse {
        switch playgroundFiles.read(relative, in: folder) {
        case .missing(let why):
            return Self.pageNotFound(why)
        case .file(let data, let type):
            var hash = SHA256()
            hash.update(data)
            let etag = "\"" + hash.finalize().prefix(12).map { String(format: "%02x", $0) }.joined() + "\""
            if ifNoneMatch?.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) == true {
                return ServedResponse(status: 304, headers: [("ETag", etag)] + Self.pageHeaders, body: Data())
            }
            return ServedResponse(status: 200, headers: [("Content-Type", type), ("ETag", etag), ("Cache-Control", "no-cache")] + Self.pageHeaders,
                                  body: data)
        }
    }

    /// `{"themes": [names], "samples": [{"name", "spec"}], "editor": "codemirror" | "none",
    /// "limits": {"bodyBytes"}}`.
    func catalog() -> ServedResponse {
        // The one listing of the built-in themes (`tablemock themes`): the base file is none.
        let themes: [String] = (BuiltinListing.themes(files: files) ?? []).map { $0.name }
        let json = JSONValue.object([
            ("themes", .array(themes.map { .string($0) })),
            ("samples", .array(playgroundFiles.samples().map { .object([("name", .string($0.name)), ("spec", .string($0.text))]) })),
            ("editor", .string(playgroundFiles.editorComplete ? "codemirror" : "none")),
            ("limits", .object([("bodyBytes", .number(Double(configuration.maxBodyBytes)))])),
        ])
        return ServedResponse(status: 200, headers: [("Content-Type", "application/json")] + Self.pageHeaders, body: Data(json.rendered().utf8))
    }

    /// The layout as `tablemock layout` prints it.
    func layoutJSON(_ spec: Data) async -> ServedResponse {
        await laidOut(spec) { _, layout in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(layout) + Data("\n".utf8)
        }
    }

    /// `{"diagnostics": [...]}`: the guideline lint's warnings for the spec (less the rules
    /// its `lint.disable` turns off), as `tablemock lint` finds them.
    func lintWarnings(_ spec: Data) async -> ServedResponse {
        await laidOut(spec) { prepared, layout in
            let warnings = Linter.warnings(for: prepared, layout: layout)
            return Data(JSONValue.object([("diagnostics", .array(warnings.map(DiagnosticReport.json)))]).rendered().utf8)
        }
    }

    /// JSON made from the spec and its layout, laid out by the pool (its queue and time
    /// limit) at the spec's scale; an error is the spec's diagnostics, as on the image routes.
    private func laidOut(_ spec: Data, _ json: @escaping @Sendable (PreparedSpec, TableLayout) throws -> Data) async -> ServedResponse {
        let specURL = self.specURL
        let answer = await pool.render(timeLimit: configuration.renderTimeLimit) { session in
            do {
                let prepared = try session.prepare(data: spec, specURL: specURL, display: Self.display)
                let engine = try session.engine(for: prepared.theme.fontFiles)
                let layout = prepared.layout(measurer: engine, scale: prepared.scale(override: nil))
                return .answer(ServedResponse(status: 200, headers: [("Content-Type", "application/json")], body: try json(prepared, layout)))
            } catch let error as DiagnosticError {
                return .diagnostics(error.diagnostics)
            } catch {
                return .failed("\(error)")
            }
        }
        return served(answer) { data, _ in ServedResponse(status: 200, headers: [("Content-Type", "application/json")], body: data) }
    }

    /// Names the two sides in diagnostics.
    static let diffSides = ("left.yaml", "right.yaml")

    /// Two specs drawn as PNGs and compared as `tablemock check` compares (strict options:
    /// ΔE94 above 1 is a difference); the answer is the diff image (the comparator's: the
    /// right picture faded, differing pixels red, the worst window framed).
    func diff(_ body: Data) async -> ServedResponse {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
              let a = object["a"] as? String, let b = object["b"] as? String else {
            return Self.problem(400, "the body is not {\"a\": spec, \"b\": spec}", hint: "send both specs as strings")
        }
        let specURL = self.specURL
        let answer = await pool.render(timeLimit: configuration.renderTimeLimit) { session in
            do {
                var pngs: [Data] = []
                for (text, display) in [(a, Self.diffSides.0), (b, Self.diffSides.1)] {
                    let prepared = try session.prepare(data: Data(text.utf8), specURL: specURL, display: display)
                    let variant = RenderVariant(scale: nil, appearance: nil, suffix: "")
                    let rendered = try session.render(prepared, specURL: specURL, RenderRequest(variant, .png))
                    pngs.append(rendered.pictures[variant, .png])
                }
                let left = try PNGCodec.decode(pngs[0]), right = try PNGCodec.decode(pngs[1])
                let result = ImageComparator.compare(expected: left, actual: right, options: .strict)
                let image = DiffImage.render(expected: left, actual: right, result: result)
                let png = try PNGCodec.encode(image, encoding: GoldenDiffing<Data>.diffImageEncoding)
                let explanation = result.explanation.joined(separator: "; ")
                return .answer(ServedResponse(status: 200, headers: [
                    ("Content-Type", "image/png"),
                    ("X-TableMock-Verdict", result.verdict.rawValue),
                    ("X-TableMock-Differing-Pixels", String(result.differingPixels)),
                    // Header text: printable ASCII only.
                    ("X-TableMock-Explanation", String(String.UnicodeScalarView(explanation.unicodeScalars.map {
                        $0.isASCII && $0.value >= 32 && $0.value < 127 ? $0 : "?" }).prefix(900))),
                ], body: png))
            } catch let error as DiagnosticError {
                return .diagnostics(error.diagnostics)
            } catch {
                return .failed("\(error)")
            }
        }
        return served(answer) { data, _ in ServedResponse(status: 200, headers: [("Content-Type", "image/png")], body: data) }
    }
}
#endif
