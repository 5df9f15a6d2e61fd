import Foundation
@testable import TableMock
import Testing

/// The one pool of render threads: results in input order, one worker per thread made on
/// that thread, a stack deep enough for text shaping, a bounded queue.
@Suite struct RenderWorkersTests {
    /// A worker that remembers the thread that made it.
    final class Worker: @unchecked Sendable {
        let id: Int
        let thread = pthread_self()
        init(id: Int) { self.id = id }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
        var count: Int { lock.withLock { value } }
    }

    @Test(arguments: [1, 2, 3, 8, 200]) func resultsComeInInputOrder(threads: Int) {
        let made = Counter()
        let inputs = Array(0..<97)
        let results = RenderWorkers.map(inputs, threads: threads, makeWorker: { Worker(id: made.next()) }) { worker, n -> String in
            // Uneven work, so that threads finish out of order.
            var x = UInt64(n)
            for _ in 0..<((n * 7919) % 5000) { x = x &* 6364136223846793005 &+ 1442695040888963407 }
            // Each worker is used only on the thread that made it.
            let sameThread = pthread_equal(worker.thread, pthread_self()) != 0
            withExtendedLifetime(x) {}
            return "\(n):\(sameThread)"
        }
        #expect(results == inputs.map { "\($0):true" })
        #expect(made.count == min(threads, inputs.count))
    }

    @Test(arguments: [1, 3]) func theCallerHearsEveryResultInOrderOnItsOwnThread(threads: Int) {
        let caller = pthread_self()
        var completed: [Int] = [], inOrder: [Int] = []
        var onCaller = true
        let results = RenderWorkers.map(Array(0..<25), threads: threads, makeWorker: { 0 },
                                        completed: { index, _ in completed.append(index); onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0 },
                                        inOrder: { index, output in inOrder.append(index); #expect(output == index * 2) }) {
            _, n in n * 2
        }
        #expect(results == (0..<25).map { $0 * 2 })
        #expect(onCaller && completed.sorted() == Array(0..<25) && inOrder == Array(0..<25))
        // No input makes no thread and no worker.
        let made = Counter()
        #expect(RenderWorkers.map([Int](), threads: 4, makeWorker: { Worker(id: made.next()) }) { _, n in n } == [])
        #expect(made.count == 0)
    }

    /// The stack the running thread was given, as the system reports it.
    static func thisThreadsStackSize() -> Int {
        // pthread_getattr_np is a GNU extension the Glibc module does not declare.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return -1 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return -1 }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        return size
    }

    @Test func everyThreadHasTheRenderStack() {
        let sizes = RenderWorkers.map(Array(0..<4), threads: 2, makeWorker: { () }) { _, _ in
            Self.thisThreadsStackSize()
        }
        #expect(RenderWorkers<Void>.stackSize == 8 << 20)
        #expect(sizes.allSatisfy { $0 == 8 << 20 }, "\(sizes)")
        var onRenderThread = RenderWorkers.map([0], threads: 1, makeWorker: { () }) { _, _ in RenderWorkers<Void>.onRenderThread }
        onRenderThread.append(RenderWorkers<Void>.onRenderThread)
        #expect(onRenderThread == [true, false])
    }

    @Test func aFullQueueRefusesAtOnceAndShutdownFinishesWhatWasQueued() {
        let pool = RenderWorkers<Void>(threads: 1, queueLength: 2, makeWorker: { () })
        let release = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        let ran = Counter()
        // The one thread is held by the first job; two more wait; a fourth is refused.
        #expect(pool.submit { _ in started.signal(); release.wait(); _ = ran.next() })
        started.wait()
        #expect(pool.submit { _ in _ = ran.next() } && pool.submit { _ in _ = ran.next() })
        #expect(pool.queued == 2)
        #expect(!pool.submit { _ in _ = ran.next() })
        pool.shutdown()
        #expect(!pool.submit { _ in _ = ran.next() }, "nothing is taken after shutdown")
        release.signal()
        pool.join()
        #expect(ran.count == 3 && pool.queued == 0)
    }

    @Test func theLibraryThreadsRunInlineOnARenderThreadAndAwaitOffIt() async throws {
        // Called from a render thread, the library's pool runs the work in place (no deadlock).
        let nested = RenderWorkers.map([1, 2], threads: 2, makeWorker: { () }) { _, n in
            (try? LibraryRenderThreads.run { n * 10 }) ?? -1
        }
        #expect(nested == [10, 20])
        let awaited = try await LibraryRenderThreads.run { @Sendable in (Self.thisThreadsStackSize(), RenderWorkers<Void>.onRenderThread) }
        #expect(awaited.0 == 8 << 20 && awaited.1)
    }

    /// A stack larger than the address space: pthread_create refuses every thread.
    static let impossibleStack = 1 << 48

    @Test func threadsTheSystemRefusesAreCountedAndTheirJobsRefused() {
        let pool = RenderWorkers<Void>(threads: 3, stackSize: Self.impossibleStack, makeWorker: { () })
        #expect(pool.threadCount == 0)
        #expect(pool.threadFailure != nil)
        #expect(!pool.submit { _ in }, "a job no thread will ever run is refused, not queued")
        pool.shutdown()
        pool.join()
    }

    @Test func aBatchWhoseThreadsAreRefusedRunsOnTheCallersThreadInOrder() {
        // Before, a refused thread was never noticed and the batch waited for it for ever.
        let caller = pthread_self()
        var heard: [Int] = []
        let results = RenderWorkers.map(Array(0..<5), threads: 2, stackSize: Self.impossibleStack,
                                        makeWorker: { pthread_self() }, inOrder: { index, _ in heard.append(index) }) {
            worker, n in (n * 3, pthread_equal(worker, caller) != 0 && pthread_equal(pthread_self(), caller) != 0)
        }
        #expect(results.map(\.0) == [0, 3, 6, 9, 12])
        #expect(results.allSatisfy { $0.1 }, "the worker is made and used on the calling thread")
        #expect(heard == [0, 1, 2, 3, 4])
    }

    @Test func theRefusalIsOneSentence() {
        let pool = RenderWorkers<Void>(threads: 1, stackSize: Self.impossibleStack, makeWorker: { () })
        let reason = pool.threadFailure ?? "none"
        #expect(pool.refusal.map { "\($0)" } == "the system refused to start a render thread (\(reason))")
        let working = RenderWorkers<Void>(threads: 1, makeWorker: { () })
        #expect(working.refusal == nil)
        working.shutdown()
        working.join()
    }
}
