import ArgumentParser
import Foundation
import TableMockCheck

/// `--shard K/N` on the command line: this run takes the K-th of N disjoint parts of a
/// batch (1-based, as CI matrices count). `render` and `check` share `TableMockCheck.Shard`,
/// so both split a suite the same way.
extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    static let all = Shard("1/1")!
}

enum Sharding {
    /// The items of `shard`, in their original order. `key` is the item's path relative to
    /// its root without extension (`SpecInput.outputStem`), so every machine agrees.
    static func select<T>(_ items: [T], shard: Shard, key: (T) -> String) -> [T] {
        guard shard.count > 1 else { return items }
        return items.filter { shard.contains(key($0)) }
    }
}

/// FNV-1a, 64-bit: tiny, stable across runs, machines and Swift versions (unlike `Hasher`).
/// Used for shard buckets and cache keys; it is not a cryptographic hash.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        value = h
    }

    mutating func combine(_ bytes: [UInt8]) { bytes.withUnsafeBytes { combine($0) } }
    mutating func combine(_ data: Data) { data.withUnsafeBytes { combine($0) } }
    /// A string followed by a 0 byte, so ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ text: String) { combine(Array(text.utf8) + [0]) }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var h = FNV1a(); h.combine(bytes); return h.value
    }

    static func hash(_ data: Data) -> UInt64 {
        var h = FNV1a(); h.combine(data); return h.value
    }

    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
