import Foundation

/// Where files may be read from: the project root, plus the built-in themes (for themes)
/// and the system font folders (for fonts). `confined: false` (`--allow-outside-root`)
/// reads any path.
public struct AccessPolicy: Sendable, Equatable {
    /// The project root's real path; empty for none (only `extraFolders` are readable, as
    /// for a render server started without `--root`).
    public var root: String
    /// Where the root came from, for messages: "--root", "TABLEMOCK_ROOT", "the git work tree", "the current folder".
    public var rootSource: String
    public var confined: Bool
    /// Real paths readable for one kind of file wherever the root is.
    public var extraFolders: [FileKind: [String]]
    /// How to widen the rules, as the host that set them says it (a server has no
    /// `--allow-outside-root`); nil: the command line's advice.
    public var advice: String?

    /// Folders Debian's font packages and a local administrator install fonts into.
    public static let systemFontFolders = ["/usr/share/fonts", "/usr/local/share/fonts"]
    /// Where the Debian icon package of the built-in symbols (`bootstrap-icons`) installs its SVG files.
    public static let systemSymbolFolders = ["/usr/share/bootstrap-icons"]

    public init(root: String, rootSource: String = "--root", confined: Bool = true, extraFolders: [FileKind: [String]] = [:]) {
        self.root = root.isEmpty ? "" : LocalFiles.resolve(root)?.path ?? root
        self.rootSource = rootSource
        self.confined = confined
        self.extraFolders = extraFolders.mapValues { $0.map { LocalFiles.resolve($0)?.path ?? $0 } }
    }

    /// Reads anything: for a user's own files, and tests that are about something else.
    public static let unconfined = AccessPolicy(root: "/", rootSource: "--allow-outside-root", confined: false)

    /// The root as the user asked for it: `--root DIR`, else `TABLEMOCK_ROOT`, else the top
    /// of the git work tree holding the current folder, else the current folder.
    public static func discover(flag: String?, allowOutsideRoot: Bool = false,
                                environment: [String: String] = ProcessInfo.processInfo.environment,
                                currentDirectory: String = FileManager.default.currentDirectoryPath,
                                builtinThemes: URL? = nil) -> AccessPolicy {
        let cwd = URL(fileURLWithPath: currentDirectory)
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : cwd.appendingPathComponent(path).path }
        let root: String, source: String
        if let flag, !flag.isEmpty { root = absolute(flag); source = "--root" }
        else if let env = environment["TABLEMOCK_ROOT"], !env.isEmpty { root = absolute(env); source = "TABLEMOCK_ROOT" }
        else if let top = gitWorkTree(containing: currentDirectory) { root = top; source = "the git work tree" }
        else { root = currentDirectory; source = "the current folder" }
        var extra: [FileKind: [String]] = [.font: systemFontFolders, .symbol: systemSymbolFolders]
        if let builtinThemes { extra[.theme] = [builtinThemes.path] }
        return AccessPolicy(root: root, rootSource: source, confined: !allowOutsideRoot, extraFolders: extra)
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file in a
    /// linked work tree).
    static func gitWorkTree(containing folder: String) -> String? {
        var candidate = LocalFiles.resolve(folder)?.path ?? folder
        while true {
            var info = stat()
            if lstat(candidate + (candidate == "/" ? "" : "/") + ".git", &info) == 0 { return candidate }
            if candidate == "/" { return nil }
            candidate = (candidate as NSString).deletingLastPathComponent
            if candidate.isEmpty { return nil }
        }
    }

    /// True when the real path `real` may be read as `kind`.
    public func admits(_ real: String, as kind: FileKind) -> Bool {
        guard confined else { return true }
        if !root.isEmpty && Self.isInside(real, root) { return true }
        return extraFolders[kind, default: []].contains { Self.isInside(real, $0) }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

extension AccessPolicy {
    /// This policy with `path` (its real path) readable as `kind`.
    public func adding(_ path: String, for kind: FileKind) -> AccessPolicy {
        var copy = self
        copy.extraFolders[kind, default: []].append(LocalFiles.resolve(path)?.path ?? path)
        return copy
    }
}
