import Foundation
import TableMockFiles
import TableMockThemes

extension LocalFiles {
    /// The access rules of a command-line run: the project root (`--root`, else
    /// TABLEMOCK_ROOT, else the git work tree holding the current folder, else the current
    /// folder; anywhere with `allowOutsideRoot`), the built-in themes, and the files and
    /// folders named in `paths` readable as specs wherever they are (they are the user's
    /// choice). `-` (standard input) names none.
    package static func project(root: String?, allowOutsideRoot: Bool, naming paths: [String]) -> LocalFiles {
        var policy = AccessPolicy.discover(flag: root, allowOutsideRoot: allowOutsideRoot,
                                           builtinThemes: BuiltinThemes.directory)
        let cwd = FileManager.default.currentDirectoryPath
        for path in paths where path != "-" {
            let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
            if let real = LocalFiles.resolve(absolute)?.path { policy.extraFolders[.spec, default: []].append(real) }
        }
        return LocalFiles(policy: policy)
    }
}
