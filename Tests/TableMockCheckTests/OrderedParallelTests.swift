import Foundation
import TableMockCheck
import Testing

/// Parallel work gives its results in input order, with one worker per thread.
@Suite struct OrderedParallelTests {
    /// A worker that remembers the thread that made it and every input it was given.
    final class Worker: @unchecked Sendable {
        let id: Int
        let thread = pthread_self()
        init(id: Int) { self.id = id }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test(arguments: [1, 2, 3, 8, 200]) func resultsComeInInputOrder(jobs: Int) {
        let made = Counter()
        let inputs = Array(0..<97)
        let results = OrderedParallel.map(inputs, jobs: jobs, makeWorker: { Worker(id: made.next()) }) { worker, n -> String in
            // Uneven work, so that threads finish out of order.
            var x = UInt64(n)
            for _ in 0..<((n * 7919) % 5000) { x = x &* 6364136223846793005 &+ 1442695040888963407 }
            // Each worker is used only on the thread that made it.
            let sameThread = pthread_equal(worker.thread, pthread_self()) != 0
            withExtendedLifetime(x) {}
            return "\(n):\(sameThread)"
        }
        #expect(results == inputs.map { "\($0):true" })
        #expect(made.count == min(jobs, inputs.count))
    }

    @Test(arguments: [1, 3]) func progressCountsUpToTheTotalOnTheCallingThread(jobs: Int) {
        let caller = pthread_self()
        var seen: [Int] = []
        var onCaller = true
        let results = OrderedParallel.map(Array(0..<25), jobs: jobs, makeWorker: { 0 },
                                          progress: { seen.append($0); onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0 }) {
            _, n in n * 2
        }
        #expect(results == (0..<25).map { $0 * 2 })
        #expect(onCaller && seen.last == 25 && seen == seen.sorted() && seen.allSatisfy { (0...25).contains($0) })
        if jobs == 1 { #expect(seen == Array(1...25)) }
    }

    @Test func oneJobRunsOnTheCallingThreadAndNoInputMakesNoWorker() {
        let caller = pthread_self()
        let onCaller = OrderedParallel.map([1, 2, 3], jobs: 1, makeWorker: { Worker(id: 0) }) { w, n in
            pthread_equal(w.thread, caller) != 0 && pthread_equal(pthread_self(), caller) != 0 ? n * 10 : -1
        }
        #expect(onCaller == [10, 20, 30])
        let made = Counter()
        let none = OrderedParallel.map([Int](), jobs: 4, makeWorker: { Worker(id: made.next()) }) { _, n in n }
        #expect(none == [] && made.count == 0)
    }
}
