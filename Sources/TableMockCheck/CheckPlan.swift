import Foundation
import TableMockCairo
import TableMock
import TableMockCompare
import TableMockFiles
import TableMockCore

/// What a check is asked to do, as plain values: what the command line (or a Swift caller)
/// says, before the config file and the environment are read.
public struct CheckRequest: Sendable {
    public var paths: [String]
    public var golden: String?
    public var format: String?
    public var artifacts: String?
    public var record: RecordMode?
    public var config: String?
    public var flagSettings: [ComparisonSetting: SettingValue]
    public var prune: Bool
    public var shard: String?
    /// Specs rendered and compared at once (nil: the number of cores).
    public var jobs: Int?
    /// Name every golden written, rather than counting them.
    public var verbose: Bool
    /// The appearance to draw (nil: each spec's own), as `render --appearance` takes it.
    public var appearance: Appearance?
    /// Guideline rules turned off for the run; `strict` fails a spec on a reported warning.
    public var lintDisabled: Set<String>
    public var strict: Bool
    /// Every read and write goes through this.
    public var files: LocalFiles

    public init(paths: [String], golden: String? = nil, format: String? = nil, artifacts: String? = nil,
                record: RecordMode? = nil, config: String? = nil, flagSettings: [ComparisonSetting: SettingValue] = [:],
                prune: Bool = false, shard: String? = nil, appearance: Appearance? = nil, lintDisabled: Set<String> = [],
                strict: Bool = false, jobs: Int? = nil, verbose: Bool = false, files: LocalFiles) {
        self.jobs = jobs; self.verbose = verbose
        self.appearance = appearance; self.lintDisabled = lintDisabled; self.strict = strict
        self.paths = paths; self.golden = golden; self.format = format; self.artifacts = artifacts
        self.record = record; self.config = config; self.flagSettings = flagSettings; self.prune = prune
        self.shard = shard; self.files = files
    }
}

/// Why a check could not start; every line is printed and the exit status is 2.
public struct CheckSetupError: Error { public var lines: [String] }

/// Everything a check run needs, resolved from flags, the config file and the environment.
package struct CheckPlan {
    package var paths: [String]
    package var goldenDirectory: URL
    package var artifactsDirectory: URL
    package var formats: [OutputFormat]
    package var recordMode: RecordMode
    package var recordModeOrigin: String
    package var configuration: CheckConfiguration
    package var flags: [ComparisonSetting: SettingValue]
    package var prune: Bool
    package var shard: Shard?
    /// Where the shard came from: `--shard`, or a CI engine's environment.
    package var shardSelection: ShardSelection?
    /// Specs checked at once.
    package var jobs: Int
    /// Name every golden written.
    package var verbose = false
    package var appearance: Appearance?
    package var lintDisabled: Set<String>
    package var strict: Bool
    /// Every read and write of the check.
    package var files: LocalFiles

    package init(_ command: CheckRequest, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        var problems: [String] = []
        for (setting, value) in command.flagSettings {
            if let text = ComparisonOptions.problem(with: value, for: setting) { problems.append("error: \(setting.flag): \(text)") }
        }
        if let jobs = command.jobs, jobs < 1 { problems.append("error: --jobs must be at least 1 (got \(jobs))") }
        jobs = command.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        do { shardSelection = try ShardSource.detect(environment: environment, flagText: command.shard) }
        catch { problems.append(error.message); shardSelection = nil }
        var files = command.files
        if let config = command.config { files = LocalFiles(policy: files.policy.adding(config, for: .config)) }
        let (configuration, configDirectory) = try Self.loadConfiguration(command, files: files)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // A committed config file cannot widen its own rights: its folders must lie inside
        // the project root. Folders given as flags are the user's own choice.
        func insideRoot(_ url: URL, key: String) {
            guard let real = LocalFiles.resolve(url.path)?.path, !files.policy.admits(real, as: .golden) else { return }
            problems.append("\(configuration.file ?? CheckConfiguration.fileName): error: /\(key): \(TerminalText.escaped(url.path)) "
                + "is outside the project root \(files.policy.root); a config file may name folders inside it only "
                + "(pass --\(key) to choose another, or widen the root with --root)")
        }
        func resolve(_ path: String, from base: URL) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
        let configName = configuration.file ?? CheckConfiguration.fileName
        if let g = command.golden {
            goldenDirectory = resolve(g, from: cwd)
            if let p = Self.notAFolder(goldenDirectory, role: "golden folder (--golden)") { problems.append(p) }
        } else if let g = configuration.golden, let base = configDirectory {
            goldenDirectory = resolve(g, from: base)
            insideRoot(goldenDirectory, key: "golden")
            if let p = Self.notAFolder(goldenDirectory, role: "golden folder (\"golden\" in \(configName))") { problems.append(p) }
        } else {
            problems.append("error: no golden folder; pass --golden DIR (or set \"golden\" in \(CheckConfiguration.fileName))")
            goldenDirectory = cwd
        }
        if let a = command.artifacts { artifactsDirectory = resolve(a, from: cwd) }
        else if let a = configuration.artifacts, let base = configDirectory {
            artifactsDirectory = resolve(a, from: base)
            insideRoot(artifactsDirectory, key: "artifacts")
        }
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
        let ciDefault = RecordMode.defaultMode(environment: environment)
        if let mode = command.record { recordMode = mode; recordModeOrigin = "flag" }
        else if let mode = configuration.record, ciDefault == .never, mode != .never {
            // Under CI only the command line may record: a config file from a pull request
            // cannot turn a failing check into a freshly recorded golden.
            recordMode = .never
            recordModeOrigin = "default, because CI is set; \(configName) asks for \"\(mode.rawValue)\", "
                + "which only --record can turn on under CI"
        }
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
        self.shard = shardSelection?.shard
        self.verbose = command.verbose
        self.appearance = command.appearance
        self.lintDisabled = command.lintDisabled
        self.strict = command.strict
        // Goldens and the fingerprint file are read from the golden folder, wherever it is.
        self.files = LocalFiles(policy: files.policy.adding(goldenDirectory.path, for: .golden))
    }

    /// Why `url` cannot be used as a folder (it, or the nearest existing folder above it,
    /// is a file), as one error line; nil when it can. A missing folder is created on write.
    package static func notAFolder(_ url: URL, role: String) -> String? {
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
    private static func loadConfiguration(_ command: CheckRequest, files: LocalFiles) throws -> (CheckConfiguration, URL?) {
        var candidates: [(URL, Bool)] = []
        if let path = command.config { candidates.append((URL(fileURLWithPath: path), true)) }
        else {
            if let golden = command.golden {
                candidates.append((URL(fileURLWithPath: golden).appendingPathComponent(CheckConfiguration.fileName), false))
            }
            candidates.append((URL(fileURLWithPath: CheckConfiguration.fileName), false))
        }
        for (url, required) in candidates {
            let display = TerminalText.escaped(command.config ?? relativeToCurrent(url))
            switch files.entry(at: url, as: .config) {
            case .missing:
                if required { throw CheckSetupError(lines: ["\(TerminalText.escaped(url.path)): error: no such config file"]) }
                continue
            case .refused where !required:
                continue
            default:
                break
            }
            do {
                let data = try files.read(url, as: .config)
                return (try CheckConfiguration.parse(data, file: display), url.deletingLastPathComponent())
            } catch let error as CheckConfigurationError {
                throw CheckSetupError(lines: error.lines)
            } catch let refusal as FileRefusal {
                throw CheckSetupError(lines: ["\(display): error: cannot read the config file: \(refusal.words)"])
            } catch {
                throw CheckSetupError(lines: ["\(display): error: cannot read the config file"])
            }
        }
        return (CheckConfiguration(), nil)
    }
}
