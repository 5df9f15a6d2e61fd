import Foundation
import TableMockTestSupport
import Testing

#if Server

/// `tablemock serve` as a process on a loopback port: Kroki's URL gives the bytes
/// `tablemock render` writes for the same spec, and SIGTERM ends it with status 0.
@Suite struct ServeCommandTests {
    static func request(_ method: String, _ path: String, port: Int, body: Data = Data()) -> (status: Int, body: Data)? {
        (try? LoopbackHTTP.request(method, path, port: port, body: body)).map { ($0.status, $0.body) }
    }

    @Test func krokiURLGivesRendersBytes() throws {
        let dir = try CLITests.scratch()
        let spec = "device: iphone-5\ntable:\n  sections:\n    - rows:\n        - title: Hello\n"
        try spec.write(to: dir.appendingPathComponent("diagram.yaml"), atomically: true, encoding: .utf8)
        let rendered = try CLITests.run(["render", "diagram.yaml", "-o", "out", "--format", "png,pdf"], in: dir)
        #expect(rendered.status == 0)

        let port = try LoopbackHTTP.freePort()
        let (server, limit) = try Subprocess.start(CLITests.binary, ["serve", "--host", "127.0.0.1", "--port", "\(port)", "--jobs", "1"],
                                                   in: dir)
        defer {
            if server.isRunning { server.terminate() }
            limit.end()
        }
        // Up to 20 s for the server to listen (a bounded wait, not a timing assertion).
        var health: (status: Int, body: Data)? = nil
        for _ in 0..<200 where health == nil {
            health = Self.request("GET", "/health", port: port)
            if health == nil { usleep(100_000) }
        }
        #expect(health?.status == 200)
        #expect(health?.body == Data("ok\n".utf8))

        // Python: base64.urlsafe_b64encode(zlib.compress(spec, 9)), as Kroki's docs encode.
        let source = "eNpLSS3LTE61UsgsyMjPS9U15SpJTMpJteJSUChOTS7JzM8rBrEVFHQVivLLoWwIvySzBKhQwSM1JyefCwASvhSV"
        let png = Self.request("GET", "/tablemock/png/\(source)", port: port)
        #expect(png?.status == 200)
        #expect(png?.body == (try Data(contentsOf: dir.appendingPathComponent("out/diagram.png"))))
        let pdf = Self.request("POST", "/tablemock/pdf", port: port, body: Data(spec.utf8))
        #expect(pdf?.status == 200)
        #expect(pdf?.body == (try Data(contentsOf: dir.appendingPathComponent("out/diagram.pdf"))))
        #expect(Self.request("GET", "/nowhere", port: port)?.status == 404)

        server.terminate()
        server.waitUntilExit()
        #expect(server.terminationStatus == 0)
        #expect(server.terminationReason == .exit)
    }

    /// `--open` hands the playground's address, with the port the kernel chose, to the
    /// browser `$BROWSER` names: here a script that writes down what it was given (no
    /// browser is ever opened by a test).
    @Test func openGivesThePlaygroundsAddressToTheBrowser() throws {
        let dir = try CLITests.scratch()
        let stub = dir.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s' \"$1\" > \"$(dirname \"$0\")/opened.tmp\" && mv \"$(dirname \"$0\")/opened.tmp\" \"$(dirname \"$0\")/opened\"\n"
            .write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        var environment = ProcessInfo.processInfo.environment
        environment["BROWSER"] = stub.path
        let (server, limit) = try Subprocess.start(CLITests.binary, ["serve", "--host", "127.0.0.1", "--port", "0", "--jobs", "1", "--open"],
                                                   in: dir, environment: environment)
        defer {
            if server.isRunning { server.terminate() }
            limit.end()
        }
        let opened = dir.appendingPathComponent("opened")
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: opened.path) { usleep(100_000) }
        let address = try String(contentsOf: opened, encoding: .utf8)
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"), "\(address)")
        let port = try #require(Int(address.dropFirst("http://127.0.0.1:".count).dropLast()))
        #expect(port > 0)
        let page = Self.request("GET", "/", port: port)
        #expect(page?.status == 200)
        let html = String(decoding: page?.body ?? Data(), as: UTF8.self)
        #expect(html.contains("/play/static/playground.js"))
        server.terminate()
        server.waitUntilExit()
        #expect(server.terminationStatus == 0)
    }
}
#else
/// `tablemock serve` in the default build (no `Server` trait): one line that says how to
/// get the server (status 1), not a missing command.
@Suite struct ServeCommandTests {
    @Test func saysHowToGetTheServer() throws {
        let result = try CLITests.run(["serve", "--port", "0"], in: try CLITests.scratch())
        #expect(result.status == 1)
        #expect(result.stderr.contains("this tablemock was built without its HTTP server"))
        #expect(result.stderr.contains("swift build -c release --traits Server"))
        #expect(result.stdout.isEmpty)
    }
}
#endif

#if Server && MCP
/// `serve` and `mcp` share one option group (`ServingOptions`): the same checks of
/// `--time-limit` and `--root`, in the same words, before either starts serving.
@Suite struct ServingOptionsTests {
    @Test(arguments: [
        (["--time-limit", "0"], "Error: --time-limit must be greater than 0 and at most 86400 seconds"),
        (["--time-limit", "90000"], "Error: --time-limit must be greater than 0 and at most 86400 seconds"),
        (["--root", "no-such-folder"], "Error: --root no-such-folder is not a folder"),
    ])
    func serveAndMCPRefuseTheSameOptionsAlike(_ flags: [String], _ message: String) throws {
        let dir = try CLITests.scratch()
        for command in [["serve", "--port", "0"], ["mcp"]] {
            let r = try CLITests.run(command + flags, in: dir)
            #expect(r.status == 64, "\(command)")
            #expect(r.stderr.hasPrefix(message + "\n"), "\(command): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
    }
}
#endif
