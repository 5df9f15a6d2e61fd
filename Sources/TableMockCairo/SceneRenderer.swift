import CPangoCairo
import Foundation
import TableMockRaster
import TableMockScene

/// How PNG output is compressed (`render --png-compression`). Either way the pixels are
/// the same; only the file size and the time to write it differ.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// ISA-L's level-1 deflate, no row filters, in one pass: the default.
    case fast
    /// zlib level 6, no row filters: 20-30 % smaller than `fast` on UI pictures and four
    /// to five times slower to write (level 9 saves another 7 % at six times level 6's time).
    case small

    package var encoding: PNGEncoding {
        switch self {
        case .fast: return .fast
        case .small: return PNGEncoding(level: 6, filters: .none)
        }
    }
}

/// Draws a finished `Scene` to PNG, SVG or PDF bytes. The same scene gives the same bytes
/// in every run, process and thread (fonts pinned by the engine, fixed PDF date, SVG ids
/// renumbered, PNG written without time chunks).
public struct SceneRenderer {
    /// PNG settings used by `render(_:as:engine:)` by default (`PNGCompression.fast`).
    ///
    /// Measured on a 1170 x 2532 grouped table (390 x 844 pt at 3x: 20 rows of text,
    /// chevrons, hairline separators); release build, median of 40 encodes of the same
    /// pixels, 2-core machine with light load. Drawing the scene takes about 4-6 ms.
    ///
    /// | deflater | level | filters | encode  | size        |
    /// |----------|-------|---------|---------|-------------|
    /// | zlib     | 0     | none    | 10.5 ms | 8,904,205 B |
    /// | zlib     | 1     | none    | 17.3 ms |   232,503 B |
    /// | zlib     | 1     | up      | 19.3 ms |   247,059 B |
    /// | zlib     | 1     | sub     | 23.9 ms |   268,281 B |
    /// | zlib     | 1     | all     | 52.7 ms |   245,287 B |
    /// | zlib     | 3     | none    | 18.4 ms |   219,233 B |
    /// | zlib     | 6     | none    | 36.1 ms |   182,195 B |
    /// | zlib     | 6     | all     | 66.7 ms |   215,786 B |
    /// | zlib     | 9     | none    |  182 ms |   166,575 B |
    /// | Cairo's own writer         || 83.9 ms |   215,804 B |
    ///
    /// Row filters do not pay off on flat UI pictures: they make the files larger and the
    /// encoder slower. The default is ISA-L's level-1 deflate without filters, converting
    /// and compressing in one pass (`PNGEncoding.fast`): see `PNGCompression`.
    package static let pngEncoding = PNGEncoding.fast

    /// Renders `scene` in `format`. PNG is `scene.pixelWidth x scene.pixelHeight` device
    /// pixels; SVG and PDF are `scene.size` points (1 unit = 1 pt), a PDF taller than
    /// `PagedPDF.maximumPageHeight` in several pages.
    public static func render(_ scene: Scene, as format: OutputFormat, engine: TextEngine,
                              pngCompression: PNGCompression = .fast) throws -> Data {
        switch format {
        case .png:
            return try renderPNG(scene, engine: engine, encoding: pngCompression.encoding)
        case .svg:
            // One document of any height. Cairo holds the drawing until it is finished
            // (for the 10,000-row table: README, Performance).
            let document = try VectorDocument(scene, format: format)
            try paint(scene, on: document.surface, engine: engine, isRasterTarget: false)
            return try document.finish()
        case .pdf:
            // Pages of at most 14,400 pt, cut between rows, each written as it is finished.
            return try PagedPDF.render(scene, engine: engine)
        }
    }

    /// Renders `scene` to PNG with chosen encoder settings.
    package static func renderPNG(_ scene: Scene, engine: TextEngine, encoding: PNGEncoding) throws -> Data {
        // Drawn and encoded in bands of rows, so the height has no limit.
        try BandedRaster.renderPNG(scene, engine: engine, encoding: encoding)
    }

    /// Renders `scene` to PNG and reports how long drawing and encoding took (seconds), for
    /// the benchmark's per-phase breakdown. The two are interleaved band by band: `encode`
    /// is the time inside the encoder, `draw` the rest.
    package static func renderPNGTimed(_ scene: Scene, engine: TextEngine,
                                      encoding: PNGEncoding = pngEncoding) throws -> (png: Data, draw: Double, encode: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        var encodingTime = Duration.zero
        let png = try BandedRaster.renderPNG(scene, engine: engine, encoding: encoding, encodingTime: &encodingTime)
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        return (png, seconds(clock.now - start - encodingTime), seconds(encodingTime))
    }

    /// Renders `scene` to straight RGBA pixels, without encoding (for image comparison):
    /// drawn in the same bands as the PNG, so exactly the PNG's pixels.
    public static func pixels(_ scene: Scene, engine: TextEngine) throws -> RGBAImage {
        try BandedRaster.renderPixels(scene, engine: engine)
    }

    /// `scene` drawn on one surface rather than in bands (at most 32,767 px tall): what the
    /// bands are checked against. Shapes come out the same. Cairo places each glyph at a
    /// whole pixel, rounding its device position after the band's offset is applied, so a
    /// glyph within rounding error of half a pixel may land a pixel away; and a scaled image
    /// may differ by a few levels (pixman samples it through a fixed-point matrix whose
    /// rounding grows with the distance from the surface's top).
    package static func renderPixelsOnOneSurface(_ scene: Scene, engine: TextEngine) throws -> RGBAImage {
        let raster = try RasterSurface(scene)
        try paint(scene, on: raster.surface, engine: engine, isRasterTarget: true)
        return try raster.withPixels { pixels, bytesPerRow in
            RGBAImage(premultipliedARGB32: pixels, width: raster.width, height: raster.height, bytesPerRow: bytesPerRow)
        }
    }

    static func paint(_ scene: Scene, on surface: OpaquePointer, engine: TextEngine, isRasterTarget: Bool) throws {
        try paint(scene, on: surface, engine: engine, images: DecodedImages(isRasterTarget: isRasterTarget))
    }

    /// Draws `scene` on `surface` through a new context: the background, then every node
    /// that `includes` admits (by index). `prepare` runs on the context first: a band's
    /// clearing, a page's clip. The one drawing of a scene, whole, a PNG's band or a PDF's page.
    static func paint(_ scene: Scene, on surface: OpaquePointer, engine: TextEngine, images: DecodedImages,
                      prepare: (_ cr: OpaquePointer) -> Void = { _ in }, includes: (Int) -> Bool = { _ in true },
                      what: @autoclosure () -> String = "drawing the scene") throws {
        let cr = cairo_create(surface)!   // never NULL; an error state is checked next
        defer { engine.detach(); cairo_destroy(cr) }
        try checkCairo(cairo_status(cr), "creating a drawing context")
        prepare(cr)
        engine.attach(to: cr)
        let painter = CairoPainter(cr: cr, engine: engine, images: images)
        painter.paintBackground(scene.background)
        for (index, node) in scene.nodes.enumerated() where includes(index) {
            if case .backdrop(let backdrop) = node {
                try BackdropPainter.paint(backdrop, index: index, scene: scene, cr: cr, engine: engine, images: images, painter: painter)
            } else if case .glass(let glass) = node {
                try GlassPainter.paint(glass, index: index, scene: scene, cr: cr, engine: engine, images: images, painter: painter)
            } else {
                try painter.paint(node)
            }
        }
        try checkCairo(cairo_status(cr), what())
    }
}
