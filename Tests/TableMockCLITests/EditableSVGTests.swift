import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TableMock
import TableMockCairo
import TableMockCheck
import TableMockCore
import TableMockRaster
import TableMockScene
import TableMockTestSupport
import Testing

/// The editable SVG (`--svg editable`) of every sample: well-formed XML with one `<text>`
/// per laid-out line and unique ids, and, rasterised by librsvg, the PNG's picture but for
/// text anti-aliasing.
@Suite struct EditableSVGTests {
    /// What the editable SVG may differ from the PNG by: text set by librsvg instead of
    /// Pango (the same font files, but librsvg hints and positions glyphs its own way), under
    /// `check`'s comparator at its default colour threshold (ΔE94 1) with anti-aliased
    /// pixels excused. Measured over all samples (EditableSVGTests.measurements): the
    /// largest share of differing pixels was 0.0073 (theme-ios2-settings) and the densest
    /// 16 x 16 window 0.52 (a bold etched label); the budget leaves some headroom.
    static let textAntiAliasing = ComparisonOptions(ignoresAntiAliasing: true, maxDiffRatio: 0.012, maxWindowDensity: 0.65)

    struct Rendered {
        var svg: Data
        var png: RGBAImage
        var layout: TableLayout
        var fonts: [FontFile]
        var scale: Double
    }

    static func render(_ file: String) throws -> Rendered {
        let url = GoldenImages.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(file)
        let mockup = try TableMockup(contentsOf: url)
        let svg = try mockup.svg(editable: true)
        let png = try PNGCodec.decode(try mockup.png())
        let layout = try mockup.layout()
        let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: url.path, specURL: url,
                                                themes: LayoutHarness.themes())
        return Rendered(svg: svg, png: png, layout: layout, fonts: prepared.theme.fontFiles, scale: layout.canvas.scale)
    }

    /// The SVG drawn by librsvg (the library `rsvg-convert` is) at the PNG's scale, with the
    /// theme's pinned font files.
    static func rasterise(_ rendered: Rendered) throws -> RGBAImage {
        let size = Size(width: rendered.layout.canvas.width, height: rendered.layout.canvas.height)
        let image = ImageData(bytes: rendered.svg, format: .svg, pixelSize: size, source: "editable.svg")
        let scene = Scene(size: size, scale: rendered.scale, background: .clear,
                          nodes: [.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))])
        return try SceneRenderer.renderPixels(scene, engine: TextEngine(fonts: rendered.fonts))
    }

    @Test(arguments: GoldenSampleTests.samples)
    func rasterisedMatchesThePNG(_ file: String) throws {
        let rendered = try Self.render(file)
        let drawn = try Self.rasterise(rendered)
        let result = ImageComparator.compare(expected: rendered.png, actual: drawn, options: Self.textAntiAliasing)
        #expect(result.matches, "\(file): \(result.explanation.joined(separator: "; "))")
    }

    @Test(arguments: GoldenSampleTests.samples)
    func oneTextElementPerLineAndUniqueIDs(_ file: String) throws {
        let rendered = try Self.render(file)
        let document = try XMLDocument(data: rendered.svg, options: [])
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap { $0 as? XMLElement }
        let shadows = texts.filter { $0.attribute(forName: "data-role")?.stringValue == "shadow" }
        let lines = rendered.layout.items.flatMap(\.parts).compactMap(\.text).flatMap(\.lines).filter { !$0.text.isEmpty }
        #expect(texts.count - shadows.count == lines.count, "\(file)")
        // Each line's string as drawn, in drawing order.
        let drawn = texts.filter { $0.attribute(forName: "data-role") == nil }.map { $0.stringValue ?? "" }
        #expect(drawn == lines.map(\.text), "\(file)")
        let ids = try document.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(Set(ids).count == ids.count, "\(file): repeated ids")
        let xmlName = /[A-Za-z_][A-Za-z0-9._-]*/
        for id in ids { #expect(id.wholeMatch(of: xmlName) != nil, "\(file): id \(id) is not an XML Name") }
        // Every layer is a group with its path as label and data-name.
        let groups = try document.nodes(forXPath: "//*[local-name()='g'][@data-name]").compactMap { $0 as? XMLElement }
        #expect(!groups.isEmpty)
        for g in groups {
            let label = g.attribute(forLocalName: "label", uri: "http://www.inkscape.org/namespaces/inkscape")?.stringValue
            #expect(label == g.attribute(forName: "data-name")?.stringValue)
        }
        // No construct that breaks a design tool's text import.
        let text = String(decoding: rendered.svg, as: UTF8.self)
        for banned in ["dominant-baseline", "textLength", "<tspan", "filter="] { #expect(!text.contains(banned), "\(file): \(banned)") }
    }
}
