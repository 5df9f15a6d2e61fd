import Foundation

/// The system calls behind `LocalFiles`, each used in one place.
extension LocalFiles {
    /// The real path of `path` with every symbolic link followed as far as the links lead;
    /// past the first missing component the rest is applied as written (so a dangling link
    /// resolves to its target, and a path outside the root is known to be outside without
    /// knowing whether it exists). Nil after 40 links (a loop).
    public static func resolve(_ path: String) -> (path: String, exists: Bool)? {
        let start = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var pending = Array(start.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
        var resolved: [String] = []
        var exists = true, links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." { _ = resolved.popLast(); continue }
            resolved.append(component)
            guard exists else { continue }
            let candidate = "/" + resolved.joined(separator: "/")
            var info = stat()
            guard lstat(candidate, &info) == 0 else { exists = false; continue }
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            links += 1
            if links > 40 { return nil }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(candidate, &buffer, Int(PATH_MAX))
            guard length > 0 else { exists = false; continue }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            resolved.removeLast()
            if target.hasPrefix("/") { resolved = [] }
            pending.append(contentsOf: target.split(separator: "/").map(String.init).reversed())
        }
        return ("/" + resolved.joined(separator: "/"), exists)
    }

    /// Reads a regular file without blocking: `lstat` first (a FIFO or device is never
    /// opened), then `open(O_NOFOLLOW|O_NONBLOCK)`, `fstat` of the descriptor, and at most
    /// `limit` bytes (`truncate`: the first `limit` bytes of a longer file).
    static func readRegularFile(_ path: String, limit: Int, truncate: Bool = false,
                                refusal: (FileRefusal.Reason) -> FileRefusal) throws(FileRefusal) -> Data {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw refusal(errno == ENOENT || errno == ENOTDIR ? .missing : .failed(words(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(.notRegularFile(what: describe(mode: info.st_mode))) }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw refusal(errno == ELOOP ? .notRegularFile(what: "a symbolic link") : errno == ENOENT ? .missing : .failed(words(errno)))
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw refusal(.failed(words(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(.notRegularFile(what: describe(mode: info.st_mode))) }
        let size = Int(info.st_size)
        if size > limit && !truncate { throw refusal(.tooLarge(bytes: size, limit: limit)) }
        // Read one byte past the limit: a file that grew since fstat is still refused.
        let wanted = truncate ? limit : min(size, limit) + 1
        var data = Data(count: wanted)
        var total = 0
        while total < wanted {
            let n = data.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + total, wanted - total) }
            if n < 0 {
                if errno == EINTR { continue }
                throw refusal(.failed(words(errno)))
            }
            if n == 0 { break }
            total += n
        }
        if total > limit && !truncate { throw refusal(.tooLarge(bytes: total, limit: limit)) }
        data.count = min(total, limit)
        return data
    }

    /// The names in a folder (without "." and ".."), or nil with `errno` set.
    static func names(in path: String) -> [String]? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0, let dir = fdopendir(fd) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// "a FIFO", "a folder", … for a file type.
    static func describe(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// `strerror`, starting in lower case to sit after a colon.
    public static func words(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Opens (creating it and its parents if needed) the folder the caller named.
    static func openFolder(_ path: String, create: Bool,
                           refusal: (FileRefusal.Reason) -> FileRefusal) throws(FileRefusal) -> Int32 {
        var fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 && errno == ENOENT && create {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw refusal(.failed(creationFailure(path)))
            }
            fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard fd >= 0 else { throw refusal(errno == ENOTDIR ? .notRegularFile(what: "not a folder") : .failed(words(errno))) }
        return fd
    }

    /// Why a folder could not be made: the first thing on its way that is not a folder.
    private static func creationFailure(_ path: String) -> String {
        var candidate = path
        while !candidate.isEmpty && candidate != "/" {
            var info = stat()
            if stat(candidate, &info) == 0 {
                return info.st_mode & S_IFMT == S_IFDIR ? words(EACCES) : "a file is in the way"
            }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return words(ENOENT)
    }

    /// A subfolder, made if missing, opened without following a link.
    static func openChild(_ name: String, in dir: Int32,
                          refusal: (FileRefusal.Reason) -> FileRefusal) throws(FileRefusal) -> Int32 {
        if mkdirat(dir, name, 0o777) != 0 && errno != EEXIST { throw refusal(.failed(words(errno))) }
        let fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            var info = stat()
            if fstatat(dir, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw refusal(.notRegularFile(what: "a symbolic link where a folder was expected"))
            }
            throw refusal(code == ENOTDIR ? .failed("a file is in the way") : .failed(words(code)))
        }
        return fd
    }

    /// Writes to a fresh name made with `O_CREAT|O_EXCL|O_NOFOLLOW` and renames it over
    /// `name`; on any failure the temporary file is removed.
    static func writeAtomically(_ data: Data, name: String, in dir: Int32,
                                refusal: (FileRefusal.Reason) -> FileRefusal) throws(FileRefusal) {
        var temporary = "", fd: Int32 = -1
        for _ in 0..<16 {
            temporary = temporaryName(for: name)
            fd = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw refusal(.failed(words(errno))) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && renameat(dir, temporary, dir, name) != 0 { failure = errno }
        if failure != 0 {
            unlinkat(dir, temporary, 0)
            throw refusal(failure == EISDIR ? .failed("it is a folder") : .failed(words(failure)))
        }
    }

    /// Writes all of `data` to a descriptor (standard output, a pipe), retrying short and
    /// interrupted writes; the errno of the first failure, else nil.
    public static func writeAll(_ fd: Int32, _ data: Data) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
    }
}
