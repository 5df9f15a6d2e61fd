import Foundation

/// The kinds of file TableMock writes: what `--format` names and a file name ends in.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The usual file name extension.
    public var fileExtension: String { rawValue }
}

/// Which writer an SVG comes from: the one choice the command line (`--svg`, `--svg-font`),
/// `TableMockup.svg(writer:)`, the server (`?svg=`) and the render cache all spell the same way.
public enum SVGWriter: Hashable, Sendable {
    /// Cairo's SVG: every glyph an outline, byte-stable for goldens (the default).
    case outlines
    /// TableMock's editable SVG: real `<text>`, one named group per layout item, shapes as a
    /// designer draws them (Docs/DesignTools.md). `fontFamilies` names other font families
    /// than the ones the scene was drawn with (`["Inter": "SF Pro Text"]`); the picture was
    /// laid out with the theme's font, so a replacement is only as close as its metrics.
    case editable(fontFamilies: [String: String] = [:])

    /// The names `--svg` and `?svg=` take.
    public static let names = ["outlines", "editable"]

    /// The writer a name stands for (`outlines`, `editable` with no font replaced).
    public init?(name: String) {
        switch name {
        case "outlines": self = .outlines
        case "editable": self = .editable()
        default: return nil
        }
    }

    public var name: String {
        switch self {
        case .outlines: return "outlines"
        case .editable: return "editable"
        }
    }

    /// What the choice adds to a render cache's key: "" for Cairo's SVG,
    /// `;svg=editable;Inter=SF Pro Text` for the editable one.
    public var cacheKey: String {
        switch self {
        case .outlines: return ""
        case .editable(let families):
            return ";svg=editable" + families.sorted { $0.key < $1.key }.map { ";\($0.key)=\($0.value)" }.joined()
        }
    }
}

/// One file a scene is drawn as: its format and, for SVG, its writer. Which backend draws
/// it follows from this value alone.
public enum Output: Hashable, Sendable {
    case png, pdf
    case svg(SVGWriter)

    /// `format` as it is written, SVG by `svg`'s writer.
    public init(_ format: OutputFormat, svg: SVGWriter = .outlines) {
        switch format {
        case .png: self = .png
        case .pdf: self = .pdf
        case .svg: self = .svg(svg)
        }
    }

    public var format: OutputFormat {
        switch self {
        case .png: return .png
        case .pdf: return .pdf
        case .svg: return .svg
        }
    }

    /// The usual file name extension.
    public var fileExtension: String { format.fileExtension }
}

/// Draws a finished scene as a file. Backends (Cairo and Pango; the editable SVG writer) know
/// nothing of specs or layout; the pipeline picks one by the `Output` it is asked for.
public protocol SceneBackend {
    /// The bytes of `scene` drawn as `output`, the same bytes in every run and thread.
    func draw(_ scene: Scene, as output: Output) throws -> Data
}

/// A backend's error that the pipeline can place in the spec: an image of the scene the
/// backend could not decode is reported at the image's line, as `validate` reports it.
public protocol SceneBackendError: Error {
    /// The image's source (as the spec names it) and why it could not be decoded, when that
    /// is what went wrong; nil for any other failure.
    var undecodableImage: (source: String, reason: String)? { get }
}
