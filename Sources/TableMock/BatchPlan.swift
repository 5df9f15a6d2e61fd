import Foundation
import TableMockFiles
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

    /// What `render -o` asks for: one spec to a file (`oneFile`, `shown` being the `-o` text)
    /// or a batch into a folder (`make`).
    package static func forTarget(_ target: OutputTarget, shown: String, paths: [String], shard: Shard,
                                  settings: BatchSettings) -> Result<BatchPlan, OneFileError> {
        guard let file = target.file else { return .success(make(paths: paths, shard: shard, settings: settings)) }
        return oneFile(paths: paths, shard: shard, named: file.stem, shown: shown, settings: settings)
    }
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
