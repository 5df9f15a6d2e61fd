import Foundation
import ArgumentParser

/// `--shard K/N`: this run takes the K-th of N disjoint parts of a batch (K is 1-based, as
/// CI matrices count). Every item lands in exactly one shard, chosen by a stable hash of
/// its key, so adding or removing a spec moves only that spec.
struct ShardSpec: Hashable, Sendable, CustomStringConvertible, ExpressibleByArgument {
    /// 1...count.
    var index: Int
    var count: Int

    init(index: Int, count: Int) { self.index = index; self.count = count }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            return nil
        }
        self.init(index: k, count: n)
    }

    static let all = ShardSpec(index: 1, count: 1)

    var description: String { "\(index)/\(count)" }
    var defaultValueDescription: String { description }
}

enum Sharding {
    /// The items of `shard`, in their original order. `key` should be the item's path
    /// relative to its root without extension (`SpecInput.outputStem`), so every machine
    /// of a CI matrix agrees, and `render --shard` and `check --shard` (whose
    /// `TableMockCheck.Shard` uses the same hash) split a suite the same way.
    static func select<T>(_ items: [T], shard: ShardSpec, key: (T) -> String) -> [T] {
        guard shard.count > 1 else { return items }
        return items.filter { bucket(of: key($0), count: shard.count) == shard.index - 1 }
    }

    /// 0..<count, from FNV-1a (64-bit) of the key's UTF-8 bytes.
    static func bucket(of key: String, count: Int) -> Int {
        Int(FNV1a.hash(Array(key.utf8)) % UInt64(count))
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
