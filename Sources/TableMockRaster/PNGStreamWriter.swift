import CTableMockPNG
import Foundation

/// Writes a PNG a band of rows at a time, so a picture taller than any one surface never
/// has to exist whole in memory: only the compressed bytes accumulate. The bytes are those
/// `PNGCodec.encode(premultipliedARGB32:...)` writes for the same pixels and encoding.
public final class PNGStreamWriter {
    /// The caller said every pixel is opaque (RGB), and a band had one that is not: start
    /// again with `hasAlpha: true`.
    public struct NotOpaque: Error {}

    private let sink = PNGByteSink()
    private enum Writer { case isal(OpaquePointer), zlib(OpaquePointer) }
    private var writer: Writer
    public let width: Int
    public let height: Int

    /// - Parameter hasAlpha: RGBA (straight alpha) when true, RGB when false.
    public init(width: Int, height: Int, hasAlpha: Bool, encoding: PNGEncoding = .fast) throws {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw RasterError(operation: .pngEncoding, message: "cannot encode an image of \(width)x\(height) pixels")
        }
        self.width = width; self.height = height
        var message = [CChar](repeating: 0, count: Int(TM_ERROR_MESSAGE_CAPACITY))
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let made: Writer? = message.withUnsafeMutableBufferPointer { text in
            switch encoding.deflater {
            case .isal:
                return tm_png_writer_create(Int32(width), Int32(height), hasAlpha ? 1 : 0, appendPNGBytes, context,
                                            text.baseAddress).map(Writer.isal)
            case .zlib:
                return tm_png_zwriter_create(Int32(width), Int32(height), hasAlpha ? 1 : 0, Int32(encoding.level),
                                             encoding.filters.rawValue, appendPNGBytes, context,
                                             text.baseAddress).map(Writer.zlib)
            }
        }
        guard let made else { throw RasterError(operation: .pngEncoding, message: errorText(message)) }
        writer = made
    }

    deinit {
        switch writer {
        case .isal(let w): tm_png_writer_destroy(w)
        case .zlib(let w): tm_png_zwriter_destroy(w)
        }
    }

    /// Adds `rows` rows of Cairo's ARGB32 (native-endian, premultiplied), top to bottom.
    public func add(premultipliedARGB32 pixels: UnsafeRawPointer, rows: Int, bytesPerRow: Int) throws {
        var message = [CChar](repeating: 0, count: Int(TM_ERROR_MESSAGE_CAPACITY))
        let status = withExtendedLifetime(sink) {
            message.withUnsafeMutableBufferPointer { text -> Int32 in
                let bytes = pixels.assumingMemoryBound(to: UInt8.self)
                switch writer {
                case .isal(let w): return tm_png_writer_add_argb32_rows(w, bytes, Int32(rows), Int32(bytesPerRow), text.baseAddress)
                case .zlib(let w): return tm_png_zwriter_add_argb32_rows(w, bytes, Int32(rows), Int32(bytesPerRow), text.baseAddress)
                }
            }
        }
        if status == TM_PNG_NOT_OPAQUE { throw NotOpaque() }
        guard status == 0 else { throw RasterError(operation: .pngEncoding, message: errorText(message)) }
    }

    /// Writes the end of the file and returns all of it.
    public func finish() throws -> Data {
        var message = [CChar](repeating: 0, count: Int(TM_ERROR_MESSAGE_CAPACITY))
        let status = withExtendedLifetime(sink) {
            message.withUnsafeMutableBufferPointer { text -> Int32 in
                switch writer {
                case .isal(let w): return tm_png_writer_finish(w, text.baseAddress)
                case .zlib(let w): return tm_png_zwriter_finish(w, text.baseAddress)
                }
            }
        }
        guard status == 0 else { throw RasterError(operation: .pngEncoding, message: errorText(message)) }
        return sink.data
    }
}

/// The C writer's output callback; the sink comes in through `context`.
private final class PNGByteSink { var data = Data() }

private let appendPNGBytes: tm_png_write_fn = { context, bytes, length in
    guard let context, let bytes else { return 1 }
    Unmanaged<PNGByteSink>.fromOpaque(context).takeUnretainedValue().data.append(bytes, count: length)
    return 0
}
