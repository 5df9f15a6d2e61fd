#if Server
import ArgumentParser
import Foundation
import TableMockServer

/// `tablemock serve`: its options; the server and its loop are TableMockServer's.
package struct ServeCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve images over HTTP with Kroki's URLs: GET /tablemock/{png|svg|pdf}/{deflated+base64url spec}.",
        discussion: """
            Also POST /tablemock/{format} with the spec as the body, POST / with Kroki's JSON \
            (diagram_source, diagram_type "tablemock", output_format), GET /health and GET \
            /metrics (Prometheus). Bodies over 1 MiB get 413; a full queue 503 with \
            Retry-After; a render past the time limit 503. Images and themes are read only \
            under --root (default: none, so only built-in themes and data: images).
            """)

    @Option(name: .long, help: "The address to listen on.") package var host = "127.0.0.1"
    @Option(name: .long, help: "The port to listen on.") package var port = 8000
    @OptionGroup package var serving: ServingOptions<Words>
    @Option(name: .long, help: "Worker threads that draw (default: the processor count).") package var jobs: Int?
    @Option(name: .long, help: "Renders that may wait for a worker before 503.") package var queue = 64
    @Option(name: .long, help: "Megabytes of recent images kept in memory.") package var cacheMb = 64

    package enum Words: ServingWords {
        package static let rootHelp = "Read images and theme files under this folder only (default: none)."
        package static let timeLimitHelp = "Seconds a request may wait for its image."
    }

    package init() {}

    package var serverConfiguration: RenderServerConfiguration {
        var c = RenderServerConfiguration()
        c.host = host; c.port = port; c.root = serving.root
        if let jobs { c.jobs = jobs }
        c.queueLength = queue
        c.renderTimeLimit = serving.renderTimeLimit
        c.cacheBytes = cacheMb << 20
        return c
    }

    package func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be 1...256") }
        if let problem = RenderServer.problem(with: serverConfiguration) { throw ValidationError(problem) }
    }

    /// Serves until SIGINT or SIGTERM.
    package func run() throws {
        if let failure = RenderServer.serveUntilStopped(serverConfiguration) { throw ValidationError(failure) }
    }
}
#else
import ArgumentParser

/// `tablemock serve` in a build without the `Server` trait: it says how to get the server
/// rather than being missing from the command list.
package struct ServeCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve images over HTTP with Kroki's URLs (needs a build with the Server trait).")

    /// The full build's options, accepted so that any `serve` line gets the one answer below.
    @Argument(parsing: .allUnrecognized) var options: [String] = []

    package init() {}

    package func run() throws { throw NotInThisBuild() }

    struct NotInThisBuild: Error, CustomStringConvertible {
        var description: String {
            "this tablemock was built without its HTTP server; build it with the server: "
                + "`swift build -c release --traits Server` (or `Scripts/install.sh`, which installs the full tool)"
        }
    }
}
#endif
