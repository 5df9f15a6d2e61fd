import Foundation
import TableMockFiles

/// One slice of a suite, for spreading a check over several machines: spec `name` belongs
/// to shard `index` (1-based) of `count` when a stable hash of the name, modulo `count`, is
/// `index - 1`. The hash (64-bit FNV-1a over the UTF-8 name) is the same on every machine
/// and run, unlike Swift's seeded `hashValue`.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            return nil
        }
        index = k; count = n
    }

    public func contains(_ name: String) -> Bool {
        Int(Self.stableHash(name) % UInt64(count)) == index - 1
    }

    public var description: String { "\(index)/\(count)" }

    /// FNV-1a over the UTF-8 name (no terminator): the one stable hash, `FNV1a`.
    public static func stableHash(_ text: String) -> UInt64 {
        FNV1a.hash(Array(text.utf8))
    }
}

/// `render` and `check` share `Shard`, so both split a suite the same way.
extension Shard {
    /// The whole batch: shard 1 of 1.
    package static let all = Shard("1/1")!
}

package enum Sharding {
    /// The items of `shard`, in their original order. `key` is the item's path relative to
    /// its root without extension (`SpecInput.outputStem`), so every machine agrees.
    package static func select<T>(_ items: [T], shard: Shard, key: (T) -> String) -> [T] {
        guard shard.count > 1 else { return items }
        return items.filter { shard.contains(key($0)) }
    }
}
