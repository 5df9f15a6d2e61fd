import Dispatch
import Foundation

/// Hears about a batch as it runs, always on the thread that called `BatchRunner.run`.
package protocol BatchObserver: AnyObject {
    /// A spec finished (in the order specs finish).
    func completed(_ outcome: SpecOutcome)
    /// The next spec in input order has finished: print its messages now, so the log reads
    /// the same whatever the number of jobs.
    func inOrder(_ outcome: SpecOutcome)
    /// Called a few times a second while waiting, to refresh the elapsed time.
    func tick()
    /// Before the first spec: the lines about paths that yielded no spec.
    func started(pathErrors: [String])
    /// After the last spec.
    func finished()
}

/// Runs a batch on `jobs` worker threads. Each thread owns a `BatchWorker` (and with it a
/// Pango font map, context and surfaces); only inputs and outcomes, plain values, cross
/// between threads. Workers take the next spec as they become free.
package enum BatchRunner {
    package static func run(_ inputs: [SpecInput], settings: BatchSettings, manifest: CacheManifest, jobs: Int,
                    observer: (any BatchObserver)?) -> [SpecOutcome] {
        guard !inputs.isEmpty else { return [] }
        let queue = BatchQueue(inputs)
        for _ in 0..<max(1, min(jobs, inputs.count)) {
            let thread = Thread {
                let worker = BatchWorker(settings: settings, manifest: manifest)
                while let (index, input) = queue.take() {
                    queue.finish(worker.run(input, index: index))
                }
            }
            // Pango, HarfBuzz and FreeType like more than the 512 KiB a secondary thread gets.
            thread.stackSize = 8 << 20
            thread.start()
        }

        var results = [SpecOutcome?](repeating: nil, count: inputs.count)
        var received = 0
        var nextInOrder = 0
        while received < inputs.count {
            for outcome in queue.wait(timeout: .milliseconds(100)) {
                received += 1
                results[outcome.index] = outcome
                observer?.completed(outcome)
            }
            while nextInOrder < results.count, let outcome = results[nextInOrder] {
                observer?.inOrder(outcome)
                nextInOrder += 1
            }
            observer?.tick()
        }
        return results.map { $0! }
    }
}

/// The shared work list and the finished outcomes.
package final class BatchQueue: Sendable {
    private struct State {
        var next = 0
        var finished: [SpecOutcome] = []
    }
    private let inputs: [SpecInput]
    private let state = Locked(State())
    private let finishedSignal = DispatchSemaphore(value: 0)

    package init(_ inputs: [SpecInput]) { self.inputs = inputs }

    package func take() -> (Int, SpecInput)? {
        state.withLock { state in
            guard state.next < inputs.count else { return nil }
            defer { state.next += 1 }
            return (state.next, inputs[state.next])
        }
    }

    package func finish(_ outcome: SpecOutcome) {
        state.withLock { $0.finished.append(outcome) }
        finishedSignal.signal()
    }

    /// The outcomes finished since the last call; waits up to `timeout` for the first.
    package func wait(timeout: DispatchTimeInterval) -> [SpecOutcome] {
        _ = finishedSignal.wait(timeout: .now() + timeout)
        let finished = state.withLock { state in
            defer { state.finished = [] }
            return state.finished
        }
        // One signal per outcome: consume the ones for outcomes taken here without waiting.
        for _ in 1..<max(1, finished.count) { _ = finishedSignal.wait(timeout: .now()) }
        return finished
    }
}
