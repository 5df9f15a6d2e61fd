import Foundation

/// Where the built-in theme files are. They ship as a resource bundle next to the binary;
/// `TABLEMOCK_THEMES` (a folder) overrides it, and an installed copy in
/// `<prefix>/share/tablemock/Themes` (relative to the executable) is the documented fallback.
public enum BuiltinThemes {
    public static var directory: URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["TABLEMOCK_THEMES"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let installed = exe.deletingLastPathComponent().appendingPathComponent("../share/tablemock/Themes").standardized
        let bundleName = "tablemock_TableMockThemes.resources"
        let besideExe = exe.deletingLastPathComponent().appendingPathComponent(bundleName).appendingPathComponent("data")
        for candidate in [besideExe, installed] where fm.fileExists(atPath: candidate.path) {
            return candidate
        }
        // A development checkout: the source tree itself.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("data")
        return fm.fileExists(atPath: source.path) ? source : nil
    }
}
