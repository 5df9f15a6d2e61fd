import Foundation

/// The disk, under an `AccessPolicy`. Immutable and safe to share between threads.
public struct LocalFiles: FileAccess {
    public let policy: AccessPolicy
    /// The most files a folder search lists before it stops with an error.
    public var maxFilesFound = 100_000

    public init(policy: AccessPolicy) { self.policy = policy }

    // MARK: Reading

    public func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data {
        let real = try admit(url, as: kind)
        return try Self.readRegularFile(real, limit: kind.byteLimit, refusal: { FileRefusal(path: url.path, kind: kind, reason: $0) })
    }

    public func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data {
        let real = try admit(url, as: kind)
        return try Self.readRegularFile(real, limit: count, truncate: true,
                                        refusal: { FileRefusal(path: url.path, kind: kind, reason: $0) })
    }

    public func entry(at url: URL, as kind: FileKind) -> FileEntry {
        let real: String
        do { real = try admit(url, as: kind) } catch { return .refused(error) }
        var info = stat()
        guard lstat(real, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(size: Int(info.st_size))
        case S_IFDIR: return .folder
        default: return .other(Self.describe(mode: info.st_mode))
        }
    }

    public func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String] {
        let real = try admit(folder, as: kind)
        guard let names = Self.names(in: real) else {
            throw FileRefusal(path: folder.path, kind: kind, reason: .failed(Self.words(errno)))
        }
        return names.sorted()
    }

    public func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String] {
        let top = try admit(folder, as: kind)
        var found: [String] = []
        var visited: Set<String> = []
        var stack: [(real: String, relative: String)] = [(top, "")]
        while let (real, relative) = stack.popLast() {
            guard visited.insert(real).inserted else { continue }
            guard let names = Self.names(in: real) else {
                if relative.isEmpty { throw FileRefusal(path: folder.path, kind: kind, reason: .failed(Self.words(errno))) }
                continue
            }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                let child = real + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(child, &info) == 0 else { continue }
                var mode = info.st_mode & S_IFMT
                var childReal = child
                if mode == S_IFLNK {
                    // A linked folder is searched only where it may be read, and only once.
                    guard let resolved = Self.resolve(child), resolved.exists else {
                        if extensions.contains((name as NSString).pathExtension.lowercased()) { found.append(childRelative) }
                        continue
                    }
                    var target = stat()
                    guard stat(resolved.path, &target) == 0 else { continue }
                    mode = target.st_mode & S_IFMT
                    childReal = resolved.path
                    if mode == S_IFDIR && !policy.admits(childReal, as: kind) { continue }
                }
                if mode == S_IFDIR {
                    stack.append((childReal, childRelative))
                } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                    found.append(childRelative)
                    if found.count > maxFilesFound {
                        throw FileRefusal(path: folder.path, kind: kind, reason: .tooManyFiles(limit: maxFilesFound))
                    }
                }
            }
        }
        return found.sorted()
    }

    /// The real path of `url`, refused when it lies outside the readable places.
    func admit(_ url: URL, as kind: FileKind) throws(FileRefusal) -> String {
        guard let resolved = Self.resolve(url.path) else {
            throw FileRefusal(path: url.path, kind: kind, reason: .notRegularFile(what: "a loop of symbolic links"))
        }
        guard policy.admits(resolved.path, as: kind) else {
            throw FileRefusal(path: url.path, kind: kind, reason: .outsideRoot(root: policy.root), advice: policy.advice)
        }
        return resolved.path
    }

    // MARK: Writing

    public func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal) {
        let parts = relativePath.split(separator: "/").map(String.init)
        func refuse(_ reason: FileRefusal.Reason, _ path: String = relativePath) -> FileRefusal {
            FileRefusal(path: folder.appendingPathComponent(path).path, kind: .output, reason: reason)
        }
        guard let name = parts.last, !parts.contains(".."), !parts.contains("."), !relativePath.hasPrefix("/") else {
            throw refuse(.failed("not a path inside the output folder"))
        }
        var dir = try Self.openFolder(folder.path, create: true) { refuse($0, "") }
        defer { close(dir) }
        // Folders below the one we were told are opened without following links: a link
        // planted inside an output folder cannot send a write elsewhere.
        for component in parts.dropLast() {
            let next = try Self.openChild(component, in: dir) { refuse($0) }
            close(dir); dir = next
        }
        try Self.writeAtomically(data, name: name, in: dir) { refuse($0) }
    }

    public func remove(_ relativePath: String, in folder: URL) {
        let path = folder.appendingPathComponent(relativePath).path
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFLNK else { return }
        unlink(path)
    }

    /// Removes temporary files this tool left under `folder` (its subfolders too) when a
    /// process writing them was killed: only names of `temporaryName`'s pattern, regular
    /// files owned by this user, whose process is gone. Returns how many were removed. For
    /// the tool's own folders (goldens, artifacts).
    @discardableResult
    public static func removeAbandonedTemporaries(under folder: URL, limit: Int = 100_000) -> Int {
        removeAbandonedTemporaries(from: [folder.path], recursive: true, limit: limit)
    }

    /// The same, in each of `folders` but not their subfolders: the folders a run writes
    /// into, which may be the user's own (`-o shot.png` in a project's root, `-o /tmp/x.png`)
    /// and hold any number of other files and folders.
    @discardableResult
    public static func removeAbandonedTemporaries(in folders: [URL], limit: Int = 100_000) -> Int {
        removeAbandonedTemporaries(from: Array(Set(folders.map(\.path))).sorted(), recursive: false, limit: limit)
    }

    private static func removeAbandonedTemporaries(from folders: [String], recursive: Bool, limit: Int) -> Int {
        var removed = 0, seen = 0
        let user = geteuid()
        var stack = folders
        while let dir = stack.popLast() {
            guard let names = names(in: dir) else { continue }
            for name in names {
                seen += 1
                if seen > limit { return removed }
                // Only a folder (to walk) or a temporary name is worth a look.
                let owner = temporaryOwner(name)
                guard recursive || owner != nil else { continue }
                let path = dir + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if recursive && info.st_mode & S_IFMT == S_IFDIR { stack.append(path); continue }
                guard info.st_mode & S_IFMT == S_IFREG, info.st_uid == user, let owner, !isRunning(owner) else { continue }
                if unlink(path) == 0 { removed += 1 }
            }
        }
        return removed
    }

    static let temporaryMarker = ".tablemock-"

    /// `.<name>.tablemock-<pid>-<16 hex digits>.tmp`: hidden, and unlike any name a person picks.
    static func temporaryName(for name: String) -> String {
        let shortened = name.count > 100 ? String(name.prefix(100)) : name
        let token = String(UInt64.random(in: 0 ... .max), radix: 16)
        return "." + shortened + temporaryMarker + String(getpid()) + "-" + String(repeating: "0", count: 16 - token.count) + token + ".tmp"
    }

    /// The process id in a temporary name this tool makes, or nil for any other name.
    public static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: temporaryMarker, options: .backwards)
        else { return nil }
        let rest = name[marker.upperBound...].dropLast(4).split(separator: "-")
        guard rest.count == 2, rest[1].count == 16, rest[1].allSatisfy(\.isHexDigit),
              let pid = pid_t(rest[0]), pid > 0 else { return nil }
        return pid
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
