import Foundation

/// A deliberate slowdown, for tests only: `TABLEMOCK_TEST_SLOW_ROWS=N` makes reading each
/// row of a spec do N rounds of extra work, so that the instruction-count guard
/// (Scripts/instruction-guard.sh) can be seen to fail. Unset (always, outside that test) it
/// costs one load and one comparison a row.
enum TestSlowdown {
    static let roundsPerRow: Int = ProcessInfo.processInfo.environment["TABLEMOCK_TEST_SLOW_ROWS"].flatMap { Int($0) }.map { max(0, min($0, 1_000_000)) } ?? 0

    /// What the rounds compute, kept so the optimizer cannot drop them.
    nonisolated(unsafe) static var sink: UInt64 = 0

    /// N rounds of a multiply-and-shift hash over a row's position.
    @inline(never)
    static func work(_ seed: Int) {
        var h = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
        for _ in 0..<roundsPerRow { h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9 }
        sink ^= h
    }
}
