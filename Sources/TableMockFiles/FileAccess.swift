import Foundation

/// What lies at a path, as far as the access rules let it be known.
public enum FileEntry: Equatable, Sendable {
    case regularFile(size: Int)
    case folder
    case missing
    /// Something that is neither a regular file nor a folder ("a FIFO").
    case other(String)
    /// Outside the readable places: nothing more is said.
    case refused(FileRefusal)
}

/// The one owner of every file read and write (as typst's `World` owns a compilation's
/// files). `LocalFiles` is the disk under the project root's rules; `MemoryFiles` serves
/// tests; `RecordingFiles` wraps either and notes what was read, for the render cache and
/// `watch`.
///
/// Reads resolve a path to its real path (symbolic links followed), refuse it outside the
/// readable places for its kind, require a regular file (a FIFO or device is never opened
/// for reading) and read at most the kind's byte limit. Writes go to a fresh temporary
/// name in the target folder and are renamed into place, so a planted link is never
/// followed and a reader never sees half a file.
public protocol FileAccess: Sendable {
    func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data
    /// At most `count` leading bytes (a font's magic number).
    func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data
    func entry(at url: URL, as kind: FileKind) -> FileEntry
    /// The names in a folder, sorted.
    func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String]
    /// Files under `folder` whose extension is one of `extensions` (lower case), as paths
    /// relative to it, sorted. Hidden names are skipped; each real folder is visited once.
    func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String]
    /// Writes `data` to `relativePath` (no `..`) inside `folder`, creating the folders between.
    func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal)
    /// Removes `relativePath` inside `folder` if it is a file; quiet when it is not there.
    func remove(_ relativePath: String, in folder: URL)
}

extension FileAccess {
    /// `write(data, to: name, in: folder)` for a full path.
    public func write(_ data: Data, to url: URL) throws(FileRefusal) {
        try write(data, to: url.lastPathComponent, in: url.deletingLastPathComponent())
    }

    public func fileExists(_ url: URL, as kind: FileKind) -> Bool {
        if case .regularFile = entry(at: url, as: kind) { return true }
        return false
    }
}
