import Foundation

/// `AtomicFile` writes `.<name>.<pid>.tmp` and renames it; a process killed between the two
/// (SIGKILL, power loss) leaves the temporary file behind. It is hidden and never a real
/// output, and the next batch into the same folder removes the ones whose process is gone.
enum AbandonedTemporaryFiles {
    /// Removes abandoned temporary files under `root`; returns how many.
    @discardableResult
    static func remove(under root: URL) -> Int {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return 0 }
        var removed = 0
        for case let url as URL in walker {
            guard let pid = owner(ofTemporaryName: url.lastPathComponent), !isRunning(pid) else { continue }
            if (try? FileManager.default.removeItem(at: url)) != nil { removed += 1 }
        }
        return removed
    }

    /// The process id in `.<name>.<pid>.tmp`, or nil for any other name.
    static func owner(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let pid = pid_t(parts[parts.count - 1]), pid > 0 else { return nil }
        return pid
    }

    /// True when a process with this id exists (another render may be writing the file).
    private static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
