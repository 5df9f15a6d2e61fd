import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The words `tablemock mcp` and `tablemock-mcp` use for the options they share with `serve`.
package enum MCPWords: ServingWords {
    package static let rootHelp = "Read specs, images and themes, and write pictures, under this folder only (default: the current folder)."
    package static let timeLimitHelp = "Seconds a tool call may wait for its picture."
}

/// What both `tablemock mcp` and `tablemock-mcp` say of the server.
package enum MCPHelp {
    package static let abstract = "Serve TableMock's tools to an agent over the Model Context Protocol (stdio)."
    package static let discussion = """
        An agent client starts `tablemock mcp` (or `tablemock-mcp`, the same server) and speaks \
        JSON-RPC on its standard input and output (Docs/MCP.md has the configuration). Tools: \
        render, validate, lint, variants, list_devices, list_themes, list_symbols, reference; \
        resources: the spec reference, its JSON Schema and example specs. Spec files, images and \
        themes are read, and output: file pictures written, only under --root (default: the \
        current folder; none when that is /). A spec over 1 MiB is refused, a render past \
        --time-limit answered as an error.
        """
    /// How to get a server, for a tool that has none.
    package static let howToGetIt = """
        Build it with the server: `swift build -c release --traits MCP` (or `Scripts/install.sh`, \
        which installs tablemock and tablemock-mcp)
        """
}

/// `tablemock mcp`: runs the agents' server, `tablemock-mcp` beside this executable, in this
/// process's place (as git runs its subcommands). The server is an executable of its own so
/// that the tool that draws never loads what the server needs (the MCP SDK brings
/// FoundationNetworking, libcurl and 26 more shared libraries, loaded at every start).
/// Its options are checked here too, so that `tablemock mcp --help` and the man page and
/// completions name them.
package struct MCPCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "mcp", abstract: MCPHelp.abstract,
        discussion: MCPHelp.discussion + " The server is the program tablemock-mcp, installed beside tablemock.")

    @OptionGroup package var serving: ServingOptions<MCPWords>

    package init() {}

    /// The server's file name, looked for in the folder of this executable's real path.
    package static let serverName = "tablemock-mcp"

    /// `tablemock-mcp` beside the running executable (symbolic links followed), or nil.
    package static func serverExecutable() -> String? {
        guard let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let path = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(serverName).path
        return access(path, X_OK) == 0 ? path : nil
    }

    /// The arguments `tablemock-mcp` gets: the options as parsed here.
    package var forwardedArguments: [String] {
        (serving.root.map { ["--root", $0] } ?? []) + ["--time-limit", "\(serving.timeLimit)"]
    }

    /// Replaces this process with the server; returns only when it cannot.
    package func run() throws {
        guard let server = Self.serverExecutable() else {
            throw ValidationError("this tablemock has no MCP server beside it (\(Self.serverName)). \(MCPHelp.howToGetIt)")
        }
        let argv = [Self.serverName] + forwardedArguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArguments.append(nil)
        execv(server, cArguments)
        let reason = String(cString: strerror(errno))
        throw ValidationError("could not start \(server): \(reason)")
    }
}
