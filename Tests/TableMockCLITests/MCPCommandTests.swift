import Foundation
import TableMockTestSupport
import Testing

/// `tablemock mcp` runs the agents' server, the executable `tablemock-mcp` beside it, in its
/// place: the drawing tool itself never links the MCP SDK (and its networking).
@Suite struct MCPCommandTests {
    /// A copy of `tablemock` alone in a folder: `mcp` has no server beside it, and says how
    /// to get one (status 64, nothing on standard output) instead of running another.
    @Test func withoutTheServerBesideItSaysHowToGetIt() throws {
        let dir = try CLITests.scratch()
        let lone = dir.appendingPathComponent("tablemock")
        try FileManager.default.copyItem(at: CLITests.binary, to: lone)
        let r = try Subprocess.run(lone, ["mcp"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderrText.contains("this tablemock has no MCP server beside it (tablemock-mcp)"), "\(r.stderrText)")
        #expect(r.stderrText.contains("swift build -c release --traits MCP"))
        #expect(r.stdout.isEmpty)
    }

    /// The copy above can be "Text file busy" for a moment (a child another test spawns
    /// inherits its write descriptor until it execs): Subprocess tries such a start again.
    /// The error it must recognise is the one CI printed, and no other.
    @Test func aBusyExecutableIsRecognisedAsSuch() {
        let busy = NSError(domain: NSCocoaErrorDomain, code: 256,
                           userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ETXTBSY))])
        #expect(Subprocess.isTextFileBusy(busy))
        #expect(Subprocess.isTextFileBusy(NSError(domain: NSPOSIXErrorDomain, code: Int(ETXTBSY))))
        let missing = NSError(domain: NSCocoaErrorDomain, code: 4,
                              userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))])
        #expect(!Subprocess.isTextFileBusy(missing))
        #expect(!Subprocess.isTextFileBusy(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))))
    }

    #if MCP
    /// `tablemock mcp --root DIR` answers an agent's `initialize` as the server, and ends
    /// when its input does, through a symbolic link to the tool as well.
    @Test func runsTheServerBesideIt() throws {
        let dir = try CLITests.scratch()
        let link = dir.appendingPathComponent("tm")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: CLITests.binary)
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#
        for tool in [CLITests.binary, link] {
            let r = try Subprocess.run(tool, ["mcp", "--root", dir.path, "--time-limit", "5"], in: dir,
                                       stdin: Data((initialize + "\n").utf8))
            #expect(r.status == 0, "\(r.stderrText)")
            #expect(r.stdoutText.contains(#""serverInfo""#) && r.stdoutText.contains(#""tablemock""#), "\(r.stdoutText)")
        }
    }
    #else
    /// In the default build `tablemock-mcp` is built without the SDK: `tablemock mcp` runs it,
    /// and it says how to get the server.
    @Test func saysHowToGetTheServer() throws {
        let r = try CLITests.run(["mcp"], in: try CLITests.scratch())
        #expect(r.status == 64)
        #expect(r.stderr.contains("this tablemock-mcp was built without its MCP server"), "\(r.stderr)")
        #expect(r.stderr.contains("swift build -c release --traits MCP"))
        #expect(r.stdout.isEmpty)
    }
    #endif
}
