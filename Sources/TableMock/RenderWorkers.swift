import Dispatch
import Foundation
import TableMockScene

/// TableMock's one pool of render threads. Every render runs on one of these: a batch
/// (`render`, `watch`), a check, a `TableMockup` call from any thread or task, and a
/// server's request.
///
/// - Each thread has `stackSize` of stack: Pango, HarfBuzz and FreeType like more than the
///   512 KiB a secondary thread (or a Swift-concurrency or Dispatch thread) gets.
/// - Each thread makes its own `Worker` (a render session: its Pango font maps, contexts
///   and surfaces, which never cross threads) once, when it starts; only jobs and their
///   results, plain values, cross between threads.
/// - The queue is bounded: `submit` refuses a job when `queueLength` jobs are waiting (a
///   server answers 503); a batch's queue holds every spec.
/// - `map` gives results in input order, so a parallel batch or check prints, writes and
///   reports exactly what a serial one does.
package final class RenderWorkers<Worker>: @unchecked Sendable {
    /// The stack of every render thread: the one definition.
    package static var stackSize: Int { renderThreadStackSize }

    package typealias Job = (Worker) -> Void

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var head = 0
    private var stopping = false
    private var running = 0
    /// Jobs that may wait; one more is refused.
    package let queueLength: Int
    /// The threads that started: `threads`, or fewer when the system refused some (out of
    /// address space or past its thread limit). With none, `submit` refuses every job.
    /// (Set once, at the end of `init`.)
    package private(set) var threadCount = 0
    /// Why the system refused a thread (`strerror`), when it refused one.
    package private(set) var threadFailure: String?
    /// The refusal, when no thread of this pool runs; nil when one does.
    package var refusal: RenderThreadsUnavailable? {
        threadCount > 0 ? nil : RenderThreadsUnavailable(reason: threadFailure)
    }

    /// `threads` threads named `name-0`, `name-1`… (the system keeps 15 bytes), each making
    /// its worker with `makeWorker` (on that thread, before its first job). `stackSize` is
    /// for tests.
    package init(threads: Int, queueLength: Int = .max, name: String = "tm-render",
                 stackSize: Int = RenderWorkers.stackSize, makeWorker: @escaping @Sendable () -> Worker) {
        self.queueLength = queueLength
        var started = 0
        var failure: String?
        for index in 0..<max(1, threads) {
            // Started with pthreads rather than Foundation's `Thread`, whose `start()` ignores
            // pthread_create's answer: a thread the system refused never ran, and a batch
            // waited for it for ever (seen under an address-space cap, `prlimit --as`).
            condition.withLock { running += 1 }
            let error = startThread(name: "\(name)-\(index)", stackSize: stackSize) { [self] in
                Thread.current.threadDictionary[renderThreadMarker] = true
                serve(makeWorker())
            }
            if let error {
                condition.withLock { running -= 1 }
                failure = error
                break
            }
            started += 1
        }
        threadFailure = failure
        threadCount = started
    }

    /// Queues `job`; false (and it never runs) when `queueLength` jobs are already waiting
    /// or the pool is shutting down.
    @discardableResult
    package func submit(_ job: @escaping Job) -> Bool {
        condition.withLock {
            guard !stopping, threadCount > 0, jobs.count - head < queueLength else { return false }
            jobs.append(job)
            condition.signal()
            return true
        }
    }

    /// Jobs waiting for a thread.
    package var queued: Int { condition.withLock { jobs.count - head } }

    /// The threads finish the jobs already queued, then end; nothing more is accepted.
    package func shutdown() {
        condition.withLock {
            stopping = true
            condition.broadcast()
        }
    }

    /// Waits until every thread has ended (after `shutdown`).
    package func join() {
        condition.withLock { while running > 0 { condition.wait() } }
    }

    /// True on a render thread of any pool (a job that calls back into the library runs inline).
    package static var onRenderThread: Bool { Thread.current.threadDictionary[renderThreadMarker] != nil }

    private func serve(_ worker: Worker) {
        while true {
            condition.lock()
            while head == jobs.count && !stopping { condition.wait() }
            if head == jobs.count {
                running -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = jobs[head]
            head += 1
            if head > 64 && head * 2 > jobs.count { jobs.removeFirst(head); head = 0 }
            condition.unlock()
            job(worker)
        }
    }
}

/// Pango, HarfBuzz and FreeType like more than the 512 KiB a secondary thread gets.
private let renderThreadStackSize = 8 << 20

/// Starts a detached thread running `body` with `stackSize` bytes of stack; nil, or the
/// system's reason when it refused (`pthread_create` fails with EAGAIN when the stack does
/// not fit in the address space or the process is at its thread limit). Every thread
/// TableMock starts is started here: Foundation's `Thread.start()` ignores a refusal.
package func startThread(name: String, stackSize: Int = 1 << 20, _ body: @escaping () -> Void) -> String? {
    final class Start {
        let name: String, body: () -> Void
        init(name: String, body: @escaping () -> Void) { self.name = name; self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    if pthread_attr_setstacksize(&attributes, stackSize) != 0 { return "a stack of \(stackSize) bytes is not possible" }
    let start = Unmanaged.passRetained(Start(name: name, body: body))
    var thread = pthread_t()
    let status = pthread_create(&thread, &attributes, { context in
        let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
        // Foundation names the running thread for the system too (`top -H`, gdb), which
        // keeps names of at most 15 bytes.
        Thread.current.name = start.name
        start.body()
        return nil
    }, start.toOpaque())
    guard status == 0 else {
        start.release()
        return String(cString: strerror(status))
    }
    return nil
}
private let renderThreadMarker = "TableMock.RenderWorkers"

extension RenderWorkers {
    /// `work(worker, input)` for every input on `threads` threads of a pool made for the
    /// run (at most one per input), each with its own worker, in input order. On the
    /// calling thread: `completed` hears each output as it finishes, `inOrder` hears them
    /// in input order as soon as the ones before are done, and `tick` is called a few times
    /// a second while waiting.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int, stackSize: Int = RenderWorkers.stackSize, makeWorker: @escaping @Sendable () -> Worker,
        completed: ((Int, Output) -> Void)? = nil, inOrder: ((Int, Output) -> Void)? = nil, tick: (() -> Void)? = nil,
        _ work: @escaping @Sendable (Worker, Input) -> Output
    ) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let pool = RenderWorkers(threads: min(threads, inputs.count), stackSize: stackSize, makeWorker: makeWorker)
        guard pool.threadCount > 0 else {
            // The system refused every thread: the work runs here, one input after another,
            // rather than waiting for threads that will never run.
            let worker = makeWorker()
            return inputs.enumerated().map { index, input in
                let output = work(worker, input)
                completed?(index, output)
                inOrder?(index, output)
                return output
            }
        }
        let finished = FinishedOutputs<Output>()
        for (index, input) in inputs.enumerated() {
            pool.submit { worker in finished.add(index, work(worker, input)) }
        }
        pool.shutdown()
        var results = [Output?](repeating: nil, count: inputs.count)
        var received = 0, nextInOrder = 0
        while received < inputs.count {
            for (index, output) in finished.wait(timeout: .milliseconds(100)) {
                received += 1
                results[index] = output
                completed?(index, output)
            }
            while nextInOrder < results.count, let output = results[nextInOrder] {
                inOrder?(nextInOrder, output)
                nextInOrder += 1
            }
            tick?()
        }
        pool.join()
        return results.map { $0! }
    }
}

/// Outputs handed from the threads to the caller, with one signal each.
private final class FinishedOutputs<Output>: Sendable {
    private let outputs = Locked<[(Int, Output)]>([])
    private let signal = DispatchSemaphore(value: 0)

    func add(_ index: Int, _ output: Output) {
        outputs.withLock { $0.append((index, output)) }
        signal.signal()
    }

    /// The outputs finished since the last call; waits up to `timeout` for the first.
    func wait(timeout: DispatchTimeInterval) -> [(Int, Output)] {
        _ = signal.wait(timeout: .now() + timeout)
        let taken = outputs.withLock { outputs in
            defer { outputs = [] }
            return outputs
        }
        // One signal per output: consume the ones for outputs taken here without waiting.
        for _ in 1..<max(1, taken.count) { _ = signal.wait(timeout: .now()) }
        return taken
    }
}

/// The system refused every render thread (out of address space, or at its thread limit):
/// the one sentence the library, `serve` and `mcp` say.
package struct RenderThreadsUnavailable: Error, CustomStringConvertible {
    let reason: String?
    package var description: String {
        "the system refused to start a render thread" + (reason.map { " (\($0))" } ?? "")
    }
}

/// The threads `TableMockup` draws on, one per core (at least two), shared by every caller
/// in the process; each thread keeps its text engines (`TextEngines.thisThread`).
package enum LibraryRenderThreads {
    package static let shared = RenderWorkers<Void>(threads: max(2, ProcessInfo.processInfo.activeProcessorCount),
                                                    name: "tm-library") { () }

    /// Runs `body` on a render thread and waits for its result; inline when already on one.
    package static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        if RenderWorkers<Void>.onRenderThread { return try body() }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        let accepted = shared.submit { _ in
            box.result = Result { try body() }
            done.signal()
        }
        guard accepted else { throw shared.refusal ?? RenderThreadsUnavailable(reason: nil) }
        done.wait()
        return try box.result!.get()
    }

    /// Runs `body` on a render thread without blocking the caller's thread: for callers on
    /// Swift concurrency, whose cooperative threads must not wait on a semaphore.
    package static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        if RenderWorkers<Void>.onRenderThread { return try body() }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let accepted = shared.submit { _ in continuation.resume(with: Result { try body() }) }
            if !accepted { continuation.resume(throwing: shared.refusal ?? RenderThreadsUnavailable(reason: nil)) }
        }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
