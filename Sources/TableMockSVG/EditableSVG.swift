import Foundation
import TableMockRaster
import TableMockScene

/// Why an editable SVG could not be written.
public enum EditableSVGError: Error, CustomStringConvertible, Equatable, SceneBackendError {
    /// A template image (drawn in a tint colour) could not be decoded to be tinted.
    case undecodableImage(source: String, format: ImageFormat, reason: String)
    /// An output another backend writes, asked of this one.
    case unsupportedOutput(OutputFormat)

    public var description: String {
        switch self {
        case let .undecodableImage(source, format, reason):
            return "cannot tint image \(source) (\(format.rawValue)): \(reason)"
        case .unsupportedOutput(let format):
            return "the editable SVG writer does not write \(format.rawValue.uppercased())"
        }
    }

    public var undecodableImage: (source: String, reason: String)? {
        if case let .undecodableImage(source, _, reason) = self { return (source, reason) }
        return nil
    }
}

/// Writes a `Scene` as an SVG a designer can keep working on in Figma, Illustrator or
/// Inkscape: real `<text>` (one element per laid-out line, at its baseline, the string as
/// drawn), one named `<g>` per layer of the scene (`section-1/row-3/title`), shapes as a
/// designer draws them (`<rect rx>`, `<ellipse>`, `<linearGradient>`), images embedded at
/// their own resolution and template images already tinted. Not drawn with Cairo: a second
/// backend over the same scene, which, like every backend, decides nothing about where
/// anything goes. The picture matches the PNG but for text anti-aliasing (librsvg and the
/// design tool set the glyphs themselves, from the same font files).
///
/// It writes `.svg(.editable(fontFamilies:))`; the writer itself is `EditableSVGWriter`,
/// one file per concern: the document and its layers (`EditableSVGWriter.swift`), shapes
/// and paint (`+Shapes`), text (`+Text`), images (`+Images`) and the bytes (`+Output`).
public struct EditableSVG: SceneBackend {
    public init() {}

    /// The SVG document for `scene`. One user unit is one point; width and height are the
    /// scene's size in points (a design tool's pixels), so a 390 x 844 pt screen opens as a
    /// 390 x 844 frame.
    public func draw(_ scene: Scene, as output: Output) throws -> Data {
        guard case .svg(.editable(let fontFamilies)) = output else { throw EditableSVGError.unsupportedOutput(output.format) }
        return try Self.render(scene, fontFamilies: fontFamilies)
    }

    /// `draw(scene, as: .svg(.editable(fontFamilies:)))`.
    package static func render(_ scene: Scene, fontFamilies: [String: String] = [:]) throws -> Data {
        var writer = EditableSVGWriter(scene: scene, fontFamilies: fontFamilies)
        try writer.writeDocument()
        return Data(writer.out)
    }
}
