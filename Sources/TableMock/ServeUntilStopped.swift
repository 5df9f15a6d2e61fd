import Foundation
import TableMockScene

/// The one way a synchronous caller (the command line's `run`) serves: `serve` runs as a
/// task on Swift concurrency while the calling thread waits for it to end, with a clean stop
/// (SIGINT or SIGTERM for the HTTP server, the client closing its end for the MCP server) or
/// an error. `tablemock serve` and `tablemock mcp` both serve through it.
package enum ServeUntilStopped {
    /// Returns why it could not serve (`cannot serve: …`), or nil after a clean stop.
    package static func run(_ serve: @escaping @Sendable () async throws -> Void) -> String? {
        let done = DispatchSemaphore(value: 0)
        let failure = Locked<String?>(nil)
        Task {
            do { try await serve() } catch { failure.withLock { $0 = "\(error)" } }
            done.signal()
        }
        done.wait()
        return failure.withLock { $0 }.map { "cannot serve: \($0)" }
    }
}
