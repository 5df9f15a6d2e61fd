import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

/// PNGs are drawn and encoded in bands of rows (about 2 MiB of surface each), so the
/// height has no limit. A picture of several bands has the pixels of one drawn on a single
/// surface, whatever crosses a band's edge (but for the two cases that
/// `SceneRenderer.renderPixelsOnOneSurface` names), and every path draws the same bands.
@Suite("Banded PNG rendering")
struct BandedRenderingTests {
    /// Two band edges, in points, of a 1000-pt-wide picture at `scale` (at 1x: 2 MiB / 4000 B
    /// = 524 rows; at 3x: 174 rows of 12,000 B). Every node straddles one or comes close.
    static func bandEdges(scale: Double) -> [Double] {
        let rows = BandedRaster.bandRows(width: Int(1000 * scale), height: 100_000, scale: scale)
        return [Double(rows * 8) / scale, Double(rows * 16) / scale]
    }
    /// Where the images are: pixman samples a scaled image through a 16.16 fixed-point
    /// matrix whose rounding grows with the distance from the surface's top, so an image
    /// far down one tall surface is sampled slightly differently (and less exactly) than
    /// near the top of a band.
    static let imageColumns = 920..<980
    static func straddlingScene(background: Color, scale: Double = 1) -> Scene {
        let font = FontDescriptor(family: "Inter", size: 17)
        var nodes: [SceneNode] = []
        for edge in bandEdges(scale: scale) {
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
        return Scene(size: Size(width: 1000, height: bandEdges(scale: scale)[1] + 200), scale: scale, background: background, nodes: nodes)
    }

    @Test("several bands give the pixels of one surface, in both encoders, at 1x and 3x",
          arguments: [(PNGCompression.fast, Color.white, 1.0), (.small, .white, 1), (.fast, Color(red: 1, green: 1, blue: 1, alpha: 0.5), 1),
                      (.fast, .white, 3)])
    func bandsMatchOneSurface(compression: PNGCompression, background: Color, scale: Double) throws {
        let engine = try TestFonts.engine()
        let scene = Self.straddlingScene(background: background, scale: scale)
        let png = try SceneRenderer.render(scene, as: .png, engine: engine, pngCompression: compression)
        #expect(png[25] == (background.alpha < 1 ? 6 : 2), "RGB only when opaque")
        let banded = try PNGCodec.decode(png)
        let whole = try SceneRenderer.renderPixelsOnOneSurface(scene, engine: engine)
        #expect(banded.width == whole.width && banded.height == whole.height)
        var differing: [(x: Int, y: Int)] = []
        var imageDifference = 0
        for y in 0..<whole.height {
            let row = y * whole.width * 4..<(y + 1) * whole.width * 4
            guard banded.pixels[row] != whole.pixels[row] else { continue }
            for x in 0..<whole.width where banded[x, y] != whole[x, y] {
                if Self.imageColumns.contains(Int(Double(x) / scale)) {
                    imageDifference = max(imageDifference, banded[x, y].distance(to: whole[x, y]))
                } else {
                    differing.append((x, y))
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at \(differing.prefix(5))")
        #expect(imageDifference <= 3)
        // Something was drawn across each band edge (not just background).
        let edges = Self.bandEdges(scale: scale).map { Int($0 * scale) }
        let (imageX, textX) = (Int(930 * scale), Int(25 * scale))
        #expect(whole[imageX, edges[0]] != whole[5, 5] && whole[imageX, edges[1]] != whole[5, 5] && whole[textX, edges[0]] != whole[5, 5])
    }

    /// `check` compares pixels and `render` writes PNGs: both draw the same bands, so they
    /// agree even where a band and one surface would not (glyphs on half pixels, which the
    /// baselines at sixths of a point at 3x put there, and a scaled image).
    @Test("the pixels of a check are the pixels of the PNG")
    func pixelsArePNGPixels() throws {
        let engine = try TestFonts.engine()
        let font = FontDescriptor(family: "Inter", size: 13)
        var nodes: [SceneNode] = []
        for i in 0..<48 {
            let origin = Point(x: 16 + Double(i % 6) * 58, y: 312 + Double(i / 6) * 4.3 + Double(i % 6) / 6)
            nodes.append(.text(TextRun(text: "SOUND", font: font, color: Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6), origin: origin)))
        }
        nodes.append(.image(ImageNode(image: TestScenes.quadrantPNG, frame: Rect(x: 300, y: 150, width: 29, height: 29))))
        let scene = Scene(size: Size(width: 375, height: 812), scale: 3, background: .white, nodes: nodes)
        #expect(BandedRaster.bandRows(width: 1125, height: 2436, scale: 3) == 465)
        let png = try PNGCodec.decode(SceneRenderer.render(scene, as: .png, engine: engine))
        let pixels = try SceneRenderer.pixels(scene, engine: engine)
        #expect(pixels == png)
        let inked = (900..<1100).filter { y in (0..<pixels.width).contains { pixels[$0, y] != Pixel.white } }
        #expect(inked.first! < 932 && inked.last! > 932, "text lies across a band's top")
        #expect(pixels[300 * 3 + 5, 150 * 3 + 5] != Pixel.white, "the image was drawn")
    }

    /// The section header "SOUND" of `theme-ios15-settings` (Inter 13 at y 317.906 pt, 3x,
    /// 1125 px wide) moved a pixel under a band starting at 932 px (310.666… pt); bands of
    /// 465 rows (155 pt) start at whole points.
    @Test("bands start at whole points, and text under them is set as on one surface")
    func bandsStartAtWholePoints() throws {
        let scales: [Double] = [1, 2, 3, 1.5, 2.5, 4]
        #expect(scales.map { BandedRaster.wholePointRows(scale: $0) } == [1, 2, 3, 3, 5, 4])
        #expect(BandedRaster.bandRows(width: 1125, height: 300, scale: 3) == 300, "a picture smaller than a band is one band")
        for scale in [1.0, 2, 3, 1.5] {
            let rows = BandedRaster.bandRows(width: Int(390 * scale), height: 100_000, scale: scale)
            #expect(rows % BandedRaster.wholePointRows(scale: scale) == 0 && rows * Int(390 * scale) * 4 <= BandedRaster.bandBytes)
        }
        // 256 runs below the second band's top (465 px, 155 pt; 466 px without the rule),
        // their baselines 1/256 px apart modulo a pixel: one of them sits on a half pixel.
        let engine = try TestFonts.engine()
        let font = FontDescriptor(family: "Inter", size: 4)
        var nodes: [SceneNode] = []
        for j in 0..<256 {
            let x = 10 + Double(j % 8) * 45
            let y = 160 + Double(j / 8) * 4.5 + Double(j) / 768
            nodes.append(.text(TextRun(text: "SOUND", font: font, color: .black, origin: Point(x: x, y: y))))
        }
        let scene = Scene(size: Size(width: 375, height: 812), scale: 3, background: .white, nodes: nodes)
        let banded = try SceneRenderer.pixels(scene, engine: engine)
        let whole = try SceneRenderer.renderPixelsOnOneSurface(scene, engine: engine)
        let differing = (0..<whole.height).filter { y in
            banded.pixels[y * whole.width * 4..<(y + 1) * whole.width * 4] != whole.pixels[y * whole.width * 4..<(y + 1) * whole.width * 4]
        }
        #expect(differing.isEmpty, "rows \(differing.prefix(8)) differ")
    }

    /// A thread keeps its band memory from one picture to the next (its pages are faulted
    /// in once); a second picture drawn while the first holds it gets memory of its own; a
    /// larger band replaces the kept one.
    @Test("band memory is the thread's own and kept between pictures")
    func bandMemoryIsKeptPerThread() throws {
        // (The thread may keep memory from an earlier test: every request here is answered
        // from memory this test knows.)
        let first = try BandMemory.forCurrentThread(bytes: 1 << 20)
        let nested = try BandMemory.forCurrentThread(bytes: 1 << 20)
        #expect(nested.base != first.base, "memory in use is not lent twice")
        nested.release()
        first.release()
        let again = try BandMemory.forCurrentThread(bytes: 1 << 19)
        #expect(again.base == first.base, "the kept memory serves a smaller band")
        again.release()
        // Larger than any band (64 rows of 32,767 px are 8 MiB).
        let larger = try BandMemory.forCurrentThread(bytes: 32 << 20)
        #expect(larger.base != first.base && larger.bytes == 32 << 20)
        larger.release()
        let kept = try BandMemory.forCurrentThread(bytes: 1 << 20)
        #expect(kept.base == larger.base, "the larger one is kept now")
        kept.release()
        // Another thread has its own.
        final class Seen: @unchecked Sendable { var base: UInt? }
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let memory = try? BandMemory.forCurrentThread(bytes: 1 << 20) {
                seen.base = UInt(bitPattern: memory.base)
                memory.release()
            }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(seen.base != nil && seen.base != UInt(bitPattern: kept.base))
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
