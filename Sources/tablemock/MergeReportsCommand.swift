import ArgumentParser
import Foundation
import TableMockCheck

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
        outcome.problems.forEach(Console.error)
        if let report = outcome.report {
            for e in report.entries where e.status != .passed || e.wroteGolden {
                Console.error(TerminalText.escaped(e.fileName.isEmpty ? e.spec : e.fileName) + ": " + e.status.rawValue.uppercased()
                    + (e.fileName.isEmpty ? "" : " (\(TerminalText.escaped(e.spec)))"))
            }
            Console.out(outcome.mergedLine)
            Console.out(report.summaryLine)
            Console.out("report: " + TerminalText.escaped(ReportMerge.join(artifacts, "index.html")))
        }
        throw ExitCode(outcome.exitCode)
    }
}
