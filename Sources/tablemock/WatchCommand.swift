import ArgumentParser
import Foundation
import TableMock
import TableMockFiles

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render specs, then render each again whenever it, its theme or its images change.",
        discussion: """
            Polls the files' size, modification time and inode every --poll-interval \
            milliseconds (no file-system notification service is needed). Folders are \
            searched again on every poll, so new specs are picked up. Stop with Ctrl-C.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders to search recursively.")
    var paths: [String]

    @OptionGroup var options: BatchOptions

    @Option(name: .long, help: "Milliseconds between polls.")
    var pollInterval: Int = 300

    /// For tests: stop after this many rounds that rendered or failed something.
    @Option(name: .long, help: .hidden)
    var exitAfterRenders: Int?

    /// For tests: stop after this many polls, changed or not.
    @Option(name: .long, help: .hidden)
    var maxPolls: Int?

    func validate() throws {
        guard pollInterval >= 10 else { throw ValidationError("--poll-interval must be at least 10 ms") }
    }

    func run() throws {
        var watcher = SpecWatcher()
        var renderRounds = 0
        var polls = 0
        var lastErrors: [String] = []
        while true {
            var plan = BatchPlan.make(paths: paths, shard: .all, settings: options.settings(paths: paths))
            // Errors about paths are printed when they first appear, not on every poll.
            if plan.errors == lastErrors { plan.errors = [] } else { lastErrors = plan.errors }
            let changed = watcher.changed(plan.inputs)
            plan.inputs = changed
            if !changed.isEmpty || !plan.errors.isEmpty {
                let result = options.execute(plan)
                watcher.remember(result.outcomes, inputs: changed)
                if result.outcomes.contains(where: { $0.status != .upToDate }) || !plan.errors.isEmpty {
                    renderRounds += 1
                }
                if polls == 0, !options.quiet {
                    Console.error("watching \(watcher.count) spec\(watcher.count == 1 ? "" : "s"); press Ctrl-C to stop")
                }
            }
            polls += 1
            if let exitAfterRenders, renderRounds >= exitAfterRenders { return }
            if let maxPolls, polls >= maxPolls { return }
            Thread.sleep(forTimeInterval: Double(pollInterval) / 1000)
        }
    }
}
