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
        WatchRun(paths: paths, pollInterval: pollInterval, exitAfterRenders: exitAfterRenders, maxPolls: maxPolls, quiet: options.quiet)
            .run(settings: options.settings(paths:), execute: options.execute, log: ConsoleLog.shared)
    }
}
