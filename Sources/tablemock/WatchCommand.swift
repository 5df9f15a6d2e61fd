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

/// Which specs need another render: new ones, and those any of whose input files (the spec,
/// its theme chain, its images, its fonts) changed size, time or inode since their last
/// render. Whether the content really changed is then the cache's decision.
struct SpecWatcher {
    private var stamps: [String: [String: FileStamp?]] = [:]

    var count: Int { stamps.count }

    mutating func changed(_ inputs: [SpecInput]) -> [SpecInput] {
        let present = Set(inputs.map(\.display))
        stamps = stamps.filter { present.contains($0.key) }
        return inputs.filter { input in
            guard let known = stamps[input.display] else { return true }
            return known.contains { path, stamp in FileStamp(path: path) != stamp }
        }
    }

    mutating func remember(_ outcomes: [SpecOutcome], inputs: [SpecInput]) {
        for (input, outcome) in zip(inputs, outcomes) {
            let files = Set(outcome.inputs + [input.url.standardizedFileURL.path])
            stamps[input.display] = Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
        }
    }
}
