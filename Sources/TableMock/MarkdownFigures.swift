import Foundation
import TableMockCairo
import TableMockCore
import TableMockFiles

/// `tablemock markdown`, as mermaid-cli treats ```` ```mermaid ```` blocks: every fenced
/// block whose info string is `tablemock` (a spec in YAML or JSON, optionally
/// `tablemock alt="..." title="..."`) is drawn through the one pipeline and replaced by an
/// image link; every other byte of the document stays as it was.
///
/// Images are named by a SHA-256 over the block, the files it read (theme chain, images),
/// the options and the renderer's identity, so an unchanged block names an image that
/// already exists and is not drawn again. Nothing is written unless every block drew.
package struct MarkdownFigures {
    package static let language = "tablemock"

    package struct Options: Sendable {
        package var format: OutputFormat = .png
        package var scale: Double? = nil
        /// Which writer SVG images come from.
        package var svg: SVGWriter = .outlines
        /// Where images are written.
        package var imagesFolder: URL
        /// The folder the rewritten document lives in: links are relative to it.
        package var documentFolder: URL
        /// Image names start with it (the output's name without extension).
        package var imagePrefix: String
        /// How diagnostics name the document.
        package var display: String
        /// Where relative theme and image paths in a block resolve from (the document's folder).
        package var specBase: URL

        package init(format: OutputFormat = .png, scale: Double? = nil, svg: SVGWriter = .outlines, imagesFolder: URL,
                     documentFolder: URL, imagePrefix: String, display: String, specBase: URL) {
            self.format = format; self.scale = scale; self.svg = svg; self.imagesFolder = imagesFolder
            self.documentFolder = documentFolder; self.imagePrefix = imagePrefix; self.display = display; self.specBase = specBase
        }
    }

    /// One figure: its image's name, and the bytes when it had to be drawn (nil: up to date).
    package struct Figure: Sendable {
        package var imageName: String
        package var data: Data?
    }

    package struct Result: Sendable {
        package var markdown: Data
        package var figures: [Figure]
        /// Guideline lint warnings, at their lines in the document.
        package var warnings: [Diagnostic]
        package var rendered: Int { figures.filter { $0.data != nil }.count }
    }

    /// Draws every `tablemock` block of `document` in memory (writing nothing) and returns
    /// the rewritten document; every problem of every block at once, at the document's line
    /// and column, as a `DiagnosticError`.
    package static func process(_ document: Data, options: Options, files: any FileAccess) throws(DiagnosticError) -> Result {
        let bytes = [UInt8](document)
        var problems: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var figures: [Figure] = []
        var output: [UInt8] = []
        var copied = 0
        for fence in MarkdownFenceScanner.fences(in: bytes) where fence.language == language {
            do throws(DiagnosticError) {
                let attributes = try FigureAttributes(fence: fence, display: options.display)
                guard fence.closed else {
                    throw DiagnosticError([Diagnostic(file: options.display, location: SourceLocation(line: fence.openingLine, column: fence.indent + 1),
                                                      path: "", message: "the ```tablemock block opened here is never closed",
                                                      hint: "end it with a line of at least as many fence characters")])
                }
                let figure: Figure, found: [Diagnostic]
                do { (figure, found) = try draw(fence, options: options, files: files) } catch {
                    throw DiagnosticError(TableMockError(error).diagnostics.map { relocate($0, fence, options.display) })
                }
                figures.append(figure)
                warnings += found.map { relocate($0, fence, options.display) }
                output += bytes[copied..<fence.range.lowerBound]
                output += Array(repeating: UInt8(ascii: " "), count: fence.indent)
                output += Array(attributes.link(to: relativePath(options.imagesFolder.appendingPathComponent(figure.imageName),
                                                                from: options.documentFolder)).utf8)
                copied = fence.range.upperBound
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        output += bytes[copied...]
        return Result(markdown: Data(output), figures: figures, warnings: warnings)
    }

    /// Writes the images that were drawn (the output folder is made as needed).
    package static func writeImages(_ result: Result, options: Options, files: any FileAccess) throws(FileRefusal) {
        for figure in result.figures {
            if let data = figure.data { try files.write(data, to: figure.imageName, in: options.imagesFolder) }
        }
    }

    static func draw(_ fence: MarkdownFence, options: Options, files: any FileAccess) throws -> (Figure, [Diagnostic]) {
        // A session per block: its read log is exactly the files this block read.
        let session = RenderSession(files: files)
        let specURL = options.specBase.appendingPathComponent((options.display as NSString).lastPathComponent)
        let prepared = try session.prepare(data: Data(fence.body), specURL: specURL, display: options.display)
        var key = SHA256()
        key.update(Data("tablemock-markdown-1\0\(RendererIdentity.current)\0\(options.format.rawValue)\0".utf8))
        key.update(Data("\(options.scale.map { String($0) } ?? "spec")\0".utf8))
        // `svg=editable;Inter=SF Pro Text`: the writer's cache key without its leading `;`.
        if options.format == .svg, options.svg != .outlines { key.update(Data("\(options.svg.cacheKey.dropFirst())\0".utf8)) }
        key.update(Data(fence.body))
        for (path, digest) in session.recorder.take().sorted(by: { $0.key < $1.key }) { key.update(Data("\0\(path)\0\(digest)".utf8)) }
        let hex = key.finalize().prefix(8).map { String(format: "%02x", $0) }.joined()
        let name = "\(options.imagePrefix)-\(hex).\(options.format.fileExtension)"
        var readable = files
        if let local = files as? LocalFiles, let real = LocalFiles.resolve(options.imagesFolder.path)?.path {
            readable = LocalFiles(policy: local.policy.adding(real, for: .output))
        }
        if readable.fileExists(options.imagesFolder.appendingPathComponent(name), as: .output) {
            return (Figure(imageName: name, data: nil), [])
        }
        let variant = RenderVariant(scale: options.scale, appearance: nil, suffix: "")
        let rendered = try session.render(prepared, specURL: specURL,
                                          RenderRequest(variant, Output(options.format, svg: options.svg)))
        return (Figure(imageName: name, data: rendered.pictures[variant, options.format]), rendered.warnings)
    }

    /// A diagnostic about a block's spec, moved to the document's line and column.
    static func relocate(_ d: Diagnostic, _ fence: MarkdownFence, _ display: String) -> Diagnostic {
        guard d.file == display else { return d }
        var d = d
        if let l = d.location, l.line >= 1 {
            let shift = l.line <= fence.stripped.count ? fence.stripped[l.line - 1] : fence.indent
            d.location = SourceLocation(line: fence.openingLine + l.line, column: l.column + shift)
        } else if d.location == nil {
            d.location = SourceLocation(line: fence.openingLine, column: fence.indent + 1)
        }
        return d
    }

    /// `target` relative to `folder` (both made absolute against the current folder).
    package static func relativePath(_ target: URL, from folder: URL) -> String {
        let t = target.standardizedFileURL.pathComponents, f = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < t.count - 1, common < f.count, t[common] == f[common] { common += 1 }
        return (Array(repeating: "..", count: f.count - common) + t[common...]).joined(separator: "/")
    }
}

/// The attributes of a block's info string: `alt="..."` (the image's alt text) and
/// `title="..."` (the link's title, and the alt text when there is no `alt`), as
/// mermaid-cli writes `![alt](image "title")`. Values are bare words or quoted with `"` or `'`.
struct FigureAttributes {
    var alt: String?
    var title: String?

    init(fence: MarkdownFence, display: String) throws(DiagnosticError) {
        let info = Array(fence.info.unicodeScalars)
        var i = fence.info.unicodeScalars.count - fence.info.drop { $0 != " " && $0 != "\t" }.unicodeScalars.count
        let infoColumn = fence.infoColumn
        func fail(_ message: String, at index: Int, hint: String? = nil) -> DiagnosticError {
            DiagnosticError([Diagnostic(file: display, location: SourceLocation(line: fence.openingLine, column: infoColumn + index),
                                        path: "", message: message, hint: hint)])
        }
        while i < info.count {
            if info[i] == " " || info[i] == "\t" { i += 1; continue }
            let start = i
            while i < info.count, info[i] != "=", info[i] != " ", info[i] != "\t" { i += 1 }
            let key = String(String.UnicodeScalarView(info[start..<i]))
            guard key == "alt" || key == "title" else {
                throw fail("unknown attribute \"\(key)\" in the ```tablemock info string", at: start, hint: "use alt=\"...\" or title=\"...\"")
            }
            guard i < info.count, info[i] == "=" else { throw fail("attribute \"\(key)\" needs a value: \(key)=\"...\"", at: start) }
            i += 1
            var value = ""
            if i < info.count, info[i] == "\"" || info[i] == "'" {
                let quote = info[i]
                i += 1
                let from = i
                while i < info.count, info[i] != quote { i += 1 }
                guard i < info.count else { throw fail("the value of \"\(key)\" has no closing \(quote)", at: start) }
                value = String(String.UnicodeScalarView(info[from..<i]))
                i += 1
            } else {
                let from = i
                while i < info.count, info[i] != " ", info[i] != "\t" { i += 1 }
                value = String(String.UnicodeScalarView(info[from..<i]))
            }
            if key == "alt" { alt = value } else { title = value }
        }
    }

    /// `![alt](path "title")`, with Markdown's special characters escaped.
    func link(to path: String) -> String {
        func escaped(_ s: String, _ special: Set<Character>) -> String {
            var out = ""
            for c in s { if special.contains(c) { out.append("\\") }; out.append(c) }
            return out
        }
        let altText = escaped(alt ?? title ?? "table", ["\\", "[", "]"])
        let target = path.contains(where: { " ()<>".contains($0) }) ? "<\(escaped(path, ["<", ">", "\\"]))>" : path
        let titlePart = title.map { " \"\(escaped($0, ["\\", "\""]))\"" } ?? ""
        return "![\(altText)](\(target)\(titlePart))"
    }
}
