// `tablemock-mcp`: the agents' server (the Model Context Protocol over stdio), an executable
// of its own so that `tablemock`, which draws, never loads the SDK's networking (libcurl and
// 26 more shared libraries). `tablemock mcp` runs this program in its place.
import ArgumentParser
import Foundation
import TableMock
import TableMockCairo
import TableMockCommandLine
import TableMockFiles
#if MCP
import TableMockMCP
#endif

struct MCPServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablemock-mcp", abstract: MCPHelp.abstract, discussion: MCPHelp.discussion,
        version: TableMockVersion.description)

    @OptionGroup var serving: ServingOptions<MCPWords>

    /// Serves until the client closes standard input.
    func run() throws {
        #if MCP
        var configuration = MCPConfiguration(root: serving.root.map { URL(fileURLWithPath: $0).path } ?? MCPConfiguration.defaultRoot())
        configuration.renderTimeLimit = serving.renderTimeLimit
        if let failure = TableMockMCPServer.serveStandardStreamsUntilClosed(configuration) { throw ValidationError(failure) }
        #else
        throw ValidationError("this tablemock-mcp was built without its MCP server. \(MCPHelp.howToGetIt)")
        #endif
    }
}

// As `tablemock` starts: the font language fixed, SIGPIPE ignored, signals unblocked, and a
// render past its limit ends the process with one line and status 3.
ToolProcess.prepare()
RenderWatchdog.whenOverrun { error in
    _ = LocalFiles.writeAll(2, Data((TerminalText.line("error: \(error)") + "\n").utf8))
    Foundation.exit(3)
}
MCPServerCommand.main()
