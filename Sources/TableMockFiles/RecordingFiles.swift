import Foundation

/// A `FileAccess` that notes every file read through it, with a digest of the bytes: what
/// the render cache keys on and what `watch` watches.
public struct RecordingFiles: FileAccess {
    public let base: any FileAccess
    public let log: ReadLog

    public init(_ base: any FileAccess, log: ReadLog = ReadLog()) { self.base = base; self.log = log }

    public func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data {
        let data = try base.read(url, as: kind)
        log.record(url, content: data)
        return data
    }
    public func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data {
        try base.readPrefix(url, count: count, as: kind)
    }
    public func entry(at url: URL, as kind: FileKind) -> FileEntry { base.entry(at: url, as: kind) }
    public func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String] { try base.list(folder, as: kind) }
    public func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String] {
        try base.findFiles(under: folder, extensions: extensions, as: kind)
    }
    public func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal) {
        try base.write(data, to: relativePath, in: folder)
    }
    public func remove(_ relativePath: String, in folder: URL) { base.remove(relativePath, in: folder) }
}

/// The files read since the last `take()`: path -> `content:<FNV-1a hex>`.
public final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reads: [String: String] = [:]

    public init() {}

    public func record(_ url: URL, content: Data) {
        let digest = Self.contentDigest(FNV1a.hash(content))
        lock.withLock { reads[url.standardizedFileURL.path] = digest }
    }

    /// The reads since the last call, and forgets them.
    public func take() -> [String: String] {
        lock.withLock {
            defer { reads = [:] }
            return reads
        }
    }

    public static func contentDigest(_ hash: UInt64) -> String { "content:" + String(hash, radix: 16) }
}

/// FNV-1a, 64-bit: tiny, stable across runs, machines and Swift versions (unlike `Hasher`).
/// Used for shard buckets and cache keys; it is not a cryptographic hash.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        value = h
    }

    public mutating func combine(_ bytes: [UInt8]) { bytes.withUnsafeBytes { combine($0) } }
    public mutating func combine(_ data: Data) { data.withUnsafeBytes { combine($0) } }
    /// A string followed by a 0 byte, so ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) { combine(Array(text.utf8) + [0]) }

    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var h = FNV1a(); h.combine(bytes); return h.value
    }

    public static func hash(_ data: Data) -> UInt64 {
        var h = FNV1a(); h.combine(data); return h.value
    }

    public var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
