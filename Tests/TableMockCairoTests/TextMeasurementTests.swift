import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

@Suite("Text measurement")
struct TextMeasurementTests {
    static let body = FontDescriptor(family: "Inter", weight: 400, size: 17)

    @Test("measuring is deterministic within and across engines")
    func deterministic() throws {
        let first = try TestFonts.engine(), second = try TestFonts.engine()
        for text in ["Wi-Fi", "Bluetooth", "Airplane Mode", "Cellular Data Options"] {
            let width = first.width(of: text, font: Self.body)
            #expect(width > 0)
            #expect(first.width(of: text, font: Self.body) == width)
            #expect(second.width(of: text, font: Self.body) == width)
        }
        #expect(first.metrics(of: Self.body) == second.metrics(of: Self.body))
    }

    struct WiderCase: CustomTestStringConvertible, Sendable {
        let name: String
        let narrow: (String, FontDescriptor)
        let wide: (String, FontDescriptor)
        var testDescription: String { name }
    }

    static let widerCases: [WiderCase] = [
        WiderCase(name: "more text", narrow: ("General", body), wide: ("General Settings", body)),
        WiderCase(name: "W is wider than i", narrow: ("iiii", body), wide: ("WWWW", body)),
        WiderCase(name: "bold is wider", narrow: ("Settings", body),
                  wide: ("Settings", FontDescriptor(family: "Inter", weight: 700, size: 17))),
        WiderCase(name: "larger is wider", narrow: ("Settings", body),
                  wide: ("Settings", FontDescriptor(family: "Inter", weight: 400, size: 20))),
        WiderCase(name: "Inter is wider than Nimbus Sans",
                  narrow: ("Settings", FontDescriptor(family: "Nimbus Sans", size: 17)), wide: ("Settings", body)),
    ]

    @Test("wider text measures wider", arguments: widerCases)
    func wider(_ testCase: WiderCase) throws {
        let engine = try TestFonts.engine()
        #expect(engine.width(of: testCase.narrow.0, font: testCase.narrow.1)
                < engine.width(of: testCase.wide.0, font: testCase.wide.1))
    }

    @Test("widths scale with the font size (no hinting, no rounding)")
    func proportional() throws {
        let engine = try TestFonts.engine()
        let small = engine.width(of: "Notifications", font: Self.body)
        let large = engine.width(of: "Notifications", font: FontDescriptor(family: "Inter", size: 34))
        #expect(abs(large - 2 * small) < 0.01)
    }

    @Test("empty text and impossible sizes measure as zero")
    func degenerate() throws {
        let engine = try TestFonts.engine()
        #expect(engine.width(of: "", font: Self.body) == 0)
        #expect(engine.width(of: "x", font: FontDescriptor(family: "Inter", size: 0)) == 0)
        #expect(engine.width(of: "x", font: FontDescriptor(family: "Inter", size: .nan)) == 0)
    }

    @Test("metrics are the font's line box", arguments: [
        ("Inter", 20.6), ("Nimbus Sans", 17.0),
    ])
    func metrics(family: String, expectedLineHeight: Double) throws {
        let metrics = try TestFonts.engine().metrics(of: FontDescriptor(family: family, size: 17))
        #expect(metrics.ascent > metrics.descent && metrics.descent > 0)
        #expect(abs(metrics.lineHeight - expectedLineHeight) < 0.1, "\(metrics)")
    }

    @Test("text drawn at a baseline sits on it")
    func baselinePlacement() throws {
        let engine = try TestFonts.engine()
        let font = FontDescriptor(family: "Inter", size: 40)
        let scene = Scene(size: Size(width: 60, height: 70), scale: 1, background: .white,
                          nodes: [.text(TextRun(text: "H", font: font, color: .black, origin: Point(x: 10, y: 50)))])
        let image = try PNGCodec.decode(SceneRenderer.render(scene, as: .png, engine: engine))
        let inkRows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].red < 128 } }
        #expect(inkRows.last == 49, "the H ends on the baseline at y = 50")
        // Inter's cap height is about 0.73 em: the top of the H is near 50 - 29.
        let top = inkRows.first ?? -1
        #expect((19...23).contains(top), "top of H at \(top)")
    }

    @Test("a text shadow is drawn first, at the origin plus its offset")
    func shadow() throws {
        let engine = try TestFonts.engine()
        let font = FontDescriptor(family: "Inter", weight: 700, size: 40)
        let run = TextRun(text: "H", font: font, color: .black, origin: Point(x: 10, y: 50),
                          shadow: TextShadow(color: .red, offset: Point(x: 4, y: 0)))
        let scene = Scene(size: Size(width: 60, height: 70), scale: 1, background: .white, nodes: [.text(run)])
        let image = try SceneRenderer.pixels(scene, engine: engine)
        func inkColumns(_ pixel: RGBAPixel) -> [Int] {
            (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0] == pixel } }
        }
        let black = inkColumns(Pixel.black), red = inkColumns(Pixel.red)
        #expect(!black.isEmpty && !red.isEmpty)
        // The shadow peeks out 4 px right of the text; the text covers it where they overlap.
        #expect(red.last! - black.last! == 4, "black \(black), red \(red)")
        #expect(red.first! > black.first!)
    }
}
