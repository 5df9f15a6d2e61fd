import Foundation

/// Which specs need another render: new ones, and those any of whose input files (the spec,
/// its theme chain, its images, its fonts) changed size, time or inode since their last
/// render. Whether the content really changed is then the cache's decision.
package struct SpecWatcher {
    package init() {}

    private var stamps: [String: [String: FileStamp?]] = [:]

    package var count: Int { stamps.count }

    package mutating func changed(_ inputs: [SpecInput]) -> [SpecInput] {
        let present = Set(inputs.map(\.display))
        stamps = stamps.filter { present.contains($0.key) }
        return inputs.filter { input in
            guard let known = stamps[input.display] else { return true }
            return known.contains { path, stamp in FileStamp(path: path) != stamp }
        }
    }

    package mutating func remember(_ outcomes: [SpecOutcome], inputs: [SpecInput]) {
        for (input, outcome) in zip(inputs, outcomes) {
            let files = Set(outcome.inputs + [input.url.standardizedFileURL.path])
            stamps[input.display] = Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
        }
    }
}
