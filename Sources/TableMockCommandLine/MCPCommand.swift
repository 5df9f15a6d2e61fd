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

    @Option(name: .long, help: ArgumentHelp("Read specs, images and themes, and write pictures, under this folder only (default: the current folder).", valueName: "dir"))
    package var root: String?
    @Option(name: .long, help: "Seconds a tool call may wait for its picture.") package var timeLimit = 10.0

    package init() {}

    package func validate() throws {
        guard timeLimit.isFinite, timeLimit > 0, timeLimit <= 86_400 else {
            throw ValidationError("--time-limit must be greater than 0 and at most 86400 seconds")
        }
        if let root {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--root \(root) is not a folder")
            }
        }
    }

    package var serverConfiguration: MCPConfiguration {
        var c = MCPConfiguration(root: root.map { URL(fileURLWithPath: $0).path } ?? MCPConfiguration.defaultRoot())
        c.renderTimeLimit = .milliseconds(Int(timeLimit * 1000))
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

    package init() {}

    package func run() throws {
        throw ValidationError("""
            this tablemock was built without its MCP server. Build it with the server: \
            `swift build -c release --traits MCP` (or `Scripts/install.sh`, which installs the full tool)
            """)
    }
}
#endif
