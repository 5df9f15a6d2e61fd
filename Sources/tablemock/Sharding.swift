import ArgumentParser
import Foundation
import TableMockCheck
import TableMockFiles

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
