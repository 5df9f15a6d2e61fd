import Dispatch
import Foundation

/// Runs work over a list on several threads and gives the results back in the list's
/// order, so a parallel check reports, writes and prints exactly what a serial one does.
/// Each thread makes its own worker (for a renderer: its own Pango font map, context and
/// surfaces, which must not be shared) and takes the next input as it becomes free; only
/// inputs and outputs, plain values, cross between threads.
public enum OrderedParallel {
    /// Pango, HarfBuzz and FreeType like more than the 512 KiB a secondary thread gets.
    public static let workerStackSize = 8 << 20

    /// `work(worker, input)` for every input, in input order. With one job (or one input)
    /// everything runs on the calling thread, with one worker. `progress` is called on the
    /// calling thread with how many inputs are done: after each one on one thread, a few
    /// times a second and at the end on several.
    public static func map<Input: Sendable, Output: Sendable, Worker>(
        _ inputs: [Input], jobs: Int, makeWorker: @escaping @Sendable () -> Worker,
        progress: ((Int) -> Void)? = nil,
        _ work: @escaping @Sendable (Worker, Input) -> Output
    ) -> [Output] {
        let threads = max(1, min(jobs, inputs.count))
        if threads == 1 {
            guard !inputs.isEmpty else { return [] }
            let worker = makeWorker()
            return inputs.enumerated().map { i, input in
                defer { progress?(i + 1) }
                return work(worker, input)
            }
        }
        let queue = WorkQueue<Output>(count: inputs.count)
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                let worker = makeWorker()
                while let index = queue.take() { queue.finish(index, work(worker, inputs[index])) }
                group.leave()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        if let progress {
            while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut { progress(queue.done) }
            progress(inputs.count)
        } else {
            group.wait()
        }
        return queue.results()
    }
}

/// The next index to take and the results so far.
private final class WorkQueue<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var finished = 0
    private var outputs: [Output?]

    init(count: Int) { outputs = Array(repeating: nil, count: count) }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < outputs.count else { return nil }
        defer { next += 1 }
        return next
    }

    func finish(_ index: Int, _ output: Output) {
        lock.lock(); defer { lock.unlock() }
        outputs[index] = output
        finished += 1
    }

    var done: Int {
        lock.lock(); defer { lock.unlock() }
        return finished
    }

    func results() -> [Output] {
        lock.lock(); defer { lock.unlock() }
        return outputs.map { $0! }
    }
}
