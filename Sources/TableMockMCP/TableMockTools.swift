#if MCP
import Foundation
import MCP
import TableMock
import TableMockCairo
import TableMockCore
import TableMockFiles
import TableMockThemes

/// TableMock's Model Context Protocol tools and resources, transport aside: what
/// `tablemock mcp` answers, callable in-process (the tests call it so). Every spec goes
/// through the one pipeline (`RenderSession.render`) on TableMock's render threads, read
/// under the configuration's root and bounds. A problem of the spec is a tool result with
/// `isError` and TableMock's own lines (`file:line:col: error: /json/path: message; hint`);
/// a call that does not match a tool's input schema is a protocol error.
public final class TableMockTools: Sendable {
    public let configuration: MCPConfiguration
    let files: LocalFiles
    let gate: RenderGate

    public init(_ configuration: MCPConfiguration) {
        self.configuration = configuration
        files = configuration.files
        gate = RenderGate(limit: configuration.maxRendersInFlight, timeLimit: configuration.renderTimeLimit, files: files)
    }

    /// What the server tells a client about itself when it connects.
    public static let instructions = """
        TableMock draws iOS table-view screens (UITableView, every era from iPhone OS 2 to iOS 18: status bar, \
        navigation bar, toolbar, tab bar) from a small YAML or JSON spec. Call `render` with a spec to see the \
        screen as a PNG; spec problems come back as lines `file:line:col: error: /json/path: message; hint` to fix. \
        Read the `reference` tool (or the tablemock://reference/spec resource) for every key, and start from an example.
        """

    // MARK: Tools

    static let specArguments: [String: Value] = [
        "spec": InputSchema.string("The spec as YAML or JSON text: one screen, e.g. {\"table\": {\"style\": \"grouped\", \"sections\": [{\"rows\": [{\"title\": \"Wi-Fi\", \"accessory\": \"disclosureIndicator\"}]}]}}. Give spec or path."),
        "path": InputSchema.string("A spec file (.yaml, .yml or .json) under the server's root folder, relative to it. Relative image and theme paths in it resolve from its folder. Give spec or path."),
    ]

    static let lookArguments: [String: Value] = [
        "device": InputSchema.names(DeviceCatalog.names, "Draw on this device instead of the spec's own (its screen size in points and its scale)."),
        "theme": InputSchema.string("Draw in this theme (the iOS era) instead of the spec's own: a built-in name such as ios2, ios6, ios7, ios13 (list_themes lists them), or a theme file under the root."),
        "contentSizeCategory": InputSchema.names(ContentSizeCategory.self, "The Dynamic Type size (iOS 7 and later themes); rows grow to fit their text."),
        "layoutDirection": InputSchema.names(LayoutDirection.self, "rightToLeft mirrors the screen as UIKit does for Arabic or Hebrew."),
    ]

    public var tools: [Tool] {
        let cap = "\(configuration.imageMaxSide) px a side and \(configuration.imageMaxPixels / 1000) thousand pixels"
        let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)
        return [
            Tool(name: "render", title: "Render an iOS table screen",
                 description: """
                    Draws a TableMock spec (an iOS table-view screen) and returns the picture: a PNG image \
                    (at most \(cap): a larger picture is drawn at a lower scale to fit, and the summary says so), a short \
                    summary (device, theme, canvas, lint warnings, truncated labels) and the computed layout as structured \
                    content (every item's frame in points). format svg or pdf returns that document as an embedded \
                    resource with a PNG preview. output: file writes the picture under the server's root (outputPath, \
                    default tablemock-mcp/NAME.FORMAT) at the full scale and returns its path. A spec with problems returns \
                    isError and one line per problem: file:line:col: error: /json/path: message; hint.
                    """,
                 inputSchema: InputSchema.object(Self.specArguments.merging(Self.lookArguments) { a, _ in a }.merging([
                    "format": InputSchema.names(OutputFormat.self, "png (default), svg or pdf."),
                    "scale": InputSchema.number(greaterThan: 0, atMost: 4, "Pixels per point (default: the spec's, else the device's: 2 or 3)."),
                    "appearance": InputSchema.names(Appearance.self, "light or dark (default: the spec's)."),
                    "output": InputSchema.names(["inline", "file"], "inline (default): the picture in the result; file: written under the root, its path returned."),
                    "outputPath": InputSchema.string("With output: file, where to write, relative to the root (folders are made). Default tablemock-mcp/NAME.FORMAT."),
                 ]) { a, _ in a }),
                 annotations: Tool.Annotations(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false)),
            Tool(name: "validate", title: "Check a spec",
                 description: """
                    Checks a spec without drawing it: keys and values, the theme, the images (read and decoded) and what \
                    render refuses. Returns "valid" or isError with one line per problem: file:line:col: error: \
                    /json/path: message; hint (with a did-you-mean where one fits). Structured content: the diagnostics.
                    """,
                 inputSchema: InputSchema.object(Self.specArguments), annotations: readOnly),
            Tool(name: "lint", title: "Check a spec against Apple's guidelines",
                 description: """
                    Lays a spec out and checks it against Apple's table-view guidelines (truncated text, an index on a \
                    grouped table, several checkmarks, ...). Returns one line per warning: file:line:col: warning: \
                    /json/path: message; hint [rule-id]; a spec turns a rule off with lint: {disable: [rule-id]}. \
                    isError only when the spec itself has errors.
                    """,
                 inputSchema: InputSchema.object(Self.specArguments.merging(Self.lookArguments) { a, _ in a }), annotations: readOnly),
            Tool(name: "variants", title: "Contact sheet of a spec's variants",
                 description: """
                    Draws one spec over appearances × Dynamic Type sizes × layout directions × themes (eras) as one \
                    contact-sheet PNG (at most \(cap)), each cell labelled with what it shows. At most \
                    \(configuration.maxVariantCells) cells. A combination a theme cannot draw (Dynamic Type before iOS 7, \
                    dark before iOS 13) is left out and named in the summary.
                    """,
                 inputSchema: InputSchema.object(Self.specArguments.merging([
                    "appearances": InputSchema.list(Appearance.self, "Default [light, dark]."),
                    "contentSizeCategories": InputSchema.list(ContentSizeCategory.self, "Dynamic Type sizes; default: the spec's."),
                    "layoutDirections": InputSchema.list(LayoutDirection.self, "Default: the spec's."),
                    "themes": ["type": "array", "items": ["type": "string"], "minItems": 1,
                               "description": "Theme names (eras), e.g. [\"ios6\", \"ios7\", \"ios13\"]; default: the spec's."],
                    "device": Self.lookArguments["device"]!,
                 ]) { a, _ in a }),
                 annotations: readOnly),
            Tool(name: "list_devices", title: "Devices", description: "The device names a spec's device takes, each with its screen in points and its scale.",
                 inputSchema: InputSchema.object([:]), annotations: readOnly),
            Tool(name: "list_themes", title: "Themes", description: "The built-in themes (iOS eras) a spec's theme takes, each with what it draws.",
                 inputSchema: InputSchema.object([:]), annotations: readOnly),
            Tool(name: "list_symbols", title: "Symbols",
                 description: """
                    The SF Symbols names a spec may draw wherever it takes an image ({symbol: NAME}, with optional color, \
                    background (a Settings-style icon square), weight and size). matching filters the names.
                    """,
                 inputSchema: InputSchema.object(["matching": InputSchema.string("Only the names containing this text, e.g. wifi.")]),
                 annotations: readOnly),
            Tool(name: "reference", title: "Spec reference",
                 description: """
                    The spec format for clients without resources: topic spec (default) is the reference of every key \
                    (Markdown), schema the JSON Schema, examples every complete example spec, or one example by name \
                    (\(SpecExamples.all.map(\.name).joined(separator: ", "))).
                    """,
                 inputSchema: InputSchema.object([
                    "topic": InputSchema.names(["spec", "schema", "examples"] + SpecExamples.all.map(\.name), "What to return; default spec."),
                 ]), annotations: readOnly),
        ]
    }

    /// Answers one tool call. Throws only for a malformed call (`MCPError`).
    public func call(_ name: String, arguments: [String: Value]?) async throws -> CallTool.Result {
        try await call(name, arguments: arguments, splicer: nil)
    }

    /// With a splicer (the server's), the layout and the image go into the result as
    /// placeholders the transport replaces with them as encoded.
    func call(_ name: String, arguments: [String: Value]?, splicer: PayloadSplicer?) async throws -> CallTool.Result {
        switch name {
        case "render": return try await render(ToolArguments(name, arguments, allowed: Self.renderArguments), splicer: splicer)
        case "validate": return try await check(ToolArguments(name, arguments, allowed: ["spec", "path"]), lint: false)
        case "lint": return try await check(ToolArguments(name, arguments, allowed: ["spec", "path"] + Self.lookArguments.keys.sorted()), lint: true)
        case "variants": return try await variants(ToolArguments(name, arguments, allowed: Self.variantArguments))
        case "list_devices": _ = try ToolArguments(name, arguments, allowed: []); return listDevices()
        case "list_themes": _ = try ToolArguments(name, arguments, allowed: []); return listThemes()
        case "list_symbols": return listSymbols(matching: try ToolArguments(name, arguments, allowed: ["matching"]).string("matching"))
        case "reference":
            let a = try ToolArguments(name, arguments, allowed: ["topic"])
            return try reference(topic: a.name("topic", in: ["spec", "schema", "examples"] + SpecExamples.all.map(\.name)) ?? "spec")
        default:
            throw MCPError.invalidParams("no tool named \"\(name)\"; the tools are: \(tools.map(\.name).joined(separator: ", "))")
        }
    }

    static let renderArguments = ["spec", "path", "format", "scale", "appearance", "output", "outputPath"] + lookArguments.keys.sorted()
    static let variantArguments = ["spec", "path", "appearances", "contentSizeCategories", "layoutDirections", "themes", "device"]

    // MARK: The spec of a call

    /// A spec to work on: its bytes, the name its diagnostics give it and where relative
    /// paths in it start.
    struct SpecInput: Sendable {
        var data: Data
        var display: String
        var url: URL
    }

    enum ToolFailure: Error {
        /// A tool result with `isError`: these lines.
        case lines([String])
    }

    var rootURL: URL? { configuration.root.isEmpty ? nil : URL(fileURLWithPath: configuration.root, isDirectory: true) }

    func specInput(_ a: ToolArguments) throws -> SpecInput {
        let text = try a.string("spec"), path = try a.string("path")
        switch (text, path) {
        case (nil, nil): throw MCPError.invalidParams("\(a.tool) needs a spec (YAML or JSON text) or a path (a spec file under the root)")
        case (.some, .some): throw MCPError.invalidParams("\(a.tool) takes a spec or a path, not both")
        case (let text?, nil):
            let data = Data(text.utf8)
            guard data.count <= configuration.maxSpecBytes else {
                throw ToolFailure.lines(["error: the spec is \(data.count) bytes; the limit is \(configuration.maxSpecBytes)"])
            }
            // Text that is a JSON object is read as strict JSON (as a .json file), so its
            // errors are JSON's; anything else is YAML.
            let isJSON = text.drop { $0.isWhitespace }.first == "{"
            let display = isJSON ? "spec.json" : "spec.yaml"
            return SpecInput(data: data, display: display, url: (rootURL ?? URL(fileURLWithPath: "/")).appendingPathComponent(display))
        case (nil, let path?):
            guard let rootURL else {
                throw ToolFailure.lines(["error: this server reads no spec files: it was started without a root; give the spec as text, or start it with --root DIR"])
            }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : rootURL.appendingPathComponent(path)
            let shown = TerminalText.escaped(path)
            switch files.entry(at: url, as: .spec) {
            case .regularFile(let size) where size > configuration.maxSpecBytes:
                throw ToolFailure.lines(["\(shown): error: the file is \(size) bytes; the limit for a spec here is \(configuration.maxSpecBytes)"])
            case .refused(let refusal):
                throw ToolFailure.lines(["\(shown): error: " + refusal.message(naming: "\"\(shown)\"") + (refusal.advice.map { "; \($0)" } ?? "")])
            default:
                do {
                    return SpecInput(data: try files.read(url, as: .spec), display: path, url: url)
                } catch {
                    throw ToolFailure.lines(["\(shown): error: " + error.message(naming: "\"\(shown)\"") + (error.advice.map { "; \($0)" } ?? "")])
                }
            }
        }
    }

    static func overrides(_ a: ToolArguments) throws(MCPError) -> SpecOverrides {
        SpecOverrides(theme: try a.string("theme"), device: try a.name("device", in: DeviceCatalog.names),
                      contentSizeCategory: try a.choice("contentSizeCategory"), layoutDirection: try a.choice("layoutDirection"),
                      source: "the \(a.tool) tool's arguments")
    }

    /// `body`'s answer, or the tool result for what stopped it: a spec's diagnostics, a
    /// refused file, a full queue or the time limit.
    func answering(_ body: () async throws -> CallTool.Result) async throws -> CallTool.Result {
        do {
            return try await body()
        } catch let error as MCPError {
            throw error
        } catch let error as DiagnosticError {
            return Self.failure(error.diagnostics.map(\.description), diagnostics: error.diagnostics)
        } catch ToolFailure.lines(let lines) {
            return Self.failure(lines)
        } catch RenderGate.Refusal.busy(let limit) {
            return Self.failure(["error: \(limit) renders are already under way, the limit; try again shortly"])
        } catch RenderGate.Refusal.timedOut(let limit) {
            return Self.failure(["error: the render took longer than \(limit), the limit"])
        } catch let error as FileRefusal {
            return Self.failure(["error: " + error.message(naming: "\"\(TerminalText.escaped(error.path))\"")])
        } catch {
            return Self.failure(["error: \(error)"])
        }
    }

    static func failure(_ lines: [String], diagnostics: [Diagnostic]? = nil) -> CallTool.Result {
        CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                        structuredContent: diagnostics.map { list -> Value in ["diagnostics": .array(list.map { Self.value(DiagnosticReport.json($0)) })] },
                        isError: true)
    }

    // MARK: render

    enum OutputMode: String, CaseIterable { case inline, file }

    struct Drawn: Sendable {
        var prepared: PreparedSpec
        /// The request's one variant in each of its formats.
        var pictures: [OutputFormat: Data]
        var layout: TableLayout
        var layoutJSON: Data
        var warnings: [Diagnostic]
    }

    func render(_ a: ToolArguments, splicer: PayloadSplicer?) async throws -> CallTool.Result {
        let format = try a.choice("format", OutputFormat.self) ?? .png
        let scale = try a.number("scale", greaterThan: 0, atMost: 4)
        let appearance = try a.choice("appearance", Appearance.self)
        let overrides = try Self.overrides(a)
        let output = try a.choice("output", OutputMode.self) ?? .inline
        let outputPath = try a.string("outputPath")
        if outputPath != nil && output != .file { throw MCPError.invalidParams("render: outputPath needs output: file") }
        return try await answering {
            let input = try specInput(a)
            let target = output == .file ? try outputTarget(outputPath, input: input, format: format) : nil
            // Inline: the picture fitted to the client's image limit (and a PNG preview of a
            // document); a file: the picture as `tablemock render` draws it.
            let formats: [OutputFormat] = output == .inline && format != .png ? [format, .png] : [format]
            var request = RenderRequest(variants: [RenderVariant(scale: scale, appearance: appearance, suffix: "")], formats: formats)
            if output == .inline { request.fit = budget }
            let fixed = request
            let drawn = try await gate.run { session in try Self.draw(input, overrides: overrides, fixed, session: session) }
            var content: [Tool.Content] = []
            var notes: [String] = []
            var written: String?
            if let target {
                let data = drawn.pictures[format]!   // asked for: the first format
                try files.write(data, to: target.relative, in: target.folder)
                written = target.folder.appendingPathComponent(target.relative).path
                notes.append("wrote \(written!) (\(data.count) bytes)")
                content.append(.resourceLink(uri: URL(fileURLWithPath: written!).absoluteString, name: (target.relative as NSString).lastPathComponent,
                                             mimeType: Self.mimeType(format)))
            }
            var image: (width: Int, height: Int, bytes: Int)?
            if let png = drawn.pictures[.png], let size = Self.pngSize(png) {
                if output == .inline || budget.fits(width: size.width, height: size.height) {
                    let base64 = png.base64EncodedString()
                    content.append(.image(data: splicer?.placeholder(for: Data(("\"" + base64 + "\"").utf8)) ?? base64,
                                          mimeType: "image/png", annotations: nil, _meta: nil))
                    image = (size.width, size.height, png.count)
                } else {
                    notes.append("the PNG is \(size.width)×\(size.height) px, larger than an inline image may be (\(budget.maxSide) px a side, \(budget.maxPixels) pixels), so it is not shown here")
                }
            }
            if output == .inline, format != .png, let document = drawn.pictures[format] {
                let uri = "tablemock://render/\(Self.stem(input.display)).\(format.fileExtension)"
                content.append(.resource(resource: format == .svg
                    ? .text(String(decoding: document, as: UTF8.self), uri: uri, mimeType: Self.mimeType(format))
                    : .binary(document, uri: uri, mimeType: Self.mimeType(format))))
            }
            let requestedScale = scale ?? drawn.prepared.scale(override: nil)
            let summary = Self.summary(drawn, format: format, image: image, requestedScale: requestedScale, notes: notes)
            content.insert(.text(text: summary.text, annotations: nil, _meta: nil), at: 0)
            var structured = summary.structured
            if let written { structured["path"] = .string(written) }
            structured["layout"] = splicer.map { .string($0.placeholder(for: drawn.layoutJSON)) } ?? Value.parsing(json: drawn.layoutJSON)
            return CallTool.Result(content: content, structuredContent: .object(structured), isError: false)
        }
    }

    var budget: PictureBudget { PictureBudget(maxSide: configuration.imageMaxSide, maxPixels: configuration.imageMaxPixels) }

    /// The one pipeline, on a render thread: prepare with the call's overrides, render,
    /// and the layout as `tablemock layout` prints it.
    static func draw(_ input: SpecInput, overrides: SpecOverrides, _ request: RenderRequest, session: RenderSession) throws -> Drawn {
        let prepared = try session.prepare(data: input.data, specURL: input.url, display: input.display, overrides: overrides)
        let rendered = try session.render(prepared, specURL: input.url, request)
        let layout = rendered.layouts[0]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let pictures = Dictionary(uniqueKeysWithValues: request.formats.map { ($0, rendered.pictures[request.variants[0], $0]) })
        // The lint's warnings, less the rules the spec turns off (the linter leaves those out).
        return Drawn(prepared: prepared, pictures: pictures, layout: layout, layoutJSON: try encoder.encode(layout),
                     warnings: rendered.warnings)
    }

    struct OutputTarget { var folder: URL; var relative: String }

    /// Where `output: file` writes: `path` relative to the root (an absolute path must lie
    /// inside it), else `tablemock-mcp/NAME.FORMAT`. The write itself never leaves the root
    /// (`TableMockFiles` opens each folder below it without following links).
    func outputTarget(_ path: String?, input: SpecInput, format: OutputFormat) throws -> OutputTarget {
        guard let rootURL else {
            throw ToolFailure.lines(["error: this server writes no files: it was started without a root; use output: inline, or start it with --root DIR"])
        }
        var relative = path ?? "tablemock-mcp/\(Self.stem(input.display)).\(format.fileExtension)"
        if relative.hasPrefix("/") {
            let root = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
            guard relative.hasPrefix(root) else {
                throw ToolFailure.lines(["error: outputPath \"\(TerminalText.escaped(relative))\" is outside the root \(TerminalText.escaped(configuration.root)); give a path relative to it"])
            }
            relative = String(relative.dropFirst(root.count))
        }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !parts.contains(".."), !parts.contains("."), !parts.contains(""), relative.utf8.count <= 1024 else {
            throw ToolFailure.lines(["error: outputPath \"\(TerminalText.escaped(relative))\" is not a path inside the root (no .., no empty parts)"])
        }
        return OutputTarget(folder: rootURL, relative: relative)
    }

    static func stem(_ display: String) -> String {
        let name = URL(fileURLWithPath: display).deletingPathExtension().lastPathComponent
        return name.isEmpty ? "spec" : name
    }

    static func mimeType(_ format: OutputFormat) -> String {
        switch format {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }

    /// A PNG's width and height from its header.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func int(_ at: Int) -> Int { data[data.startIndex + at ..< data.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    static func summary(_ drawn: Drawn, format: OutputFormat, image: (width: Int, height: Int, bytes: Int)?, requestedScale: Double,
                        notes: [String]) -> (text: String, structured: [String: Value]) {
        let prepared = drawn.prepared, spec = prepared.spec, canvas = drawn.layout.canvas
        let device: String
        switch spec.device {
        case .named(let name): device = name + (spec.orientation == .landscape ? " (landscape)" : "")
        case .custom: device = "custom size"
        }
        let f = RenderVariant.formatScale
        var first = "\(prepared.file): \(device), theme \(prepared.theme.name), \(prepared.theme.appearance.rawValue)"
        if let category = spec.contentSizeCategory { first += ", Dynamic Type \(category.rawValue)" }
        if spec.layoutDirection == .rightToLeft { first += ", right to left" }
        first += "; canvas \(f(canvas.width))×\(f(canvas.height)) pt"
        if let image {
            first += "; PNG \(image.width)×\(image.height) px at scale \(f(canvas.scale))"
            if canvas.scale != requestedScale {
                first += " (lowered from \(f(requestedScale)) to fit the inline image limit; output: file draws the full scale)"
            }
        } else {
            first += " at scale \(f(canvas.scale))"
        }
        var lines = [first]
        lines += notes
        if drawn.warnings.isEmpty {
            lines.append("lint: no warnings")
        } else {
            lines.append("lint: \(drawn.warnings.count) \(drawn.warnings.count == 1 ? "warning" : "warnings")")
            lines += drawn.warnings.map(\.description)
        }
        var truncated: [Value] = []
        for item in drawn.layout.items {
            for part in item.parts {
                guard let block = part.text, block.truncated else { continue }
                var place = item.kind.rawValue
                if let s = item.section { place += " section \(s)" }
                if let r = item.row { place += " row \(r)" }
                lines.append("truncated: \(place) \(part.kind.rawValue): \(Self.quoted(block.text))")
                var entry: [String: Value] = ["item": .string(item.kind.rawValue), "part": .string(part.kind.rawValue), "text": .string(block.text)]
                if let s = item.section { entry["section"] = .int(s) }
                if let r = item.row { entry["row"] = .int(r) }
                truncated.append(.object(entry))
            }
        }
        var structured: [String: Value] = [
            "file": .string(prepared.file), "device": .string(device), "theme": .string(prepared.theme.name),
            "appearance": .string(prepared.theme.appearance.rawValue), "format": .string(format.rawValue),
            "canvas": ["width": .double(canvas.width), "height": .double(canvas.height), "scale": .double(canvas.scale)],
            "warnings": .array(drawn.warnings.map { Self.value(DiagnosticReport.json($0)) }),
            "truncated": .array(truncated),
        ]
        if let image { structured["image"] = ["width": .int(image.width), "height": .int(image.height), "bytes": .int(image.bytes)] }
        return (lines.joined(separator: "\n"), structured)
    }

    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = (try? encoder.encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// TableMock's JSON as the SDK's value.
    static func value(_ json: JSONValue) -> Value {
        Value.parsing(json: Data(json.rendered().utf8))
    }

    // MARK: validate, lint

    func check(_ a: ToolArguments, lint: Bool) async throws -> CallTool.Result {
        let overrides = lint ? try Self.overrides(a) : SpecOverrides()
        let files = self.files
        return try await answering {
            let input = try specInput(a)
            let diagnostics: [Diagnostic] = try await gate.run { session in
                if lint {
                    let prepared = try session.prepare(data: input.data, specURL: input.url, display: input.display, overrides: overrides)
                    let engine = try session.engine(for: prepared.theme.fontFiles)
                    let layout = prepared.layout(measurer: engine, scale: prepared.scale(override: nil))
                    return Linter.warnings(for: prepared, layout: layout)
                }
                // validate decodes every image, as `tablemock validate` does.
                let validating = RenderSession(files: files, decodesImages: true)
                return try validating.prepare(data: input.data, specURL: input.url, display: input.display).renderBlockers()
            }
            let errors = diagnostics.filter { $0.severity == .error }
            var lines = diagnostics.map(\.description)
            if diagnostics.isEmpty {
                lines = [lint ? "\(input.display): no warnings" : "\(input.display): valid"]
            } else if lint {
                lines.append("\(diagnostics.count - errors.count) \(diagnostics.count - errors.count == 1 ? "warning" : "warnings")"
                             + (errors.isEmpty ? "" : " and \(errors.count) guideline \(errors.count == 1 ? "error" : "errors")"))
            }
            return CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                                   structuredContent: Optional<Value>.some(["diagnostics": .array(diagnostics.map { Self.value(DiagnosticReport.json($0)) })]),
                                   isError: !errors.isEmpty)
        }
    }

    // MARK: Lists and the reference

    func listDevices() -> CallTool.Result {
        let f = RenderVariant.formatScale
        let lines = DeviceCatalog.all.map { "\($0.name): \(f($0.size.width))×\(f($0.size.height)) pt, scale \(f($0.scale))" }
        let structured: Value = ["devices": .array(DeviceCatalog.all.map {
            ["name": .string($0.name), "width": .double($0.size.width), "height": .double($0.size.height), "scale": .double($0.scale)]
        })]
        return CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                               structuredContent: Optional(structured), isError: false)
    }

    func listThemes() -> CallTool.Result {
        guard let themes = BuiltinListing.themes(files: files) else { return Self.failure([BuiltinListing.themesNotFound]) }
        let lines = themes.map { "\($0.name): \($0.description)" }
        let structured: Value = ["themes": .array(themes.map { ["name": .string($0.name), "description": .string($0.description)] })]
        return CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                               structuredContent: Optional(structured), isError: false)
    }

    func listSymbols(matching: String?) -> CallTool.Result {
        let listing: BuiltinListing.Symbols
        do {
            listing = try BuiltinListing.symbols(matching: matching, files: files)
        } catch {
            return Self.failure(["error: \(error.message)" + (error.hint.map { "; \($0)" } ?? "")])
        }
        let (entries, family) = (listing.symbols, listing.family)
        var lines = entries.map { $0.name + ($0.mirrored ? " (mirrored right to left)" : "") }
        lines.append("\(entries.count) symbols, drawn from \(family.name) \(family.version) (\(family.licence))")
        let structured: Value = ["symbols": .array(entries.map { ["name": .string($0.name), "mirrored": .bool($0.mirrored)] })]
        return CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                               structuredContent: Optional(structured), isError: false)
    }

    func reference(topic: String) throws -> CallTool.Result {
        let text: String
        switch topic {
        case "spec": text = ReferenceResources.specReference
        case "schema": text = ReferenceResources.specSchema
        case "examples": text = SpecExamples.all.map { "# \($0.name): \($0.description)\n\($0.yaml)" }.joined(separator: "\n")
        default:
            let example = SpecExamples.all.first { $0.name == topic }!
            text = "# \(example.name): \(example.description)\n\(example.yaml)"
        }
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: false)
    }
}
#endif
