import Foundation

/// Reads files the spec refers to. Layout never touches the file system; the CLI passes
/// the real one and tests pass fakes.
public protocol ResourceReading: Sendable {
    func read(_ url: URL) throws -> Data
}

public struct FileResources: ResourceReading {
    /// Images larger than this are refused before they are read.
    public var maxBytes: Int
    public init(maxBytes: Int = 50 << 20) { self.maxBytes = maxBytes }

    public func read(_ url: URL) throws -> Data {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes[.size] as? Int, size > maxBytes {
            throw AssetError.tooLarge(bytes: size, limit: maxBytes)
        }
        return try Data(contentsOf: url)
    }
}

enum AssetError: Error {
    case tooLarge(bytes: Int, limit: Int)
}
