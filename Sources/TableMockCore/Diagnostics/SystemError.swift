import Foundation

/// A file-system error in `strerror`'s words (`permission denied`, `is a directory`), for
/// one-line diagnostics, never Foundation's `Error Domain=NSCocoaErrorDomain Code=513 …`.
public enum SystemError {
    /// The reason behind a Foundation or POSIX error about `path`.
    public static func reason(_ error: any Error, path: String) -> String {
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
        if !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? "it is a folder" : "a file is in the way"
        }
        let text = ns.localizedDescription
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// `strerror(code)`, starting in lower case to sit after a colon.
    public static func words(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
