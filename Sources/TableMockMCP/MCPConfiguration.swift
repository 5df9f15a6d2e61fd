#if MCP
import Foundation
import TableMock
import TableMockFiles
import TableMockThemes

/// How `tablemock mcp` is set up. Every bound is here, with its default: the render
/// server's (`RenderServerConfiguration`) where it has one.
public struct MCPConfiguration: Sendable {
    /// Specs, images and theme files are read, and `output: file` pictures written, only
    /// under this folder; empty: none (built-in themes only, nothing written).
    public var root: String
    /// The largest spec, as text or as a file (the render server's largest body).
    public var maxSpecBytes = 1 << 20
    /// The largest message a client may send on standard input; a longer line is
    /// answered with a JSON-RPC error and dropped.
    public var maxMessageBytes = 8 << 20
    /// The longest a render waits for its picture (queue and drawing), as the server's.
    public var renderTimeLimit: Duration = .seconds(10)
    /// Renders that may be in flight at once; past it a tool answers "busy".
    public var maxRendersInFlight = 64
    /// The largest inline image: its longer side and its area, in pixels (what Claude's
    /// API takes without downscaling: 1568 px and about 1.15 megapixels; other clients
    /// accept at least this). Larger pictures are drawn at a lower scale to fit.
    public var imageMaxSide = 1568
    public var imageMaxPixels = 1_150_000
    /// The most cells of a `variants` contact sheet.
    public var maxVariantCells = 16

    public init(root: String) { self.root = root.isEmpty ? "" : LocalFiles.resolve(root)?.path ?? root }

    /// The root a server started in `currentDirectory` without `--root` uses: that folder,
    /// unless it is `/` (an agent client that starts servers at the file system's top):
    /// then none, so nothing but the built-in themes is readable.
    public static func defaultRoot(currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let real = LocalFiles.resolve(currentDirectory)?.path ?? currentDirectory
        return real == "/" ? "" : real
    }

    /// The access rules every tool reads and writes through.
    var files: LocalFiles {
        LocalFiles(policy: ConfinedServing.policy(root: root, advice: root.isEmpty
            ? "this MCP server reads no files but the built-in themes; start it with --root DIR"
            : "this MCP server reads and writes files under its --root only"))
    }
}
#endif
