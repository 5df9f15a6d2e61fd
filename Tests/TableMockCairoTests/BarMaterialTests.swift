import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

/// A translucent bar's material (`SceneNode.backdrop`): in PNG what lies under the bar is
/// blurred (three box blurs, a gaussian) and saturated, under the bar's own colour; in SVG
/// and PDF the fallback tint stands in for the blur.
@Suite("Bar material")
struct BarMaterialTests {
    static let tint = Color(red: 1, green: 1, blue: 1, alpha: 0.8)

    /// A white canvas, black on its left half, a coloured square, and a bar over y 100-200
    /// whose material blurs with `radius` points and saturates by `saturation`, tinted white at 80 %.
    static func scene(radius: Double = 4, saturation: Double = 1, tinted: Bool = true, height: Double = 300,
                      barY: Double = 100, scale: Double = 1) -> Scene {
        var nodes: [SceneNode] = [
            .fill(.rect(Rect(x: 0, y: 0, width: 150, height: height)), .solid(Color.black)),
            .fill(.rect(Rect(x: 200, y: 0, width: 100, height: height)), .solid(Color(red: 200 / 255, green: 100 / 255, blue: 100 / 255))),
            .backdrop(Backdrop(frame: Rect(x: 0, y: barY, width: 300, height: 100), blurRadius: radius, saturation: saturation,
                               fallbackTint: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.75))),
        ]
        if tinted { nodes.append(.fill(.rect(Rect(x: 0, y: barY, width: 300, height: 100)), .solid(tint))) }
        return Scene(size: Size(width: 300, height: height), scale: scale, background: Color.white, nodes: nodes)
    }

    /// The columns over which a row's red channel climbs from 10 % to 90 % of the way from
    /// black to white, scanning right from x 100.
    static func edgeWidth(_ image: RGBAImage, y: Int) -> (start: Int, end: Int) {
        var start = 100, end = 100
        for x in 100..<199 where image[x, y].red <= 25 { start = x + 1 }
        for x in (100..<199).reversed() where image[x, y].red >= 230 { end = x }
        return (start, end)
    }

    @Test("a sharp edge under the bar is spread over about 2.56 sigma (10-90 %), and stays sharp outside it")
    func blurSpreadsAnEdge() throws {
        let engine = try TestFonts.engine()
        let image = try SceneRenderer.pixels(Self.scene(tinted: false), engine: engine)
        // Outside the bar: black to x 149, white from 150.
        #expect(image[149, 50] == Pixel.black && image[150, 50] == Pixel.white)
        // Under it, a 4-pt gaussian (three 9-px boxes): 10 % to 90 % over about 10 px, centred on the edge.
        let (start, end) = Self.edgeWidth(image, y: 150)
        #expect((8...13).contains(end - start), "10-90 % over \(start)..<\(end)")
        #expect(abs(Double(start + end) / 2 - 150) <= 1.5)
        // Symmetric about the edge (between pixels 149 and 150): 140 and 115 for a 4-px gaussian.
        let (left, right) = (Int(image[149, 150].red), Int(image[150, 150].red))
        #expect(abs(left + right - 255) <= 3 && (130...150).contains(right), "either side of the edge: \(left), \(right)")
        // Far from the edge the flat colours stay.
        #expect(image[60, 150] == Pixel.black && image[180, 150].red >= 254)
    }

    @Test("the bar's colour is its tint over the blurred, saturated content")
    func tintOverBlurredContent() throws {
        let engine = try TestFonts.engine()
        let image = try SceneRenderer.pixels(Self.scene(saturation: 1.8), engine: engine)
        // Black under 80 % white: 204.
        #expect(abs(Int(image[60, 150].red) - 204) <= 1)
        // (200,100,100) saturated 1.8 round its Rec. 709 luma 121.3: (255 clamped, 83.0, 83.0); under 80 % white.
        let p = image[250, 150]
        #expect(abs(Int(p.red) - 255) <= 1 && abs(Int(p.green) - Int((0.8 * 255 + 0.2 * 83.0).rounded())) <= 1 && p.green == p.blue, "\(p)")
        // Without the material (radius 0, saturation 1) the bar is the same tint over sharp content.
        let plain = try SceneRenderer.pixels(Self.scene(radius: 0), engine: engine)
        #expect(plain[149, 150].red == 204 && plain[150, 150] == Pixel.white)
    }

    @Test("a bar straddling a band edge has the pixels of one surface")
    func bandsMatchOneSurface() throws {
        let engine = try TestFonts.engine()
        // 300 px wide: bands of 1747 rows at 1x; the bar spans 1700-1800.
        let rows = BandedRaster.bandRows(width: 300, height: 4000, scale: 1)
        let scene = Self.scene(radius: 10, saturation: 1.8, height: 4000, barY: Double(rows) - 47)
        let banded = try SceneRenderer.pixels(scene, engine: engine)
        let whole = try SceneRenderer.renderPixelsOnOneSurface(scene, engine: engine)
        #expect(banded.pixels == whole.pixels)
        #expect(banded[150, rows] != Pixel.white && banded[150, rows] != Pixel.black, "blurred across the band edge")
    }

    @Test("the same bytes every time, on one thread or two at once")
    func deterministic() throws {
        let engine = try TestFonts.engine()
        let scene = Self.scene(radius: 20, saturation: 1.8, scale: 2)
        let first = try SceneRenderer.render(scene, as: .png, engine: engine)
        #expect(try SceneRenderer.render(scene, as: .png, engine: engine) == first)
        let results = Locked<[Data]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            guard let engine = try? TestFonts.engine(), let png = try? SceneRenderer.render(scene, as: .png, engine: engine) else { return }
            results.withLock { $0.append(png) }
        }
        #expect(results.withLock { $0 } == [first, first])
    }

    @Test("SVG and PDF draw the fallback tint over the bar instead of a blur")
    func vectorFallback() throws {
        let engine = try TestFonts.engine()
        let svg = String(decoding: try SceneRenderer.render(Self.scene(tinted: false), as: .svg, engine: engine), as: UTF8.self)
        // Cairo writes the 75 % grey as a fill with its opacity.
        #expect(svg.contains("fill:rgb(50%,50%,50%);fill-opacity:0.75"), "\(svg.prefix(2000))")
        let pdf = try SceneRenderer.render(Self.scene(tinted: false), as: .pdf, engine: engine)
        var without = Self.scene(tinted: false)
        without.nodes.remove(at: 2)
        #expect(pdf != (try SceneRenderer.render(without, as: .pdf, engine: engine)))
    }

    @Test("box sizes: floor(sigma * 3 sqrt(2 pi) / 4 + 0.5), odd")
    func boxSizes() {
        #expect(BackdropEffect.boxSize(sigmaPixels: 0.2) == 1)
        #expect(BackdropEffect.boxSize(sigmaPixels: 4) == 9)     // 7.52 + 0.5 -> 8 -> 9
        #expect(BackdropEffect.boxSize(sigmaPixels: 40) == 75)   // 75.7 -> 75
        #expect(BackdropEffect.boxSize(sigmaPixels: 60) == 113)  // 113.3 -> 113
        #expect(BackdropEffect.reach(boxSize: 75) == 111)
    }
}
