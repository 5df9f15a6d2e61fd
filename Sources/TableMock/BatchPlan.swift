import Foundation
import TableMockFiles
import TableMockCheck
import TableMockCairo

/// The specs a batch renders, after expanding folders, picking a shard and refusing specs
/// that would overwrite another's outputs (`a.json` and `a.yaml` in one folder): with
/// parallel jobs the winner would depend on timing.
package struct BatchPlan {
    package var inputs: [SpecInput]
    /// Missing paths, unreadable folders, clashing outputs: one line each, each a failed spec.
    package var errors: [String]
    package var settings: BatchSettings

    /// The spec named for `-o file.png`: drawn on the calling thread, written to `stem` in
    /// the output folder, nothing cached; an error line when the paths hold more than one.
    package var isOneFile = false

    package static func make(paths: [String], shard: Shard, settings: BatchSettings) -> BatchPlan {
        let collected = SpecFiles.collect(paths, files: settings.files)
        var errors = collected.errors
        var inputs: [SpecInput] = []
        var owners: [String: String] = [:]
        for input in Sharding.select(collected.inputs, shard: shard, key: \.outputStem) {
            let outputs = settings.outputs(for: input).map(\.relativePath)
            if let clash = outputs.first(where: { owners[$0] != nil }), let owner = owners[clash] {
                errors.append("\(input.display): error: writes \(clash), as \(owner) does; rename one of them")
                continue
            }
            for output in outputs { owners[output] = input.display }
            inputs.append(input)
        }
        return BatchPlan(inputs: inputs, errors: errors, settings: settings)
    }

    /// `-o shot.png`: one spec written to that file name in the output folder (its parent),
    /// with no shard, no cache and no worker thread. Several specs to one file is an error
    /// line (`Result.failure`).
    package static func oneFile(paths: [String], shard: Shard = .all, named stem: String, shown: String,
                                settings: BatchSettings) -> Result<BatchPlan, OneFileError> {
        var collected = SpecFiles.collect(paths, files: settings.files)
        if shard != .all { collected.inputs = Sharding.select(collected.inputs, shard: shard, key: \.outputStem) }
        guard collected.inputs.count + collected.errors.count <= 1 else {
            return .failure(OneFileError(line: "error: -o \(TerminalText.escaped(shown)) names one file, but "
                + "\(collected.inputs.count + collected.errors.count) specs were given; give -o a folder to render several"))
        }
        if !collected.inputs.isEmpty { collected.inputs[0].outputStem = stem }
        var settings = settings
        settings.usesCache = false
        var plan = BatchPlan(inputs: collected.inputs, errors: collected.errors, settings: settings)
        plan.isOneFile = true
        return .success(plan)
    }

    package struct OneFileError: Error { package var line: String }
}

/// What `-o` names: a folder (the default), or, when it ends in `.png`, `.svg` or `.pdf`,
/// one file, as mermaid-cli and d2 take it.
package struct OutputTarget {
    package var folder: String
    /// The file's name without extension, and its format, in file mode.
    package var file: (stem: String, format: OutputFormat)?

    package init(_ output: String) {
        let ext = (output as NSString).pathExtension.lowercased()
        if let format = OutputFormat(rawValue: ext), !output.hasSuffix("/") {
            let parent = (output as NSString).deletingLastPathComponent
            folder = parent.isEmpty ? "." : parent
            file = (((output as NSString).lastPathComponent as NSString).deletingPathExtension, format)
        } else {
            folder = output
            file = nil
        }
    }
}

/// Where orchestration sends the lines a person reads (warnings about the cache, a check's
/// findings): the executable prints them; a Swift caller may collect or drop them.
public protocol RunLog: AnyObject {
    func out(_ line: String)
    func error(_ line: String)
}

/// A log that keeps every line, for callers that print nothing.
public final class CollectedLog: RunLog {
    public private(set) var lines: [(error: Bool, text: String)] = []
    public init() {}
    public func out(_ line: String) { lines.append((false, line)) }
    public func error(_ line: String) { lines.append((true, line)) }
}

/// Runs a plan: loads the cache, renders with the observer watching, updates the cache,
/// and returns the report. It prints nothing itself.
package enum BatchExecution {
    package struct Result {
        package var report: BatchReport
        package var outcomes: [SpecOutcome]
    }

    package static func run(_ plan: BatchPlan, jobs requested: Int, observer: any BatchObserver, log: any RunLog) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let root = plan.settings.outputRoot
        // Temporaries a killed run left, in the folders this run writes into (only there: an
        // output folder may be the user's own, with a whole project under it).
        // (The output folder itself holds the cache manifest.)
        LocalFiles.removeAbandonedTemporaries(in: (plan.settings.usesCache ? [root] : []) + plan.inputs.flatMap { input in
            plan.settings.outputs(for: input).map { plan.settings.url(of: $0).deletingLastPathComponent() }
        })
        var manifest = plan.settings.usesCache ? CacheManifest.load(from: root, files: plan.settings.files) : CacheManifest()
        observer.started(pathErrors: plan.errors)
        let jobs = max(1, min(requested, plan.inputs.count))
        let outcomes = plan.isOneFile
            ? BatchRunner.runHere(plan.inputs, settings: plan.settings, observer: observer)
            : BatchRunner.run(plan.inputs, settings: plan.settings, manifest: manifest, jobs: jobs, observer: observer)
        observer.finished()

        var changed = false
        for (input, outcome) in zip(plan.inputs, outcomes) where outcome.status != .upToDate {
            // A failed spec forgets its entries: its old outputs no longer match its inputs.
            for output in plan.settings.outputs(for: input)
            where manifest.entries[output.relativePath] != outcome.cacheEntries[output.relativePath] {
                manifest.entries[output.relativePath] = outcome.cacheEntries[output.relativePath]
                changed = true
            }
        }
        if changed && plan.settings.usesCache {
            do {
                try manifest.save(to: root, files: plan.settings.files)
            } catch {
                log.error("\(root.path)/\(CacheManifest.fileName): warning: cannot write the cache: \(FileProblem.reason(error, path: ""))")
            }
        }
        let report = BatchReport(outcomes: outcomes, pathErrors: plan.errors, outputRoot: plan.settings.outputRoot.relativePath,
                                 jobs: jobs, seconds: (clock.now - start).seconds)
        return Result(report: report, outcomes: outcomes)
    }
}
