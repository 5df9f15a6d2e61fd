import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCairo
import TableMockCore

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render spec files (and folders of them) to images.",
        discussion: """
            Each spec is written as <output>/<name>.<format>; a folder's tree is mirrored. \
            Specs render in parallel (--jobs), with the same bytes as one at a time. A spec \
            whose outputs are up to date (same spec, theme, images, fonts, renderer and \
            options) is skipped unless --force. A bad spec prints its errors and the others \
            still render; the exit status is 1 when any spec failed. Files are written to a \
            temporary name and renamed, so no partial image is ever left behind. \
            `tablemock render - --format png > out.png` reads a spec from standard input \
            (paths relative to the current folder) and writes the image to standard output.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders to search recursively; - reads standard input.")
    var paths: [String]

    @OptionGroup var options: BatchOptions

    @Flag(name: .long, help: "Print a JSON summary on standard output: each spec, its outputs, warnings and time.")
    var json = false

    @Option(name: .long, help: ArgumentHelp(
        "Render only part K of N of the specs (1-based), split by a stable hash of each path.", valueName: "K/N"))
    var shard: Shard = .all

    func validate() throws {
        if paths.contains("-") {
            guard paths == ["-"] else { throw ValidationError("- (standard input) cannot be mixed with other paths") }
            guard options.formats.count == 1 else { throw ValidationError("standard input renders one --format") }
            guard options.choices.variants.count <= 1 else {
                throw ValidationError("standard input renders one picture: give one --scale and one --appearance")
            }
            guard !json else { throw ValidationError("--json writes to standard output, which holds the image") }
        }
    }

    func run() throws {
        if paths == ["-"] {
            try StandardInputRender.run(options: options)
            return
        }
        let plan: BatchPlan
        switch BatchPlan.forTarget(options.target, shown: options.output, paths: paths, shard: shard, settings: options.settings(paths: paths)) {
        case .success(let made): plan = made
        case .failure(let problem):
            Console.error(problem.line)
            throw ExitCode(1)
        }
        // Made and checked once, and only when there is something to write into it.
        if !plan.inputs.isEmpty {
            do {
                try OutputFolder.prepare(URL(fileURLWithPath: options.target.folder))
            } catch {
                Console.error("error: \(error)")
                throw ExitCode(1)
            }
        }
        let result = options.execute(plan)
        if json { Console.write(Data((try result.report.json() + "\n").utf8)) }
        if result.report.failed > 0 { throw ExitCode(1) }
    }
}

/// `render -`: one spec from standard input to standard output, nothing cached.
enum StandardInputRender {
    static func run(options: BatchOptions) throws {
        let settings = options.settings(paths: [])
        do {
            Console.write(try OneSpecRender.render(FileHandle.standardInput, settings: settings))
        } catch {
            BatchWorker.errorLines(error, display: OneSpecRender.display).forEach(Console.error)
            throw ExitCode(1)
        }
    }
}
