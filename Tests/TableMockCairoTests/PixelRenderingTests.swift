import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

@Suite("Pixels of a hand-built scene")
struct PixelRenderingTests {
    /// 100 x 100 pt at 2x on white; probes are in points and read at device pixel (2x, 2y).
    static let scene: Scene = {
        var line = Path()
        line.move(to: Point(x: 10, y: 60))
        line.line(to: Point(x: 90, y: 60))
        let gradient = LinearGradient(start: Point(x: 10, y: 0), end: Point(x: 90, y: 0),
                                      stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: .blue)])
        return Scene(size: Size(width: 100, height: 100), scale: 2, background: .white, nodes: [
            .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .solid(.red)),
            .fill(.ellipse(Rect(x: 40, y: 10, width: 20, height: 20)), .solid(.blue)),
            .fill(.roundedRect(Rect(x: 70, y: 10, width: 20, height: 20), radius: 8, corners: .top), .solid(.green)),
            .fill(.rect(Rect(x: 10, y: 40, width: 80, height: 10)), .linearGradient(gradient)),
            .stroke(.path(line), Stroke(color: .black, width: 2)),
            .group(Group(opacity: 0.5, children: [
                .fill(.rect(Rect(x: 10, y: 70, width: 20, height: 10)), .solid(.black)),
                .fill(.rect(Rect(x: 15, y: 70, width: 10, height: 10)), .solid(.black)),
            ])),
            .group(Group(clip: .rect(Rect(x: 40, y: 70, width: 10, height: 10)), children: [
                .fill(.rect(Rect(x: 35, y: 65, width: 30, height: 20)), .solid(.red)),
            ])),
            .image(ImageNode(image: TestScenes.quadrantPNG, frame: Rect(x: 70, y: 70, width: 20, height: 20))),
            .stroke(.path(.polyline([Point(x: 10, y: 92), Point(x: 30, y: 92)])), Stroke(color: .black, width: 3, cap: .round)),
            .stroke(.path(.polyline([Point(x: 10, y: 97), Point(x: 30, y: 97)])), Stroke(color: .black, width: 3, cap: .butt)),
        ])
    }()

    static let rendered: RGBAImage = {
        let engine = try! TestFonts.engine()
        return try! PNGCodec.decode(SceneRenderer.render(scene, as: .png, engine: engine))
    }()

    struct Probe: CustomTestStringConvertible, Sendable {
        let name: String
        let point: (x: Double, y: Double)
        let expected: RGBAPixel
        var tolerance = 0
        var testDescription: String { name }
    }

    static let probes: [Probe] = [
        Probe(name: "background", point: (5, 5), expected: Pixel.white),
        Probe(name: "rect inside", point: (20, 20), expected: Pixel.red),
        Probe(name: "rect first pixel", point: (10, 10), expected: Pixel.red),
        Probe(name: "just left of rect", point: (9.5, 20), expected: Pixel.white),
        Probe(name: "ellipse centre", point: (50, 20), expected: Pixel.blue),
        Probe(name: "ellipse bounding-box corner", point: (40.5, 10.5), expected: Pixel.white),
        Probe(name: "rounded top-left corner is cut", point: (70.5, 10.5), expected: Pixel.white),
        Probe(name: "square bottom-left corner is kept", point: (70.5, 29.5), expected: Pixel.green),
        Probe(name: "gradient start", point: (10, 45), expected: RGBAPixel(red: 254, green: 0, blue: 1), tolerance: 3),
        Probe(name: "gradient middle", point: (50, 45), expected: RGBAPixel(red: 128, green: 0, blue: 127), tolerance: 3),
        Probe(name: "stroke upper half", point: (50, 59), expected: Pixel.black),
        Probe(name: "stroke lower half", point: (50, 60), expected: Pixel.black),
        Probe(name: "above the stroke", point: (50, 58.5), expected: Pixel.white),
        Probe(name: "below the stroke", point: (50, 61), expected: Pixel.white),
        Probe(name: "group opacity applies once to overlapping children", point: (20, 75),
              expected: RGBAPixel(red: 128, green: 128, blue: 128), tolerance: 1),
        Probe(name: "group opacity", point: (12, 75), expected: RGBAPixel(red: 128, green: 128, blue: 128), tolerance: 1),
        Probe(name: "inside the clip", point: (45, 75), expected: Pixel.red),
        Probe(name: "outside the clip", point: (55, 75), expected: Pixel.white),
        // Bilinear enlargement blends a few percent of the neighbour even mid-quadrant.
        Probe(name: "image top-left quadrant", point: (75, 75), expected: Pixel.red, tolerance: 16),
        Probe(name: "image top-right quadrant", point: (85, 75), expected: Pixel.green, tolerance: 16),
        Probe(name: "image bottom-left quadrant", point: (75, 85), expected: Pixel.blue, tolerance: 16),
        Probe(name: "image bottom-right quadrant", point: (85, 85), expected: Pixel.white, tolerance: 16),
        Probe(name: "image edge is not faded", point: (70, 70), expected: Pixel.red),
        Probe(name: "a round cap reaches past the end point", point: (30.5, 92), expected: Pixel.black),
        Probe(name: "a butt cap stops at the end point", point: (30, 97), expected: Pixel.white),
        Probe(name: "a butt-capped line up to its end", point: (29.5, 97), expected: Pixel.black),
    ]

    @Test("pixel colours at known points", arguments: probes)
    func probe(_ probe: Probe) {
        let image = Self.rendered
        #expect(image.width == 200 && image.height == 200)
        let pixel = image[Int(probe.point.x * 2), Int(probe.point.y * 2)]
        #expect(pixel.distance(to: probe.expected) <= probe.tolerance, "got \(pixel), expected \(probe.expected)")
    }

    @Test("a hairline at a pixel-aligned y covers exactly one device row", arguments: [1.0, 2.0, 3.0])
    func crispHairline(scale: Double) throws {
        let y = 10.0
        let scene = Scene(size: Size(width: 20, height: 20), scale: scale, background: .white, nodes: [
            .fill(.rect(Rect(x: 0, y: y, width: 20, height: 1 / scale)), .solid(.black)),
        ])
        let image = try PNGCodec.decode(SceneRenderer.render(scene, as: .png, engine: TestFonts.engine()))
        let row = Int(y * scale)
        let rowsWithInk = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y] != Pixel.white } }
        #expect(rowsWithInk == [row])
        #expect((0..<image.width).allSatisfy { image[$0, row] == Pixel.black })
    }

    @Test("an SVG image is drawn into its frame")
    func svgImage() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">"#
            + ##"<rect width="5" height="10" fill="#00FF00"/><rect x="5" width="5" height="10" fill="#0000FF"/></svg>"##
        let image = ImageData(bytes: Data(svg.utf8), format: .svg, pixelSize: Size(width: 10, height: 10), source: "halves.svg")
        let scene = Scene(size: Size(width: 40, height: 40), scale: 2, background: .white, nodes: [
            .image(ImageNode(image: image, frame: Rect(x: 10, y: 10, width: 20, height: 20))),
        ])
        let pixels = try SceneRenderer.pixels(scene, engine: TestFonts.engine())
        #expect(pixels[30, 40] == Pixel.green)
        #expect(pixels[50, 40] == Pixel.blue)
        #expect(pixels[10, 10] == Pixel.white)
    }

    @Test("an SVG image cannot load external files")
    func svgExternalReference() throws {
        let directory = FileManager.default.temporaryDirectory
        let png = directory.appendingPathComponent("tablemock-external-\(getpid()).png")
        try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: Pixel.red)).write(to: png)
        defer { try? FileManager.default.removeItem(at: png) }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">"#
            + #"<image width="10" height="10" xlink:href="\#(png.absoluteString)"/>"#
            + #"<image width="10" height="10" xlink:href="\#(png.path)"/></svg>"#
        let image = ImageData(bytes: Data(svg.utf8), format: .svg, pixelSize: Size(width: 10, height: 10), source: "external.svg")
        let scene = Scene(size: Size(width: 10, height: 10), scale: 1, background: .white,
                          nodes: [.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: 10, height: 10)))])
        let pixels = try SceneRenderer.pixels(scene, engine: TestFonts.engine())
        #expect(pixels[5, 5] == Pixel.white)
    }

    @Test("JPEG images are drawn")
    func jpegImage() throws {
        let image = ImageData(bytes: ImageFixtures.rgbJPEG, format: .jpeg, pixelSize: Size(width: 16, height: 8), source: "halves.jpg")
        let scene = Scene(size: Size(width: 32, height: 16), scale: 1, background: .white,
                          nodes: [.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: 32, height: 16)))])
        let pixels = try SceneRenderer.pixels(scene, engine: TestFonts.engine())
        #expect(pixels[4, 8].distance(to: Pixel.red) <= 8)
        #expect(pixels[28, 8].distance(to: Pixel.blue) <= 8)
    }
}
