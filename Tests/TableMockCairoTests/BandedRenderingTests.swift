import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

/// PNGs are drawn and encoded in bands of rows (at most 16 MiB of surface each), so the
/// height has no limit. A picture of several bands has exactly the pixels of one drawn on a
/// single surface, whatever crosses a band's edge.
@Suite("Banded PNG rendering")
struct BandedRenderingTests {
    /// 1000 px wide: bands of 4096 rows (16 MiB / 4000 B = 4194, at most 4096). Every node
    /// straddles a band's edge or comes close to it.
    static let bandEdges = [4096.0, 8192.0]
    /// Where the images are: pixman samples a scaled image through a 16.16 fixed-point
    /// matrix whose rounding grows with the distance from the surface's top, so an image
    /// far down one tall surface is sampled slightly differently (and less exactly) than
    /// near the top of a band.
    static let imageColumns = 920..<980
    static func straddlingScene(background: Color) -> Scene {
        let font = FontDescriptor(family: "Inter", size: 17)
        var nodes: [SceneNode] = []
        for edge in bandEdges {
            for (i, dy) in [-12.0, -6.0, -1.5, 0, 0.3, 4, 9].enumerated() {
                let x = 20 + Double(i) * 130
                nodes.append(.text(TextRun(text: "Édge ÅgÿJ \(i)", font: font, color: .black, origin: Point(x: x, y: edge + dy),
                                           shadow: TextShadow(color: .red, offset: Point(x: 0, y: 1)))))
            }
            nodes.append(.fill(.roundedRect(Rect(x: 10, y: edge - 20.5, width: 300, height: 41), radius: 10, corners: .all),
                               .linearGradient(LinearGradient(start: Point(x: 0, y: edge - 20), end: Point(x: 0, y: edge + 20),
                                                              stops: [GradientStop(offset: 0, color: .blue),
                                                                      GradientStop(offset: 1, color: .green)]))))
            nodes.append(.stroke(.ellipse(Rect(x: 400, y: edge - 33.3, width: 80, height: 66.6)),
                                 Stroke(color: .blue, width: 1.5)))
            nodes.append(.stroke(.path(.polyline([Point(x: 600, y: edge - 7), Point(x: 607, y: edge), Point(x: 600, y: edge + 7)])),
                                 Stroke(color: .black, width: 2, cap: .round, join: .round)))
            nodes.append(.group(Group(clip: .rect(Rect(x: 700, y: edge - 50, width: 200, height: 100)), opacity: 0.5,
                                      children: [.fill(.ellipse(Rect(x: 650, y: edge - 80, width: 300, height: 160)), .solid(.red)),
                                                 .fill(.rect(Rect(x: 750, y: edge - 3, width: 100, height: 6)), .solid(.blue))])))
            nodes.append(.image(ImageNode(image: TestScenes.quadrantPNG, frame: Rect(x: 920, y: edge - 31, width: 60, height: 60))))
        }
        return Scene(size: Size(width: 1000, height: 12_000), scale: 1, background: background, nodes: nodes)
    }

    @Test("several bands give the pixels of one surface, in both encoders",
          arguments: [(PNGCompression.fast, Color.white), (.small, .white), (.fast, Color(red: 1, green: 1, blue: 1, alpha: 0.5))])
    func bandsMatchOneSurface(compression: PNGCompression, background: Color) throws {
        let engine = try TestFonts.engine()
        let scene = Self.straddlingScene(background: background)
        let png = try SceneRenderer.render(scene, as: .png, engine: engine, pngCompression: compression)
        #expect(png[25] == (background.alpha < 1 ? 6 : 2), "RGB only when opaque")
        let banded = try PNGCodec.decode(png)
        let whole = try SceneRenderer.renderPixels(scene, engine: engine)
        #expect(banded.width == whole.width && banded.height == whole.height)
        var differing: [(x: Int, y: Int)] = []
        var imageDifference = 0
        for y in 0..<whole.height {
            let row = y * whole.width * 4..<(y + 1) * whole.width * 4
            guard banded.pixels[row] != whole.pixels[row] else { continue }
            for x in 0..<whole.width where banded[x, y] != whole[x, y] {
                if Self.imageColumns.contains(x) {
                    imageDifference = max(imageDifference, banded[x, y].distance(to: whole[x, y]))
                } else {
                    differing.append((x, y))
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at \(differing.prefix(5))")
        #expect(imageDifference <= 3)
        // Something was drawn across each band edge (not just background).
        #expect(whole[930, 4096] != whole[5, 5] && whole[930, 8192] != whole[5, 5] && whole[25, 4096] != whole[5, 5])
    }

    @Test("a picture taller than one surface (40,000 px) renders")
    func tallerThanOneSurface() throws {
        let scene = Scene(size: Size(width: 10, height: 20_000), scale: 2, background: .white,
                          nodes: [.fill(.rect(Rect(x: 0, y: 19_990, width: 10, height: 10)), .solid(.red))])
        let png = try SceneRenderer.render(scene, as: .png, engine: TestFonts.engine())
        #expect(throws: RasterError.self) { try PNGCodec.decode(png) }   // taller than image files may be
        let image = try PNGCodec.decode(png, maximumSide: 40_000)
        #expect(image.width == 20 && image.height == 40_000)
        #expect(image[10, 39_999] == Pixel.red && image[10, 39_979] == Pixel.white)
    }
}
