import Foundation

/// The file access theme loading needs: reading theme files, listing the built-in folder and
/// checking that font files exist. The CLI passes the real file system; tests pass a fake.
public protocol ThemeFileSystem: Sendable {
    func read(_ url: URL) throws -> Data
    func fileExists(atPath path: String) -> Bool
    /// File names (not paths) in a folder; empty when it cannot be listed.
    func contentsOfDirectory(at url: URL) -> [String]
    /// The first `count` bytes of a file (fewer for a shorter one), nil when it cannot be
    /// read: enough to tell a font file from something else. The default reads the local
    /// file system (see `FontFileCheck.swift`).
    func leadingBytes(ofFileAt path: String, count: Int) -> Data?
}

public struct LocalThemeFileSystem: ThemeFileSystem {
    /// Theme files larger than this are refused before they are read.
    public var maxBytes: Int
    public init(maxBytes: Int = 4 << 20) { self.maxBytes = maxBytes }

    public func read(_ url: URL) throws -> Data {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes[.size] as? Int, size > maxBytes { throw CocoaError(.fileReadTooLarge) }
        return try Data(contentsOf: url)
    }

    public func fileExists(atPath path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    public func contentsOfDirectory(at url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }
}
