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
            under --root (default: none, so only built-in themes and data: images). GET / is \
            the playground: a spec editor beside its picture, redrawn as you type (the editor \
            is Debian's libjs-codemirror, served from /usr/share/javascript/codemirror).
            """)

    @Option(name: .long, help: "The address to listen on.") package var host = "127.0.0.1"
    @Option(name: .long, help: "The port to listen on.") package var port = 8000
    @OptionGroup package var serving: ServingOptions<Words>
    @Option(name: .long, help: "Worker threads that draw (default: the processor count).") package var jobs: Int?
    @Option(name: .long, help: "Renders that may wait for a worker before 503.") package var queue = 64
    @Option(name: .long, help: "Megabytes of recent images kept in memory.") package var cacheMb = 64
    @Flag(name: .long, help: "Print the playground's address once serving, and open it with $BROWSER or xdg-open when there is one.")
    package var open = false

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
        let open = self.open, host = host
        let failure = RenderServer.serveUntilStopped(serverConfiguration) { port in
            guard open else { return }
            let address = RenderServer.playgroundAddress(host: host, port: port)
            FileHandle.standardError.write(Data("tablemock serve: the playground is at \(address)\n".utf8))
            Self.openBrowser(address)
        }
        if let failure { throw ValidationError(failure) }
    }

    /// Opens `address` with the browser the environment names: `$BROWSER` (its first
    /// command, as xdg-utils reads the list), else `xdg-open` when it is on the PATH; else
    /// nothing (the address is printed).
    static func openBrowser(_ address: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var command: [String]? = nil
        if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init), !browser.isEmpty {
            command = browser.split(separator: " ").map(String.init)
        } else if let path = environment["PATH"]?.split(separator: ":").map({ "\($0)/xdg-open" })
                    .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            command = [path]
        }
        guard let command else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0].contains("/") ? command[0] : "/usr/bin/env")
        process.arguments = (command[0].contains("/") ? Array(command.dropFirst()) : command) + [address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
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

    package func run() throws { throw NotInThisBuild(server: "HTTP server", trait: "Server") }
}
#endif
