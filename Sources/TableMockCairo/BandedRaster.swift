import CPangoCairo
import Foundation
import TableMockRaster
import TableMockScene

/// A PNG drawn and encoded a band of rows at a time: one image surface of at most
/// `bandBytes` is reused for every band (moved down the canvas with a device offset of
/// whole device pixels, so each pixel is computed as on one tall surface), and each band
/// goes straight into the streaming encoder. Memory stays the size of one band plus the
/// compressed file, however tall the table; there is no 32,767-pixel limit on the height.
///
/// A node is painted only into the bands its vertical extent reaches (a generous box for
/// text, whose glyphs may reach past the line), so the work grows with the height, not
/// with the height times the number of bands.
enum BandedRaster {
    /// The largest band surface, in bytes (ARGB32): 16 MiB, about 3,580 rows at 1170 px.
    static let bandBytes = 16 << 20
    /// Bands are at least this many rows (unless the picture is smaller), and at most
    /// `maximumBandRows` (a surface's side is limited to 32,767).
    static let minimumBandRows = 64
    static let maximumBandRows = 4096

    /// Rows per band for a picture of `width` x `height` device pixels.
    static func bandRows(width: Int, height: Int) -> Int {
        min(height, maximumBandRows, max(minimumBandRows, bandBytes / (width * 4)))
    }

    static func renderPNG(_ scene: Scene, engine: TextEngine, encoding: PNGEncoding) throws -> Data {
        let geometry = try RasterGeometry(scene, heightLimit: nil)
        let extents = scene.nodes.map(\.verticalExtent)
        do {
            // Almost every picture has an opaque background: RGB. A translucent pixel
            // anywhere starts the picture again as RGBA.
            return try render(scene, geometry: geometry, extents: extents, engine: engine, encoding: encoding, hasAlpha: false)
        } catch is PNGStreamWriter.NotOpaque {
            return try render(scene, geometry: geometry, extents: extents, engine: engine, encoding: encoding, hasAlpha: true)
        }
    }

    private static func render(_ scene: Scene, geometry: RasterGeometry, extents: [ClosedRange<Double>?],
                               engine: TextEngine, encoding: PNGEncoding, hasAlpha: Bool) throws -> Data {
        let (width, height) = (geometry.width, geometry.height)
        let bandRows = Self.bandRows(width: width, height: height)
        let writer: PNGStreamWriter
        do {
            writer = try PNGStreamWriter(width: width, height: height, hasAlpha: hasAlpha, encoding: encoding)
        } catch let error as RasterError {
            throw RenderError.encoding(error.message)
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let memory = try BandMemory(bytes: stride * bandRows)
        defer { withExtendedLifetime(memory) {} }   // unmapped only after the surface is gone
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
            let cr = cairo_create(surface)!   // never NULL; an error state is checked next
            defer { engine.detach(); cairo_destroy(cr) }
            try checkCairo(cairo_status(cr), "creating a drawing context")
            if top > 0 {
                // The surface holds the band before; a new surface would start clear.
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            engine.attach(to: cr)
            let painter = CairoPainter(cr: cr, engine: engine, images: images)
            painter.paintBackground(scene.background)
            let bandTop = Double(top) / scene.scale, bandBottom = Double(top + rows) / scene.scale
            for (node, extent) in zip(scene.nodes, extents) {
                if let extent, extent.upperBound < bandTop || extent.lowerBound > bandBottom { continue }
                try painter.paint(node)
            }
            try checkCairo(cairo_status(cr), "drawing the scene")
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo(operation: "reading the image surface", status: "no pixel data")
            }
            do {
                try writer.add(premultipliedARGB32: UnsafeRawPointer(data), rows: rows,
                               bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
            } catch let error as RasterError {
                throw RenderError.encoding(error.message)
            }
            top += rows
        }
        do {
            return try writer.finish()
        } catch let error as RasterError {
            throw RenderError.encoding(error.message)
        }
    }
}

/// Zeroed memory for a band surface, asked for in 2 MiB huge pages where the kernel has them
/// (`madvise`): a 12 MiB surface then costs 6 page faults instead of about 3,000, a few
/// milliseconds of every process. Unmapped when released, after the surface.
final class BandMemory {
    private static let hugePage = 2 << 20
    private let mapping: UnsafeMutableRawPointer
    private let mappedBytes: Int
    let base: UnsafeMutablePointer<UInt8>

    init(bytes: Int) throws {
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
