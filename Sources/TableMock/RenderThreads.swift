import Foundation

/// Threads with room for Pango, HarfBuzz and FreeType (8 MiB of stack, as the batch workers
/// have): a library call may come from any thread, and the threads Swift's concurrency and
/// Dispatch hand out have 512 KiB, which text shaping can overrun. `TableMockup` draws here;
/// each thread keeps its own fonts and Pango context, so at most one per core is made.
package final class RenderThreads: @unchecked Sendable {
    package static let shared = RenderThreads(count: max(2, ProcessInfo.processInfo.activeProcessorCount))

    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private static let marker = "TableMock.RenderThreads"

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [unowned self] in self.serve() }
            thread.name = "tablemock-render-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Runs `body` on one of the threads and returns its result; inline when already on one.
    func run<T>(_ body: @escaping () throws -> T) throws -> T {
        if Thread.current.threadDictionary[Self.marker] != nil { return try body() }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        condition.lock()
        jobs.append {
            box.result = Result { try body() }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return try box.result!.get()
    }

    /// Runs `body` on one of the threads without blocking the caller: for a host on Swift's
    /// concurrency (the MCP server), whose cooperative threads must not wait on a semaphore.
    package func schedule(_ body: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(body)
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        Thread.current.threadDictionary[Self.marker] = true
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
