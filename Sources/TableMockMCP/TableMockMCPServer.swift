#if MCP
import Foundation
import MCP
import TableMock

/// `tablemock mcp`: the tools and resources served over a transport with the official
/// Swift SDK's `Server`.
public enum TableMockMCPServer {
    /// A server answering with `tools`: tools/list, tools/call, resources/list, resources/read.
    /// With a splicer, large parts of results are placeholders its transport fills in.
    static func make(_ tools: TableMockTools, splicer: PayloadSplicer?) async -> Server {
        let server = Server(name: "tablemock", version: TableMockVersion.semantic, title: "TableMock",
                            instructions: TableMockTools.instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let list = tools.tools
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: list) }
        await server.withMethodHandler(CallTool.self) { params in
            try await tools.call(params.name, arguments: params.arguments, splicer: splicer)
        }
        await server.withMethodHandler(ListResources.self) { _ in .init(resources: ReferenceResources.list) }
        await server.withMethodHandler(ReadResource.self) { params in try ReferenceResources.read(params.uri) }
        return server
    }

    /// A server for another transport (in memory, a socket): results carry every part as a value.
    public static func make(_ tools: TableMockTools) async -> Server { await make(tools, splicer: nil) }

    /// Serves on standard input and output until the client closes its end.
    public static func serveStandardStreams(_ configuration: MCPConfiguration) async throws {
        let splicer = PayloadSplicer()
        let server = await make(TableMockTools(configuration), splicer: splicer)
        try await server.start(transport: LineTransport(maxMessageBytes: configuration.maxMessageBytes,
                                                        drainLimit: configuration.renderTimeLimit + .seconds(1), splicer: splicer))
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// `serveStandardStreams` for a synchronous caller (the command line's `run`); returns
    /// why it could not serve, or nil when the client closed its end.
    public static func serveStandardStreamsUntilClosed(_ configuration: MCPConfiguration) -> String? {
        ServeUntilStopped.run { try await serveStandardStreams(configuration) }
    }
}
#endif
