import Foundation

/// Files held in memory, under the same rules as the disk (a root, byte limits): for
/// tests, and for hosts that serve specs without a file system. Paths are absolute.
public final class MemoryFiles: FileAccess, @unchecked Sendable {
    public let policy: AccessPolicy
    private let lock = NSLock()
    private var files: [String: Data]
    /// Paths that are something other than a file or folder ("a FIFO"), to test refusals.
    private var specials: [String: String]

    public init(_ files: [String: Data] = [:], specials: [String: String] = [:], policy: AccessPolicy = .unconfined) {
        self.files = files; self.specials = specials; self.policy = policy
    }

    public convenience init(texts: [String: String], policy: AccessPolicy = .unconfined) {
        self.init(texts.mapValues { Data($0.utf8) }, policy: policy)
    }

    /// Everything written so far, by path.
    public var contents: [String: Data] { lock.withLock { files } }

    private func normalize(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    private func admit(_ url: URL, as kind: FileKind) throws(FileRefusal) -> String {
        let path = normalize(url.path)
        guard policy.admits(path, as: kind) else {
            throw FileRefusal(path: url.path, kind: kind, reason: .outsideRoot(root: policy.root), advice: policy.advice)
        }
        return path
    }

    public func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data {
        let path = try admit(url, as: kind)
        let (data, special) = lock.withLock { (files[path], specials[path]) }
        if let special { throw FileRefusal(path: url.path, kind: kind, reason: .notRegularFile(what: special)) }
        guard let data else {
            let reason: FileRefusal.Reason = isFolder(path) ? .notRegularFile(what: "a folder") : .missing
            throw FileRefusal(path: url.path, kind: kind, reason: reason)
        }
        guard data.count <= kind.byteLimit else {
            throw FileRefusal(path: url.path, kind: kind, reason: .tooLarge(bytes: data.count, limit: kind.byteLimit))
        }
        return data
    }

    public func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data {
        let path = try admit(url, as: kind)
        guard let data = lock.withLock({ files[path] }) else {
            throw FileRefusal(path: url.path, kind: kind, reason: .missing)
        }
        return data.prefix(count)
    }

    public func entry(at url: URL, as kind: FileKind) -> FileEntry {
        let path: String
        do { path = try admit(url, as: kind) } catch { return .refused(error) }
        return lock.withLock {
            if let data = files[path] { return .regularFile(size: data.count) }
            if let special = specials[path] { return .other(special) }
            return isFolderLocked(path) ? .folder : .missing
        }
    }

    private func isFolder(_ path: String) -> Bool { lock.withLock { isFolderLocked(path) } }
    private func isFolderLocked(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) }
    }

    public func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String] {
        let path = try admit(folder, as: kind)
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return lock.withLock {
            Set(files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).split(separator: "/")[0]) })
        }.sorted()
    }

    public func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String] {
        let path = try admit(folder, as: kind)
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return lock.withLock { files.keys.filter { $0.hasPrefix(prefix) } }
            .map { String($0.dropFirst(prefix.count)) }
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") }
                      && extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
    }

    public func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal) {
        guard !relativePath.split(separator: "/").contains("..") else {
            throw FileRefusal(path: relativePath, kind: .output, reason: .failed("not a path inside the output folder"))
        }
        let path = normalize(folder.appendingPathComponent(relativePath).path)
        lock.withLock { files[path] = data }
    }

    public func remove(_ relativePath: String, in folder: URL) {
        let path = normalize(folder.appendingPathComponent(relativePath).path)
        _ = lock.withLock { files.removeValue(forKey: path) }
    }
}
