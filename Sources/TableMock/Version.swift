import Foundation
import TableMockFiles
import TableMockThemes

/// `tablemock --version`: the semantic version, and the git commit the binary was built
/// from when it is known — the checkout holding the executable (a development build), or
/// the `COMMIT` file `Scripts/install.sh` writes beside the installed themes.
public enum TableMockVersion {
    public static let semantic = "0.16.0"

    public static var description: String { commit.map { "\(semantic) (commit \($0))" } ?? semantic }

    static let commit: String? = {
        guard let exe = BuiltinThemes.executableFolder() else { return nil }
        let files = LocalFiles(policy: .unconfined)
        if let data = try? files.read(exe.appendingPathComponent("../share/tablemock/COMMIT").standardized, as: .config) {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if isCommit(text) { return String(text.prefix(12)) }
        }
        var folder = exe
        while folder.path != "/" {
            if let commit = headCommit(gitEntry: folder.appendingPathComponent(".git"), files: files) { return String(commit.prefix(12)) }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// The commit HEAD names in a `.git` folder (or a linked work tree's `.git` file).
    static func headCommit(gitEntry: URL, files: any FileAccess) -> String? {
        var git = gitEntry
        switch files.entry(at: gitEntry, as: .config) {
        case .folder: break
        case .regularFile:
            guard let text = try? files.read(gitEntry, as: .config),
                  let line = String(decoding: text, as: UTF8.self).split(separator: "\n").first, line.hasPrefix("gitdir: ") else { return nil }
            let path = String(line.dropFirst(8))
            git = path.hasPrefix("/") ? URL(fileURLWithPath: path) : gitEntry.deletingLastPathComponent().appendingPathComponent(path)
        default: return nil
        }
        func text(_ name: String, in folder: URL) -> String? {
            (try? files.read(folder.appendingPathComponent(name), as: .config)).map {
                String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        guard let head = text("HEAD", in: git) else { return nil }
        guard head.hasPrefix("ref: ") else { return isCommit(head) ? head : nil }
        let ref = String(head.dropFirst(5))
        // A linked work tree keeps its refs in the main repository (`commondir`).
        let common = text("commondir", in: git).map { git.appendingPathComponent($0).standardized } ?? git
        for folder in [git, common] {
            if let loose = text(ref, in: folder), isCommit(loose) { return loose }
            if let packed = text("packed-refs", in: folder) {
                for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
                    let hash = String(line.prefix(40))
                    if isCommit(hash) { return hash }
                }
            }
        }
        return nil
    }

    static func isCommit(_ text: String) -> Bool { text.count >= 40 && text.prefix(40).allSatisfy(\.isHexDigit) }
}
