import ArgumentParser
import Foundation
import TableMockCheck
import TableMockFiles
import TableMock

/// `tablemock merge-reports`: the CLI face of `ReportMerge.run` (issue 18).
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the artifacts folders of the shards of a check into one report.",
        discussion: """
            Reads summary.json in each folder (what `check --artifacts DIR` wrote on each shard) \
            and writes one summary.json, junit.xml and index.html, with every image, into \
            --artifacts. Exit status: 0 when every shard passed; 1 when any shard failed; 2 \
            when a folder is not a shard's artifacts, two shards claim the same spec, the shards \
            are of different splits or one is missing, or a file could not be read or written.
            """)

    @Argument(help: "The shards' artifacts folders.")
    var folders: [String]

    @Option(name: .long, help: "The folder to write the merged report into.")
    var artifacts: String

    func run() throws {
        let outcome = ReportMerge.run(folders: folders, output: artifacts)
        for line in outcome.consoleLines(artifacts: artifacts) { line.error ? Console.error(line.text) : Console.out(line.text) }
        throw ExitCode(outcome.exitCode)
    }
}
