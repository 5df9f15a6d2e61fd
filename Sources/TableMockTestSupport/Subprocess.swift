import Foundation

/// A child process run to its end, for the command-line tests: its status and everything
/// it wrote to standard output and standard error. Both pipes are read at once (standard
/// error on a thread of its own), so a child that fills one pipe (64 KiB on Linux) while
/// the test reads the other cannot deadlock the test. A child that runs past its time limit
/// is killed, and its standard error ends with a line that says so: a hang is a failed
/// test with its name, never a test run that waits for ever.
public struct Subprocess: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: Data
    /// Killed at its time limit.
    public var timedOut = false

    /// Seconds a child may run unless a test says otherwise: far above any the tests start
    /// (the slowest take a few seconds), far below a CI step's limit.
    public static let defaultTimeLimit: Double = 240

    /// Runs `executable` with `arguments` in `directory`; `environment` replaces the
    /// process's; `stdin` is written to standard input, then closed (nil: the test's own
    /// standard input); `stdout` takes standard output instead of a pipe (then `stdout` is
    /// empty). After `timeLimit` seconds the child is killed (SIGKILL).
    ///
    /// A start that fails with ETXTBSY ("Text file busy") is tried again, up to 40 times 50 ms
    /// apart: a test that has just copied an executable (MCPCommandTests) can find its write
    /// descriptor inherited by a child another test thread is spawning at that moment, until
    /// that child execs. The child never started, so nothing was written or read.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, stdin: Data? = nil,
                           stdout: FileHandle? = nil, timeLimit: Double = defaultTimeLimit) throws -> Subprocess {
        var attempt = 0
        while true {
            do {
                return try runOnce(executable, arguments, in: directory, environment: environment, stdin: stdin,
                                   stdout: stdout, timeLimit: timeLimit)
            } catch where attempt < 40 && isTextFileBusy(error) {
                attempt += 1
                usleep(50_000)
            }
        }
    }

    /// Whether starting a child failed because its executable is open for writing somewhere.
    public static func isTextFileBusy(_ error: Error) -> Bool {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain && ns.code == Int(ETXTBSY) { return true }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
        }
        return false
    }

    private static func runOnce(_ executable: URL, _ arguments: [String], in directory: URL?,
                                environment: [String: String]?, stdin: Data?,
                                stdout: FileHandle?, timeLimit: Double) throws -> Subprocess {
        _ = brokenPipesAreErrors
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
        let limit = TimeLimit(p, seconds: timeLimit)
        let errors = PipeReader(err.fileHandleForReading)
        if let stdin {
            // Written on a thread of its own too: a child may write before it reads everything.
            let writer = Thread {
                // A child that exits before reading it all is the test's to judge, by status.
                try? input.fileHandleForWriting.write(contentsOf: stdin)
                try? input.fileHandleForWriting.close()
            }
            writer.start()
        }
        let o = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        var e = errors.finish()
        p.waitUntilExit()
        let timedOut = limit.end()
        if timedOut {
            e.append(Data("\n[test harness: killed after \(timeLimit) s, the time limit; `\(executable.lastPathComponent) \(arguments.joined(separator: " "))` did not finish]\n".utf8))
        }
        return Subprocess(status: p.terminationStatus, stdout: o, stderr: e, timedOut: timedOut)
    }

    /// Starts a child that runs beside the test (a `watch`, a server, a batch to kill):
    /// its output goes nowhere — a child left running would otherwise hold the test run's
    /// own output open, and `swift test` would wait for its end for ever — and it is killed
    /// at `timeLimit` unless the test calls `end()` on the limit first.
    public static func start(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
                             timeLimit: Double = defaultTimeLimit) throws -> (process: Process, limit: TimeLimit) {
        _ = brokenPipesAreErrors
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.currentDirectoryURL = directory
        if let environment { p.environment = environment }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return (p, TimeLimit(p, seconds: timeLimit))
    }

    /// Writing to a child that has exited is an error (EPIPE) for the writer, not the
    /// default SIGPIPE that ends the whole test process without a word, mid-line, while its
    /// other children hold `swift test`'s output open.
    private static let brokenPipesAreErrors: Void = { signal(SIGPIPE, SIG_IGN) }()

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

/// Kills a started child with SIGKILL once `seconds` have passed, unless `end()` came first:
/// for tests that start a `Process` themselves.
public final class TimeLimit: @unchecked Sendable {
    private let lock = NSLock()
    private var ended = false
    private var killed = false

    /// A queue of its own: it targets libdispatch's overcommitting root queue, which always
    /// gets a thread, where the global queue's few threads may all be tests waiting on
    /// their children.
    private static let timers = DispatchQueue(label: "TableMockTestSupport.TimeLimit")

    public init(_ process: Process, seconds: Double) {
        let pid = process.processIdentifier
        Self.timers.asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                // Under the lock `end()` takes after the child was waited for, so a pid the
                // system has given to another process is never signalled.
                guard !ended else { return }
                killed = kill(pid, SIGKILL) == 0
            }
        }
    }

    /// Call once the child has been waited for; true when the limit killed it.
    @discardableResult
    public func end() -> Bool {
        lock.withLock {
            ended = true
            return killed
        }
    }
}
