import Foundation

/// A file that could not be read or written, said in words: `cannot write out/a.png:
/// permission denied`, never Foundation's `Error Domain=NSCocoaErrorDomain Code=513 …`.
struct FileProblem: Error, CustomStringConvertible {
    var action: String
    var path: String
    var reason: String

    var description: String { "cannot \(action) \(path): \(reason)" }

    /// The reason behind a Foundation or POSIX error, as `strerror` words it.
    static func reason(_ error: any Error, path: String) -> String {
        if let problem = error as? FileProblem { return problem.reason }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return words(errno: Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return words(errno: Int32(ns.code)) }
        if ns.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: ns.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return words(errno: ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return words(errno: EACCES)
            case .fileWriteFileExists: return words(errno: EEXIST)
            case .fileWriteOutOfSpace: return words(errno: ENOSPC)
            case .fileWriteVolumeReadOnly: return words(errno: EROFS)
            case .fileReadTooLarge: return words(errno: EFBIG)
            default: break
            }
        }
        // A folder in the way of a file, or a file in the way of a folder.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? "it is a folder" : "a file is in the way"
        }
        let text = ns.localizedDescription
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    static func words(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// The output folder, made (with its parents) and checked once before a batch, so a folder
/// that cannot be written costs one line rather than one per spec.
enum OutputFolder {
    static func prepare(_ root: URL) throws(FileProblem) {
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
            throw FileProblem(action: "write to the output folder", path: path, reason: FileProblem.words(errno: errno))
        }
    }
}
