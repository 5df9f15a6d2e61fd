import Foundation
import TableMockScene

/// The last line of defence behind the SVG budgets: a librsvg render cannot be cancelled
/// (librsvg 2.54 has no cancellable for rendering), so one that runs past `limit` is
/// reported. The budgets (`SVGBudget` in the core) refuse every known expensive construct
/// before drawing; this only catches what they miss.
///
/// A library never ends the process: when the drawing finally returns, it is an error
/// (`RenderError.drawingTooLong`) for the caller, and the host decides (a server answers
/// 503 and keeps serving). A host that would rather not wait for a drawing that may never
/// end (the command line: a CI job must not hang) sets `whenOverrun`, which hears the
/// overrun at the moment of the limit, on a timer thread.
public enum RenderWatchdog {
    /// Seconds one SVG image may take to draw (`TABLEMOCK_SVG_TIME_LIMIT` overrides, for tests).
    public static let limit: Double = {
        if let text = ProcessInfo.processInfo.environment["TABLEMOCK_SVG_TIME_LIMIT"], let value = Double(text), value > 0 {
            return value
        }
        return 20
    }()

    /// Called when a drawing passes its limit, with the error it will be, while it still
    /// runs; the process's policy, set once by its host before drawing. Nil: wait for it.
    public static func whenOverrun(_ handler: @escaping @Sendable (RenderError) -> Void) {
        overrunHandler.withLock { $0 = handler }
    }

    private static let overrunHandler = Locked<(@Sendable (RenderError) -> Void)?>(nil)

    /// `body`, timed: throws `RenderError.drawingTooLong` when it ran past `limit`.
    static func guarding<T>(_ what: String, limit: Double = limit, _ body: () throws -> T) throws -> T {
        let overran = Locked(false), done = Locked(false)
        let error = RenderError.drawingTooLong(what: what, seconds: limit)
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            let late: Bool = done.withLock { finished in
                guard !finished else { return false }
                overran.withLock { $0 = true }
                return true
            }
            if late { overrunHandler.withLock { $0 }?(error) }
        }
        let result = try body()
        done.withLock { $0 = true }
        if overran.withLock({ $0 }) { throw error }
        return result
    }
}
