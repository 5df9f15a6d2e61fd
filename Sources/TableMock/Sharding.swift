import Foundation
import TableMockCheck
import TableMockFiles

/// `render` and `check` share `TableMockCheck.Shard`, so both split a suite the same way.
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
