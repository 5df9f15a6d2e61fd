import Foundation
import TableMockCore
import TableMockScene

/// Lays out a spec written inline, with the ios7 (or another) built-in theme and the
/// fixed-advance measurer, so tests can assert exact frames.
public enum LayoutHarness {
    /// The repository's Themes/data folder, found from this file's path.
    public static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes/data")

    public static func prepare(_ source: String, file: String = "test.yaml",
                               resources: any ResourceReading = FileResources()) throws -> PreparedSpec {
        try PreparedSpec.prepare(data: Data(source.utf8), file: file, specURL: URL(fileURLWithPath: "/tmp/\(file)"),
                                 themes: ThemeCatalog(builtinDirectory: themesDirectory), resources: resources)
    }

    public static func layout(_ source: String, scale: Double = 2, measurer: any TextMeasuring = FixedAdvanceMeasurer(),
                              resources: any ResourceReading = FileResources()) throws -> TableLayout {
        try prepare(source, resources: resources).layout(measurer: measurer, scale: scale)
    }
}

extension TableLayout {
    public func items(_ kind: ItemKind) -> [LayoutItem] { items.filter { $0.kind == kind } }
    public func cell(section: Int, row: Int) -> LayoutItem? {
        items.first { $0.kind == .cell && $0.section == section && $0.row == row }
    }
}

extension LayoutItem {
    public func part(_ kind: PartKind) -> LayoutPart? { parts.first { $0.kind == kind } }
}

/// Serves in-memory files to the asset loader, so image tests need no fixtures on disk.
public struct InMemoryResources: ResourceReading {
    public var files: [String: Data]
    public init(_ files: [String: Data]) { self.files = files }
    public func read(_ url: URL) throws -> Data {
        guard let data = files[url.lastPathComponent] else { throw CocoaError(.fileNoSuchFile) }
        return data
    }
}

/// A minimal PNG header (signature + IHDR) of the given pixel size; enough for layout,
/// which reads only the header.
public func pngHeader(width: Int, height: Int) -> Data {
    // A well-formed chunk sequence (IHDR, IDAT, IEND with correct CRCs), as the image probe
    // checks; the IDAT holds no real pixels, as layout never decodes them.
    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return be32(Int(c ^ 0xFFFF_FFFF))
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + crc(typed)
    }
    var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    d.append(contentsOf: chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0]))
    d.append(contentsOf: chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
    d.append(contentsOf: chunk("IEND", []))
    return d
}
