import CPangoCairo
import Foundation
import TableMockScene

/// Collects the bytes a Cairo stream surface writes.
final class OutputSink {
    var data = Data()
}

/// Cairo's write callback. A C function pointer cannot capture, so the sink comes in
/// through `closure` (an unmanaged `OutputSink`).
let appendToSink: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<OutputSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}

/// Throws when a Cairo status is not success, with Cairo's own text.
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw RenderError.cairo(operation: operation(), status: String(cString: cairo_status_to_string(status)))
}

/// The device-pixel size of a raster scene, checked before anything is converted to
/// `Int32` (which would trap) or handed to Cairo (which fails silently).
struct RasterGeometry {
    /// Cairo image surfaces are limited to `CairoLimits.maxSide` pixels a side.
    static let maximumSide = CairoLimits.maxSide

    let width: Int
    let height: Int

    /// `heightLimit` nil: any height (the picture is drawn in bands); the width is still
    /// limited to one surface's.
    init(_ scene: Scene, heightLimit: Int? = RasterGeometry.maximumSide) throws {
        try VectorGeometry.validate(scene.size)
        guard scene.scale.isFinite, scene.scale > 0 else {
            throw RenderError.invalidCanvas("the scale \(scene.scale) must be a positive number")
        }
        let pixelWidth = (scene.size.width * scene.scale).rounded(.up)
        let pixelHeight = (scene.size.height * scene.scale).rounded(.up)
        let limit = Double(Self.maximumSide)
        let heightLimit = Double(heightLimit ?? Int(Int32.max))
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth <= limit, pixelHeight <= heightLimit else {
            throw RenderError.imageTooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                            points: scene.size, scale: scene.scale, limit: Self.maximumSide)
        }
        // Both are now in 1...Int32.max, so `Scene.pixelWidth` and `Int32(...)` are safe.
        width = scene.pixelWidth
        height = scene.pixelHeight
    }
}

enum VectorGeometry {
    static func validate(_ size: Size) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidCanvas("the canvas size \(size.width.compact) x \(size.height.compact) pt must be positive")
        }
    }

    /// An SVG or PDF: at most `CairoLimits.maxSide` points wide and `maxVectorHeight` tall.
    static func validateVector(_ size: Size) throws {
        try validate(size)
        guard size.width <= Double(CairoLimits.maxSide), size.height <= Double(CairoLimits.maxVectorHeight) else {
            throw RenderError.invalidCanvas("the document would be \(size.width.compact) x \(size.height.compact) pt; SVG and PDF "
                + "are limited to \(CairoLimits.maxSide) pt wide and \(CairoLimits.maxVectorHeight) pt tall")
        }
    }
}

/// A Cairo image surface (ARGB32, premultiplied) with the scene drawn on it, in points.
final class RasterSurface {
    /// `cairo_surface_t*`, owned.
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(_ scene: Scene) throws {
        let geometry = try RasterGeometry(scene)
        width = geometry.width
        height = geometry.height
        // Never NULL: on failure Cairo returns an error surface, checked next.
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        try checkCairo(cairo_surface_status(surface), "creating a \(width) x \(height) px image surface")
        // From here on all drawing is in points.
        cairo_surface_set_device_scale(surface, scene.scale, scene.scale)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The finished pixels: Cairo's native-endian premultiplied ARGB32.
    func withPixels<T>(_ body: (UnsafeRawPointer, _ bytesPerRow: Int) throws -> T) throws -> T {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo(operation: "reading the image surface", status: "no pixel data")
        }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }
}

/// An SVG or PDF document written to memory through a Cairo stream surface. A PDF's pages
/// are written as each is finished (`cairo_surface_show_page`); an SVG is held by Cairo
/// until `finish`.
final class VectorDocument {
    /// `cairo_surface_t*`, owned.
    let surface: OpaquePointer
    let format: OutputFormat
    private let sink = OutputSink()
    /// Cairo holds this pointer until the surface is destroyed, so the sink is retained
    /// for the life of the surface and released after it.
    private let sinkReference: Unmanaged<OutputSink>

    /// `pageHeight`: the first page's height for a PDF of several pages (the scene's by default).
    init(_ scene: Scene, format: OutputFormat, pageHeight: Double? = nil) throws {
        precondition(format != .png, "PNG is not a vector format")
        try VectorGeometry.validateVector(scene.size)
        let pageHeight = pageHeight ?? scene.size.height
        self.format = format
        sinkReference = Unmanaged.passRetained(sink)
        let closure = sinkReference.toOpaque()
        // 1 unit = 1 pt: the scale only matters for raster output.
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(appendToSink, closure, scene.size.width, scene.size.height)
        default:
            surface = cairo_pdf_surface_create_for_stream(appendToSink, closure, scene.size.width, pageHeight)
        }
        try checkCairo(cairo_surface_status(surface), "creating the \(format.rawValue.uppercased()) document")
        switch format {
        case .svg:
            // The default unit is pt, so a 390 pt canvas would show 520 px wide in a
            // browser. px makes it show at its point size, as on the device.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        default:
            try setPDFMetadata(scene.metadata)
        }
    }

    deinit {
        cairo_surface_destroy(surface)
        sinkReference.release()
    }

    private func setPDFMetadata(_ metadata: SceneMetadata) throws {
        // Without a date Cairo writes the wall clock. Cairo 1.16 drops a date it cannot
        // parse (and writes a valid one without the "D:" prefix), so check the form first.
        guard Self.isISO8601(metadata.creationDate) else {
            throw RenderError.invalidCreationDate(metadata.creationDate)
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, metadata.creationDate)
        if !metadata.title.isEmpty {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, metadata.title)
        }
    }

    /// `YYYY-MM-DDThh:mm:ss` followed by `Z` or `+hh:mm` / `-hh:mm`.
    static func isISO8601(_ date: String) -> Bool {
        let c = Array(date.utf8)
        func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { c[$0] >= 48 && c[$0] <= 57 } }
        guard c.count == 20 || c.count == 25, digits(0..<4), c[4] == 45, digits(5..<7), c[7] == 45,
              digits(8..<10), c[10] == 84, digits(11..<13), c[13] == 58, digits(14..<16), c[16] == 58,
              digits(17..<19) else { return false }
        if c.count == 20 { return c[19] == 90 }
        return (c[19] == 43 || c[19] == 45) && digits(20..<22) && c[22] == 58 && digits(23..<25)
    }

    /// Finishes the document and returns its bytes.
    func finish() throws -> Data {
        cairo_surface_finish(surface)
        try checkCairo(cairo_surface_status(surface), "finishing the \(format.rawValue.uppercased()) document")
        let data = sink.data
        sink.data = Data()
        return format == .svg ? SVGIdentifiers.normalize(data) : data
    }
}

/// Cairo numbers some SVG ids from process-wide counters: `<g id="surface115">` and
/// `<image id="image7">` depend on how many surfaces the process made before. Renumbering
/// them by order of first appearance makes the bytes depend on the scene alone. References
/// (`xlink:href="#surface5"`) are renamed with them, so the document means the same.
enum SVGIdentifiers {
    private static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func normalize(_ svg: Data) -> Data {
        svg.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Data in
            let bytes = buffer.bindMemory(to: UInt8.self)
            // Read in place and copied in runs: an SVG of a tall table is tens of MB, so
            // the only other copy is the output.
            var output = Data(capacity: bytes.count)
            var renumbered: [[UInt8]: [Int: Int]] = [:]
            var runStart = 0
            var index = 0
            func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
                guard index + prefix.count <= bytes.count else { return false }
                for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
                return true
            }
            while index < bytes.count {
                if index > 0, bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "#"),
                   let prefix = prefixes.first(where: { hasPrefix($0, at: index) }) {
                    var end = index + prefix.count
                    var number = 0
                    while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57, number < 1 << 40 {
                        number = number * 10 + Int(bytes[end] - 48)
                        end += 1
                    }
                    let terminated = end < bytes.count && (bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: ")"))
                    if end > index + prefix.count, terminated {
                        var numbers = renumbered[prefix, default: [:]]
                        let new = numbers[number] ?? (numbers.count + 1)
                        numbers[number] = new
                        renumbered[prefix] = numbers
                        output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                        output.append(contentsOf: prefix)
                        output.append(contentsOf: Array(String(new).utf8))
                        index = end
                        runStart = end
                        continue
                    }
                }
                index += 1
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            return output
        }
    }
}
