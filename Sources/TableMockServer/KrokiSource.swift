#if Server
import CZlib
import Foundation

/// A diagram source as Kroki puts it in a URL: the UTF-8 text compressed with zlib
/// (deflate with the zlib header, as Python's `zlib.compress` and pako's `deflate` write
/// it), then base64url-encoded (`-` and `_`, padding optional).
public enum KrokiSource {
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
        public init(message: String) { self.message = message }
    }

    /// The source, refusing one that inflates past `limit` bytes (a zip bomb stops at the
    /// limit, having cost no more than that).
    public static func decode(_ text: Substring, limit: Int) throws(Problem) -> Data {
        var b64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while b64.count % 4 != 0 { b64.append("=") }
        guard let compressed = Data(base64Encoded: b64) else {
            throw Problem(message: "the diagram in the URL is not base64url text")
        }
        return try inflate(compressed, limit: limit)
    }

    /// What Kroki's encoders write for `source`: zlib at level 9, base64url with padding.
    public static func encode(_ source: Data) -> String {
        var length = compressBound(uLong(source.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = source.withUnsafeBytes { input in
            compress2(&out, &length, input.bindMemory(to: Bytef.self).baseAddress, uLong(source.count), 9)
        }
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        return Data(out.prefix(Int(length))).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    static func inflate(_ compressed: Data, limit: Int) throws(Problem) -> Data {
        var stream = z_stream()
        // 15 window bits: the zlib format; +32 would also take gzip. Kroki writes zlib.
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Problem(message: "cannot start inflating the diagram")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var input = [UInt8](compressed)
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            while true {
                let result: Int32 = chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    let r = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(out.baseAddress!, count: out.count - Int(stream.avail_out))
                    return r
                }
                if output.count > limit { return Z_BUF_ERROR }
                if result == Z_STREAM_END { return Z_STREAM_END }
                if result != Z_OK { return result }
                if stream.avail_in == 0 && stream.avail_out != 0 { return Z_DATA_ERROR }
            }
        }
        if output.count > limit { throw Problem(message: "the diagram in the URL inflates to more than \(limit) bytes") }
        guard status == Z_STREAM_END else {
            throw Problem(message: "the diagram in the URL is not zlib-deflated data (as Kroki encodes it)")
        }
        return output
    }
}
#endif
