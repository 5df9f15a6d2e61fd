import Foundation
import TableMockFiles
import TableMockCheck

/// The specs a batch renders, after expanding folders, picking a shard and refusing specs
/// that would overwrite another's outputs (`a.json` and `a.yaml` in one folder): with
/// parallel jobs the winner would depend on timing.
struct BatchPlan {
    var inputs: [SpecInput]
    /// Missing paths, unreadable folders, clashing outputs: one line each, each a failed spec.
    var errors: [String]
    var settings: BatchSettings

    static func make(paths: [String], shard: Shard, settings: BatchSettings) -> BatchPlan {
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

/// Runs a plan: loads the cache, renders with the console watching, updates the cache,
/// prints the summary.
enum BatchExecution {
    struct Result {
        var report: BatchReport
        var outcomes: [SpecOutcome]
    }

    static func run(_ plan: BatchPlan, options: BatchOptions, style: ProgressStyle) -> Result {
        let root = plan.settings.outputRoot
        LocalFiles.removeAbandonedTemporaries(under: root)
        var manifest = CacheManifest.load(from: root, files: plan.settings.files)
        let console = BatchConsole(total: plan.inputs.count, style: style)
        console.printErrors(plan.errors)
        let jobs = max(1, min(options.jobCount, plan.inputs.count))
        let outcomes = BatchRunner.run(plan.inputs, settings: plan.settings, manifest: manifest,
                                       jobs: jobs, observer: console)
        console.finish()

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
                Console.error("\(root.path)/\(CacheManifest.fileName): warning: cannot write the cache: \(FileProblem.reason(error, path: ""))")
            }
        }

        let report = BatchReport(outcomes: outcomes, pathErrors: plan.errors, outputRoot: options.output,
                                 jobs: jobs, seconds: console.elapsed)
        if style != .quiet {
            report.summaryLines.forEach(Console.error)
        } else if report.failed > 0 {
            report.summaryLines.dropFirst().forEach(Console.error)
        }
        return Result(report: report, outcomes: outcomes)
    }
}
