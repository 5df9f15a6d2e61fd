import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

/// Liquid Glass (`SceneNode.glass`): in PNG what lies under the capsule is blurred inside its
/// shape, tinted, rimmed and shadowed; in SVG and PDF a translucent fill, the rim and the
/// shadow; the same bytes in every band, run and thread.
@Suite("Glass material")
struct GlassMaterialTests {
    static func glass(_ frame: Rect, tint: Color = Color(red: 1, green: 1, blue: 1, alpha: 0), radius: Double = 6,
                      shadow: Double = 0, fade: GlassFade? = nil) -> Glass {
        Glass(frame: frame, cornerRadius: frame.height / 2, blurRadius: radius, saturation: 1, tint: tint,
              rimLight: Color(red: 1, green: 1, blue: 1, alpha: 0.9), rimShade: Color(red: 0, green: 0, blue: 0, alpha: 0.1),
              rimWidth: 1, shadow: Color(red: 0, green: 0, blue: 0, alpha: shadow), shadowRadius: shadow > 0 ? 12 : 0, shadowOffset: 4,
              fallbackTint: Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 0.9), fade: fade)
    }

    /// White, black on the left half; a capsule over the edge at y 100-160.
    static func scene(_ glass: Glass, height: Double = 300, scale: Double = 1) -> Scene {
        Scene(size: Size(width: 300, height: height), scale: scale, background: Color.white, nodes: [
            .fill(.rect(Rect(x: 0, y: 0, width: 150, height: height)), .solid(Color.black)),
            .glass(glass),
        ])
    }

    @Test("inside the capsule the edge under it is blurred; outside it stays sharp")
    func blurMixesWhatLiesBeneath() throws {
        let engine = try TestFonts.engine()
        let image = try SceneRenderer.pixels(Self.scene(Self.glass(Rect(x: 50, y: 100, width: 200, height: 60))), engine: engine)
        // Outside: black to x 149, white from 150.
        #expect(image[149, 50] == Pixel.black && image[150, 50] == Pixel.white)
        // Inside (the middle row, away from the rim): a ramp across the edge, mid-grey at it.
        let left = Int(image[149, 130].red), right = Int(image[150, 130].red)
        #expect((90...165).contains(left) && (90...165).contains(right) && abs(left + right - 255) <= 4, "\(left) \(right)")
        #expect(image[143, 130].red > 10 && image[156, 130].red < 245, "the blur reaches several pixels either side")
        // Far from the edge the flat colours stay under a clear tint.
        #expect(image[100, 130] == Pixel.black && image[220, 130].red >= 254)
        // Just outside the capsule's rounded end: the sharp content, not the blur.
        #expect(image[50, 102] == Pixel.black)
    }

    @Test("the tint over the blur, the lit rim at the edge, the shadow outside and below")
    func tintRimAndShadow() throws {
        let engine = try TestFonts.engine()
        let frame = Rect(x: 50, y: 100, width: 200, height: 60)
        let image = try SceneRenderer.pixels(Self.scene(Self.glass(frame, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.5), shadow: 0.3)),
                                             engine: engine)
        // Black under 50 % white: 128.
        #expect(abs(Int(image[100, 130].red) - 128) <= 1)
        // The rim at the capsule's leading end, lit (white at 90 %): far lighter than the tinted inside next to it.
        #expect(Int(image[50, 130].red) > Int(image[54, 130].red) + 60, "rim \(image[50, 130]) inside \(image[54, 130])")
        // The shadow below the capsule on white darkens it; above (cast down) less; far away none.
        let below = Int(image[200, 163].red), above = Int(image[200, 97].red)
        #expect(below < 250 && below < above && image[200, 190] == Pixel.white, "below \(below) above \(above)")
    }

    @Test("a fade takes the blur and the veil away down to its clear edge")
    func fadeSoftensTheScrollEdge() throws {
        let engine = try TestFonts.engine()
        var g = Self.glass(Rect(x: 0, y: 0, width: 300, height: 120), tint: Color(red: 1, green: 1, blue: 1, alpha: 0.9),
                           fade: GlassFade(opaqueY: 20, clearY: 120))
        g.cornerRadius = 0; g.rimWidth = 0
        let image = try SceneRenderer.pixels(Self.scene(g), engine: engine)
        // Full veil at the top: black under 90 % white; nothing by the clear edge.
        #expect(abs(Int(image[60, 10].red) - 230) <= 2)
        #expect(image[60, 119].red < 12)
        #expect(image[60, 60].red > image[60, 100].red)
    }

    @Test("a capsule straddling a band edge has the pixels of one surface, and the same bytes on two threads")
    func deterministic() throws {
        let engine = try TestFonts.engine()
        let rows = BandedRaster.bandRows(width: 300, height: 4000, scale: 1)
        let scene = Self.scene(Self.glass(Rect(x: 40, y: Double(rows) - 30, width: 220, height: 60), tint: Color(red: 1, green: 1, blue: 1, alpha: 0.7),
                                          radius: 10, shadow: 0.2), height: 4000)
        let banded = try SceneRenderer.pixels(scene, engine: engine)
        let whole = try SceneRenderer.renderPixelsOnOneSurface(scene, engine: engine)
        #expect(banded.pixels == whole.pixels)
        let small = Self.scene(Self.glass(Rect(x: 50, y: 100, width: 200, height: 60), shadow: 0.2), scale: 2)
        let first = try SceneRenderer.render(small, as: .png, engine: engine)
        let results = Locked<[Data]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            guard let engine = try? TestFonts.engine(), let png = try? SceneRenderer.render(small, as: .png, engine: engine) else { return }
            results.withLock { $0.append(png) }
        }
        #expect(results.withLock { $0 } == [first, first])
    }

    @Test("SVG and PDF draw the translucent fill, rim and shadow")
    func vectorForms() throws {
        let engine = try TestFonts.engine()
        let scene = Self.scene(Self.glass(Rect(x: 50, y: 100, width: 200, height: 60), shadow: 0.2))
        let svg = String(decoding: try SceneRenderer.render(scene, as: .svg, engine: engine), as: UTF8.self)
        // The fallback tint (95 % / 97 % white at 90 %) as a fill with its opacity.
        #expect(svg.contains("fill-opacity:0.9"), "\(svg.prefix(1500))")
        let pdf = try SceneRenderer.render(scene, as: .pdf, engine: engine)
        var without = scene
        without.nodes.removeLast()
        #expect(pdf != (try SceneRenderer.render(without, as: .pdf, engine: engine)))
    }
}
