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
