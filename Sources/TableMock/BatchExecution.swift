import Foundation
import TableMockFiles

/// Runs a plan: loads the cache, renders with the observer watching, updates the cache,
/// and returns the report. It prints nothing itself.
package enum BatchExecution {
    package struct Result {
        package var report: BatchReport
        package var outcomes: [SpecOutcome]
    }

    package static func run(_ plan: BatchPlan, jobs requested: Int, observer: any BatchObserver, log: any RunLog) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let root = plan.settings.outputRoot
        // Temporaries a killed run left, in the folders this run writes into (only there: an
        // output folder may be the user's own, with a whole project under it).
        // (The output folder itself holds the cache manifest.)
        LocalFiles.removeAbandonedTemporaries(in: (plan.settings.usesCache ? [root] : []) + plan.inputs.flatMap { input in
            plan.settings.outputs(for: input).map { plan.settings.url(of: $0).deletingLastPathComponent() }
        })
        var manifest = plan.settings.usesCache ? CacheManifest.load(from: root, files: plan.settings.files) : CacheManifest()
        observer.started(pathErrors: plan.errors)
        let jobs = max(1, min(requested, plan.inputs.count))
        let outcomes = plan.isOneFile
            ? BatchRunner.runHere(plan.inputs, settings: plan.settings, observer: observer)
            : BatchRunner.run(plan.inputs, settings: plan.settings, manifest: manifest, jobs: jobs, observer: observer)
        observer.finished()

        var changed = false
        for (input, outcome) in zip(plan.inputs, outcomes) where outcome.status != .upToDate {
            // A failed spec forgets its entries: its old outputs no longer match its inputs.
            for output in plan.settings.outputs(for: input)
            where manifest.entries[output.relativePath] != outcome.cacheEntries[output.relativePath] {
                manifest.entries[output.relativePath] = outcome.cacheEntries[output.relativePath]
                changed = true
            }
        }
        if changed && plan.settings.usesCache {
            do {
                try manifest.save(to: root, files: plan.settings.files)
            } catch {
                log.error("\(root.path)/\(CacheManifest.fileName): warning: cannot write the cache: \(FileProblem.reason(error, path: ""))")
            }
        }
        let report = BatchReport(outcomes: outcomes, pathErrors: plan.errors, outputRoot: plan.settings.outputRoot.relativePath,
                                 jobs: jobs, seconds: (clock.now - start).seconds)
        return Result(report: report, outcomes: outcomes)
    }
}
