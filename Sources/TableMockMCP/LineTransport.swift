#if MCP
import Foundation
import Logging
import MCP

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
public actor LineTransport: Transport {
    public nonisolated let logger: Logger
    private let input: Int32
    private let writer: Writer
    private let maxMessageBytes: Int
    private let stream: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var started = false

    public init(input: Int32 = 0, output: Int32 = 1, maxMessageBytes: Int) {
        self.input = input
        self.writer = Writer(fd: output)
        self.maxMessageBytes = maxMessageBytes
        logger = Logger(label: "tablemock.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
        (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    }

    public func connect() async throws {
        guard !started else { return }
        started = true
        let (input, limit, continuation, writer) = (self.input, maxMessageBytes, self.continuation, self.writer)
        let thread = Thread { Self.readLines(from: input, limit: limit, into: continuation, writer: writer) }
        thread.name = "tablemock-mcp-stdin"
        thread.start()
    }

    public func disconnect() async { continuation.finish() }

    public func send(_ data: Data) async throws {
        var message = data
        message.append(UInt8(ascii: "\n"))
        try writer.write(message)
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> { stream }

    /// Whole messages to a descriptor, one writer at a time.
    final class Writer: @unchecked Sendable {
        let fd: Int32
        private let lock = NSLock()
        init(fd: Int32) { self.fd = fd }

        func write(_ data: Data) throws {
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
                          writer: Writer) {
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
                        try? writer.write(Data(error.utf8))
                    } else if !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
                        continuation.yield(line)
                    }
                    line = Data()
                }
                start = end + 1
            }
        }
        continuation.finish()
    }
}
#endif
