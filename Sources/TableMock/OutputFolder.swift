import Foundation
import TableMockFiles

/// The output folder, made (with its parents) and checked once before a batch, so a folder
/// that cannot be written costs one line rather than one per spec.
package enum OutputFolder {
    package static func prepare(_ root: URL) throws(FileProblem) {
        let path = root.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw FileProblem(action: "write to the output folder", path: path, reason: "it is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw FileProblem(action: "create the output folder", path: path, reason: FileProblem.reason(error, path: path))
        }
        if access(path, W_OK | X_OK) != 0 {
            throw FileProblem(action: "write to the output folder", path: path, reason: LocalFiles.words(errno))
        }
    }
}
