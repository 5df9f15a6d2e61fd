import CTableMockPNG
import Foundation

/// Row filters a PNG encoder may try. `.none` is the fastest; `.all` lets libpng pick per
/// row (smaller files, several times slower).
public struct PNGFilters: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let none = PNGFilters(rawValue: TM_PNG_FILTER_NONE)
    public static let sub = PNGFilters(rawValue: TM_PNG_FILTER_SUB)
    public static let up = PNGFilters(rawValue: TM_PNG_FILTER_UP)
    public static let average = PNGFilters(rawValue: TM_PNG_FILTER_AVG)
    public static let paeth = PNGFilters(rawValue: TM_PNG_FILTER_PAETH)
    public static let all: PNGFilters = [.none, .sub, .up, .average, .paeth]
}

/// The deflate implementation behind a PNG encoding.
public enum PNGDeflater: String, Sendable, Hashable {
    /// libpng with zlib: any level and row filters.
    case zlib
    /// ISA-L's level-1 deflate without row filters, converting and compressing in one pass
    /// over the pixels: several times faster than zlib, files about 8 % larger.
    case isal
}

/// Deflater, level and row filters for PNG output. Output bytes depend only on the pixels
/// and these settings: no time or gamma chunks are written.
public struct PNGEncoding: Sendable, Hashable {
    public var deflater: PNGDeflater
    /// zlib compression level, 0 (store) ... 9 (ISA-L: always 1).
    public var level: Int
    public var filters: PNGFilters
    public init(level: Int, filters: PNGFilters) { deflater = .zlib; self.level = level; self.filters = filters }
    private init(deflater: PNGDeflater) { self.deflater = deflater; level = 1; filters = .none }

    /// zlib's default level with adaptive filtering: small files, slow.
    public static let compact = PNGEncoding(level: 6, filters: .all)
    /// ISA-L level 1, no row filters: the fastest.
    public static let fast = PNGEncoding(deflater: .isal)
}

/// PNG encoding and decoding with libpng.
public enum PNGCodec {
    /// Encodes straight RGBA pixels; writes RGB when every pixel is opaque.
    public static func encode(_ image: RGBAImage, encoding: PNGEncoding = .compact) throws -> Data {
        try validate(width: image.width, height: image.height, encoding: encoding)
        if encoding.deflater == .isal {
            // The fast encoder reads Cairo's layout. Opaque RGBA converts to it without
            // loss; translucent pixels would not survive premultiplying, so they go to zlib.
            guard image.isOpaque else { return try encode(image, encoding: PNGEncoding(level: 1, filters: .none)) }
            var argb = [UInt8](repeating: 0, count: image.pixels.count)
            image.pixels.withUnsafeBufferPointer { rgba in
                argb.withUnsafeMutableBufferPointer { out in
                    tm_rgba_to_argb32(rgba.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
                                      out.baseAddress, Int32(image.width * 4))
                }
            }
            return try argb.withUnsafeBytes { bytes in
                try encode(premultipliedARGB32: bytes.baseAddress!, width: image.width, height: image.height,
                           bytesPerRow: image.width * 4, encoding: encoding)
            }
        }
        return try image.pixels.withUnsafeBufferPointer { buffer in
            try collect { out, length, message in
                tm_png_encode_rgba(buffer.baseAddress, Int32(image.width), Int32(image.height),
                                   Int32(image.width * 4), Int32(encoding.level), encoding.filters.rawValue,
                                   out, length, message)
            }
        }
    }

    /// Encodes a raw buffer in Cairo's ARGB32 layout: one native-endian `UInt32` per pixel,
    /// premultiplied alpha, `bytesPerRow` bytes per row. The pixels are un-premultiplied as
    /// Cairo's own PNG writer does, so both decode to the same RGBA values.
    public static func encode(premultipliedARGB32 pixels: UnsafeRawPointer, width: Int, height: Int,
                              bytesPerRow: Int, encoding: PNGEncoding = .compact) throws -> Data {
        try validate(width: width, height: height, encoding: encoding)
        guard bytesPerRow >= width * 4, bytesPerRow <= Int(Int32.max) else {
            throw RasterError(operation: .pngEncoding, message: "row stride \(bytesPerRow) is too small for width \(width)")
        }
        if encoding.deflater == .isal {
            return try collect { out, length, message in
                tm_png_encode_fast(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                                   Int32(bytesPerRow), out, length, message)
            }
        }
        return try collect { out, length, message in
            tm_png_encode(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                          Int32(bytesPerRow), Int32(encoding.level), encoding.filters.rawValue,
                          out, length, message)
        }
    }

    /// Decodes any PNG (palette, grey, 16-bit, interlaced, with or without alpha) to 8-bit
    /// straight RGBA. Gamma chunks are ignored: values are taken as sRGB.
    public static func decode(_ data: Data) throws -> RGBAImage {
        try decodeRaster(data, operation: .pngDecoding, decoder: tm_png_decode)
    }

    /// `decode`, refused before any pixel is allocated when the header declares more than
    /// `maxPixels` pixels: a 1 MB file cannot ask for gigabytes.
    public static func decode(_ data: Data, maxPixels: Int) throws -> RGBAImage {
        guard let (width, height) = dimensions(of: data) else {
            throw RasterError(operation: .pngDecoding, message: "not a PNG file")
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= maxPixels,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw RasterError(operation: .pngDecoding,
                              message: "the PNG declares \(width)x\(height) pixels; the limit is \(maxPixels) pixels")
        }
        return try decode(data)
    }

    /// Width and height from a PNG's IHDR chunk, without decoding; nil for anything else.
    public static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// `decode` with another limit on the width and height than image files get (32,767):
    /// for TableMock's own tall renders. At most 2^28 pixels either way.
    public static func decode(_ data: Data, maximumSide: Int) throws -> RGBAImage {
        let side = Int32(clamping: maximumSide)
        return try decodeRaster(data, operation: .pngDecoding) { bytes, length, out, width, height, message in
            tm_png_decode_limited(bytes, length, side, out, width, height, message)
        }
    }

    private static func validate(width: Int, height: Int, encoding: PNGEncoding) throws {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw RasterError(operation: .pngEncoding, message: "cannot encode an image of \(width)x\(height) pixels")
        }
        guard (0...9).contains(encoding.level) else {
            throw RasterError(operation: .pngEncoding, message: "compression level \(encoding.level) is not in 0...9")
        }
        guard !encoding.filters.isEmpty else {
            throw RasterError(operation: .pngEncoding, message: "no PNG row filter selected")
        }
    }

    /// Runs a C encoder that hands back a malloc'd buffer, and copies it into `Data`.
    private static func collect(
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
                 UnsafeMutablePointer<CChar>) -> Int32
    ) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: Int(TM_ERROR_MESSAGE_CAPACITY))
        let status = message.withUnsafeMutableBufferPointer { body(&out, &length, $0.baseAddress!) }
        guard status == 0, let out else {
            throw RasterError(operation: .pngEncoding, message: errorText(message))
        }
        defer { tm_buffer_free(out) }
        return Data(bytes: out, count: length)
    }
}

/// JPEG decoding with libjpeg(-turbo).
public enum JPEGCodec {
    /// Decodes a JPEG (grey, YCbCr, RGB or CMYK) to RGBA with alpha 255. The EXIF
    /// orientation is not applied.
    public static func decode(_ data: Data) throws -> RGBAImage {
        try decodeRaster(data, operation: .jpegDecoding, decoder: tm_jpeg_decode)
    }
}

typealias RasterDecoder = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                           UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                           UnsafeMutablePointer<CChar>?) -> Int32

func decodeRaster(_ data: Data, operation: RasterError.Operation, decoder: RasterDecoder) throws -> RGBAImage {
    var out: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0, height: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(TM_ERROR_MESSAGE_CAPACITY))
    let status = data.withUnsafeBytes { bytes in
        message.withUnsafeMutableBufferPointer { text in
            decoder(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &out, &width, &height, text.baseAddress)
        }
    }
    guard status == 0, let out else {
        throw RasterError(operation: operation, message: errorText(message))
    }
    defer { tm_buffer_free(out) }
    let count = Int(width) * Int(height) * 4
    return RGBAImage(width: Int(width), height: Int(height),
                     pixels: Array(UnsafeBufferPointer(start: out, count: count)))!
}

func errorText(_ message: [CChar]) -> String {
    let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return text.isEmpty ? "unknown error" : text
}
