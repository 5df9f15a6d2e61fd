import Foundation
import TableMockCairo
import TableMockCore
import TableMockFiles
import TableMockScene
import TableMockThemes

/// A table screen from a spec, ready to draw: TableMock's front door for Swift.
///
/// ```swift
/// import TableMock
/// let mockup = try TableMockup(yaml: source)
/// let png: Data = try mockup.png()            // png(scale:appearance:), svg(writer:), pdf()
/// let layout = try mockup.layout()            // the model `tablemock layout` prints
/// ```
///
/// Decoding, the theme and the images are checked when the mockup is made: a mistake is a
/// `TableMockError` carrying every diagnostic, described as the command line prints them.
/// Relative image and theme paths resolve against `baseFolder` (default: the spec file's
/// folder, or the current folder for a string), read under the same project-root rules as
/// the command line. Drawing is safe from many threads at once: it runs on TableMock's own
/// render threads (one per core, each with its own fonts and Pango context and a stack deep
/// enough for text shaping), and gives the same bytes as `tablemock render`. Each call
/// blocks its thread until the picture is drawn; from Swift concurrency, `await` the
/// variants (`try await mockup.rendered(.png)`, `laidOut()`), which free the task's thread
/// while it waits.
public struct TableMockup: Sendable {
    /// The spec, its theme and its images, checked.
    package let prepared: PreparedSpec
    let specURL: URL?
    let files: any FileAccess

    /// The project-root rules for the current folder, as the command line applies them
    /// without `--root`.
    public static func defaultFiles() -> LocalFiles {
        LocalFiles(policy: AccessPolicy.discover(flag: nil, builtinThemes: BuiltinThemes.directory))
    }

    /// A spec in YAML (JSON is YAML too, read leniently here). `name` is the file name
    /// diagnostics give it.
    public init(yaml: String, name: String = "spec.yaml", baseFolder: URL? = nil,
                files: (any FileAccess)? = nil) throws(TableMockError) {
        try self.init(data: Data(yaml.utf8), name: name, specURL: nil, baseFolder: baseFolder, files: files)
    }

    /// A spec in strict JSON (RFC 8259: no comments or trailing commas, as other JSON tools read it).
    public init(json: Data, name: String = "spec.json", baseFolder: URL? = nil,
                files: (any FileAccess)? = nil) throws(TableMockError) {
        try self.init(data: json, name: name.hasSuffix(".json") ? name : name + ".json", specURL: nil,
                      baseFolder: baseFolder, files: files)
    }

    /// A spec file (`.json` strict JSON, `.yaml`/`.yml` YAML); relative paths start at its folder.
    public init(contentsOf url: URL, files: (any FileAccess)? = nil) throws(TableMockError) {
        let access = files ?? LocalFiles(policy: Self.defaultFiles().policy.adding(url.path, for: .spec))
        let data: Data
        do {
            data = try access.read(url, as: .spec)
        } catch {
            throw TableMockError([Diagnostic(file: url.path, location: nil, path: "", message: RenderSession.readFailure(error),
                                             hint: error.hint)])
        }
        try self.init(data: data, name: url.path, specURL: url, baseFolder: nil, files: access)
    }

    /// A spec file named in diagnostics as the command line was given it (`display`), read
    /// with the command's files: `tablemock layout`.
    package init(file url: URL, display: String, files: any FileAccess) throws(TableMockError) {
        do { prepared = try RenderSession(files: files).prepare(url, display: display) } catch { throw TableMockError(error) }
        specURL = url
        self.files = files
    }

    private init(data: Data, name: String, specURL: URL?, baseFolder: URL?, files: (any FileAccess)?) throws(TableMockError) {
        let access = files ?? Self.defaultFiles()
        let base = baseFolder ?? specURL?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // Relative paths resolve from the base folder: the spec is placed there by name.
        let placed = specURL ?? base.appendingPathComponent((name as NSString).lastPathComponent)
        do {
            prepared = try RenderSession(files: access).prepare(data: data, specURL: placed, display: name)
        } catch {
            throw TableMockError(error.diagnostics)
        }
        self.specURL = placed
        self.files = access
    }

    /// A PNG: at the spec's scale (or the device's) unless `scale` is given, in the spec's
    /// appearance unless `appearance` is given.
    public func png(scale: Double? = nil, appearance: Appearance? = nil) throws(TableMockError) -> Data {
        try draw(.png, scale: scale, appearance: appearance)
    }

    /// The picture as `output` (`.png`, `.pdf`, `.svg(.outlines)`, `.svg(.editable())`).
    public func draw(_ output: Output, scale: Double? = nil, appearance: Appearance? = nil) throws(TableMockError) -> Data {
        do {
            return try LibraryRenderThreads.run(drawWork(output, scale: scale, appearance: appearance))
        } catch {
            throw TableMockError(error)
        }
    }

    /// An SVG. `scale` sets where hairlines are snapped, as for a PNG. By default Cairo's
    /// SVG (glyphs as outlines, byte-stable); `writer: .editable()` writes TableMock's
    /// editable SVG for design tools: real `<text>` and one named group per layout item,
    /// `.editable(fontFamilies: ["Inter": "SF Pro Text"])` naming other fonts.
    public func svg(scale: Double? = nil, appearance: Appearance? = nil, writer: SVGWriter = .outlines) throws(TableMockError) -> Data {
        try draw(.svg(writer), scale: scale, appearance: appearance)
    }

    public func pdf(scale: Double? = nil, appearance: Appearance? = nil) throws(TableMockError) -> Data {
        try draw(.pdf, scale: scale, appearance: appearance)
    }

    /// The computed layout, in points: the model `tablemock layout` prints as JSON.
    public func layout(scale: Double? = nil) throws(TableMockError) -> TableLayout {
        do { return try LibraryRenderThreads.run(layoutWork(scale: scale)) } catch { throw TableMockError(error) }
    }

    /// The layout as `tablemock layout` prints it: pretty, sorted JSON.
    public func layoutJSON(scale: Double? = nil) throws(TableMockError) -> Data {
        try Self.json(layout(scale: scale))
    }

    /// `layoutJSON` laid out on the calling thread (a command line's, which has the stack
    /// for text shaping), not on the render threads: `tablemock layout`.
    package func layoutJSONOnThisThread(scale: Double? = nil) throws(TableMockError) -> Data {
        let layout: TableLayout
        do { layout = try layoutWork(scale: scale)() } catch { throw TableMockError(error) }
        return try Self.json(layout)
    }

    // MARK: For callers on Swift concurrency

    // The same pictures and layouts without blocking the caller's thread: the work runs on
    // TableMock's render threads and the task is resumed with the result, so a cooperative
    // thread is never parked on a semaphore. They have names of their own (not `async`
    // overloads of `png()`...), so that code already calling the blocking ones from an
    // `async` function keeps compiling. A cancelled task still gets its result (a drawing
    // cannot be stopped half way; it is bounded by the render limits).

    /// `draw(_:scale:appearance:)`, awaited: `try await mockup.rendered(.png)`.
    public func rendered(_ output: Output, scale: Double? = nil, appearance: Appearance? = nil) async throws(TableMockError) -> Data {
        do { return try await LibraryRenderThreads.run(drawWork(output, scale: scale, appearance: appearance)) } catch {
            throw TableMockError(error)
        }
    }

    /// `layout(scale:)`, awaited.
    public func laidOut(scale: Double? = nil) async throws(TableMockError) -> TableLayout {
        do { return try await LibraryRenderThreads.run(layoutWork(scale: scale)) } catch { throw TableMockError(error) }
    }

    /// `layoutJSON(scale:)`, awaited.
    public func laidOutJSON(scale: Double? = nil) async throws(TableMockError) -> Data {
        try Self.json(await laidOut(scale: scale))
    }

    // MARK: The work, on a render thread

    /// One picture through the one pipeline, as `tablemock render` draws it.
    private func drawWork(_ output: Output, scale: Double?, appearance: Appearance?) -> @Sendable () throws -> Data {
        let (prepared, files, specURL) = (self.prepared, self.files, self.specURL)
        return {
            let session = RenderSession.forThisThread(files: files)
            let variant = RenderVariant(scale: scale, appearance: appearance, suffix: "")
            let rendered = try session.render(prepared, specURL: specURL, RenderRequest(variant, output))
            return rendered.pictures[variant, output.format]
        }
    }

    private func layoutWork(scale: Double?) -> @Sendable () throws -> TableLayout {
        let (prepared, files) = (self.prepared, self.files)
        return {
            let session = RenderSession.forThisThread(files: files)
            let engine = try session.engine(for: prepared.theme.fontFiles)
            return prepared.layout(measurer: engine, scale: prepared.scale(override: scale))
        }
    }

    private static func json(_ layout: TableLayout) throws(TableMockError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return try encoder.encode(layout) + Data("\n".utf8) } catch { throw TableMockError(error) }
    }
}

/// Every problem of a spec, each with its file, line, column, JSON path, message and hint.
/// Its description is the command line's lines, one per diagnostic.
public struct TableMockError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    init(_ error: any Error) {
        if let error = error as? DiagnosticError { diagnostics = error.diagnostics; return }
        diagnostics = [Diagnostic(file: "", location: nil, path: "", message: "\(error)")]
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension RenderSession {
    /// A session over `files` for one call of a mockup, on this thread: its own theme
    /// catalog and file log over the mockup's own files, and the thread's text engines.
    package static func forThisThread(files: any FileAccess) -> RenderSession {
        RenderSession(files: files, engines: .thisThread)
    }
}
