#if MCP
import Foundation
import Logging
import MCP
import TableMock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// MCP's stdio transport (one JSON-RPC message per line) with the bounds the SDK's own
/// `StdioTransport` lacks: a line longer than `maxMessageBytes` is answered with a JSON-RPC
/// error and dropped rather than collected without end. It reads with blocking reads on a
/// thread of its own and writes whole messages under a lock, so a message is handled as
/// soon as its line ends (the SDK's transport polls a non-blocking descriptor every 10 ms).
/// When the client closes its end, the requests already read are answered before the
/// stream ends (a client may write its requests and close), within `drainLimit`.
public actor LineTransport: Transport {
    public nonisolated let logger: Logger
    private let input: Int32
    private let writer: Writer
    private let maxMessageBytes: Int
    private let stream: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var started = false

    private let drainLimit: Duration
    private let splicer: PayloadSplicer?

    public init(input: Int32 = 0, output: Int32 = 1, maxMessageBytes: Int, drainLimit: Duration = .seconds(15)) {
        self.init(input: input, output: output, maxMessageBytes: maxMessageBytes, drainLimit: drainLimit, splicer: nil)
    }

    init(input: Int32 = 0, output: Int32 = 1, maxMessageBytes: Int, drainLimit: Duration, splicer: PayloadSplicer?) {
        self.splicer = splicer
        self.input = input
        self.writer = Writer(fd: output)
        self.drainLimit = drainLimit
        self.maxMessageBytes = maxMessageBytes
        logger = Logger(label: "tablemock.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
        (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    }

    public func connect() async throws {
        guard !started else { return }
        started = true
        let (input, limit, continuation, writer, drain) = (self.input, maxMessageBytes, self.continuation, self.writer, drainLimit)
        let refusal = startThread(name: "tm-mcp-stdin") {
            Self.readLines(from: input, limit: limit, into: continuation, writer: writer, drainLimit: drain)
        }
        if let refusal { throw ReaderRefused(reason: refusal) }
    }

    public func disconnect() async { continuation.finish() }

    public func send(_ data: Data) async throws {
        var message = splicer?.splice(data) ?? data
        message.append(UInt8(ascii: "\n"))
        try writer.write(message)
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> { stream }

    /// Whole messages to a descriptor, one writer at a time; it counts the requests read
    /// and the responses written, so the end of input can wait for the answers.
    final class Writer: @unchecked Sendable {
        let fd: Int32
        private let lock = NSLock()
        private let counts = NSLock()
        private var requests = 0, responses = 0
        init(fd: Int32) { self.fd = fd }

        func requestsRead(_ n: Int) { counts.withLock { requests += n } }
        var unanswered: Int { counts.withLock { requests - responses } }

        /// The requests (an `id` and a `method`) in one incoming message, a batch or one.
        static func requestCount(_ message: Data) -> Int {
            guard let object = try? JSONSerialization.jsonObject(with: message) else { return 0 }
            let items = (object as? [Any]) ?? [object]
            return items.filter { item in
                guard let request = item as? [String: Any] else { return false }
                return request["id"] != nil && request["method"] != nil
            }.count
        }

        /// A response (`result` or `error`, no `method`), judged by its head: the SDK writes
        /// keys sorted, so they come before a PNG's base64.
        static func isResponse(_ message: Data) -> Bool {
            let head = String(decoding: message.prefix(160), as: UTF8.self)
            return !head.contains("\"method\":") && (head.contains("\"result\":") || head.contains("\"error\":"))
        }

        func write(_ data: Data) throws {
            defer { if Self.isResponse(data) { counts.withLock { responses += 1 } } }
            try lock.withLock {
                try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                    var offset = 0
                    while offset < buffer.count {
                        let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                        if n < 0 {
                            if errno == EINTR { continue }
                            if errno == EAGAIN { usleep(1000); continue }
                            throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                        }
                        offset += n
                    }
                }
            }
        }
    }

    static func readLines(from fd: Int32, limit: Int, into continuation: AsyncThrowingStream<Data, any Error>.Continuation,
                          writer: Writer, drainLimit: Duration) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line = Data()
        var discarding = false
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { usleep(1000); continue }
                break
            }
            if n == 0 { break }
            // (a last line without its newline is not a message)
            var start = 0
            while start < n {
                let newline = buffer[start..<n].firstIndex(of: UInt8(ascii: "\n"))
                let end = newline ?? n
                if !discarding {
                    line.append(contentsOf: buffer[start..<end])
                    if line.count > limit {
                        discarding = true
                        line = Data()
                    }
                }
                if newline != nil {
                    if discarding {
                        discarding = false
                        let error = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"the message is longer than \(limit) bytes, the limit; it was not read\"}}\n"
                        writer.requestsRead(1)
                        try? writer.write(Data(error.utf8))
                    } else if !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
                        writer.requestsRead(Writer.requestCount(line))
                        continuation.yield(line)
                    }
                    line = Data()
                }
                start = end + 1
            }
        }
        let deadline = ContinuousClock.now + drainLimit
        while writer.unanswered > 0 && ContinuousClock.now < deadline { usleep(2000) }
        continuation.finish()
    }
}

/// The system refused the thread that reads standard input.
struct ReaderRefused: Error, CustomStringConvertible {
    let reason: String
    var description: String { "cannot read standard input: the system refused to start a thread (\(reason))" }
}
#endif
