import Foundation
import Testing
import TableMock
import TableMockRaster

/// Symbols drawn: the icon square's colour and cut corners, the white glyph inside it, and
/// vector paths (no embedded image) in SVG output.
@Suite struct SymbolRenderingTests {
    // One 44-pt row of an ios13 grouped table on a 375-pt canvas: the first row's top is 35 pt
    // down, its icon square 29 pt at x 16, y 35 + 7.5.
    static let source = """
        theme: ios13
        height: content
        table: {style: grouped, sections: [{rows: [{title: Notifications, image: {symbol: bell.fill, background: systemRed}}]}]}
        """

    @Test func theIconSquareIsFilledWithItsColourAndTheGlyphIsWhite() throws {
        let image = try PNGCodec.decode(try TableMockup(yaml: Self.source).png(scale: 2))
        func pixel(_ x: Double, _ y: Double) -> RGBAPixel { image[Int(x * 2), Int(y * 2)] }
        let square = (x: 16.0, y: 35 + 7.5)
        // Inside the square, away from the glyph: systemRed #FF3B30.
        #expect(pixel(square.x + 2, square.y + 14) == RGBAPixel(red: 255, green: 59, blue: 48))
        // The rounded corner (6.5 pt) is cut: the grouped cell's white shows there.
        #expect(pixel(square.x + 0.25, square.y + 0.25) == RGBAPixel(red: 255, green: 255, blue: 255))
        // The bell's body, at the glyph's centre (18-pt glyph centred in the square): white.
        #expect(pixel(square.x + 14.5, square.y + 14.5) == RGBAPixel(red: 255, green: 255, blue: 255))
        // The same at 3x, as crisp: the square's colour holds one device pixel from its edge.
        let big = try PNGCodec.decode(try TableMockup(yaml: Self.source).png(scale: 3))
        #expect(big[Int(square.x * 3) + 1, Int((square.y + 14) * 3)] == RGBAPixel(red: 255, green: 59, blue: 48))
    }

    @Test func symbolsAreVectorPathsInSVG() throws {
        let svg = String(decoding: try TableMockup(yaml: Self.source).svg(), as: UTF8.self)
        #expect(svg.contains("<path") && !svg.contains("<image"))
    }
}
