import CPangoCairo
import Foundation
import TableMockRaster
import TableMockScene

/// A PNG drawn and encoded a band of rows at a time: one image surface of about
/// `bandBytes` is reused for every band (moved down the canvas with a device offset of
/// whole points, `bandRows`), and each band goes straight into the streaming encoder. Memory
/// stays the size of one band plus the compressed file, however tall the table; there is no
/// 32,767-pixel limit on the height.
///
/// Bands are small on purpose: a band that stays in the processor's cache is cleared,
/// drawn, converted and deflated without a trip to main memory, and its memory is the
/// thread's own, kept from one picture to the next (`BandMemory.forCurrentThread`), so no
/// page is faulted in and zeroed by the kernel for each picture. A grouped-20 screen (12 MiB
/// at 3x) drawn on one surface spent about a tenth of its time in the kernel zeroing the
/// pages it had just faulted in, and two such drawings on two threads of one process
/// slowed each other by about 8 %.
///
/// A node is painted only into the bands its vertical extent reaches (a generous box for
/// text, whose glyphs may reach past the line), so the work grows with the height, not
/// with the height times the number of bands.
package enum BandedRaster {
    /// The band surface's size, in bytes (ARGB32): 2 MiB, 448 rows at 1170 px. Measured
    /// on grouped-20 batches (1,170 x 2,532 px): 2 MiB bands took 0.96x the CPU time of 1 MiB
    /// and 0.87x that of one 12 MiB surface (16 MiB bands, as before), and let 2 jobs run
    /// 1.86x as fast as 1 (1.77x before).
    package static let bandBytes = 2 << 20
    /// Bands are at least this many rows (unless the picture is smaller), and at most
    /// `maximumBandRows` (a surface's side is limited to 32,767).
    static let minimumBandRows = 64
    static let maximumBandRows = 4096

    /// Rows per band for a picture of `width` x `height` device pixels at `scale`: a
    /// multiple of the rows in a whole number of points, so that every band's top is a
    /// whole point. Cairo keeps the current point in device space, in 24.8 fixed point, and
    /// turns it back into user space through the inverse of the device transform: with a
    /// top of 932 px at 3x that inverse holds 310.666… pt, inexact, and a glyph set at the
    /// current point can land a pixel away from where one tall surface puts it (5 of the 48
    /// Samples had such a glyph with 466-row bands; none with 465).
    package static func bandRows(width: Int, height: Int, scale: Double) -> Int {
        let rows = min(height, maximumBandRows, max(minimumBandRows, bandBytes / (width * 4)))
        guard rows < height else { return rows }
        let unit = wholePointRows(scale: scale)
        return max(unit, rows / unit * unit)
    }

    /// The fewest device rows that make a whole number of points at `scale` (3 at 3x, 2 at
    /// 2x and 1.5x), or 1 when no small number does.
    package static func wholePointRows(scale: Double) -> Int {
        for rows in 1...64 {
            let points = Double(rows) / scale
            if abs(points - points.rounded()) < 1e-9 { return rows }
        }
        return 1
    }

    static func renderPNG(_ scene: Scene, engine: TextEngine, encoding: PNGEncoding) throws -> Data {
        var encodingTime = Duration.zero
        return try renderPNG(scene, engine: engine, encoding: encoding, encodingTime: &encodingTime)
    }

    /// `renderPNG`, adding the time spent converting and deflating to `encodingTime`.
    static func renderPNG(_ scene: Scene, engine: TextEngine, encoding: PNGEncoding, encodingTime: inout Duration) throws -> Data {
        let clock = ContinuousClock()
        let geometry = try RasterGeometry(scene, heightLimit: nil)
        let extents = scene.nodes.map(\.verticalExtent)
        func encode(hasAlpha: Bool) throws -> Data {
            let writer: PNGStreamWriter
            do {
                writer = try PNGStreamWriter(width: geometry.width, height: geometry.height, hasAlpha: hasAlpha, encoding: encoding)
            } catch let error as RasterError {
                throw RenderError.encoding(error.message)
            }
            try drawBands(scene, geometry: geometry, extents: extents, engine: engine) { pixels, rows, bytesPerRow in
                let start = clock.now
                defer { encodingTime += clock.now - start }
                do {
                    try writer.add(premultipliedARGB32: pixels, rows: rows, bytesPerRow: bytesPerRow)
                } catch let error as RasterError {
                    throw RenderError.encoding(error.message)
                }
            }
            let start = clock.now
            defer { encodingTime += clock.now - start }
            do {
                return try writer.finish()
            } catch let error as RasterError {
                throw RenderError.encoding(error.message)
            }
        }
        do {
            // Almost every picture has an opaque background: RGB. A translucent pixel
            // anywhere starts the picture again as RGBA.
            return try encode(hasAlpha: false)
        } catch is PNGStreamWriter.NotOpaque {
            return try encode(hasAlpha: true)
        }
    }

    /// The straight RGBA pixels of `scene`, drawn in the same bands as its PNG, so they are
    /// exactly the PNG's pixels. At most `RasterGeometry.maximumSide` rows.
    static func renderPixels(_ scene: Scene, engine: TextEngine) throws -> RGBAImage {
        let geometry = try RasterGeometry(scene)
        return try RGBAImage(width: geometry.width, height: geometry.height) { add in
            try drawBands(scene, geometry: geometry, extents: scene.nodes.map(\.verticalExtent), engine: engine, sink: add)
        }
    }

    /// Draws `scene` a band at a time on the thread's band memory and hands each band's
    /// rows (Cairo's premultiplied ARGB32) to `sink`, top to bottom.
    static func drawBands(_ scene: Scene, geometry: RasterGeometry, extents: [ClosedRange<Double>?], engine: TextEngine,
                          sink: (_ pixels: UnsafeRawPointer, _ rows: Int, _ bytesPerRow: Int) throws -> Void) throws {
        let (width, height) = (geometry.width, geometry.height)
        let bandRows = Self.bandRows(width: width, height: height, scale: scene.scale)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let memory = try BandMemory.forCurrentThread(bytes: stride * bandRows)
        defer { memory.release() }   // after the surface is gone (defers run last first)
        // Never NULL: on failure Cairo returns an error surface, checked next.
        let surface = cairo_image_surface_create_for_data(memory.base, CAIRO_FORMAT_ARGB32, Int32(width),
                                                          Int32(bandRows), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "creating a \(width) x \(bandRows) px image surface")
        cairo_surface_set_device_scale(surface, scene.scale, scene.scale)
        let images = DecodedImages(isRasterTarget: true)

        var top = 0
        while top < height {
            let rows = min(bandRows, height - top)
            // Device pixel `top` of the picture is row 0 of the band.
            cairo_surface_set_device_offset(surface, 0, -Double(top))
            let bandTop = Double(top) / scene.scale, bandBottom = Double(top + rows) / scene.scale
            try SceneRenderer.paint(scene, on: surface, engine: engine, images: images, prepare: { cr in
                // The memory holds the band before, or an earlier picture's last band.
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }, includes: { index in
                extents[index].map { $0.upperBound >= bandTop && $0.lowerBound <= bandBottom } ?? true
            })
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo(operation: "reading the image surface", status: "no pixel data")
            }
            try sink(UnsafeRawPointer(data), rows, Int(cairo_image_surface_get_stride(surface)))
            top += rows
        }
    }
}

/// Memory for a band surface. Each thread keeps one (`forCurrentThread`) from one picture to
/// the next, so its pages are faulted in and zeroed once, not for every picture; a thread
/// that ends frees it. Asked for in 2 MiB huge pages where the kernel has them (`madvise`),
/// which a large band (a wide picture) needs.
package final class BandMemory {
    private static let hugePage = 2 << 20
    private let mapping: UnsafeMutableRawPointer
    private let mappedBytes: Int
    package let base: UnsafeMutablePointer<UInt8>
    package let bytes: Int
    /// A picture is being drawn in it (a second one on the same thread gets its own).
    private var isLent = false

    private init(bytes: Int) throws {
        self.bytes = bytes
        mappedBytes = bytes + Self.hugePage
        guard let mapping = mmap(nil, mappedBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else {
            throw RenderError.cairo(operation: "allocating \(bytes) bytes for an image band", status: "out of memory")
        }
        self.mapping = mapping
        let address = UInt(bitPattern: mapping)
        let aligned = (address + UInt(Self.hugePage) - 1) & ~UInt(Self.hugePage - 1)
        base = UnsafeMutableRawPointer(bitPattern: aligned)!.assumingMemoryBound(to: UInt8.self)
        _ = madvise(UnsafeMutableRawPointer(base), bytes, Int32(MADV_HUGEPAGE))   // a hint; harmless if refused
    }

    deinit { munmap(mapping, mappedBytes) }

    /// At least `bytes` of band memory, the calling thread's own; `release()` it when the
    /// surface drawn in it is gone. Only the largest band a thread has drawn stays mapped.
    package static func forCurrentThread(bytes: Int) throws -> BandMemory {
        if let kept = pthread_getspecific(threadKey).map({ Unmanaged<BandMemory>.fromOpaque($0).takeUnretainedValue() }),
           !kept.isLent, kept.bytes >= bytes {
            kept.isLent = true
            return kept
        }
        let memory = try BandMemory(bytes: bytes)
        memory.isLent = true
        return memory
    }

    /// Gives the memory back to its thread, which keeps it unless it keeps a larger one (or
    /// one still in use).
    package func release() {
        isLent = false
        let kept = pthread_getspecific(Self.threadKey).map { Unmanaged<BandMemory>.fromOpaque($0).takeUnretainedValue() }
        guard kept !== self, kept.map({ !$0.isLent && $0.bytes <= bytes }) ?? true else { return }
        if let old = pthread_getspecific(Self.threadKey) { Unmanaged<BandMemory>.fromOpaque(old).release() }
        pthread_setspecific(Self.threadKey, Unmanaged.passRetained(self).toOpaque())
    }

    /// The thread's kept memory, released when the thread ends.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<BandMemory>.fromOpaque(pointer).release() }
        }
        return key
    }()
}

extension SceneNode {
    /// The points from the top of the canvas that painting this node may touch, generously;
    /// nil when unknown (the node is painted into every band).
    var verticalExtent: ClosedRange<Double>? {
        switch self {
        case let .fill(shape, _):
            return shape.verticalExtent
        case let .stroke(shape, stroke):
            return shape.verticalExtent.map { $0.lowerBound - stroke.width...$0.upperBound + stroke.width }
        case let .text(run):
            // Glyphs reach past the line box (accents, stacked marks, tall fallback fonts):
            // three sizes above the baseline and two below cover them, shadow included.
            let size = run.font.size, shadow = run.shadow?.offset.y ?? 0
            let low = run.origin.y - 3 * size + min(0, shadow), high = run.origin.y + 2 * size + max(0, shadow)
            return low.isFinite && high.isFinite && low <= high ? low...high : nil
        case let .image(node):
            return Shape.rect(node.frame).verticalExtent
        case let .backdrop(backdrop):
            return Shape.rect(backdrop.frame).verticalExtent
        case let .glass(glass):
            return Shape.rect(glass.bounds).verticalExtent
        case let .group(group):
            if let clip = group.clip { return clip.verticalExtent }
            var extent: ClosedRange<Double>?
            for child in group.children {
                guard let childExtent = child.verticalExtent else { return nil }
                extent = extent.map { min($0.lowerBound, childExtent.lowerBound)...max($0.upperBound, childExtent.upperBound) }
                    ?? childExtent
            }
            return extent ?? 0...0
        }
    }
}

extension Shape {
    var verticalExtent: ClosedRange<Double>? {
        var low = Double.infinity, high = -Double.infinity
        func add(_ y: Double) { low = min(low, y); high = max(high, y) }
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r):
            add(r.y); add(r.y + r.height)
        case .path(let path):
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p): add(p.y)
                case let .curve(c1, c2, p): add(c1.y); add(c2.y); add(p.y)
                case let .arc(center, radius, _, _): add(center.y - abs(radius)); add(center.y + abs(radius))
                case .close: break
                }
            }
        }
        // A pixel of slack for antialiased edges.
        return low.isFinite && high.isFinite && low <= high ? (low - 1)...(high + 1) : nil
    }
}
