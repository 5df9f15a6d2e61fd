#if MCP
import ArgumentParser
import Foundation
import TableMockMCP

/// `tablemock mcp`: its options; the tools and the server are TableMockMCP's.
package struct MCPCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve TableMock's tools to an agent over the Model Context Protocol (stdio).",
        discussion: """
            An agent client starts `tablemock mcp` and speaks JSON-RPC on its standard input and \
            output (Docs/MCP.md has the configuration). Tools: render, validate, lint, variants, \
            list_devices, list_themes, list_symbols, reference; resources: the spec reference, its JSON Schema \
            and example specs. Spec files, images and themes are read, and output: file pictures \
            written, only under --root (default: the current folder; none when that is /). A spec \
            over 1 MiB is refused, a render past --time-limit answered as an error.
            """)

    @OptionGroup package var serving: ServingOptions<Words>

    package enum Words: ServingWords {
        package static let rootHelp = "Read specs, images and themes, and write pictures, under this folder only (default: the current folder)."
        package static let timeLimitHelp = "Seconds a tool call may wait for its picture."
    }

    package init() {}

    package var serverConfiguration: MCPConfiguration {
        var c = MCPConfiguration(root: serving.root.map { URL(fileURLWithPath: $0).path } ?? MCPConfiguration.defaultRoot())
        c.renderTimeLimit = serving.renderTimeLimit
        return c
    }

    /// Serves until the client closes standard input.
    package func run() throws {
        if let failure = TableMockMCPServer.serveStandardStreamsUntilClosed(serverConfiguration) { throw ValidationError(failure) }
    }
}
#else
import ArgumentParser

/// `tablemock mcp` in a build without the `MCP` trait: it says how to get the server
/// rather than being missing from the command list.
package struct MCPCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve TableMock's tools to an agent over the Model Context Protocol (needs a build with the MCP trait).")

    /// The full build's options, accepted so that any `mcp` line gets the one answer below.
    @Argument(parsing: .allUnrecognized) var options: [String] = []

    package init() {}

    package func run() throws { throw NotInThisBuild(server: "MCP server", trait: "MCP") }
}
#endif
