import Foundation
import TableMockFiles
import TableMockCore
import TableMockScene
import TableMockThemes

/// The cache of a batch: `<output>/.tablemock-cache.json`, one entry per output file.
///
/// An entry holds the digest of every input the picture was made from (the spec bytes, the
/// theme file chain, the images: FNV-1a of their contents; the font files: path, size,
/// modification time and inode), and a key over those digests, the renderer's identity
/// and the options that shape the picture (format, scale, appearance). A spec is skipped
/// when, for each of its outputs, the key computed from the inputs as they are now equals
/// the stored one and the output file still has the size and modification time written
/// down when it was rendered. Anything unreadable or missing means "render".
package struct CacheManifest: Sendable {
    package static let fileName = ".tablemock-cache.json"
    /// 3: inputs stored once in a table and named by their place in it (version 2 wrote
    /// every font's path and stamp into every entry: 1.6 MB for 500 specs, 0.2 MB now).
    package static let currentVersion = 3

    package var version = CacheManifest.currentVersion
    /// By output path relative to the output folder.
    package var entries: [String: CacheEntry] = [:]

    package init(entries: [String: CacheEntry] = [:]) { self.entries = entries }

    /// The manifest in `outputRoot`, or an empty one when there is none, it cannot be read
    /// or decoded, or it is of another version (everything is rendered again then).
    package static func load(from outputRoot: URL, files: any FileAccess) -> CacheManifest {
        let url = outputRoot.appendingPathComponent(fileName)
        guard let data = try? files.read(url, as: .cache),
              let manifest = try? JSONDecoder().decode(CacheManifest.self, from: data),
              manifest.version == currentVersion else { return CacheManifest() }
        return manifest
    }

    package func save(to outputRoot: URL, files: any FileAccess) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try files.write(try encoder.encode(self), to: Self.fileName, in: outputRoot)
    }
}

extension CacheManifest: Codable {
    private enum CodingKeys: String, CodingKey { case version, inputs, entries }

    /// An entry as stored: its inputs are places in the manifest's `inputs` table.
    private struct StoredEntry: Codable {
        var key: String
        var inputs: [Int]
        var size: Int64
        var modified: Int64
        var warnings: [Diagnostic]?
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else { return }   // read no further: `load` discards it
        let table = try container.decode([CacheInput].self, forKey: .inputs)
        let stored = try container.decode([String: StoredEntry].self, forKey: .entries)
        entries.reserveCapacity(stored.count)
        for (output, entry) in stored {
            let inputs = try entry.inputs.map { place in
                guard table.indices.contains(place) else {
                    throw DecodingError.dataCorruptedError(forKey: .entries, in: container,
                                                           debugDescription: "input \(place) of \(output) is not in the table")
                }
                return table[place]
            }
            entries[output] = CacheEntry(key: entry.key, inputs: inputs, size: entry.size, modified: entry.modified,
                                         warnings: entry.warnings ?? [])
        }
    }

    package func encode(to encoder: any Encoder) throws {
        // The table in the order of first use, going through the outputs in sorted order:
        // the same manifest is the same bytes.
        var table: [CacheInput] = []
        var places: [CacheInput: Int] = [:]
        var stored: [String: StoredEntry] = [:]
        for (output, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let inputs = entry.inputs.map { input in
                if let place = places[input] { return place }
                places[input] = table.count
                table.append(input)
                return table.count - 1
            }
            stored[output] = StoredEntry(key: entry.key, inputs: inputs, size: entry.size, modified: entry.modified,
                                         warnings: entry.warnings.isEmpty ? nil : entry.warnings)
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(table, forKey: .inputs)
        try container.encode(stored, forKey: .entries)
    }
}

package struct CacheEntry: Codable, Sendable, Equatable {
    package var key: String
    package var inputs: [CacheInput]
    /// The output file as written: size in bytes and modification time in nanoseconds.
    package var size: Int64
    package var modified: Int64
    /// The guideline lint's warnings for the spec, before the run's `--lint-disable`: an
    /// up-to-date spec reports them again, and `--strict` still fails on them.
    package var warnings: [Diagnostic] = []

    package init(key: String, inputs: [CacheInput], size: Int64, modified: Int64, warnings: [Diagnostic] = []) {
        self.key = key; self.inputs = inputs; self.size = size; self.modified = modified; self.warnings = warnings
    }
}

package struct CacheInput: Codable, Sendable, Hashable, Comparable {
    package var path: String
    /// `content:<fnv1a>` for files whose bytes are read, `file:<size>-<mtime>-<inode>` for fonts.
    package var digest: String

    package init(path: String, digest: String) { self.path = path; self.digest = digest }

    package static func < (a: CacheInput, b: CacheInput) -> Bool { (a.path, a.digest) < (b.path, b.digest) }

    package static func contentDigest(_ hash: UInt64) -> String { ReadLog.contentDigest(hash) }

    /// The digest of `path` as it is now, of the same kind as `self.digest`; nil when the
    /// file is gone or may not be read (a manifest is input too: it cannot make the tool
    /// read a file the access rules refuse).
    package func currentDigest(files: any FileAccess) -> String? {
        if digest.hasPrefix("content:") {
            let url = URL(fileURLWithPath: path)
            for kind in [FileKind.spec, .theme, .image, .symbol] {
                if case .refused = files.entry(at: url, as: kind) { continue }
                guard let data = try? files.read(url, as: kind) else { return nil }
                return Self.contentDigest(FNV1a.hash(data))
            }
            return nil
        }
        return FileStamp(path: path).map { "file:" + $0.description }
    }
}

/// Size, modification time and inode of a file, from one `stat`.
package struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    package var size: Int64
    /// Nanoseconds since 1970.
    package var modified: Int64
    package var inode: UInt64

    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    package var description: String { "\(size)-\(modified)-\(inode)" }
}

package enum CacheKey {
    /// The key of one output: renderer, options and the sorted input digests.
    package static func make(renderer: String, output: PlannedOutput, inputs: [CacheInput]) -> String {
        var h = FNV1a()
        h.combine(renderer)
        h.combine(output.format.rawValue)
        h.combine(output.variant.cacheDescription)
        for input in inputs.sorted() {
            h.combine(input.path)
            h.combine(input.digest)
        }
        return h.hex
    }

    /// Font files are tracked by identity: hashing megabytes of fonts per spec would cost
    /// more than it saves, and a package upgrade changes their size or time anyway.
    package static func fontInputs(_ fonts: [FontFile]) -> [CacheInput] {
        fonts.map { font in
            CacheInput(path: font.path, digest: "file:" + (FileStamp(path: font.path)?.description ?? "missing"))
        }
    }
}

/// What makes this build of the renderer itself: the format version of its output, the
/// executable's size and time, so a rebuilt binary renders everything again, and where the
/// built-in themes come from (`TABLEMOCK_THEMES` may point elsewhere between runs).
package enum RendererIdentity {
    package static let outputVersion = "tablemock-render-2"

    package static let current: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let stamp = FileStamp(path: executable).map { "\($0.size)-\($0.modified)" } ?? "unknown"
        let themes = BuiltinThemes.directory?.standardizedFileURL.path ?? "none"
        return outputVersion + ";" + stamp + ";themes=" + themes
    }()
}

/// Decides whether a spec's outputs are up to date. One per worker: it remembers the
/// digest of each input for the length of a batch, so a theme shared by 500 specs is read
/// once per worker.
package final class CacheChecker {
    package let manifest: CacheManifest
    package let renderer: String
    package let files: any FileAccess
    /// Current digests by kind and path.
    private var digests: [String: String?] = [:]

    package init(manifest: CacheManifest, renderer: String, files: any FileAccess) {
        self.manifest = manifest
        self.renderer = renderer
        self.files = files
    }

    /// The stored inputs and lint warnings of the outputs when every one of them is up to
    /// date, else nil.
    package func upToDate(_ outputs: [PlannedOutput], root: URL) -> (inputs: [CacheInput], warnings: [Diagnostic])? {
        var inputs: Set<CacheInput> = []
        var warnings: [Diagnostic] = []
        for output in outputs {
            guard let entry = manifest.entries[output.relativePath],
                  entry.inputs.allSatisfy({ current($0) == $0.digest }),
                  CacheKey.make(renderer: renderer, output: output, inputs: entry.inputs) == entry.key,
                  let stamp = FileStamp(path: root.appendingPathComponent(output.relativePath).path),
                  stamp.size == entry.size, stamp.modified == entry.modified else { return nil }
            inputs.formUnion(entry.inputs)
            warnings = entry.warnings
        }
        return (inputs.sorted(), warnings)
    }

    private func current(_ input: CacheInput) -> String? {
        let memoKey = String(input.digest.prefix { $0 != ":" }) + ":" + input.path
        if let known = digests[memoKey] { return known }
        let digest = input.currentDigest(files: files)
        digests[memoKey] = digest
        return digest
    }
}
