import Foundation

/// Where the built-in theme files are, found the same way in a checkout, a test bundle, an
/// app that depends on the package and an installed tool:
/// 1. `TABLEMOCK_THEMES` (a folder), when set;
/// 2. the resource bundle beside the running executable, found from its real path
///    (`/proc/self/exe`, never `argv[0]`, so `PATH`, a symlink or `env -i` change nothing);
/// 3. an installed copy, `<prefix>/share/tablemock/Themes` beside `<prefix>/bin`;
/// 4. the package's own resource bundle (`Bundle.module`), wherever SwiftPM put it;
/// 5. the source tree of a development checkout.
public enum BuiltinThemes {
    public static let directory: URL? = locate(environment: ProcessInfo.processInfo.environment)

    static func locate(environment: [String: String]) -> URL? {
        let fm = FileManager.default
        if let env = environment["TABLEMOCK_THEMES"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        var candidates: [URL] = []
        if let exe = executableFolder() {
            candidates.append(exe.appendingPathComponent("tablemock_TableMockThemes.resources/data"))
            candidates.append(exe.appendingPathComponent("../share/tablemock/Themes").standardized)
        }
        candidates.append(Bundle.module.bundleURL.appendingPathComponent("data"))
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("data"))
        return candidates.first { fm.fileExists(atPath: $0.appendingPathComponent("ios7.json").path) }
    }

    /// The folder of the running executable's real file.
    public static func executableFolder() -> URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
