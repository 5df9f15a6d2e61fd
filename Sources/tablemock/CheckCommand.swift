import ArgumentParser
import Foundation
import TableMockCairo
import TableMockCheck

extension RecordMode: ExpressibleByArgument {}

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

    @Option(name: .long, help: "Specs rendered and compared at once (default: the number of cores); results and output are those of --jobs 1.")
    var jobs: Int?   // issue 18

    @Flag(name: .long, help: "Name every golden written; by default new and unchanged re-recorded goldens are counted in one line.")
    var verbose = false   // issue 18

    func run() throws {
        do {
            let plan = try CheckPlan(self)
            throw ExitCode(try CheckRunner(plan: plan).run())
        } catch let error as CheckSetupError {
            error.lines.forEach(Console.error)
            throw ExitCode(2)
        }
    }

    /// The comparison settings given as flags.
    var flagSettings: [ComparisonSetting: SettingValue] {
        var flags: [ComparisonSetting: SettingValue] = [:]
        if let threshold { flags[.threshold] = .number(threshold) }
        if let ignoreAntiAliasing { flags[.ignoreAntiAliasing] = .flag(ignoreAntiAliasing) }
        if let maxDiffRatio { flags[.maxDiffRatio] = .number(maxDiffRatio) }
        if let windowSize { flags[.windowSize] = .number(Double(windowSize)) }
        if let maxWindowDensity { flags[.maxWindowDensity] = .number(maxWindowDensity) }
        return flags
    }
}

/// Why a check could not start; every line is printed and the exit status is 2.
struct CheckSetupError: Error { var lines: [String] }

/// Everything a check run needs, resolved from flags, the config file and the environment.
struct CheckPlan {
    var paths: [String]
    var goldenDirectory: URL
    var artifactsDirectory: URL
    var formats: [OutputFormat]
    var recordMode: RecordMode
    var recordModeOrigin: String
    var configuration: CheckConfiguration
    var flags: [ComparisonSetting: SettingValue]
    var prune: Bool
    var shard: Shard?
    var shardSelection: ShardSelection?   // issue 18: where the shard came from
    var jobs: Int   // issue 18: specs checked at once
    var verbose = false   // issue 18: name every golden written

    init(_ command: Check, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        var problems: [String] = []
        for (setting, value) in command.flagSettings {
            if let text = ComparisonOptions.problem(with: value, for: setting) { problems.append("error: \(setting.flag): \(text)") }
        }
        if let jobs = command.jobs, jobs < 1 { problems.append("error: --jobs must be at least 1 (got \(jobs))") }   // issue 18
        jobs = command.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)   // issue 18
        do { shardSelection = try ShardSource.detect(environment: environment, flagText: command.shard) }   // issue 18
        catch { problems.append(error.message); shardSelection = nil }
        let (configuration, configDirectory) = try Self.loadConfiguration(command)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func resolve(_ path: String, from base: URL) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
        let configName = configuration.file ?? CheckConfiguration.fileName
        if let g = command.golden {
            goldenDirectory = resolve(g, from: cwd)
            if let p = Self.notAFolder(goldenDirectory, role: "golden folder (--golden)") { problems.append(p) }
        } else if let g = configuration.golden, let base = configDirectory {
            goldenDirectory = resolve(g, from: base)
            if let p = Self.notAFolder(goldenDirectory, role: "golden folder (\"golden\" in \(configName))") { problems.append(p) }
        } else {
            problems.append("error: no golden folder; pass --golden DIR (or set \"golden\" in \(CheckConfiguration.fileName))")
            goldenDirectory = cwd
        }
        if let a = command.artifacts { artifactsDirectory = resolve(a, from: cwd) }
        else if let a = configuration.artifacts, let base = configDirectory { artifactsDirectory = resolve(a, from: base) }
        else { artifactsDirectory = cwd.appendingPathComponent("tablemock-check-results") }
        let artifactsRole = command.artifacts != nil ? "artifacts folder (--artifacts)"
            : configuration.artifacts != nil ? "artifacts folder (\"artifacts\" in \(configName))" : "artifacts folder"
        if let p = Self.notAFolder(artifactsDirectory, role: artifactsRole) { problems.append(p) }

        let formatNames = command.format.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            ?? configuration.formats ?? ["png"]
        formats = []
        for name in formatNames where !name.isEmpty {
            if let f = OutputFormat(rawValue: name) { if !formats.contains(f) { formats.append(f) } }
            else { problems.append("error: unknown format \"\(name)\"; use png, svg or pdf") }
        }
        if formatNames.allSatisfy(\.isEmpty) {
            problems.append("error: --format names no format; use png, svg or pdf (comma-separated)")
        }
        if let mode = command.record { recordMode = mode; recordModeOrigin = "flag" }
        else if let mode = configuration.record { recordMode = mode; recordModeOrigin = "config file \(configName)" }
        else {
            recordMode = RecordMode.defaultMode(environment: environment)
            recordModeOrigin = recordMode == .never ? "default, because CI is set" : "default"
        }
        if !problems.isEmpty { throw CheckSetupError(lines: problems) }
        self.paths = command.paths
        self.configuration = configuration
        self.flags = command.flagSettings
        self.prune = command.prune
        self.verbose = command.verbose   // issue 18
        self.shard = shardSelection?.shard
    }

    /// Why `url` cannot be used as a folder (it, or the nearest existing folder above it,
    /// is a file), as one error line; nil when it can. A missing folder is created on write.
    static func notAFolder(_ url: URL, role: String) -> String? {
        var candidate = url.standardizedFileURL
        while candidate.path != "/" {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDir) {
                if isDir.boolValue { return nil }
                let what = candidate == url.standardizedFileURL ? "is a file" : "is inside \(relativeToCurrent(candidate)), a file"
                return "\(relativeToCurrent(url)): error: the \(role) \(what), not a folder"
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }

    /// The config file named by --config, else the one in the golden folder, else the one
    /// in the current folder, else none.
    private static func loadConfiguration(_ command: Check) throws -> (CheckConfiguration, URL?) {
        var candidates: [(URL, Bool)] = []
        if let path = command.config { candidates.append((URL(fileURLWithPath: path), true)) }
        else {
            if let golden = command.golden {
                candidates.append((URL(fileURLWithPath: golden).appendingPathComponent(CheckConfiguration.fileName), false))
            }
            candidates.append((URL(fileURLWithPath: CheckConfiguration.fileName), false))
        }
        for (url, required) in candidates {
            guard FileManager.default.fileExists(atPath: url.path) else {
                if required { throw CheckSetupError(lines: ["\(url.path): error: no such config file"]) }
                continue
            }
            let display = command.config ?? relativeToCurrent(url)
            do {
                let data = try Data(contentsOf: url)
                return (try CheckConfiguration.parse(data, file: display), url.deletingLastPathComponent())
            } catch let error as CheckConfigurationError {
                throw CheckSetupError(lines: error.lines)
            } catch {
                throw CheckSetupError(lines: ["\(display): error: cannot read the config file"])
            }
        }
        return (CheckConfiguration(), nil)
    }
}
