import Foundation
import Testing

/// `tablemock serve` as a process on a loopback port: Kroki's URL gives the bytes
/// `tablemock render` writes for the same spec, and SIGTERM ends it with status 0.
@Suite struct ServeCommandTests {
    /// A port the kernel just gave out on 127.0.0.1 (free unless another process takes it
    /// in the moment between).
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw CocoaError(.fileWriteUnknown) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// One HTTP/1.1 request (`Connection: close`) to 127.0.0.1: the status and the body, or nil if nothing listens.
    static func request(_ method: String, _ path: String, port: UInt16, body: Data = Data()) -> (status: Int, body: Data)? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { return nil }
        // Every read gives up after 10 s, so a server that never answers fails the test.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: \(body.count)\r\n\r\n"
        let request = Data(head.utf8) + body
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while response.count < 64 << 20 {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            response.append(contentsOf: buffer[0..<n])
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)),
              let statusLine = String(data: response[..<split.lowerBound], encoding: .utf8)?.split(separator: "\r\n").first,
              let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        return (status, response[split.upperBound...])
    }

    @Test func krokiURLGivesRendersBytes() throws {
        let dir = try CLITests.scratch()
        let spec = "device: iphone-5\ntable:\n  sections:\n    - rows:\n        - title: Hello\n"
        try spec.write(to: dir.appendingPathComponent("diagram.yaml"), atomically: true, encoding: .utf8)
        let rendered = try CLITests.run(["render", "diagram.yaml", "-o", "out", "--format", "png,pdf"], in: dir)
        #expect(rendered.status == 0)

        let port = try Self.freePort()
        let server = Process()
        server.executableURL = CLITests.binary
        server.arguments = ["serve", "--host", "127.0.0.1", "--port", "\(port)", "--jobs", "1"]
        server.currentDirectoryURL = dir
        server.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try server.run()
        defer { if server.isRunning { server.terminate() } }
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
}
