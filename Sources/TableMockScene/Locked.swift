import Foundation

/// A value guarded by a pthread mutex (`NSLock`). Used instead of `Synchronization.Mutex`,
/// whose futex ThreadSanitizer on Linux cannot see, so `Scripts/sanitizers.sh thread`
/// checks these accesses instead of needing them suppressed.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
