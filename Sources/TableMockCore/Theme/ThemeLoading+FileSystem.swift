import Foundation

/// The file access theme loading needs: reading theme files, listing the built-in folder and
/// checking that font files exist. The CLI passes the real file system; tests pass a fake.
public protocol ThemeFileSystem: Sendable {
    func read(_ url: URL) throws -> Data
    func fileExists(atPath path: String) -> Bool
    /// File names (not paths) in a folder; empty when it cannot be listed.
    func contentsOfDirectory(at url: URL) -> [String]
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
