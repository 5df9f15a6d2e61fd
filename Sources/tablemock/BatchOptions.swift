import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCairo
import TableMockCore

/// The options `render` and `watch` share: what to draw and where, and how.
struct BatchOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output folder; a folder argument's tree is mirrored in it.")
    var output: String = "out"

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf.")
    var format: String = "png"

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

    @Flag(name: .long, help: "Treat guideline lint warnings as errors: a spec with any fails.")
    var strict = false

    @Option(name: .customLong("lint-disable"), help: ArgumentHelp(
        "Comma-separated lint rule ids to turn off for this run (see `tablemock lint --list-rules`).",
        valueName: "ids"))
    var lintDisable: String?

    @OptionGroup var access: RootOptions

    func validate() throws {
        for f in Self.list(format) where OutputFormat(rawValue: f.lowercased()) == nil {
            throw ValidationError("unknown format \"\(f)\"; use png, svg or pdf")
        }
        if formats.isEmpty { throw ValidationError("--format names no format; use png, svg or pdf (comma-separated)") }
        if let scale {
            let items = Self.list(scale)
            guard !items.isEmpty else { throw ValidationError("--scale needs a number") }
            for item in items {
                guard let value = Double(item), value > 0, value <= 4 else {
                    throw ValidationError("--scale must be greater than 0 and at most 4 (got \(item))")
                }
            }
            if Set(scales).count != scales.count { throw ValidationError("--scale lists a scale twice") }
        }
        if let appearance {
            for item in Self.list(appearance) where Appearance(rawValue: item.lowercased()) == nil {
                throw ValidationError("unknown appearance \"\(item)\"; use light, dark or light,dark")
            }
            if Set(appearances).count != appearances.count { throw ValidationError("--appearance lists an appearance twice") }
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        for id in lintDisabled.sorted() where !Linter.ruleIDs.contains(id) {
            throw ValidationError("unknown rule \"\(id)\" in --lint-disable; \(Linter.hint(forUnknownRule: id))")
        }
    }

    var formats: [OutputFormat] {
        var seen: [OutputFormat] = []
        for f in Self.list(format).compactMap({ OutputFormat(rawValue: $0.lowercased()) }) where !seen.contains(f) {
            seen.append(f)
        }
        return seen
    }

    var scales: [Double] { scale.map { Self.list($0).compactMap(Double.init) } ?? [] }
    var appearances: [Appearance] { appearance.map { Self.list($0).compactMap { Appearance(rawValue: $0.lowercased()) } } ?? [] }
    var jobCount: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The settings of a batch over `paths` (named on the command line: readable as specs).
    func settings(paths: [String]) -> BatchSettings {
        let outputRoot = URL(fileURLWithPath: output)
        var files = access.files(naming: paths)
        // The cache manifest lives in the output folder, wherever the user put it.
        files = LocalFiles(policy: files.policy.adding(outputRoot.path, for: .cache))
        return BatchSettings(outputRoot: outputRoot, files: files, formats: formats,
                      variants: RenderVariant.all(scales: scales, appearances: appearances), force: force,
                      lintDisabled: lintDisabled, strict: strict)
    }

    var lintDisabled: Set<String> { Set(lintDisable.map(Self.list) ?? []) }

    /// Runs a batch with the console watching, then prints its summary.
    func execute(_ plan: BatchPlan) -> BatchExecution.Result {
        let console = BatchConsole(total: plan.inputs.count, style: .automatic(quiet: quiet))
        let result = BatchExecution.run(plan, jobs: jobCount, observer: console, log: ConsoleLog.shared)
        console.summarize(result.report)
        return result
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
