#if Server
import Foundation
import Hummingbird
import Logging
import TableMock

extension RenderServer {
    /// What is wrong with a configuration a command line or host built, or nil.
    package static func problem(with c: RenderServerConfiguration) -> String? {
        guard (1...65535).contains(c.port) || c.port == 0 else { return "--port must be 0...65535" }
        guard c.jobs >= 1 else { return "--jobs must be at least 1" }
        guard c.queueLength >= 0, c.renderTimeLimit > .zero, c.cacheBytes >= 0 else {
            return "--queue, --time-limit and --cache-mb must be positive"
        }
        return ConfinedServing.rootProblem(c.root)
    }

    /// The playground's address for a browser on this machine: a wildcard host is reached
    /// through the loopback address, an IPv6 literal in brackets.
    package static func playgroundAddress(host: String, port: Int) -> String {
        let reachable = ["0.0.0.0", "::", ""].contains(host) ? "127.0.0.1" : host
        return "http://\(reachable.contains(":") ? "[\(reachable)]" : reachable):\(port)/"
    }

    /// Logs to standard error and serves until SIGINT or SIGTERM (`tablemock serve`).
    /// `listening` is told the port once the socket is bound. Returns why it could not
    /// serve, or nil after a clean stop.
    package static func serveUntilStopped(_ configuration: RenderServerConfiguration,
                                          listening: @escaping @Sendable (Int) async -> Void = { _ in }) -> String? {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .info
            return handler
        }
        let server = RenderServer(configuration)
        defer { server.shutdown() }
        if let refusal = server.pool.refusal { return "cannot serve: \(refusal)" }
        return ServeUntilStopped.run { try await server.application(listening: listening).runService() }
    }
}
#endif
