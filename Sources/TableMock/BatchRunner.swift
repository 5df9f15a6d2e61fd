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

/// Runs a batch on `jobs` render threads (`RenderWorkers`). Each thread owns a
/// `BatchWorker` (and with it a Pango font map, context and surfaces); only inputs and
/// outcomes, plain values, cross between threads. Threads take the next spec as they
/// become free.
package enum BatchRunner {
    package static func run(_ inputs: [SpecInput], settings: BatchSettings, manifest: CacheManifest, jobs: Int,
                    observer: (any BatchObserver)?) -> [SpecOutcome] {
        RenderWorkers.map(Array(inputs.enumerated()), threads: jobs,
                          makeWorker: { BatchWorker(settings: settings, manifest: manifest) },
                          completed: { _, outcome in observer?.completed(outcome) },
                          inOrder: { _, outcome in observer?.inOrder(outcome) },
                          tick: { observer?.tick() }) { worker, numbered in
            worker.run(numbered.element, index: numbered.offset)
        }
    }

    /// The specs of a one-file run (`-o file.png`: at most one) on the calling thread, as
    /// `render -` draws: no thread to start and no cache to consult.
    package static func runHere(_ inputs: [SpecInput], settings: BatchSettings, observer: (any BatchObserver)?) -> [SpecOutcome] {
        guard !inputs.isEmpty else { return [] }
        let worker = BatchWorker(settings: settings, manifest: CacheManifest())
        return inputs.enumerated().map { index, input in
            let outcome = worker.run(input, index: index)
            observer?.completed(outcome)
            observer?.inOrder(outcome)
            return outcome
        }
    }
}
