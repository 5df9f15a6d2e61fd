import Foundation

/// A child process run to its end, for the command-line tests: its status and everything
/// it wrote to standard output and standard error. Both pipes are read at once (standard
/// error on a thread of its own), so a child that fills one pipe (64 KiB on Linux) while
/// the test reads the other cannot deadlock the test.
public struct Subprocess: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: Data

    /// Runs `executable` with `arguments` in `directory`; `environment` replaces the
    /// process's; `stdin` is written to standard input, then closed (nil: the test's own
    /// standard input); `stdout` takes standard output instead of a pipe (then `stdout` is empty).
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, stdin: Data? = nil,
                           stdout: FileHandle? = nil) throws -> Subprocess {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = stdout ?? out
        p.standardError = err
        if stdin != nil { p.standardInput = input }
        try p.run()
        let errors = PipeReader(err.fileHandleForReading)
        if let stdin {
            // Written on a thread of its own too: a child may write before it reads everything.
            let writer = Thread {
                input.fileHandleForWriting.write(stdin)
                try? input.fileHandleForWriting.close()
            }
            writer.start()
        }
        let o = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let e = errors.finish()
        p.waitUntilExit()
        return Subprocess(status: p.terminationStatus, stdout: o, stderr: e)
    }

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// Everything the pipe held, once the writer has closed it.
    func finish() -> Data {
        done.wait()
        return data
    }
}
