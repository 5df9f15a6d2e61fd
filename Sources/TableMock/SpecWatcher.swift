import Foundation

/// Which specs need another render: new ones, and those any of whose input files (the spec,
/// its theme chain, its images, its fonts) changed size, time or inode since their last
/// render. Whether the content really changed is then the cache's decision.
///
/// A file is stamped as it was *before* the render read it: stamped after, a spec saved
/// while its render ran was taken as already drawn, and its change was never drawn (the
/// watch test saw it on a loaded machine: it saved the spec once the first image existed).
package struct SpecWatcher {
    package init() {}

    private var stamps: [String: [String: FileStamp?]] = [:]
    /// The stamps taken by `changed` for the specs about to render: each spec file and
    /// every file its last render read.
    private var beforeRender: [String: [String: FileStamp?]] = [:]

    package var count: Int { stamps.count }

    package mutating func changed(_ inputs: [SpecInput]) -> [SpecInput] {
        let present = Set(inputs.map(\.display))
        stamps = stamps.filter { present.contains($0.key) }
        let changed = inputs.filter { input in
            guard let known = stamps[input.display] else { return true }
            return known.contains { path, stamp in FileStamp(path: path) != stamp }
        }
        beforeRender = [:]
        for input in changed {
            let files = Set(stamps[input.display]?.keys.map { $0 } ?? []).union([input.url.standardizedFileURL.path])
            beforeRender[input.display] = Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
        }
        return changed
    }

    /// Records what each render read. A file read for the first time (a new theme or
    /// image) is stamped now, after the render: the one case the stamps before cannot cover.
    package mutating func remember(_ outcomes: [SpecOutcome], inputs: [SpecInput]) {
        for (input, outcome) in zip(inputs, outcomes) {
            let files = Set(outcome.inputs + [input.url.standardizedFileURL.path])
            let before = beforeRender[input.display] ?? [:]
            stamps[input.display] = Dictionary(uniqueKeysWithValues: files.map { path in
                if let stamp = before[path] { return (path, stamp) }
                return (path, FileStamp(path: path))
            })
        }
        beforeRender = [:]
    }
}
