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
        locate(environment: environment, executableFolder: executableFolder(),
               packageBundle: { Bundle.module.bundleURL })
    }

    /// The candidates are tried in order and made only when the ones before them are missing:
    /// SwiftPM's `Bundle.module` accessor ends the process when neither the executable's
    /// folder nor the build folder it was compiled in holds the bundle, which is the case for
    /// an installed tool on any machine but the one that built it. So it is asked only after
    /// the executable's own copies were not found.
    static func locate(environment: [String: String], executableFolder: URL?,
                       packageBundle: () -> URL) -> URL? {
        if let env = environment["TABLEMOCK_THEMES"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        let fm = FileManager.default
        func holdsThemes(_ folder: URL) -> Bool {
            fm.fileExists(atPath: folder.appendingPathComponent("ios7.json").path)
        }
        if let exe = executableFolder {
            for folder in [exe.appendingPathComponent("tablemock_TableMockThemes.resources/data"),
                           exe.appendingPathComponent("../share/tablemock/Themes").standardized]
            where holdsThemes(folder) {
                return folder
            }
        }
        let bundled = packageBundle().appendingPathComponent("data")
        if holdsThemes(bundled) { return bundled }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("data")
        return holdsThemes(source) ? source : nil
    }

    /// The folder of the running executable's real file.
    public static func executableFolder() -> URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
