import CPangoCairo
import Foundation
import TableMockRaster
import TableMockScene

/// Decoded images of one render, by their encoded bytes, so an icon repeated in every row
/// is decoded once. Frees everything when the render ends.
final class DecodedImages {
    enum Decoded {
        case raster(RasterImage)
        case vector(SVGImage)
    }

    /// Whether images are drawn for a pixel surface (edge pixels are padded, see `RasterImage`).
    let isRasterTarget: Bool
    private var cache: [ImageData: Decoded] = [:]
    /// The blurred patches under the scene's backdrop and glass nodes, by node index
    /// (`BackdropPainter.blurredPatch`): made once a render, whichever band or patch first
    /// draws the node. nil: the node covers no pixel.
    var patches: [Int: (frame: Rect, blurRadius: Double, saturation: Double, patch: BackdropPainter.Patch?)] = [:]

    init(isRasterTarget: Bool) { self.isRasterTarget = isRasterTarget }

    func decoded(_ image: ImageData) throws -> Decoded {
        if let cached = cache[image] { return cached }
        let decoded: Decoded
        do {
            switch image.format {
            case .png:
                decoded = .raster(try RasterImage(PNGCodec.decode(image.bytes), padEdges: isRasterTarget))
            case .jpeg:
                decoded = .raster(try RasterImage(JPEGCodec.decode(image.bytes), padEdges: isRasterTarget))
            case .svg:
                decoded = .vector(try SVGImage(image.bytes))
            }
        } catch let error as RasterError {
            throw RenderError.undecodableImage(source: image.source, format: image.format, reason: error.message)
        } catch let error as SVGImage.LoadError {
            throw RenderError.undecodableImage(source: image.source, format: image.format, reason: error.message)
        }
        cache[image] = decoded
        return decoded
    }
}

/// A decoded bitmap as a Cairo image surface.
final class RasterImage {
    /// `cairo_surface_t*`, owned.
    private let surface: OpaquePointer
    private let width: Int
    private let height: Int
    private let padEdges: Bool

    init(_ image: RGBAImage, padEdges: Bool) throws {
        width = image.width
        height = image.height
        self.padEdges = padEdges
        // The decoders reject anything over 32767 px per side, so Int32 cannot trap.
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        // Throwing here still runs deinit (every property is set), which destroys the surface.
        try checkCairo(cairo_surface_status(surface), "creating a \(width) x \(height) px image")
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            image.writePremultipliedARGB32(to: data, bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Scales the bitmap to fill `frame` exactly.
    func draw(on cr: OpaquePointer, in frame: Rect) {
        guard width > 0, height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / Double(width), frame.height / Double(height))
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        // GOOD: bilinear when enlarging, a box-filtered reduction when shrinking (pixman).
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // On pixels, PAD keeps the edges sharp instead of fading them into transparency.
        // Vector viewers scale the embedded image themselves, and PAD would make Cairo
        // emit extra fallback images there.
        cairo_pattern_set_extend(pattern, padEdges ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

/// Decodes an image once, to tell a spec's author now rather than at drawing time that its
/// compressed data is damaged. The host passes this to the core as its image check.
public enum ImageVerifier {
    /// Why `image` cannot be decoded, or nil when it can.
    public static func problem(with image: ImageData) -> String? {
        do {
            _ = try DecodedImages(isRasterTarget: false).decoded(image)
            return nil
        } catch RenderError.undecodableImage(_, _, let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }
}
