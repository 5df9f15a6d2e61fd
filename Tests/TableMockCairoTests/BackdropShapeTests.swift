import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

/// The material of a rounded panel (drawn inside its corners only), the material blurred at
/// reduced resolution (the screen behind a context menu), and the blur itself against the
/// plain per-channel box blur it must equal byte for byte.
@Suite("Backdrop shapes and resolution")
struct BackdropShapeTests {
    /// Black on the left half of a white 300 x 300 canvas, with a material over
    /// (`frameX`, `frameY`, `frameWidth`, 100) blurring `radius` points.
    static func scene(radius: Double = 8, cornerRadius: Double = 0, reduced: Bool = false, scale: Double = 1,
                      height: Double = 300, frameX: Double = 60, frameY: Double = 100, frameWidth: Double = 180) -> Scene {
        Scene(size: Size(width: 300, height: height), scale: scale, background: Color(red: 1, green: 1, blue: 1), nodes: [
            .fill(.rect(Rect(x: 0, y: 0, width: 150, height: height)), .solid(Color(red: 0, green: 0, blue: 0))),
            .backdrop(Backdrop(frame: Rect(x: frameX, y: frameY, width: frameWidth, height: 100), blurRadius: radius, saturation: 1,
                               fallbackTint: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.75),
                               cornerRadius: cornerRadius, reducedResolution: reduced)),
        ])
    }

    @Test("a rounded material blurs inside its corners and leaves the screen outside them")
    func roundedMaterialStaysInItsShape() throws {
        let engine = try TestFonts.engine()
        // A 60-pt panel across the edge at x 150, blurred by 20 pt: grey all over.
        let square = try SceneRenderer.pixels(Self.scene(radius: 20, frameX: 120, frameWidth: 60), engine: engine)
        let rounded = try SceneRenderer.pixels(Self.scene(radius: 20, cornerRadius: 25, frameX: 120, frameWidth: 60), engine: engine)
        let black = RGBAPixel(red: 0, green: 0, blue: 0), white = RGBAPixel(red: 255, green: 255, blue: 255)
        // The frame's top-left corner pixel (120, 100) is outside a 25-pt corner: the black
        // screen, where the square material draws the blur (the white half bleeds in).
        #expect(rounded[120, 100] == black && rounded[121, 198] == black)
        #expect(square[120, 100] != black)
        // Its right-hand corners likewise keep the white screen.
        #expect(rounded[179, 100] == white && rounded[178, 199] == white)
        #expect(square[179, 100] != white)
        // Inside the shape the two materials are the same blur.
        for (x, y) in [(150, 150), (140, 120), (125, 150), (170, 180)] {
            #expect(rounded[x, y] == square[x, y], "(\(x), \(y))")
        }
        #expect(rounded[125, 150] != black && rounded[175, 150] != white, "blurred across the edge")
    }

    @Test("SVG and PDF fill the rounded shape with the fallback tint")
    func roundedFallback() throws {
        let engine = try TestFonts.engine()
        let svg = String(decoding: try SceneRenderer.render(Self.scene(cornerRadius: 30), as: .svg, engine: engine), as: UTF8.self)
        let square = String(decoding: try SceneRenderer.render(Self.scene(), as: .svg, engine: engine), as: UTF8.self)
        // Cairo writes the rectangle as a four-line path and the rounded one with curves.
        #expect(svg.contains("fill-opacity:0.75") && svg != square)
        #expect(svg.filter { $0 == "C" }.count > square.filter { $0 == "C" }.count)
    }

    @Test("a material blurred at reduced resolution spreads an edge as the full one does, the same in bands and on one surface")
    func reducedResolution() throws {
        let engine = try TestFonts.engine()
        let full = try SceneRenderer.pixels(Self.scene(radius: 10, scale: 3), engine: engine)
        let reduced = try SceneRenderer.pixels(Self.scene(radius: 10, reduced: true, scale: 3), engine: engine)
        // Far from the edge the flat colours; across it (x = 450 px at 3x) the same gaussian
        // of 30 px within a few levels: both go from dark to light over about 77 px (10-90 %).
        let y = 450
        #expect(reduced[200, y] == RGBAPixel(red: 0, green: 0, blue: 0) && reduced[650, y].red >= 254)
        func span(_ image: RGBAImage) -> (Int, Int) {
            var start = 300, end = 300
            for x in 300..<600 where image[x, y].red <= 25 { start = x + 1 }
            for x in (300..<600).reversed() where image[x, y].red >= 230 { end = x }
            return (start, end)
        }
        let (fullStart, fullEnd) = span(full), (reducedStart, reducedEnd) = span(reduced)
        #expect(abs((reducedEnd - reducedStart) - (fullEnd - fullStart)) <= 6, "full \(fullStart)..<\(fullEnd), reduced \(reducedStart)..<\(reducedEnd)")
        for x in stride(from: 380, through: 520, by: 10) {
            #expect(abs(Int(reduced[x, y].red) - Int(full[x, y].red)) <= 8, "x \(x): \(reduced[x, y].red) against \(full[x, y].red)")
        }
        // Outside the frame nothing is blurred.
        #expect(reduced[449, 150] == RGBAPixel(red: 0, green: 0, blue: 0) && reduced[450, 150].red == 255)
        // A material straddling a band edge: the bands' pixels are one surface's.
        let rows = BandedRaster.bandRows(width: 900, height: 3000, scale: 3)
        let tall = Self.scene(radius: 10, reduced: true, scale: 3, height: 1000, frameY: Double(rows / 3) - 40)
        #expect(try SceneRenderer.pixels(tall, engine: engine).pixels == SceneRenderer.renderPixelsOnOneSurface(tall, engine: engine).pixels)
        // And the same bytes every time.
        let png = try SceneRenderer.render(tall, as: .png, engine: engine)
        #expect(try SceneRenderer.render(tall, as: .png, engine: engine) == png)
    }

    /// The blur as first written: each channel of each line on its own, the line copied out,
    /// a running sum, edges extended, rounded by division.
    static func plainBoxBlur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, box: Int) {
        func line(_ start: Int, count: Int, step: Int) {
            let radius = box / 2
            let copy = (0..<count).map { i in Array(pixels[(start + i * step)..<(start + i * step + 4)]) }
            for c in 0..<4 {
                var sum = 0
                for k in -radius...radius { sum += Int(copy[min(max(k, 0), count - 1)][c]) }
                for i in 0..<count {
                    pixels[start + i * step + c] = UInt8((sum + box / 2) / box)
                    sum += Int(copy[min(i + radius + 1, count - 1)][c]) - Int(copy[max(i - radius, 0)][c])
                }
            }
        }
        for _ in 0..<3 { for y in 0..<height { line(y * stride, count: width, step: 4) } }
        for _ in 0..<3 { for x in 0..<width { line(x * 4, count: height, step: stride) } }
    }

    @Test("the blur (columns a block at a time, a multiplication for the division) gives the plain box blur's bytes",
          arguments: [(1, 1, 3), (5, 3, 7), (37, 19, 5), (17, 40, 31), (40, 17, 57), (1, 60, 9), (60, 1, 9), (33, 2, 3)])
    func blurEqualsThePlainBoxBlur(shape: (Int, Int, Int)) {
        let (width, height, box) = shape
        let stride = width * 4 + 8
        var state: UInt32 = 12345
        var pixels = (0..<(stride * height)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        var expected = pixels
        Self.plainBoxBlur(&expected, width: width, height: height, stride: stride, box: box)
        pixels.withUnsafeMutableBytes { raw in
            _ = BackdropEffect.blur(raw.baseAddress!, width: width, height: height, bytesPerRow: stride, boxSize: box)
        }
        #expect(pixels == expected)
    }
}
