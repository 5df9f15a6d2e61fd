import Foundation

/// A plain HTTP/1.1 client for servers the tests start on 127.0.0.1: one request per
/// connection (`Connection: close`), blocking POSIX sockets, every read bounded by a
/// time limit and the response by a size limit. It replaces HummingbirdTesting's client,
/// which brought AsyncHTTPClient, NIOSSL and BoringSSL into the test build for this alone.
public enum LoopbackHTTP {
    public struct Response: Sendable {
        public var status: Int
        /// Header names lowercased; a repeated header keeps its last value.
        public var headers: [String: String]
        public var body: Data
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public enum Failure: Error, CustomStringConvertible {
        case cannotConnect(port: Int)
        case malformed(String)
        public var description: String {
            switch self {
            case .cannotConnect(let port): "nothing listens on 127.0.0.1:\(port)"
            case .malformed(let why): "the response is not HTTP/1.1: \(why)"
            }
        }
    }

    /// A port the kernel just gave out on 127.0.0.1 (free unless another process takes it
    /// in the moment between).
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw Failure.cannotConnect(port: 0) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Sends one request and reads the whole response. `timeLimit` bounds each read, so a
    /// server that never answers fails the test instead of hanging it.
    public static func request(_ method: String, _ path: String, port: Int, headers: [(String, String)] = [],
                               body: Data = Data(), timeLimit: Int = 10) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: UInt16(port))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw Failure.cannotConnect(port: port) }
        var timeout = timeval(tv_sec: timeLimit, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if method != "GET" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        let request = Data((head + "\r\n").utf8) + body
        try request.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw Failure.malformed("the request could not be sent") }
                sent += n
            }
        }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while response.count < 64 << 20 {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            response.append(contentsOf: buffer[0..<n])
        }
        return try parse(response)
    }

    /// The same request from Swift concurrency: the blocking socket calls run on a thread of
    /// their own, so they never hold one of the cooperative pool's few threads that the
    /// server under test needs to answer.
    public static func request(_ method: String, _ path: String, port: Int, headers: [(String, String)] = [],
                               body: Data = Data(), timeLimit: Int = 10) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try request(method, path, port: port, headers: headers, body: body, timeLimit: timeLimit) })
            }
            thread.start()
        }
    }

    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return address
    }

    static func parse(_ response: Data) throws -> Response {
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw Failure.malformed("no end of the head") }
        let lines = String(decoding: response[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/1."), let status = Int(statusWords[1]) else {
            throw Failure.malformed("status line \(lines[0].debugDescription)")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Failure.malformed("header line \(line.debugDescription)") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(response[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = try dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    /// A chunked body's data (RFC 9112 §7.1), trailers ignored.
    static func dechunk(_ chunked: Data) throws -> Data {
        var out = Data()
        var rest = chunked[...]
        while true {
            guard let end = rest.range(of: Data("\r\n".utf8)),
                  let size = Int(String(decoding: rest[..<end.lowerBound], as: UTF8.self)
                    .split(separator: ";")[0].trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw Failure.malformed("a chunk without its size line")
            }
            if size == 0 { return out }
            let start = end.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size + 2 else { throw Failure.malformed("a chunk cut short") }
            out.append(rest[start..<rest.index(start, offsetBy: size)])
            rest = rest[rest.index(start, offsetBy: size + 2)...]
        }
    }
}
