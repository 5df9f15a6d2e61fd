import Foundation
import TableMockFiles
import TableMockCheck

/// The specs a batch renders, after expanding folders, picking a shard and refusing specs
/// that would overwrite another's outputs (`a.json` and `a.yaml` in one folder): with
/// parallel jobs the winner would depend on timing.
package struct BatchPlan {
    package var inputs: [SpecInput]
    /// Missing paths, unreadable folders, clashing outputs: one line each, each a failed spec.
    package var errors: [String]
    package var settings: BatchSettings

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
        LocalFiles.removeAbandonedTemporaries(under: root)
        var manifest = CacheManifest.load(from: root, files: plan.settings.files)
        observer.started(pathErrors: plan.errors)
        let jobs = max(1, min(requested, plan.inputs.count))
        let outcomes = BatchRunner.run(plan.inputs, settings: plan.settings, manifest: manifest,
                                       jobs: jobs, observer: observer)
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
        if changed {
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
