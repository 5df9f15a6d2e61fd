import Foundation
import TableMockFiles

/// The last line of defence behind the SVG budgets: a librsvg render cannot be cancelled,
/// so one that runs past `limit` ends the process with one error line naming the image,
/// rather than hanging a CI job. The budgets (`SVGBudget` in the core) refuse every known
/// expensive construct before drawing; this only catches what they miss.
enum RenderWatchdog {
    /// Seconds one SVG image may take to draw (`TABLEMOCK_SVG_TIME_LIMIT` overrides, for tests).
    static let limit: Double = {
        if let text = ProcessInfo.processInfo.environment["TABLEMOCK_SVG_TIME_LIMIT"], let value = Double(text), value > 0 {
            return value
        }
        return 20
    }()

    static func guarding<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
        let done = DoneFlag()
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            guard !done.isSet else { return }
            let line = "error: drawing \(what) took longer than \(limit < 1 ? String(limit) : String(Int(limit))) s; stopped\n"
            _ = LocalFiles.writeAll(2, Data(line.utf8))
            exit(3)
        }
        defer { done.set() }
        return try body()
    }

    private final class DoneFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
