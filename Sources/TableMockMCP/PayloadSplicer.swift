#if MCP
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large parts of a tool result (the layout, the image's base64) written into the outgoing
/// message as TableMock encoded them, instead of through the SDK's values.
///
/// The SDK's request handler encodes a result, decodes it back into its `Value` tree and
/// encodes that again; decoding a value tries each JSON type in turn and builds a regular
/// expression for every string (to find `data:` URLs): 7.8 ms of CPU for one render's
/// layout of 5 KB, more than the render itself (measured: Docs/MCP.md, Speed). So the
/// server's tool handler puts a placeholder string (a random token) where such a part
/// goes, and the transport swaps the token's JSON string for the part's JSON as it writes
/// the message. Only registered tokens are swapped, each once; text a client sent cannot
/// name one (they are random and never shown).
final class PayloadSplicer: @unchecked Sendable {
    private let lock = NSLock()
    private var payloads: [(token: Data, json: Data)] = []
    /// Parts of answers that were never written (a cancelled call) are dropped past this.
    static let limit = 256

    /// A placeholder for `json` (one JSON value, encoded): use it as a string value.
    func placeholder(for json: Data) -> String {
        let token = "tablemock-payload:" + UUID().uuidString
        lock.withLock {
            payloads.append((Data(("\"" + token + "\"").utf8), json))
            if payloads.count > Self.limit { payloads.removeFirst(payloads.count - Self.limit) }
        }
        return token
    }

    /// `message` with each registered placeholder it holds replaced by its part.
    func splice(_ message: Data) -> Data {
        let pending: [(token: Data, json: Data)] = lock.withLock { payloads }
        guard !pending.isEmpty else { return message }
        var result = message
        var used: [Data] = []
        for (token, json) in pending {
            guard let range = Self.find(token, in: result) else { continue }
            result.replaceSubrange(range, with: json)
            used.append(token)
        }
        if !used.isEmpty { lock.withLock { payloads.removeAll { used.contains($0.token) } } }
        return result
    }

    static func find(_ needle: Data, in haystack: Data) -> Range<Data.Index>? {
        haystack.withUnsafeBytes { (h: UnsafeRawBufferPointer) -> Range<Data.Index>? in
            needle.withUnsafeBytes { (n: UnsafeRawBufferPointer) -> Range<Data.Index>? in
                guard let base = h.baseAddress, let pattern = n.baseAddress, n.count > 0, h.count >= n.count else { return nil }
                // Each occurrence of the first byte, then the rest compared.
                var offset = 0
                let first = Int32(n[0]), last = h.count - n.count
                while offset <= last, let hit = memchr(base + offset, first, last - offset + 1) {
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at, pattern, n.count) == 0 {
                        return haystack.startIndex + at ..< haystack.startIndex + at + n.count
                    }
                    offset = at + 1
                }
                return nil
            }
        }
    }
}
#endif
