import Foundation
import TableMockRaster
import TableMockScene
import TableMockSVG
import Testing

/// The editable SVG writer on small hand-made scenes: what each node kind becomes.
@Suite struct EditableSVGWriterTests {
    static let font = FontDescriptor(family: "Inter", weight: 600, size: 17)

    static func svg(_ nodes: [SceneNode], layers: [SceneLayer] = [], colorNames: [Color: String] = [:],
                    fallbacks: [String] = []) throws -> String {
        var scene = Scene(size: Size(width: 100, height: 50), scale: 2, background: .clear, nodes: nodes,
                          layers: layers, colorNames: colorNames)
        scene.fallbackFamilies = fallbacks
        return String(decoding: try EditableSVG.render(scene), as: UTF8.self)
    }

    /// The `font-family` a line in `font` is written with, through the backend's front door.
    static func family(_ font: FontDescriptor, replacing families: [String: String] = [:]) throws -> String {
        let scene = Scene(size: Size(width: 100, height: 50), scale: 2, background: .clear,
                          nodes: [.text(TextRun(text: "Wi-Fi", font: font, color: Color(red: 0, green: 0, blue: 0), origin: Point(x: 0, y: 20)))])
        let out = String(decoding: try EditableSVG().draw(scene, as: .svg(.editable(fontFamilies: families))), as: UTF8.self)
        let start = try #require(out.range(of: "font-family=\""))
        return String(out[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func fontFamiliesNameTheFace() throws {
        #expect(try Self.family(Self.font) == "Inter-SemiBold, Inter, sans-serif")
        #expect(try Self.family(FontDescriptor(family: "Nimbus Sans", weight: 700, size: 17))
                == "NimbusSans-Bold, 'Nimbus Sans', sans-serif")
        #expect(try Self.family(FontDescriptor(family: "Inter", weight: 400, size: 17, italic: true)) == "Inter-Italic, Inter, sans-serif")
        #expect(try Self.family(Self.font, replacing: ["Inter": "SF Pro Text"]) == "SFProText-SemiBold, 'SF Pro Text', sans-serif")
    }

    /// The editable writer writes its SVG and nothing else; Cairo's backend leaves it alone.
    @Test func eachBackendRefusesTheOtherOutputs() throws {
        let scene = Scene(size: Size(width: 10, height: 10), scale: 1, background: .clear, nodes: [])
        for output in [Output.png, .pdf, .svg(.outlines)] {
            #expect(throws: EditableSVGError.unsupportedOutput(output.format)) { try EditableSVG().draw(scene, as: output) }
        }
    }

    @Test func textIsOneElementAtItsBaselineEscaped() throws {
        let run = TextRun(text: "Fish & <Chips>", font: Self.font, color: Color(r8: 0, g8: 0, b8: 0, alpha: 0.5),
                          origin: Point(x: 10.25, y: 30.1234))
        let out = try Self.svg([.text(run)])
        #expect(out.contains("""
            <text x="10.25" y="30.123" font-family="Inter-SemiBold, Inter, sans-serif" font-weight="600" font-size="17" \
            fill="#000000" fill-opacity="0.5">Fish &amp; &lt;Chips&gt;</text>
            """))
    }

    @Test func aBarsMaterialIsItsFallbackTintWithTheBlurNamed() throws {
        let backdrop = Backdrop(frame: Rect(x: 0, y: 10, width: 100, height: 40), blurRadius: 20, saturation: 1.8,
                                fallbackTint: Color(r8: 247, g8: 247, b8: 247, alpha: 0.925))
        let out = try Self.svg([.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), .solid(Color(r8: 0, g8: 0, b8: 0))),
                                .backdrop(backdrop)])
        #expect(out.contains("""
            <rect x="0" y="10" width="100" height="40" fill="#F7F7F7" fill-opacity="0.925" data-material-blur="20" \
            data-material-saturation="1.8"/>
            """), "\(out)")
        // A clear fallback draws nothing.
        var clear = backdrop
        clear.fallbackTint = .clear
        #expect(!(try Self.svg([.backdrop(clear)])).contains("data-material"))
    }

    @Test func rightToLeftLinesAreLogicalWithTheirDirection() throws {
        let hebrew = TextRun(text: "שלום world", font: Self.font, color: .clear, origin: Point(x: 5, y: 20))
        let out = try Self.svg([.text(hebrew)], fallbacks: ["Noto Sans Hebrew"])
        #expect(out.contains("direction=\"rtl\" text-anchor=\"end\">שלום world</text>"))
        #expect(out.contains("font-family=\"Inter-SemiBold, Inter, 'Noto Sans Hebrew', sans-serif\""))
        let latin = try Self.svg([.text(TextRun(text: "world שלום", font: Self.font, color: .clear, origin: Point(x: 5, y: 20)))])
        #expect(!latin.contains("direction"))
    }

    @Test func anEtchedLineIsASecondTextUnderIt() throws {
        let run = TextRun(text: "Mail", font: Self.font, color: Color(r8: 255, g8: 255, b8: 255), origin: Point(x: 1, y: 2),
                          shadow: TextShadow(color: Color(r8: 0, g8: 0, b8: 0), offset: Point(x: 0, y: -1)))
        let out = try Self.svg([.text(run)])
        let shadow = try #require(out.range(of: "<text x=\"1\" y=\"1\""))
        let line = try #require(out.range(of: "<text x=\"1\" y=\"2\""))
        #expect(shadow.lowerBound < line.lowerBound)
        #expect(out.components(separatedBy: "data-role=\"shadow\"").count == 2)
    }

    @Test func shapesAsADesignerDrawsThem() throws {
        let r = Rect(x: 0, y: 0, width: 40, height: 20)
        let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 20),
                                      stops: [GradientStop(offset: 0, color: Color(r8: 255, g8: 0, b8: 0)),
                                              GradientStop(offset: 1, color: Color(r8: 0, g8: 0, b8: 255))])
        let out = try Self.svg([
            .fill(.roundedRect(r, radius: 8, corners: .all), .solid(Color(r8: 1, g8: 2, b8: 3))),
            .fill(.roundedRect(r, radius: 8, corners: .top), .linearGradient(gradient)),
            .fill(.rect(r), .linearGradient(gradient)),
            .stroke(.ellipse(Rect(x: 0, y: 0, width: 10, height: 10)), Stroke(color: Color(r8: 9, g8: 9, b8: 9), width: 1, cap: .round)),
            .fill(.path(Path([.move(Point(x: 0, y: 0)), .line(Point(x: 5, y: 0)), .line(Point(x: 5, y: 5)), .close], fillRule: .evenOdd)),
                  .solid(Color(r8: 7, g8: 7, b8: 7))),
        ], colorNames: [Color(r8: 1, g8: 2, b8: 3): "separator"])
        #expect(out.contains("<rect x=\"0\" y=\"0\" width=\"40\" height=\"20\" rx=\"8\" fill=\"#010203\" data-token=\"separator\"/>"))
        // Top corners only: a path of arcs, as Cairo traces it.
        #expect(out.contains("<path d=\"M0 8 A8 8 0 0 1 8 0 L32 0 A8 8 0 0 1 40 8 L40 20 L0 20 Z\" fill=\"url(#gradient-1)\"/>"))
        // One gradient, defined once, used twice.
        #expect(out.components(separatedBy: "<linearGradient").count == 2)
        #expect(out.components(separatedBy: "url(#gradient-1)").count == 3)
        #expect(out.contains("<circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"none\" stroke=\"#090909\" stroke-width=\"1\" stroke-linecap=\"round\""))
        // A symbol's holes: the path's fill rule.
        #expect(out.contains("<path d=\"M0 0 L5 0 L5 5 Z\" fill=\"#070707\" fill-rule=\"evenodd\"/>"))
    }

    @Test func layersAreNamedGroupsWithUniqueIDs() throws {
        let dot = SceneNode.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(.clear))
        let bar = SceneLayer(name: "navigationBar", nodes: 0..<3, sublayers: [
            SceneLayer(name: "barButton", nodes: 0..<1), SceneLayer(name: "barButton", nodes: 1..<2),
            SceneLayer(name: "title", nodes: 2..<2),
        ])
        let out = try Self.svg([dot, dot, dot, dot, dot], layers: [bar, SceneLayer(name: "navigationBar", nodes: 3..<4),
                                                                    SceneLayer(name: "section", number: 1, nodes: 4..<5)])
        #expect(out.contains("<g id=\"navigationBar\" inkscape:label=\"navigationBar\" data-name=\"navigationBar\">"))
        #expect(out.contains("<g id=\"navigationBar_barButton\" inkscape:label=\"navigationBar/barButton\""))
        #expect(out.contains("<g id=\"navigationBar_barButton-2\" inkscape:label=\"navigationBar/barButton-2\""))
        #expect(!out.contains("navigationBar/title"))   // draws nothing
        #expect(out.contains("<g id=\"navigationBar-2\" inkscape:label=\"navigationBar-2\""))
        let twice = try Self.svg([dot, dot], layers: [SceneLayer(name: "section", number: 1, nodes: 0..<1),
                                                      SceneLayer(name: "section", number: 1, nodes: 1..<2)])
        #expect(twice.contains("<g id=\"section-1\" inkscape:label=\"section-1\""))
        #expect(twice.contains("<g id=\"section-1-2\" inkscape:label=\"section-1\""))
    }

    @Test func aTemplateImageIsPreTintedAtItsOwnResolution() throws {
        var pixels = RGBAImage(width: 2, height: 1, fill: RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255))
        pixels[1, 0] = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 64)
        let png = try PNGCodec.encode(pixels)
        let image = ImageData(bytes: png, format: .png, pixelSize: Size(width: 2, height: 1), source: "icon.png")
        let out = try Self.svg([.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: 20, height: 10),
                                                 tint: .solid(Color(r8: 0, g8: 122, b8: 255))))])
        let uri = try #require(out.range(of: "data:image/png;base64,[A-Za-z0-9+/=]+", options: .regularExpression))
        let data = try #require(Data(base64Encoded: String(out[uri].dropFirst("data:image/png;base64,".count))))
        let tinted = try PNGCodec.decode(data)
        #expect(tinted.width == 2 && tinted.height == 1)
        #expect(tinted[0, 0] == RGBAPixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(tinted[1, 0] == RGBAPixel(red: 0, green: 122, blue: 255, alpha: 64))
    }

    @Test func anSVGImageIsPlacedInlineAndTinted() throws {
        let icon = ##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30"><path fill="#000" d="M0 0h30v30z"/></svg>"##
        let image = ImageData(bytes: Data(icon.utf8), format: .svg, pixelSize: Size(width: 30, height: 30), source: "icon.svg")
        let out = try Self.svg([.image(ImageNode(image: image, frame: Rect(x: 10, y: 5, width: 15, height: 15),
                                                 tint: .solid(Color(r8: 255, g8: 0, b8: 0))))])
        #expect(out.contains(##"<g transform="matrix(0.5 0 0 0.5 10 5)" fill="#FF0000"><path fill="#FF0000" d="M0 0h30v30z"/></g>"##))
    }
}
