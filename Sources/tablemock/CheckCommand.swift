import ArgumentParser
import Foundation
import TableMockCairo
import TableMock
import TableMockCore
import TableMockCheck
import TableMockFiles
import TableMockCompare


struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render specs and compare them with golden images.",
        discussion: """
            Each spec is rendered and compared with <golden>/<name>.png (and .svg/.pdf with \
            --format). Exit status: 0 when everything matches; 1 when anything differs, is \
            missing or was recorded; 2 when the check could not run: no spec found, a spec, \
            golden or config could not be read, a file could not be written, or a usage error. \
            Failures print every number beside its threshold and where the threshold came \
            from; expected, actual and diff images, an HTML report (index.html), summary.json \
            and junit.xml are written to the artifacts folder.

            Settings are taken from the built-in defaults, then the config file \
            (tablemock-check.json in the golden folder or the current folder, or --config), \
            then flags, then the config file's "specs": {"<name>": {...}} override for one spec.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders to search recursively.")
    var paths: [String]

    @Option(name: .long, help: "The folder of golden images (or \"golden\" in the config file).")
    var golden: String?

    @Option(name: .long, help: "Comma-separated formats to check: png, svg, pdf (default png).")
    var format: String?

    @Option(name: .long, help: "Where expected/actual/diff images and reports go (default tablemock-check-results).")
    var artifacts: String?

    @Option(name: .long, help: "missing | failed | all | never (default missing; never when CI is set).")
    var record: RecordMode?

    @Option(name: .long, help: "A config file (default: tablemock-check.json in the golden folder or here).")
    var config: String?

    @Option(name: .long, parsing: .unconditional, help: "Largest colour difference (CIE ΔE94) still counted as equal (default 1, a just-noticeable difference).")
    var threshold: Double?

    @Flag(inversion: .prefixedNo, help: "Do not count pixels that look like anti-aliasing (default: count them).")
    var ignoreAntiAliasing: Bool?

    @Option(name: .long, parsing: .unconditional, help: "Largest share of differing pixels, 0...1 (default 0).")
    var maxDiffRatio: Double?

    @Option(name: .long, parsing: .unconditional, help: "Side of the square window for the density budget, in pixels (default 16).")
    var windowSize: Int?

    @Option(name: .long, parsing: .unconditional, help: "Largest share of differing pixels in any window, 0...1 (default 0).")
    var maxWindowDensity: Double?

    @Flag(name: .long, help: "List goldens (.png, .svg or .pdf, whatever --format says) whose name no spec produces.")
    var prune = false

    @Option(name: .long, help: "Check only shard K of N (1-based), split by a stable hash of each spec's name; N alone takes K from the environment. Without it, the shard comes from Bazel, Kubernetes, GitLab, CircleCI or Buildkite variables.")
    var shard: String?

    @Option(name: .long, help: "light or dark: draw every spec in this appearance (default: each spec's own).")
    var appearance: Appearance?

    @OptionGroup var lint: LintOptions

    @Option(name: .long, help: "Specs rendered and compared at once (default: the number of cores); results and output are those of --jobs 1.")
    var jobs: Int?

    @Flag(name: .long, help: "Name every golden written; by default new and unchanged re-recorded goldens are counted in one line.")
    var verbose = false

    @OptionGroup var access: RootOptions

    func run() throws {
        do {
            let plan = try CheckPlan(CheckRequest(paths: paths, golden: golden, format: format, artifacts: artifacts,
                                                  record: record, config: config, flagSettings: flagSettings, prune: prune,
                                                  shard: shard, appearance: appearance, lintDisabled: lint.disabled,
                                                  strict: lint.strict, jobs: jobs, verbose: verbose,
                                                  files: access.files(naming: paths)))
            let run = try CheckRunner(plan: plan, log: ConsoleLog.shared, progress: ConsoleLog.shared).run()
            // 2 when a fingerprint file or a report could not be written, else the report's verdict.
            throw ExitCode(run.wroteEverything ? run.report.exitCode : 2)
        } catch let error as CheckSetupError {
            error.lines.forEach(Console.error)
            throw ExitCode(2)
        }
    }

    /// The comparison settings given as flags.
    var flagSettings: [ComparisonSetting: SettingValue] {
        ComparisonSetting.flags(threshold: threshold, ignoreAntiAliasing: ignoreAntiAliasing, maxDiffRatio: maxDiffRatio,
                                windowSize: windowSize, maxWindowDensity: maxWindowDensity)
    }
}

