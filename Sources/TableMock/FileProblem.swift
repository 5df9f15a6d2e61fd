import Foundation
import TableMockCore
import TableMockFiles

/// A file that could not be read or written, said in words: `cannot write out/a.png:
/// permission denied`, never Foundation's `Error Domain=NSCocoaErrorDomain Code=513 …`.
package struct FileProblem: Error, CustomStringConvertible {
    package var action: String
    package var path: String
    package var reason: String

    package var description: String { "cannot \(action) \(TerminalText.escaped(path)): \(reason)" }

    /// The reason behind a refusal, a Foundation or a POSIX error (`SystemError.reason`).
    package static func reason(_ error: any Error, path: String) -> String {
        if let problem = error as? FileProblem { return problem.reason }
        if let refusal = error as? FileRefusal { return refusal.words }
        return SystemError.reason(error, path: path)
    }
}

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
