import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCairo
import TableMockCore
import TableMockCommandLine

/// The options `render` and `watch` share: what to draw and where, and how.
struct BatchOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output folder (a folder argument's tree is mirrored in it), or one file name ending in .png, .svg or .pdf.",
        valueName: "dir-or-file"))
    var output: String = "out"

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Comma-separated formats: png, svg, pdf (default: png, or the -o file's).", valueName: "formats"))
    var formatList: String?

    @Option(name: .long, help: ArgumentHelp(
        "Pixels per point, or a comma-separated list: 1,2,3 writes name.png, name@2x.png and name@3x.png.",
        valueName: "scales"))
    var scale: String?

    @Option(name: .long, help: ArgumentHelp(
        "light, dark, or light,dark (writes name.png and name-dark.png); overrides the spec's appearance.",
        valueName: "appearances"))
    var appearance: String?

    @Option(name: .shortAndLong, help: "Specs rendered at once (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .long, help: "Render even the specs whose outputs are up to date.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print errors only: no progress and no summary.")
    var quiet = false

    @OptionGroup var lint: LintOptions

    @OptionGroup var access: RootOptions

    /// The formats asked for: `--format`, else the `-o` file's extension, else PNG.
    var format: String { formatList ?? target.file?.format.rawValue ?? "png" }
    var target: OutputTarget { OutputTarget(output) }

    @Option(name: .customLong("png-compression"), help: ArgumentHelp(
        "fast (ISA-L, the default) or small (zlib level 6: 20-30 % smaller, four to five times slower to write); the pixels are the same.",
        valueName: "fast|small"))
    var pngCompression: PNGCompression = .fast

    @OptionGroup var svg: SVGArguments

    /// What to draw: the formats, scales, appearances and rules off, read once by `validate`.
    @Validated var choices: RenderChoices

    mutating func validate() throws {
        do {
            choices = try RenderChoices(format: format, scale: scale, appearance: appearance, lintDisable: nil)
        } catch {
            throw ValidationError(error.message)
        }
        choices.lintDisabled = lint.disabled
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        if let file = target.file {
            if formats != [file.format] {
                throw ValidationError("-o \(output) names a \(file.format.rawValue.uppercased()) file, but --format asks for "
                    + formats.map(\.rawValue).joined(separator: ",") + "; give -o a folder, or one matching format")
            }
            if choices.variants.count > 1 {
                throw ValidationError("-o \(output) names one file, but --scale or --appearance asks for several pictures; give -o a folder")
            }
        }
    }

    var formats: [OutputFormat] { choices.formats }
    var jobCount: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The settings of a batch over `paths` (named on the command line: readable as specs).
    func settings(paths: [String]) -> BatchSettings {
        BatchSettings(outputFolder: target.folder, files: access.files(naming: paths), choices: choices, force: force,
                      strict: lint.strict, pngCompression: pngCompression, svg: svg.writer)
    }

    /// Runs a batch with the console watching, then prints its summary.
    func execute(_ plan: BatchPlan) -> BatchExecution.Result {
        let console = BatchConsole(total: plan.inputs.count, style: .automatic(quiet: quiet), sink: ConsoleLog.shared)
        let result = BatchExecution.run(plan, jobs: jobCount, observer: console, log: ConsoleLog.shared)
        console.summarize(result.report)
        return result
    }
}
