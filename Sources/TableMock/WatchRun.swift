import Foundation

/// `tablemock watch`: renders the specs, then, every poll, those whose spec, theme, images
/// or fonts changed (`SpecWatcher`); folders are searched again on every poll, so new specs
/// are picked up. Runs until a stop condition (the tests') or forever.
package struct WatchRun {
    package var paths: [String]
    /// Milliseconds between polls.
    package var pollInterval: Int
    /// Stop after this many rounds that rendered or failed something.
    package var exitAfterRenders: Int?
    /// Stop after this many polls, changed or not.
    package var maxPolls: Int?
    /// No "watching" line.
    package var quiet: Bool

    package init(paths: [String], pollInterval: Int, exitAfterRenders: Int?, maxPolls: Int?, quiet: Bool) {
        self.paths = paths; self.pollInterval = pollInterval
        self.exitAfterRenders = exitAfterRenders; self.maxPolls = maxPolls; self.quiet = quiet
    }

    /// `settings` is asked on each poll (for the paths' files as they are then); `execute`
    /// runs a batch with the caller's console; the "watching" line goes to `log`.
    package func run(settings: ([String]) -> BatchSettings, execute: (BatchPlan) -> BatchExecution.Result, log: any RunLog) {
        var watcher = SpecWatcher()
        var renderRounds = 0
        var polls = 0
        var lastErrors: [String] = []
        while true {
            var plan = BatchPlan.make(paths: paths, shard: .all, settings: settings(paths))
            // Errors about paths are printed when they first appear, not on every poll.
            if plan.errors == lastErrors { plan.errors = [] } else { lastErrors = plan.errors }
            let changed = watcher.changed(plan.inputs)
            plan.inputs = changed
            if !changed.isEmpty || !plan.errors.isEmpty {
                let result = execute(plan)
                watcher.remember(result.outcomes, inputs: changed)
                if result.outcomes.contains(where: { $0.status != .upToDate }) || !plan.errors.isEmpty {
                    renderRounds += 1
                }
                if polls == 0, !quiet {
                    log.error("watching \(watcher.count) spec\(watcher.count == 1 ? "" : "s"); press Ctrl-C to stop")
                }
            }
            polls += 1
            if let exitAfterRenders, renderRounds >= exitAfterRenders { return }
            if let maxPolls, polls >= maxPolls { return }
            Thread.sleep(forTimeInterval: Double(pollInterval) / 1000)
        }
    }
}
