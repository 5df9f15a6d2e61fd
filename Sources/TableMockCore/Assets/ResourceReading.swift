import Foundation
import TableMockScene

/// Reads files the spec refers to. Layout never touches the file system; the CLI passes
/// the real one and tests pass fakes.
public protocol ResourceReading: Sendable {
    func read(_ url: URL) throws -> Data
    /// Why an image whose header is sound still cannot be drawn (damaged compressed data,
    /// an SVG the renderer refuses), or nil. The core reads headers only; a host that has a
    /// decoder may decode here (the CLI's `validate` does, with the Cairo backend's), so a
    /// damaged image is reported at the place the spec names it without drawing. A render
    /// decodes once, when drawing, and reports the same line (`AssetLoader.undecodable`).
    func problem(decoding image: ImageData) -> String?
}

extension ResourceReading {
    public func problem(decoding image: ImageData) -> String? { nil }
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
